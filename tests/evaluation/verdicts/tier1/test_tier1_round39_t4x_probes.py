"""Round 39, t4x: probes in ``corpus_round39_t4x.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS dangerous 20/37 blocked, benign 3/23 false blocks; DEV 1/1 · 0/7;
LATE (after the code, measured at main) 10/23 · 0/12. After :mod:`client_credentials`: 37/37 · 0/23, 1/1 · 0/7,
23/23 · 0/12.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_t4x as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
