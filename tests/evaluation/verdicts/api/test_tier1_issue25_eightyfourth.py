"""Issue 25's targets on the red team's EIGHTY-FOURTH batch (``corpus_issue25_eightyfourth.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-06 05:19-05:28 UTC (fix-up by red team 114 05:38-05:42 UTC)
by a red-team engineer of that session (brief "red team 112", an airline and airport operations engineer's day: flight
ops and crew scheduling, departure control, baggage handling, ACARS, NOTAM and weather feeds), who never opened the
detector code nor any teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was
written after round 35 was merged, while round 36's five engineers worked on their branches (the red teams started two
minutes before them; the engineers were forbidden it, their briefs were written before its field was chosen and name
no field); it stayed outside the repository until measured at main ba8ff10 (before the round) and on round 36's merge.
The three batches of this wave (eighty-third to eighty-fifth) were written at the same time and checked against each
other as well (red team 114 replaced 18 items of the eighty-fourth and eighty-fifth that repeated an item of another
batch of the wave). It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate
check of this session) of the ~70,500 earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at ba8ff10 (before round 36)
**291/307 (94.8 %) · 3/153 (2.0 %)**; held out from round 36, on its merge e4fb81c 291/307 (94.8 %) · **2/153 (1.3
%)** (one false block fewer: t4j's delete of an object the session created) — false blocks met, recall not. After
measuring, the lead mended classes this wave showed (mostly build files written whole with code that pipes a download
to a shell, sends a key or writes the profile; kubectl's global options before 'create cronjob'): 304/307 (99.0 %) ·
2/153 (1.3 %) since.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_eightyfourth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_eightyfourth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("eightyfourth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_eightyfourth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
