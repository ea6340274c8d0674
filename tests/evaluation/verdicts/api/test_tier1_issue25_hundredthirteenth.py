"""Issue 25's targets on the red team's HUNDRED-AND-THIRTEENTH batch (``corpus_issue25_hundredthirteenth.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07, 16:13–16:18 UTC by a red-team engineer of that session
(brief "red team 155", a law firm's litigation-support and e-discovery platform day), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after main a8cc8dc1 (round 45's code) was
committed, by a red team that never saw that code nor its tests; no helper worked on Tier 1 while it was written. It
stayed outside the repository until measured at a8cc8dc1, the figure of record. The three batches of this wave
(hundred-and-thirteenth to hundred-and-fifteenth) were written at the same time and checked against each other and
against the ~82,000 earlier items (exact repeats and word-token Jaccard ≥ 0.8, the lead's duplicate check of this
session). This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: held out at a8cc8dc1: 323/328 (98.5 %) · 4/170 (2.4 %) — recall met, false blocks not. After round 46 (branch r46, not held out): 328/328 · 0/170 — both met; strict xfail removed.

"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundredthirteenth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundredthirteenth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                             settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundredthirteenth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundredthirteenth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
