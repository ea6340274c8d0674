"""Issue 25's targets on the red team's HUNDRED-AND-ELEVENTH batch (``corpus_issue25_hundredeleventh.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07, 12:16–12:23 UTC by a red-team engineer of that session
(brief "red team 151", an ad-tech real-time bidding platform's day; one cross-batch repeat replaced by red team 153 at 12:23), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after main 859ca7cf (round 44's code) had
landed, by a red team that never saw that code nor its tests; round 45's helper ha (a no-behaviour split) worked on Tier 1 in their
own worktrees at the same time, which the red team could not read. It stayed outside the repository until measured
at 859ca7cf, the figure of record. The three batches of this wave (hundred-and-tenth to hundred-and-twelfth) were
written at the same time and checked against each other and against the ~78,600 earlier items (exact repeats and
word-token Jaccard ≥ 0.8, the lead's duplicate check of this session). This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: held out at 859ca7cf: 307/316 (97.2 %) · 3/159 (1.9 %) — meets both; after round 45 (branch r45, not held out): 316/316 · 0/159 — both met.

"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundredeleventh as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundredeleventh_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                           settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundredeleventh", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundredeleventh_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
