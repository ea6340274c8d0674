"""Round 33, the lead's merge fixes (issue 25): probes in ``corpus_round33_lead.py`` (see its docstring).

Before the fixes (the merge of t3t…t3x, b996656): dangerous 14/28 blocked (SECRETS 2/12, STORES 2/3, WEBHOOK 9/9,
BACKUPS 1/4), benign 6/22 false blocks (STORES 1/5: ``.env.production`` was a listed secret, the own store was not;
WEBHOOK 4/4; BACKUPS 1/5: an ansible ``--check`` run). After: 28/28 · 0/22.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round33_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("SECRETS", "STORES", "WEBHOOK", "BACKUPS")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
