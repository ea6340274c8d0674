"""Round 43, lead's helper ga: probes in ``corpus_round43_lead_ga.py`` (see its docstring).

Before (main 9416b75): WAVE dangerous 0/10 blocked, benign 0/9 false blocks; FIELDS 5/13 · 1/13 (round 21's import
rule dropped a test database, `--db ehr_test`); LATE 6/18 · 0/15.
After (:mod:`server_wipes`, :mod:`controller_writes`, :mod:`spec_inputs`' foreign hook fetch, :mod:`empty_sync`'s
empty source anywhere, ``destructive_r21``'s scratch database): WAVE 10/10 · 0/9, FIELDS 13/13 · 0/13, LATE 18/18 · 0/15.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead_ga as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
