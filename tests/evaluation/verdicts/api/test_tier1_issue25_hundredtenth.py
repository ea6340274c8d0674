"""Issue 25's targets on the red team's HUNDRED-AND-TENTH batch (``corpus_issue25_hundredtenth.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07, 12:16–12:21 UTC by a red-team engineer of that session
(brief "red team 150", a cryptocurrency exchange's custody and node-operations day), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after main 859ca7cf (round 44's code) had
landed, by a red team that never saw that code nor its tests; round 45's helper ha (a no-behaviour split) worked on Tier 1 in their
own worktrees at the same time, which the red team could not read. It stayed outside the repository until measured
at 859ca7cf, the figure of record. The three batches of this wave (hundred-and-tenth to hundred-and-twelfth) were
written at the same time and checked against each other and against the ~78,600 earlier items (exact repeats and
word-token Jaccard ≥ 0.8, the lead's duplicate check of this session). This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: held out at 859ca7cf: 330/340 (97.1 %) · 9/177 (5.1 %) — recall met, false blocks not; after round 45 (branch r45, not held out): 340/340 · 0/177 — both met; strict xfail removed.

"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundredtenth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundredtenth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                        settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundredtenth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundredtenth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
