"""Issue 25's targets on the red team's SIXTY-FIFTH batch (``corpus_issue25_sixtyfifth.py``), held out: Tier 1 recall ≥
95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 10:42-10:52 UTC by a red-team engineer of that session
(brief "red team 90", a Windows developer's day inside WSL2 and Git Bash), who never opened the detector code nor any
teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written after round
30's five engineers had stopped, while their branches were merged; it stayed outside the repository until measured at
main bf9bf1a (before the round) and on round 30's merge. The three batches of this wave (sixty-fifth to sixty-seventh)
were written at the same time and repeat each other in 1-2 cases and nearly repeat each other in 3-6 (the same profile
reads by `node -e`, `pip install -r URL`, `cp SOUL.md` into build/ from the profile); against the earlier batches each
keeps 0 exact repeats and 0 near-duplicates. (Duplicate check: word-token Jaccard ≥ 0.8 against the ~32,200 earlier
items, the lead's check of this session.) This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at bf9bf1a (before round 30)
**195/284 (68.7 %) · 12/141 (8.5 %)**; held out from round 30, on its merge **198/284 (69.7 %) · 12/141 (8.5 %)** — a
strict xfail until both targets are met.

Round 31 used this batch as a dev set (its misses and false blocks were shown to the engineers): on round 31's merge
**268/284 (94.4 %) · 2/141 (1.4 %)**. After round 41's fix-ups (not held out, not a dev set of that round) 270/284
(95.1 %) · 1/141 (0.7 %): both targets met, so the strict xfail was removed.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_sixtyfifth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_sixtyfifth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("sixtyfifth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_sixtyfifth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
