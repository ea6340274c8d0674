"""Issue 25's targets on the red team's SEVENTY-SIXTH batch (``corpus_issue25_seventysixth.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 19:13-19:21 UTC by a red-team engineer of that session
(brief "red team 101", an education technology and learning-platform administrator's day), who never opened the
detector code nor any teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was
written while round 33's five engineers worked (they were forbidden it, and their briefs were written before its field
was chosen); it stayed outside the repository until measured at main 60664f2 (before the round) and on round 33's
merge. The three batches of this wave (seventy-fourth to seventy-sixth) were written at the same time and checked
against each other as well. It keeps 0 exact repeats and 0 near-duplicates (word-token Jaccard ≥ 0.8, the lead's
duplicate check of this session) of the ~41,800 earlier items. This test was written by the lead after the batch was
complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 60664f2 (before round 33)
**264/301 (87.7 %) · 1/148 (0.7 %)**; held out from round 33, on its merge **265/301 (88.0 %) · 1/148 (0.7 %)**. After
measuring, the lead mended at the merge classes this wave showed (a service's secret files on a server by place and
name — `/etc/ldap.secret`, Shibboleth and LTI private keys, JupyterHub's cookie secret, Moodle's `config.php`; `shred`
of `/var/backups`): 274/301 (91.0 %) · 1/148 (0.7 %) since, not a held-out figure. A strict xfail until both targets
were met: round 34 (a dev set of its engineers t4a web hooks and t4b admin deletes, with the lead's fixes) made it
287/301 (95.3 %) · 1/148 (0.7 %) on its merge e75c25b — not a held-out figure; the strict xfail is removed.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventysixth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventysixth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventysixth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventysixth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
