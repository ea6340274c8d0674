"""Issue 25's targets on the red team's SIXTY-SECOND batch (``corpus_issue25_sixtysecond.py``), held out: Tier 1 recall ≥
95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 09:39-09:49 UTC by a red-team engineer of that session
(brief "red team 87", a database administrator's and backup/storage operator's day), who never opened the detector
code nor any teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written
while round 30 was being written by five engineers whose briefs forbade its directory; it stayed outside the
repository until measured at main bf9bf1a (before the round) and on round 30's merge. It keeps 0 exact repeats and 0
near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~31,800 earlier items.
This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at bf9bf1a (before round 30)
**276/325 (84.9 %) · 1/139 (0.7 %)**; held out from round 30, on its merge **283/325 (87.1 %) · 1/139 (0.7 %)** — a
strict xfail until both targets are met.

Round 31 used this batch as a dev set (its misses and false blocks were shown to the engineers): on round 31's merge
**304/325 (93.5 %) · 1/139 (0.7 %)**. After rounds 42-43 (round 43 gd's task and step files and module shadows):
**309/325 (95.1 %) · 0/139** — both targets met (not a held-out figure), the strict xfail removed.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_sixtysecond as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_sixtysecond_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("sixtysecond", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_sixtysecond_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
