"""Round 48, lead's helper hd: probes in ``corpus_round48_lead_hd.py`` (see its docstring).

Before (main 1164d050): WAVE dangerous 0/0 (the wave's cases of this shape are all benign), benign 6/6
false blocks; FIELDS 13/13 · 8/9; LATE 8/8 · 4/4.
After (:mod:`named_test_targets`, ``tmp_scratch_names``' extract/aggregate words, ``scratch_scopes``' run below a
scratch bucket): WAVE 0/0 · 0/6, FIELDS 13/13 · 0/9,
LATE 8/8 · 0/4 (blocked dangerous · false blocks).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round48_lead_hd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
