"""Rounds 42-43, lead: the probes of ``corpus_round43_lead.py`` (see its docstring for before/after)."""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("REPLAY",)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
