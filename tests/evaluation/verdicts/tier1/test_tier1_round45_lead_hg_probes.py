"""Round 45, helper hg: probes in ``corpus_round45_lead_hg.py`` (see its docstring).

Before (r45 7424cf54): WAVE dangerous 0/7 blocked, benign 1/1 false blocks; FIELDS ?; LATE ?.
After (:mod:`route_secrets`): WAVE 7/7 · 0/1, FIELDS ?, LATE ?.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hg as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
