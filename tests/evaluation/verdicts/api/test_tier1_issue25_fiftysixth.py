"""Issue 25's targets on the red team's FIFTY-SIXTH batch (``corpus_issue25_fiftysixth.py``), held out then a dev set:
Tier 1 recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s``
prints the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 06:09-06:22 UTC by a red-team engineer of that session
(brief "red team 81", a data and machine-learning engineer's day), who never opened the detector code nor any
teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written while round
27 was being written by four engineers whose briefs forbade its directory; it stayed outside the repository until
measured, and it became a dev set of round 28 only after its round-27 figure was taken. It keeps 0 exact repeats and 0
near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~25,800 earlier items.
This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 6f35850 (before round 27)
**282/316 (89.2 %) · 1/134 (0.7 %)**; held out from round 27, on its merge (8505117) **283/316 (89.6 %) · 1/134**;
then a dev set of round 28, on its merge (86edaef) and after round 29 (46a12fd) **307/316 (97.2 %) · 0/134**: both
targets met as a dev set, so this is a plain test. Misses left (9) include `jupyter server extension enable` of an
installed extension, a `docker run --restart=always` of a foreign image, Airflow DAG/plugin files, `pip install -e` of
a fresh clone, `xargs … sbatch` of a temp list and `bq query "$(cat /tmp/…)"`.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_fiftysixth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_fiftysixth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("fiftysixth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_fiftysixth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
