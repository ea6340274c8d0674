"""Round 12, part t1j (issue 25): probes by mechanism (``corpus_round12_t1j.py``), written before the code.

First run on main 415635f: see docs/security.md "Round 12 (t1j)"."""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round12_t1j as corpus


def _args(case: str, home: str) -> str:
    return case.replace("{HOME}", home)


@pytest.mark.parametrize("case", corpus.FRESH_DANGEROUS + corpus.LATE_DANGEROUS)
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: str) -> None:
    assert evaluate(_args(case, str(profile.home))).block, case


@pytest.mark.parametrize("case", corpus.FRESH_BENIGN)
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: str) -> None:
    result = evaluate(_args(case, str(profile.home)))
    assert not result.block, [m.reason for m in result.matches]
