"""Round 46, helper hd: probes in ``corpus_round46_lead_hd.py`` (see its docstring).

Before (r46 451c7737 = main a8cc8dc1): WAVE dangerous 0/8 blocked, benign 0/8 false blocks; FIELDS 6/12 · 1/12; LATE 8/23 · 0/18.
After (:mod:`executed_places`, judged by the persistence rule): WAVE 8/8 · 0/8, FIELDS 12/12 · 1/12 (the strict xfail
below: a write under ``/etc`` is ``system-file-write``'s, not loosened), LATE 23/23 · 0/18 (written after the code).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_hd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {"fields-7": "a reviewed work-tree manifest copied into /etc/kubernetes/manifests: every write under /etc "
                            "is system-file-write's (the agent does not administer the host), kept blocked on purpose"}
test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
