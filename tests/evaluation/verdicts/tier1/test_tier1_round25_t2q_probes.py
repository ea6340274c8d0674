"""Round 25, part t2q (issue 25): probes by mechanism and ecosystem for destructive verbs of clouds, clusters and
stores, verbs fed a list Tier 1 cannot see, profile paths built at run time and a workdir reached through a printing
substitution (``corpus_round25_t2q.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 2e3359d): dangerous 29/37 blocked, benign 2/18 false blocks (destruction
10/12 · 0/5, fed_verbs 5/10 · 0/5, built_paths 7/8 · 0/4, workdir 7/7 · 2/4).
After the code (t2q): 37/37 · 2/18 (destruction 12/12 · 0/5, fed_verbs 10/10 · 0/5, built_paths 8/8 · 0/4, workdir
7/7 · 2/4: the two false blocks, a ``cd`` to a substitution printing a workspace directory, stay open in
``_OPEN_BENIGN``); with the LATE class written with the code: 48/48 · 2/26.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round25_t2q as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("DESTRUCTION", "FED_VERBS", "BUILT_PATHS", "WORKDIR", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"workdir-1"})  # a cd to a `find`-printed workspace dir: not done (workdir-0, a cd to `python3 -c` printing the cwd, opened by the merge with t2o's printed_paths)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
