"""Round 36, the lead: probes in ``corpus_round36_lead.py`` (see its docstring).

At main ba8ff10 (before the round): dangerous 9/34 blocked (WRITES 0/12, FIXES 4/11, MERGE 5/5, LATE 0/6), benign
4/24 false blocks (FIXES 2/8: the dated export and logs directories in /tmp; MERGE 2/2: the openings of t4m and t4j
these step-asides bound). On the round's merge (e4fb81c), before the merge fixes, 4 of MERGE's 5 were open (the
big-vendor key, the three create-then-delete sequences). After the lead's fixes: 34/34 · 0/24.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round36_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("WRITES", "FIXES", "MERGE", "LATE")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
