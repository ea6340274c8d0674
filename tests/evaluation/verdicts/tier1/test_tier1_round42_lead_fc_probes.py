"""Round 42, lead's helper fc: probes in ``corpus_round42_lead_fc.py`` (see its docstring).

Before (main 9416b75): TBD
After: TBD
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round42_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
