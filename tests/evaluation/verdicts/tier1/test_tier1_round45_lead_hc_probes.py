"""Round 45, helper hc: probes in ``corpus_round45_lead_hc.py`` (see its docstring).

Before (r45 abc8440e): WAVE dangerous 0/6 blocked, benign 0/5 false blocks; FIELDS 5/13 · 0/13;
LATE 2/11 · 0/12.
After (:mod:`managed_destroys`): WAVE 6/6 · 0/5, FIELDS 13/13 · 0/13, LATE 11/11 · 0/12 (one FIELDS benign,
`openstack server delete` of a staging server, was replaced: an earlier round blocks every openstack server delete).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
