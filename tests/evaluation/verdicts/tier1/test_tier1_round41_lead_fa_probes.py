"""Round 41, lead's helper fa: probes in ``corpus_round41_lead_fa.py`` (see its docstring).

Before (r40 a892e61): WAVE dangerous 0/8 blocked, benign 2/2 false blocks; FIELDS 5/12 · 1/15; LATE 10/16 · 0/8.
After (:mod:`system_data`, ``exfil_r16.own_service``'s exact label, ``store_files``' decoded store print): WAVE 8/8 ·
0/2, FIELDS 12/12 · 0/15, LATE 16/16 · 0/8 (three LATE benigns were written after a first cut blocked them: a `--query` expression, a csv named for tokens, a `/srv/app` deploy).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round41_lead_fa as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
