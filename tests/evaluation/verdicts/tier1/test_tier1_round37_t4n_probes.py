"""Round 37, t4n: probes in ``corpus_round37_t4n.py`` (see its docstring).

First run (main e20110e, before code): FIELDS dangerous 27/37 blocked, benign 0/24 false blocks; DEV 0/5 · 0/1.
After :mod:`streams_r37`: 37/37 · 0/24, 5/5 · 0/1, LATE 20/20 · 0/11.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_t4n as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
