"""Round 37 lead fix-up, helper fc: probes in ``corpus_round37_lead_fc.py`` (see its docstring).

First run (r37 898fe87, before code): WAVE dangerous 0/10 blocked, benign 0/8 false blocks; FIELDS 3/21 · 0/14;
LATE 3/12 · 0/9. After :mod:`written_sources`, ``location_settings``' download places and :mod:`task_names`:
WAVE 9/10 (1 strict xfail) · 0/8, FIELDS 21/21 · 0/14, LATE 11/12 (1 strict xfail) · 0/9.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
# open this round: a `*.mk` include in a subfolder is not read at write time (round 38, t4w: wave-8, a node
# one-liner's `homedir()+'/.bashrc'` write in a package script, is blocked by code_startup; its xfail removed)
_OPEN = frozenset({"late-11"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
