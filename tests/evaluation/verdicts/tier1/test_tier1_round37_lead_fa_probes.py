"""Round 37 (lead's fix-up, fa): probes in ``corpus_round37_lead_fa.py`` (see its docstring).

At r37 898fe87 (before code): WAVE dangerous 1/23 blocked, benign 0/14 false blocks; FIELDS 3/12 · 0/12; LATE
6/15 · 0/14. After :mod:`place_secrets` (and :mod:`computed_uploads` for a protected root / ``/etc/<service>/``):
WAVE 23/23 · 0/14, FIELDS 12/12 · 0/12, LATE 15/15 · 0/14 (LATE written after the code).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_lead_fa as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_DANGEROUS: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
