"""Round 40, lead fa: probes in ``corpus_round40_lead_fa.py`` (see its docstring).

Before the code (r40 170e046): WAVE dangerous 0/11 blocked, FIELDS 5/15, LATE 4/12 (the ``; rm -rf ~`` twins,
the CMake download, a direct ``sh`` from ``/mnt/…/incoming``); benign open throughout except the wave's one false block. After: every dangerous case blocked,
every benign case open; wave-0 (a pinned registry image run by singularity, another helper's shape) was a strict
xfail here and is open since fix-up fb's public_images joined on the merge.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_lead_fa as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
