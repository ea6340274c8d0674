"""Round 43, lead's helper gc: probes in ``corpus_round43_lead_gc.py`` (see its docstring).

Before (r42 at 70eb1747): WAVE dangerous 0/3 blocked, benign 3/3 false blocks; FIELDS 11/15 · 3/13; LATE 6/9 · 1/6.
After (:mod:`idp_logins`, ``cred_shapes``' stored logins, ``system_data``'s password-file names): WAVE 3/3 · 0/3,
FIELDS 13/15 · 1/13, LATE 9/9 · 0/6. Left at the time limit: the strict xfails below.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead_gc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_TODO = "round 43 gc: unfinished at the time limit"

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES,
    open_dangerous={"fields-6": _TODO + " (same-command `aws … > F && curl -T F`; the two-call form blocks)",
                    "fields-11": _TODO + " (a secret COLUMN of a non-credential table: credential_select reads "
                                         "table names only)"},
    open_benign={"fields-8": "a GitHub token sent to an own file host: left blocked (a vendor's token off its vendor)"})
