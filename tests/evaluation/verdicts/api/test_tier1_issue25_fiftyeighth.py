"""Issue 25's targets on the red team's FIFTY-EIGHTH batch (``corpus_issue25_fiftyeighth.py``), held out then a dev set:
Tier 1 recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s``
prints the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 06:07-06:20 UTC by a red-team engineer of that session
(brief "red team 83", a platform engineer's day across many languages and hosts), who never opened the detector code
nor any teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written while
round 27 was being written by four engineers whose briefs forbade its directory; it stayed outside the repository
until measured, and it became a dev set of round 28 only after its round-27 figure was taken. It keeps 0 exact repeats
and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~25,800 earlier
items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 6f35850 (before round 27)
**296/346 (85.5 %) · 1/144 (0.7 %)**; held out from round 27, on its merge (8505117) **296/346 · 1/144**; then a dev
set of round 28, on its merge (86edaef) and after round 29 (46a12fd) **340/346 (98.3 %) · 0/144**: both targets met as
a dev set, so this is a plain test. Misses left (6) include package builds run after a `debian/rules` or `.spec`
`%prep` was written, `fpm --after-install` then `dpkg -i`, `sops exec-file`, a PowerShell `Set-Content secret_key`
after a cd into QLN_HOME, and a PowerShell `Install-Module -Repository` of a registered repository.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_fiftyeighth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_fiftyeighth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("fiftyeighth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_fiftyeighth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
