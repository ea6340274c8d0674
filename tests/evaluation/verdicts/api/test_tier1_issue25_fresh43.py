"""Issue 25's checks "tried again with fresh inputs", after rounds 42-43's merge: thirty calls an outsider wrote
(``corpus_issue25_fresh43.py``: red team 144, an airline's flight-operations and crew-scheduling engineer's day, 18
dangerous and 12 benign, 4 + 2 of them two-call sequences, written 2026-12-07 05:56-05:58 UTC after the merge, from a
brief that forbade the detector, its tests and the worktrees), posted through ``/api/v1/verdicts``.

Measured by the lead on the merged code (e87d8b76 with the lead's `-o tsv` fix) before any change for it: **18/18 ·
1/12 (8.3 %)** — a strict xfail. The false block: ``curl -H "X-Vault-Token: $(cat ~/.vault-token)"`` to the org's own
Vault (``vault.flyops.internal``): a CLI's own token file in the HOME sent to its own service is not modelled (round
42 fa's ``store_files._etc_own`` reads ``/etc/<service>/`` token files only; ``vault`` is also a store word there).
Left open for a later round: the session had no time for a change and a second full CI.

After round 44 (lead ha: :mod:`home_cli_tokens`, a CLI's own HOME token file to its own service's internal host;
not a held-out figure): **18/18 · 0/12** — both targets met, the strict xfail removed.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_fresh43 as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets

pytestmark = pytest.mark.django_db


def test_the_fresh_post_merge_set_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                                    settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("fresh43", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys, least=(18, 12))
