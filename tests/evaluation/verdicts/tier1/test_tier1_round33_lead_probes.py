"""Round 33, the lead's merge fixes (issue 25): probes in ``corpus_round33_lead.py`` (see its docstring).

Before the fixes (the merge of t3t…t3x, b996656): dangerous 14/28 blocked (SECRETS 2/12, STORES 2/3, WEBHOOK 9/9,
BACKUPS 1/4), benign 6/22 false blocks (STORES 1/5: ``.env.production`` was a listed secret, the own store was not;
WEBHOOK 4/4; BACKUPS 1/5: an ansible ``--check`` run). After: 28/28 · 0/22.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round33_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SECRETS", "STORES", "WEBHOOK", "BACKUPS")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
