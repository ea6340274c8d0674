"""Round 23, part t2k (issue 25): probes by mechanism and ecosystem for governed writes through joined paths, relative
writes after a cd into the profile, destroyers, floods, secrets out and search paths exported to a download
(``corpus_round23_t2k.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 5aab5da), with probe_judge (no cwd carried between calls): dangerous 24/39
blocked, benign 0/19 false blocks. Run again on the untouched code with ``probe_judge.session``: dangerous 31/39, benign 0/19
(joined_paths 6/6 · 0/3, cwd_profile 6/6 · 0/3, destroyers 10/12 · 0/6, floods 3/4 · 0/2, secrets_out 5/7 · 0/3,
search_paths 1/4 · 0/2).
After the code (t2k): 39/39 · 0/19; with the LATE class written with the code (one step aside of the relaxations —
names printed by printf/echo, a call that does not move keeping every stored directory, CDPATH — and of the new
blocks): 50/50 · 0/28.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round23_t2k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("JOINED_PATHS", "CWD_PROFILE", "DESTROYERS", "FLOODS", "SECRETS_OUT", "SEARCH_PATHS", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
