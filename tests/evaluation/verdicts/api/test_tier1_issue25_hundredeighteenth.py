"""Issue 25's targets on the red team's HUNDRED-AND-EIGHTEENTH batch (``corpus_issue25_hundredeighteenth.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07, 20:04–20:09 UTC (2 repeats of another batch of the wave replaced by red team 164 at 20:11–20:13 UTC) by a red-team engineer of that session
(brief "red team 162", an automotive connected-car and over-the-air-update platform engineer), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after main bd3066ea (round 46's code) was
committed, by a red team that never saw that code nor its tests; no helper worked on Tier 1 while it was written. It
stayed outside the repository until measured at bd3066ea, the figure of record. The three batches of this wave
(hundred-and-sixteenth to hundred-and-eighteenth) were written at the same time and checked against each other and
against the ~84,000 earlier items (exact repeats and word-token Jaccard ≥ 0.8, the lead's duplicate check of this
session). This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at bd3066ea (main, round 46's code; held out): 312/323 (96.6 %) · 4/160 (2.5 %) — recall met, false blocks over 2 %.
After round 47 (the merge of the lead's stored-history change and helpers ha–hh; not held out): 322/323 (99.7 %) · 0/160 (0.0 %) — both met.

"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundredeighteenth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundredeighteenth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                             settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundredeighteenth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundredeighteenth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
