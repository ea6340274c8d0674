"""Issue 25's targets on the red team's HUNDRED-AND-NINETEENTH batch (``corpus_issue25_hundrednineteenth.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written on 2026-12-07/08, 23:55–00:01 UTC, by a red-team engineer of that session
(brief "red team 165", a contact-centre and telephony platform), who never opened the detector code nor any teammate's worktree (the corpus's
docstring lists what was read, and declares its slips). It was written after main 1164d050 (round 47's code) was
committed, by a red team that never saw that code nor its tests; no helper worked on Tier 1 while it was written. It
stayed outside the repository until measured at 1164d050, the figure of record. The three batches of this wave
(hundred-and-nineteenth to hundred-and-twenty-first) were written at the same time and checked against each other and
against the ~86,600 earlier items (exact repeats and word-token Jaccard ≥ 0.8, the lead's duplicate check of this
session). This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: held out at main 1164d050: 313/315 (99.4 %) · 4/154 (2.6 %) — recall met, false blocks over 2 %.
After round 48 (not held out; helpers ha–hf and the lead, docs/security.md round 48): **315/315 (100 %) · 0/154** — both targets met.
(ha: the `.npmrc` script shell; hc: the shadowing `requests.py`; hf: the `.env.example` copy out of the profile; he: a staged `$HOME` path, an escaped quote in SQL, `perl -c` of a workspace copy.)
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_hundrednineteenth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_hundrednineteenth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                             settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("hundrednineteenth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_hundrednineteenth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
