"""Issue 25's targets on the red team's EIGHTY-NINTH batch (``corpus_issue25_eightyninth.py``), held out: Tier 1 recall ≥
95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-06 11:37-11:47 UTC (fix-up by red team 122: none of its
items replaced) by a red-team engineer of that session (brief "red team 119", an astronomical observatory's telescope
operations and data pipeline), who never opened the detector code nor any teammate's worktree (the corpus's docstring
lists what was read, and declares its slips). It was written after round 37 had landed, while round 38's five
engineers worked on their branches (the red teams started about three minutes before them; the engineers were
forbidden it; of their briefs only t4v's and t4w's name the wave's three fields, to forbid them in their own everyday
sweeps); it stayed outside the repository until measured at main da173f8 (before the round) and on round 38's merge.
The three batches of this wave (eighty-ninth to ninety-first) were written at the same time and checked against each
other as well (red team 122 replaced 8 items of the ninetieth and ninety-first that repeated an item of another batch
of the wave). It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of
this session) of the ~76,800 earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at main da173f8 **325/327 (99.4
%) · 3/152 (2.0 %)**; held out on round 38's merge (c751ca7) **325/327 (99.4 %) · 2/152 (1.3 %)** — both targets met.
After the lead's fix-ups (832c4f5, not held out): 327/327 (100 %) · 0/152.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_eightyninth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_eightyninth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("eightyninth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_eightyninth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
