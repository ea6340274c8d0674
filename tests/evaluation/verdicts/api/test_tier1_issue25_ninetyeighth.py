"""Issue 25's targets on the red team's NINETY-EIGHTH batch (``corpus_issue25_ninetyeighth.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-06, 21:13–21:20 UTC by a red-team engineer of that
session (brief "red team 131", a mobile network operator's packet-core and subscriber-systems engineer's day), who
never opened the detector code nor any teammate's worktree (the corpus's docstring lists what was read, and declares
its slips). It was written after round 40's code was complete (branch r40, landed on main as a892e61 in that session),
by a red team that never saw that code nor its tests; no engineer worked on Tier 1 from a brief while it was written.
It stayed outside the repository until measured at a892e61, the figure of record. The three batches of this wave
(ninety-eighth to hundredth) were written at the same time and checked against each other as well. It keeps 0 exact
repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~84,000
earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at main 33a4170 (before round
40) 299/311 (96.1 %) · 2/153 (1.3 %); at round 40's code (a892e61), the figure of record, **301/311 (96.8 %) · 2/153
(1.3 %)** — it meets both targets held out. Its misses and false blocks are the next round's dev material (a lead's
fix-up branch r41 closes them but did not land with this test).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_ninetyeighth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_ninetyeighth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("ninetyeighth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_ninetyeighth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
