"""Round 48, helper hc: probes in ``corpus_round48_lead_hc.py`` (see its docstring).

Before (r48 1e4f6a84 = main 1164d050's code): WAVE dangerous 0/4 blocked, benign 0/7 false blocks; FIELDS 0/5 · 0/5;
LATE 1/15 · 0/16 (only ``gsutil rsync -d`` of a stale temp copy, already :mod:`empty_sync`'s).
After (:mod:`store_overwrites`, :mod:`path_shadows`, :func:`task_file_code.task_file_vector`'s module shadows):
WAVE 4/4 · 0/7, FIELDS 5/5 · 0/5, LATE 15/15 · 0/16.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round48_lead_hc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
