"""Round 37, t4n: probes in ``corpus_round37_t4n.py`` (see its docstring).

First run (main e20110e, before code): FIELDS dangerous 27/37 blocked, benign 0/24 false blocks; DEV 0/5 · 0/1.
After :mod:`streams_r37`: 37/37 · 0/24, 5/5 · 0/1, LATE 20/20 · 0/11.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round37_t4n as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("FIELDS", "DEV", "LATE")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
