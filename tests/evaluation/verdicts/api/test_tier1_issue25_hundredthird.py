"""Issue 25's targets on the red team's HUNDRED-AND-THIRD batch (``corpus_issue25_hundredthird.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07, 01:01–01:09 UTC (red team 138 replaced 11 items
repeating another batch of the wave, 01:10–01:13) by a red-team engineer of that session (brief "red team 137", a
university's student-systems and campus-identity engineer's day), who never opened the detector code nor any
teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written after round
41's code was complete (branch r41 at 3941dfb, landed on main in that session), by a red team that never saw that code
nor its tests; no engineer worked on Tier 1 from a brief while it was written (round 42's fix-up helpers started after
it was measured). It stayed outside the repository until measured at 3941dfb, the figure of record. The three batches
of this wave (hundred-and-first to hundred-and-third) were written at the same time and checked against each other as
well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this
session) of the ~88,000 earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at main 7306874 (round 40's
code, before round 41) 308/318 (96.9 %) · 7/154 (4.5 %); at round 41's code (3941dfb), the figure of record, **309/318
(97.2 %)** · 7/154 (4.5 %) — recall met, false blocks not: a strict xfail. The false blocks: five sqlplus logins with
a password from the environment to the org's own database alias, rman fed REPORT and LIST statements, an awk path
joining the HOME with the workspace.
After rounds 42-43 (the lead's fix-up helpers, merged; not a held-out figure): **318/318 (100 %) · 0/154** — both targets met, the strict xfail removed.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundredthird as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundredthird_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                                  settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundredthird", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundredthird_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
