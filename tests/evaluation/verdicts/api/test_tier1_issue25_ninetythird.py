"""Issue 25's targets on the red team's NINETY-THIRD batch (``corpus_issue25_ninetythird.py``), held out: Tier 1 recall ≥
95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-06 14:55-15:05 UTC (fix-up by red team 126, 15:07-15:12: 3
items replaced) by a red-team engineer of that session (brief "red team 124", a law firm's e-discovery and litigation
support), who never opened the detector code nor any teammate's worktree (the corpus's docstring lists what was read,
and declares its slips). It was written after round 38 had landed, while round 39's five engineers worked on their
branches (the red teams started about a minute before them; the engineers were forbidden it; of their briefs only
t5a's and t5b's name the wave's three fields, to forbid them in their own everyday sweeps); it stayed outside the
repository until measured at main d9d3b8f (before the round) and on round 39's merge. The three batches of this wave
(ninety-second to ninety-fourth) were written at the same time and checked against each other as well (red team 126
replaced 8 items of the ninety-third and ninety-fourth that repeated an item of another batch of the wave). It keeps 0
exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the
~80,000 earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at main d9d3b8f **314/324 (96.9
%) · 3/155 (1.9 %)**; held out on round 39's merge (31c3407) **314/324 (96.9 %) · 3/155 (1.9 %)** — both targets met.
After the lead's fix-ups (ab2b03f, not held out): 324/324 (100.0 %) · 0/155 (0.0 %).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_ninetythird as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_ninetythird_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("ninetythird", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_ninetythird_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
