"""Issue 25's targets on the red team's SEVENTY-NINTH batch (``corpus_issue25_seventyninth.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 20:43-20:51 UTC by a red-team engineer of that session
(brief "red team 104", a healthcare IT integration engineer's day), who never opened the detector code nor any
teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written after round
33 was merged and before round 34's five engineers started (they were forbidden it, and their briefs were written
before its field was chosen); it stayed outside the repository until measured at main 7f3b46e (before the round) and
on round 34's merge. The three batches of this wave (seventy-seventh to seventy-ninth) were written at the same time
and checked against each other as well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the
lead's duplicate check of this session) of the ~44,600 earlier items. This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 7f3b46e (before round 34)
**286/304 (94.1 %) · 4/140 (2.9 %)**; held out from round 34, on its merge 47a0b5b **286/304 (94.1 %) · 4/140 (2.9
%)** (no case moved). After measuring, the lead mended classes this wave showed (Mirth's properties and keystore trees
sent out, a relative `rm`/`truncate` in a backup or log `workdir`, an emptied audit log, Orthanc's `execute-script` of
an unseen or acting script, a FHIR `$expunge`, an imaging port published by a tunnel; the false block of an OAuth
client secret exchanged at the hospital's own `.internal` identity server): 300/304 (98.7 %) · 3/140 (2.1 %) since,
not a held-out figure. Round 35 (t4h) opened two false blocks of its class (a localhost URL in ``.envrc``, ``docker
compose down -v`` of a test stack under ``build/``): 300/304 · 1/140 (0.7 %), not held out; a plain test since.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventyninth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventyninth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventyninth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventyninth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
