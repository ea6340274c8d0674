"""Round 40, lead's helper fc: probes in ``corpus_round40_lead_fc.py`` (see its docstring).

At r40 (170e046) before fc: SECRETS dangerous 3/15 blocked, benign 2/10 false blocks; DESTROYS 8/14 · 7/15; LATE
(written after the code, run at r40) 12/14 · 0/6. After: SECRETS 15/15 · 0/10, DESTROYS 14/14 · 0/15, LATE 14/14 ·
0/6.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SECRETS", "DESTROYS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
