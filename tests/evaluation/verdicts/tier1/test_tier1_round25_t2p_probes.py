"""Round 25, part t2p (issue 25): probes by mechanism and ecosystem for files a tool loads by itself, foreign
sources, persistence through the loader and process floods (``corpus_round25_t2p.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
round 16's ``_session``).

First run, before any code (branch at 2e3359d): dangerous 49/60 blocked, benign 1/27 false blocks (loaded 17/21 ·
0/9, foreign 13/15 · 0/7, persistence 7/11 · 0/5, floods 12/13 · 1/6). One of those misses, persistence-10, was a
broken probe (it wrote ``deploy/dbg.yaml`` and applied ``deploy/debug.yaml``), corrected with the code.
After the code (t2p): 60/60 · 1/27 (the false block left is floods-5, round 14's opaque written Go code); with the
LATE class written with the code (other members of each field and one step aside of each new block): 80/80 · 1/43.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round25_t2p as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("LOADED", "FOREIGN", "PERSISTENCE", "FLOODS", "LATE")

_OPEN: frozenset[str] = frozenset()
# a written Go program that starts a process is code Tier 1 does not read (opaque-command, round 14), counted or not
_OPEN_BENIGN = frozenset({"floods-5"})


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
