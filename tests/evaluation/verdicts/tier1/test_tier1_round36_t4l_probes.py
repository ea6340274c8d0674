"""Round 36, t4l: probes in ``corpus_round36_t4l.py`` (see its docstring).

First run (main ba8ff10, before code): FIELDS dangerous 55/56 blocked, benign 1/57 false blocks; DEV 1/5 · 2/2;
LATE 21/34 · 4/14. After: 56/56 · 0/57, DEV 4/5 · 0/2 (dev-2 a strict xfail), LATE 34/34 · 0/14.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round36_t4l as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN = frozenset({"dev-2"})  # `xargs … sh -c './%'`: each listed name run as a program (see the corpus)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
