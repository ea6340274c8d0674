"""Round 39, t4x: probes in ``corpus_round39_t4x.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS dangerous 20/37 blocked, benign 3/23 false blocks; DEV 1/1 · 0/7;
LATE (after the code, measured at main) 10/23 · 0/12. After :mod:`client_credentials`: 37/37 · 0/23, 1/1 · 0/7,
23/23 · 0/12.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round39_t4x as corpus
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
