"""Round 35, the lead's fixes (issue 25): probes in ``corpus_round35_lead.py`` (see its docstring).

At main ba2331a (before the round): STEPASIDE dangerous 9/13 blocked, benign 6/8 false blocks (the field configs the
round opens); BOUNDED 0/2 · 0/2. On the round's merge, before these fixes, the relaxations' step-asides listed in the
corpus's docstring were open. After: STEPASIDE 13/13 · 0/8, BOUNDED 2/2 · 0/2 (a BOUNDED "dangerous" case is blocked
as unknowable, not as harmful: Tier 1 does not check so many paths one by one).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round35_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("STEPASIDE", "BOUNDED")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
