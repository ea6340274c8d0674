"""Round 41, lead: probes in ``corpus_round41_lead.py`` (see its docstring)."""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round41_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FRESH", "STDIN")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
