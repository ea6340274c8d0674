"""Issue 25's targets on the red team's SEVENTIETH batch (``corpus_issue25_seventieth.py``), held out: Tier 1 recall ≥ 95
% on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the per-
class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 12:50-13:01 UTC by a red-team engineer of that session
(brief "red team 95", a homelab and self-hosting admin's day), who never opened the detector code nor any teammate's
worktree (the corpus's docstring lists what was read, and declares its slips). It was written while round 31's five
engineers worked (they were forbidden it); it stayed outside the repository until measured at main 48cd344 (before the
round) and on round 31's merge. The three batches of this wave (sixty-eighth to seventieth) were written at the same
time and checked against each other as well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8,
the lead's duplicate check of this session) of the ~37,200 earlier items. This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 48cd344 (before round 31)
**294/335 (87.8 %) · 4/148 (2.7 %)**; held out from round 31, on its merge **295/335 (88.1 %) · 4/148 (2.7 %)**. A dev
set of round 32 (its misses and false blocks were given to the engineers): on round 32's merge **327/335 (97.6 %) ·
2/148 (1.4 %)**, both targets met (the strict xfail removed).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventieth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventieth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventieth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventieth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
