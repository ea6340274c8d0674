"""Round 40, lead's fix-up helper fb: probes in ``corpus_round40_lead_fb.py`` (see its docstring).

First run (r40 170e046, before code): WAVE dangerous 2/7 blocked (the two ``env -S`` forms), benign 3/4 false
blocks (``ls -ld``, the ``Path.home()`` path, singularity ``docker://quay.io``); FIELDS 9/16 · 2/14; LATE (written
after the code) 16/20 · 4/11. After the code: WAVE 7/7 · 0/4, FIELDS 16/16 · 0/14, LATE 20/20 · 0/11.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_lead_fb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
