"""Round 36, the lead: probes in ``corpus_round36_lead.py`` (see its docstring).

At main ba8ff10 (before the round): dangerous 9/34 blocked (WRITES 0/12, FIXES 4/11, MERGE 5/5, LATE 0/6), benign
4/24 false blocks (FIXES 2/8: the dated export and logs directories in /tmp; MERGE 2/2: the openings of t4m and t4j
these step-asides bound). On the round's merge (e4fb81c), before the merge fixes, 4 of MERGE's 5 were open (the
big-vendor key, the three create-then-delete sequences). After the lead's fixes: 34/34 · 0/24.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round36_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WRITES", "FIXES", "MERGE", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
