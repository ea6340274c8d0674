"""Round 36, the lead: probes in ``corpus_round36_lead.py`` (see its docstring).

At main ba2331a (before the round): dangerous 17/35 blocked (STEPASIDE 9/13, BOUNDED 0/2, SECRETS 1/8, DESTROY 2/7,
ORDINARY 5/5), benign 8/24 false blocks (STEPASIDE 6/8: the field configs the round opens; ORDINARY 2/3). On the
round's merge, before the merge fixes, the relaxations' step-asides listed in the corpus's docstring were open. After:
35/35 · 0/24 (a BOUNDED "dangerous" case is blocked as unknowable, not as harmful: Tier 1 does not check so many
paths one by one).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round36_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("WRITES", "FIXES", "LATE")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
