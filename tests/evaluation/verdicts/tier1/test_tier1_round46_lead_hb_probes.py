"""Round 46, helper hb: probes in ``corpus_round46_lead_hb.py`` (see its docstring).

Before (main a8cc8dc1): WAVE dangerous 0/6 blocked, benign 0/9 false blocks; FIELDS 11/16 · 0/14; LATE 6/14 · 0/14.
After (:mod:`vcs_depots`: ``p4 … obliterate -y``/``-x … delete`` through global options, and
``server_store`` — a VCS server's root, a ``/proj`` volume — read by ``destroy_verbs.shared_path``): WAVE 6/6 · 0/9,
FIELDS 16/16 · 0/14, LATE 14/14 · 0/14 (LATE written after the code; one of them, ``unlink`` of a checkpoint, was
open at the first cut and is now read by the module's own remover list).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_hb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
