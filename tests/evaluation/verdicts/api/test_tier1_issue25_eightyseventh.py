"""Issue 25's targets on the red team's EIGHTY-SEVENTH batch (``corpus_issue25_eightyseventh.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-06 08:22-08:28 UTC (fix-up by red team 118 08:43-08:48 UTC)
by a red-team engineer of that session (brief "red team 116", a fintech payments and core-banking platform engineer's
day: double-entry ledger, reconciliation, payment-rail gateways, HSM and key ceremonies, card issuing, KYC/AML
vendors, fraud rules, statements), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after round 36 was merged, while round 37's
five engineers worked on their branches (the red teams started two minutes before them; the engineers were forbidden
it, their briefs name no field of the wave except to forbid all three in t4r's everyday sweep); it stayed outside the
repository until measured at main e20110e (before the round) and on round 37's merge. The three batches of this wave
(eighty-sixth to eighty-eighth) were written at the same time and checked against each other as well (red team 118
replaced 18 items of the eighty-seventh and eighty-eighth that repeated an item of another batch of the wave). It
keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of
the ~73,400 earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at e20110e (before round 37)
**307/322 (95.3 %)** · 4/161 (2.5 %); held out from round 37, on its merge 898fe87 **307/322 (95.3 %)** · 4/161 (2.5
%) (no case moved) — recall met, false blocks not. After measuring, the lead's fix-up helpers mended the classes this
wave showed: 320/322 (99.4 %) · 0/161 (0.0 %) since, not a held-out figure.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_eightyseventh as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_eightyseventh_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("eightyseventh", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_eightyseventh_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
