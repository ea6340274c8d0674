"""Issue 25's targets on the red team's EIGHTY-SECOND batch (``corpus_issue25_eightysecond.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-06 00:22-00:32 UTC by a red-team engineer of that session
(brief "red team 107", an energy-grid and utility operations engineer's day), who never opened the detector code nor
any teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written after
round 34 was merged and before round 35's five engineers started (they were forbidden it; their briefs were written
before its field was chosen, and their own fields exclude it); it stayed outside the repository until measured at main
ba2331a (before the round) and on round 35's merge. The three batches of this wave (eightieth to eighty-second) were
written at the same time and checked against each other as well. It keeps 0 exact repeats and 0 near-duplicates
(word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~48,200 earlier items. This test was
written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at ba2331a (before round 35)
**279/287 (97.2 %) · 1/135 (0.7 %)**; held out from round 35, on its merge f7fbd7d **279/287 (97.2 %) · 1/135 (0.7
%)** (no case moved) — both targets met while held out. After measuring, the lead mended classes this wave showed
(InfluxDB 2's CLI configs and ``influx auth list`` sent out, ``mtd_debug erase``): 283/287 (98.6 %) · 1/135 (0.7 %)
since.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_eightysecond as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_eightysecond_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("eightysecond", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_eightysecond_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
