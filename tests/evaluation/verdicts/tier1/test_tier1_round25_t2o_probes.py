"""Round 25, part t2o (issue 25): probes by mechanism and ecosystem for read-only use of governed files from inside
an interpreter, paths computed by a printing program, ``for`` loops and secrets leaving the machine
(``corpus_round25_t2o.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 2e3359d): dangerous 29/30 blocked, benign 5/22 false blocks
(interp_reads 10/10 · 0/10, printed_paths 7/7 · 3/6, for_loops 4/4 · 2/3, secrets_out 8/9 · 0/3).
After the code (t2o): 30/30 · 0/22; with the LATE classes written with the code (other members of each field and one
step aside of each opening: LATE, LATE_READS, LATE_GROUPS, LATE_SQL, LATE_ENV): 62/62 · 0/43.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round25_t2o as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("INTERP_READS", "PRINTED_PATHS", "FOR_LOOPS", "SECRETS_OUT", "LATE", "LATE_READS",
            "LATE_GROUPS", "LATE_SQL", "LATE_ENV")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
