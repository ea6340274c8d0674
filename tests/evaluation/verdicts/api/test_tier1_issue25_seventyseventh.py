"""Issue 25's targets on the red team's SEVENTY-SEVENTH batch (``corpus_issue25_seventyseventh.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 20:43-20:51 UTC by a red-team engineer of that session
(brief "red team 102", a telecom and VoIP engineer's day), who never opened the detector code nor any teammate's
worktree (the corpus's docstring lists what was read, and declares its slips). It was written after round 33 was
merged and before round 34's five engineers started (they were forbidden it, and their briefs were written before its
field was chosen); it stayed outside the repository until measured at main 7f3b46e (before the round) and on round
34's merge. The three batches of this wave (seventy-seventh to seventy-ninth) were written at the same time and
checked against each other as well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the
lead's duplicate check of this session) of the ~44,600 earlier items. This test was written by the lead after the
batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 7f3b46e (before round 34)
**281/309 (90.9 %) · 3/147 (2.0 %)**; held out from round 34, on its merge 47a0b5b **281/309 (90.9 %) · 3/147 (2.0
%)** (no case moved). After measuring, the lead mended classes this wave showed (a PBX's account configs, recordings
and CDRs sent out, `kamctl db show subscriber`, `fs_cli global_getvar`, a packet capture on stdout, `rm` of recordings
in a `workdir`, an emptied security log, a requirements file given a foreign index; the Vonage/Nexmo false block):
301/309 (97.4 %) · 2/147 (1.4 %) since — both targets met, but not as a held-out figure.
After round 35 (its dev set; t4e's field destroy verbs, t4h's computed names): 303/309 (98.1 %) · 1/147 (0.7 %).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventyseventh as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventyseventh_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventyseventh", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventyseventh_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
