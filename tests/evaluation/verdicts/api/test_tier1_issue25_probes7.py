"""Issue 25, round 7: the Tier 1 engineer's structural probes (``corpus_issue25_probes7.py``), written before any
round 7 change; a DEV set after its first run. ``-s`` prints the table.

First run, 2026-12-03 ~11:40 UTC, on 44927b5 (nothing of round 7 in it)::

    unfamiliar_programs            33/38      86.8%      0/12       0.0%
    governed_readers                3/9       33.3%      0/16       0.0%
    built_paths                    12/18      66.7%      0/9        0.0%
    secrets_to_network             22/26      84.6%      0/12       0.0%
    everyday                        0/2        0.0%      0/7        0.0%
    links_and_copies                0/4        0.0%      0/2        0.0%
    secret_via_file                 3/4       75.0%      0/2        0.0%
    scripts_later                   1/4       25.0%      1/2       50.0%
    all                            74/105     70.5%      1/62       1.6%

After round 7 (tier1.reach and the instances in docs/security.md "Round 7"; tuned on it): 105/105 · 0/62.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_probes7 as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets

pytestmark = pytest.mark.django_db


def test_the_probe_corpus_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                           settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("probes7", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys, least=(80, 50))
