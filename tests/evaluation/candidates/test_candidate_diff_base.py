"""The candidate's diff base is the agent's sealed initial version, even when it was never activated
(issue 27 item 3: "the first candidate of an agent has no diff ('read it whole'), although the profile's
current file was sealed").

``promoter init`` seals the profile, writes its ledger entry, then swaps the pointer. When the swap never
happens (the process dies between the two, or the store's pointer is not visible on this node), the
ledger has made the version active but no pointer names it. The candidate is then built on that version
and its page diffs against it, names it, and does not claim the active version changed."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from evaluation.candidates.models import Candidate
from promotion import store
from promotion.bootstrap import initial_version_load
from tests.evaluation.candidates.conftest import BASELINE_TEXT, CANDIDATE_TEXT, TARGET, propose
from tests.factories import CycleFactory, OperatorFactory

pytestmark = pytest.mark.django_db(transaction=True)


class Crash(Exception):
    pass


def _sealed_never_activated(agent: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    profile = tmp_path / "profile"
    (profile / TARGET).parent.mkdir(parents=True)
    (profile / TARGET).write_text(BASELINE_TEXT)
    (profile / "SOUL.md").write_text("You are careful.\n")

    def crash(*args: Any, **kwargs: Any) -> None:
        raise Crash("the promoter died before its pointer swap")

    monkeypatch.setattr(store, "swap_pointer", crash)
    with pytest.raises(Crash):
        initial_version_load(agent=agent, source=profile, os_user="promoter")
    monkeypatch.undo()
    assert store.read_pointer(agent.name) is None  # sealed, never activated by a pointer
    [digest] = [p.name for p in (Path(store.ensure_layout()) / "versions").iterdir() if not p.name.startswith(".")]
    return digest


def test_the_first_candidate_diffs_against_the_sealed_initial_version(
        agent_client: Any, client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sealed = _sealed_never_activated(agent_client.agent, tmp_path, monkeypatch)
    operator = OperatorFactory()
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    active = agent_client.get("/api/v1/active").json()["version"]  # what qln_propose_candidate sends as the parent
    assert active == sealed
    answer = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active)
    assert answer.status_code == 201, answer.content
    candidate = Candidate.objects.get(pk=answer.json()["id"])
    assert (candidate.parent_version_digest, candidate.parent_content) == (sealed, BASELINE_TEXT)
    assert "-BASELINE-SKILL-V1" in candidate.diff and "+CANDIDATE-SKILL-V2" in candidate.diff

    client.force_login(operator)
    page = client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'id="diff-parent"' in page and sealed in page, page[:3000]
    assert 'id="diff-new-file"' not in page and "read it whole" not in page
    assert 'id="diff-parent-moved"' not in page  # nothing moved: the pointer only lags the ledger
    text = re.sub(r"<[^>]+>", "", page)  # the diff table marks changed words inside a line
    assert "BASELINE-SKILL-V1" in text and "CANDIDATE-SKILL-V2" in text
