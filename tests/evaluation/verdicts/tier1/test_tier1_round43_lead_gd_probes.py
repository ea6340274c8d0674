"""Round 43, lead's helper gd: probes in ``corpus_round43_lead_gd.py`` (see its docstring).

Before (the branch base, r42 after rounds 42-43's merges): WAVE dangerous 0/7 blocked, benign 0/8 false blocks;
FIELDS 2/10 · 0/8; LATE 1/5 · 0/4.
After (:mod:`task_file_code` read by ``build_file_writes`` at write time and by ``loaded`` at the run; its
``task_file_vector`` in ``scene.judge_written`` for a task's PowerShell download run and an unseen in-tree backend;
``shadow_imported`` for a script run beside a written package shadow): WAVE 7/7 · 0/8, FIELDS 10/10 · 0/8,
LATE 5/5 · 0/4.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead_gd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
