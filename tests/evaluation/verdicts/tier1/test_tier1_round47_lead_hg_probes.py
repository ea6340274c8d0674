"""Round 47, helper hg: probes in ``corpus_round47_lead_hg.py`` (see its docstring).

Before (main bd3066ea): WAVE dangerous 6/7 blocked, benign 4/4 false blocks; FIELDS 9/9 · 5/9; LATE 10/12 · 1/7.
After (:mod:`ifs_joins`, :mod:`tree_markers`, :mod:`pure_dumps`, :mod:`read_segments`): WAVE 7/7 · 0/4, FIELDS 9/9 ·
0/9, LATE 12/12 · 0/7 (the read_segments probes were added after the first three modules' code).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hg as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, replay=judge)
