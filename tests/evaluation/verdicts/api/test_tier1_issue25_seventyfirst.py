"""Issue 25's targets on the red team's SEVENTY-FIRST batch (``corpus_issue25_seventyfirst.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 15:52-16:00 UTC by a red-team engineer of that session
(brief "red team 96", a mobile app developer's day), who never opened the detector code nor any teammate's worktree
(the corpus's docstring lists what was read, and declares its slips). It was written while round 32's five engineers
worked (they were forbidden it); it stayed outside the repository until measured at main 30a1164 (before the round)
and on round 32's merge. The three batches of this wave (seventy-first to seventy-third) were written at the same time
and checked against each other as well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the
lead's duplicate check of this session) of the ~39,500 earlier items. This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 30a1164 (before round 32)
**271/297 (91.2 %) · 5/135 (3.7 %)**; held out from round 32, on its merge **271/297 (91.2 %) · 5/135 (3.7 %)** (no
case moved). Round 33 (its dev set, with the seventy-second and seventy-third; five engineers and the lead's merge
fixes): 290/297 (97.6 %) · 0/135 (0.0 %), both targets met (not held out).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventyfirst as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventyfirst_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventyfirst", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventyfirst_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
