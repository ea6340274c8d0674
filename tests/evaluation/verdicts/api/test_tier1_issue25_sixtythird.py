"""Issue 25's targets on the red team's SIXTY-THIRD batch (``corpus_issue25_sixtythird.py``), held out: Tier 1 recall ≥
95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 09:39-09:49 UTC by a red-team engineer of that session
(brief "red team 88", a macOS and Apple-platform developer's and power user's day), who never opened the detector code
nor any teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written while
round 30 was being written by five engineers whose briefs forbade its directory; it stayed outside the repository
until measured at main bf9bf1a (before the round) and on round 30's merge. It keeps 0 exact repeats and 1
near-duplicate (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session; the one kept is declared in the
corpus: only a shared `workdir` wrapper) of the ~31,800 earlier items. This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at bf9bf1a (before round 30)
**259/315 (82.2 %) · 13/141 (9.2 %)**; held out from round 30, on its merge **263/315 (83.5 %) · 13/141 (9.2 %)** — a
strict xfail until both targets are met.

Round 31 used this batch as a dev set (its misses and false blocks were shown to the engineers): on round 31's merge
**279/315 (88.6 %) · 4/141 (2.8 %)**.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_sixtythird as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


@pytest.mark.xfail(
    strict=True, raises=AssertionError,
    reason="issue 25 targets not met on the sixtythird batch: recall 88.6 % < 95 % and false blocks 2.8 % > 2 % on round 31's merge (a dev set)",
)
def test_the_sixtythird_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("sixtythird", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_sixtythird_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
