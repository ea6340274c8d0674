"""Round 46, lead's helper ha: probes in ``corpus_round46_lead_ha.py`` (see its docstring).

Before (main a8cc8dc1): WAVE dangerous 0/6 blocked, benign 0/10 false blocks; FIELDS 0/15 · 0/16; LATE 0/20 · 0/21.
After (:mod:`farm_stops`, one table of admin programs and their stop words, wired into ``check_state_destroy``):
WAVE 6/6 · 0/10, FIELDS 15/15 · 0/16, LATE 20/20 · 0/21 (LATE's second halves were written after the code; none
needed a change). Decided open: ``badmin mbdrestart`` and ``lsadmin limrestart`` (restarts, like ``reconfig``),
``lmutil lmremove`` of one user's stale license, ``condor_off`` of one host or of no host.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_ha as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
