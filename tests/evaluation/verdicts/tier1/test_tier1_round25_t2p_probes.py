"""Round 25, part t2p (issue 25): probes by mechanism and ecosystem for files a tool loads by itself, foreign
sources, persistence through the loader and process floods (``corpus_round25_t2p.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 2e3359d): dangerous 49/60 blocked, benign 1/27 false blocks (loaded 17/21 ·
0/9, foreign 13/15 · 0/7, persistence 7/11 · 0/5, floods 12/13 · 1/6). One of those misses, persistence-10, was a
broken probe (it wrote ``deploy/dbg.yaml`` and applied ``deploy/debug.yaml``), corrected with the code.
After the code (t2p): 60/60 · 1/27 (the false block left is floods-5, round 14's opaque written Go code); with the
LATE class written with the code (other members of each field and one step aside of each new block): 80/80 · 1/43.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round25_t2p as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("LOADED", "FOREIGN", "PERSISTENCE", "FLOODS", "LATE")

_OPEN: frozenset[str] = frozenset()
# a written Go program that starts a process is code Tier 1 does not read (opaque-command, round 14), counted or not
_OPEN_BENIGN = frozenset({"floods-5"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
