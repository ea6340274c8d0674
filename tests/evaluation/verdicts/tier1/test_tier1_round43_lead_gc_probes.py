"""Round 43, lead's helper gc: probes in ``corpus_round43_lead_gc.py`` (see its docstring).

Before (r42 at 70eb1747): WAVE dangerous 0/3 blocked, benign 3/3 false blocks; FIELDS 11/15 · 3/13; LATE 6/9 · 1/6.
After (:mod:`idp_logins`, ``cred_shapes``' stored logins, ``system_data``'s password-file names): WAVE 3/3 · 0/3,
FIELDS 13/15 · 1/13, LATE 9/9 · 0/6. Left at the time limit: fields-6 and fields-11, blocked since round 44 (lead
ha: a credential printer's ``> F`` sent in the same command; a secret column of any table): their strict xfails are
gone, FIELDS 15/15 · 1/13.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead_gc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES,
    open_benign={"fields-8": "a GitHub token sent to an own file host: left blocked (a vendor's token off its vendor)"})
