"""Round 37 lead fix-up, helper fe: probes in ``corpus_round37_lead_fe.py`` (see its docstring).

First run (r37 898fe87, before code): WAVE dangerous 0/6 blocked, benign 1/5 false blocks; FIELDS 5/17 · 1/13;
LATE 5/12 · 1/3.
After: WAVE 6/6 · 0/5, FIELDS 17/17 · 0/13, LATE 11/12 · 0/3 (``while read … < F`` open: strict xfail).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_lead_fe as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_DANGEROUS = frozenset({"late-5"})  # `while read f; … done < LIST`: the loop's operand is not fed by xargs


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS)
