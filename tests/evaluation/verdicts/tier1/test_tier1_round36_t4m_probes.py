"""Round 36, t4m: probes in ``corpus_round36_t4m.py`` (see its docstring).

First run (main ba8ff10, before code): SERVICES benign 4/4 blocked, READS benign 3/3 blocked, FIELDS benign 1/130
blocked; every DANGEROUS and LATE case blocked. After :mod:`internal_services` and :mod:`read_calls`: SERVICES and
READS benign 0 blocked, dangerous all blocked; the FIELDS case left open is a strict xfail.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round36_t4m as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SERVICES", "READS", "FIELDS", "LATE")
_OPEN_ISSUES = frozenset({"fields-54"})  # `git stash && git pull --rebase && git stash pop`: left as at main


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_ISSUES)
