"""Round 48, lead's helper he: probes in ``corpus_round48_lead_he.py`` (see its docstring).

Before (main 1164d050): WAVE dangerous 6/6 blocked, benign 5/5 false blocks; FIELDS 8/8 · 9/9; LATE 13/13 · 7/7.
After (:mod:`runtime_reads`' staged ``$HOME/``, :mod:`ifs_joins`' ``"$HOME"`` element, :mod:`quote_repairs`,
:mod:`copied_checks`): WAVE 6/6 · 0/5, FIELDS 8/8 · 0/9, LATE 13/13 · 0/7.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round48_lead_he as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
