"""Round 39, lead fa: probes in ``corpus_round39_lead_fa.py`` (see its docstring).

Before the code (r39 edb14e3): WAVE dangerous 0/5 blocked, benign 2/3 false blocks; FIELDS and LATE in the commit
message. After: every case as listed, one strict xfail (late-3: a lockfile an earlier call downloaded).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_lead_fa as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
