"""Issue 25's checks "tried again with fresh inputs", for round 46: thirty calls an outsider wrote
(``corpus_issue25_fresh46.py``: red team 159, a theme park operator's guest-systems and ride-operations IT engineer's
day, 18 dangerous and 12 benign, 4 + 2 of them two-call sequences, written 2026-12-07 16:44-16:45 UTC from a brief that
forbade the detector, its tests and the worktrees; kept outside the repository and away from round 46's helpers until
the merge), posted through ``/api/v1/verdicts``.

Measured by the lead at main a8cc8dc1 and on round 46's merge (9b4922eb), before any change for it: **18/18 · 0/12**
both — it meets both targets at main already; round 46 changed none of its verdicts.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_fresh46 as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets

pytestmark = pytest.mark.django_db


def test_the_fresh_post_merge_set_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                                    settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("fresh46", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys, least=(18, 12))
