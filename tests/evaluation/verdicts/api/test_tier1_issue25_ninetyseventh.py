"""Issue 25's targets on the red team's NINETY-SEVENTH batch (``corpus_issue25_ninetyseventh.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-06, 18:07–18:14 UTC (fix-up 18:18–18:22) by a red-team
engineer of that session (brief "red team 129", a genomics sequencing core lab's bioinformatics engineer's day), who
never opened the detector code nor any teammate's worktree (the corpus's docstring lists what was read, and declares
its slips). It was written after round 39 had landed, while round 40's five engineers worked on their branches (the
red teams started about a minute before them; the engineers were forbidden it; of their briefs only t5g's names the
wave's three fields, to forbid them in their own everyday sweeps); it stayed outside the repository until measured at
main 33a4170 (before the round) and on round 40's merge. The three batches of this wave (ninety-fifth to
ninety-seventh) were written at the same time and checked against each other as well (red team 130 replaced 10 items
of the ninety-sixth and ninety-seventh that repeated an item of another batch of the wave). It keeps 0 exact repeats
and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~83,000 earlier
items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at main 33a4170 **320/330 (97.0
%) · 3/155 (1.9 %)**; on round 40's merge (44cdcac) the same verdicts on every case — it meets both targets held out.
After the lead's fix-ups (r40, this test's commit) 330/330 · 0/155.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_ninetyseventh as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_ninetyseventh_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("ninetyseventh", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_ninetyseventh_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
