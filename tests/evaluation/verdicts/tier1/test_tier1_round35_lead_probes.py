"""Round 35, the lead's fixes (issue 25): probes in ``corpus_round35_lead.py`` (see its docstring).

At main ba2331a (before the round): dangerous 17/35 blocked (STEPASIDE 9/13, BOUNDED 0/2, SECRETS 1/8, DESTROY 2/7,
ORDINARY 5/5), benign 8/24 false blocks (STEPASIDE 6/8: the field configs the round opens; ORDINARY 2/3). On the
round's merge, before the merge fixes, the relaxations' step-asides listed in the corpus's docstring were open. After:
35/35 · 0/24 (a BOUNDED "dangerous" case is blocked as unknowable, not as harmful: Tier 1 does not check so many
paths one by one).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round35_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("STEPASIDE", "BOUNDED", "SECRETS", "DESTROY", "ORDINARY")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
