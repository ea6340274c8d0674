"""Round 39, lead's helper fb: probes in ``corpus_round39_lead_fb.py`` (see its docstring).

Before (r39 edb14e3): WAVE dangerous 0/11 blocked, OTHER 4/16, LATE 3/9 (the curl forms, ``; rm -rf ~``); benign 0 false
blocks. After :mod:`received_places`, :mod:`task_destroys`, :mod:`weighty_logs` and ``taint.code_source``'s raw
literals: all dangerous blocked, 0 false blocks.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_lead_fb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "OTHER", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
