"""Issue 25's targets on the red team's HUNDRED-AND-EIGHTH batch (``corpus_issue25_hundredeighth.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07, 08:46–08:53 UTC (cross-batch repeats replaced 08:55 by red team 148), by a red-team engineer of that session
(brief "red team 146", a bank's mainframe and middleware engineer's day), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after main 2273f4fe (round 43's code) had
landed, by a red team that never saw that code nor its tests; round 44's fix-up helpers ha and hb worked on Tier 1 in their
own worktrees at the same time, which the red team could not read. It stayed outside the repository until measured
at 2273f4fe, the figure of record. The three batches of this wave (hundred-and-seventh to hundred-and-ninth) were
written at the same time and checked against each other and against the ~77,000 earlier items (exact repeats and
word-token Jaccard ≥ 0.8, the lead's duplicate check of this session). This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 2273f4fe **303/331 (91.5 %) · 7/164 (4.3 %)** — both missed; after round 44 (branch r44, not held out): 330/331 (99.7 %) · 0/164 — both met; strict xfail removed

"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundredeighth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundredeighth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundredeighth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundredeighth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
