"""Round 46, lead's helper hc: probes in ``corpus_round46_lead_hc.py`` (see its docstring).

Before (main a8cc8dc1): WAVE dangerous 0/5 blocked, benign 0/9 false blocks; FIELDS 1/10 · 0/10; LATE 0/10 · 1/10.
After (:mod:`hold_destroys`, called by ``check_state_destroy`` beside :mod:`data_service_destroys`; a bare name read
as its last assignment in :mod:`code_sqlite_drops`; ``…backups`` directories in :mod:`data_service_destroys`):
WAVE 5/5 · 0/9, FIELDS 10/10 · 0/10, LATE 10/10 · 1/10 (the one false block is older than this round and not of
this shape: late-9, a strict xfail).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_hc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {"late-9": "older than round 46, not this shape: `.split('///')` in inline Python is read as a write to "
                          "`/` by the code-path readers (protected-write, host-breakage)"}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
