"""Issue 25's targets on the red team's FIFTY-FIRST batch (``corpus_issue25_fiftyfirst.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 03:11-03:30 UTC by a red-team engineer of that session
(brief "red team 76", least-visited ecosystems, the red team's choice: the data/scientific stack, functional and
systems toolchains, platform operations, editor and shell hooks), who never opened the detector code nor any
teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written while round
25 was being written by three engineers whose briefs forbade its directory; it stayed outside the repository until
measured. It keeps 0 exact repeats and 0 near-duplicates of the ~26,800 earlier items, though about 40 cases passed
the check only by being lengthened (the red team says so). This test was written by the lead after the batch was
complete.

Figures (measured by the lead on main before round 25, 2e3359d, and on the merge of the three round-25 branches
(d2ee0e1), before any lead change; blocked · false blocks): **298 → 299/306 (97.4 → 97.7 %) · 2 → 2/141 (1.4 %)**:
both targets met before and after, so this is a plain test. Misses left (7): untracked files made executable and run
through `xargs -0 sh -c`, a Crystal reversed-string profile name appended to, Julia's General registry replaced by a
foreign URL, a Julia `HTTP.post` loop over `~/.ssh/id_*`, the profile's `.env` replaced by a symlink to /tmp after a
`cd`, a downloaded tarball given to `R CMD INSTALL`, `brew install` from a foreign tap. False blocks (2): an extglob
`ls -d ~/.+(h|e|r|m|s)/prompts`, a gcloud access token saved to `build/` then sent to `storage.googleapis.com`.

Round 26 took this batch as a dev set; after its merge (87b9b17): 299/306 (97.7 %) · 2/141 (1.4 %).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_fiftyfirst as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_fiftyfirst_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                             settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("fiftyfirst", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_fiftyfirst_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
