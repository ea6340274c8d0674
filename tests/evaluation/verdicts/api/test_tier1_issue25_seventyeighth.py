"""Issue 25's targets on the red team's SEVENTY-EIGHTH batch (``corpus_issue25_seventyeighth.py``), held out: Tier 1
recall ≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 20:43-20:54 UTC by a red-team engineer of that session
(brief "red team 103", a data engineer's day), who never opened the detector code nor any teammate's worktree (the
corpus's docstring lists what was read, and declares its slips). It was written after round 33 was merged and before
round 34's five engineers started (they were forbidden it, and their briefs were written before its field was chosen);
it stayed outside the repository until measured at main 7f3b46e (before the round) and on round 34's merge. The three
batches of this wave (seventy-seventh to seventy-ninth) were written at the same time and checked against each other
as well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's duplicate check of this
session) of the ~44,600 earlier items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 7f3b46e (before round 34)
**290/322 (90.1 %) · 6/148 (4.1 %)**; held out from round 34, on its merge 47a0b5b **290/322 (90.1 %) · 6/148 (4.1
%)** (no case moved). After measuring, the lead mended classes this wave showed (Airflow connections and config
secrets, `$AIRFLOW_CONN_*`, Snowflake `PUT file://` and a psql copy of a key, a cloud SDK endpoint pointed away, `aws
configure set ca_bundle`, `spark-submit`/`flink run` of a download or remote `--py-files`, `meltano --pip-url`/`dbt
deps --add-package` of a repository, code dropped into `~/airflow/plugins|dags|config`, `bq` expiration and Kafka
retention set to seconds; the false blocks of `sed -Ei.bak`, `datasette inspect`, `$DBT_CLOUD_API_TOKEN` to
`getdbt.com`, Airflow's constraints URL): 312/322 (96.9 %) · 1/148 (0.7 %) since — both targets met, but not as a
held-out figure.
After round 35 (its dev set; t4e's field destroy verbs): 314/322 (97.5 %) · 1/148 (0.7 %).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventyeighth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventyeighth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventyeighth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventyeighth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
