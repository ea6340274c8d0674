"""The versions page and the fleet page (issue 27 items 4, 5), after a real ``manage.py promote``:
what each version came from, who approved and promoted it, its status, the sessions that loaded it
and the verdict mix under it; the fleet's one line per agent, its whitelisted sort and a refused one."""
from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from evaluation.verdicts.models import AgentSession, VerdictEvent
from promotion import selectors
from promotion.models import Promotion
from tests.factories import AgentFactory, OperatorFactory
from tests.promotion.helpers import make_promotable

CONTENT = "You are careful.\nName the exact file before you delete anything.\n"


def verdict(agent, version: str, *, verdict: str = "SILENT", block: bool = False, advise: str = "",
            stylistic: str | None = None) -> VerdictEvent:
    signal = {"flags": {"stylistic": stylistic}} if stylistic else None
    return VerdictEvent.objects.create(
        agent=agent, session_id="s-1", tool_name="terminal", args_redacted={"command": "ls"}, args_digest="sha256:x",
        body_shape="hermes", verdict=verdict, block=block, advise=advise, tiers={}, total_ms=1.0,
        active_version=version, register_signal=signal)


@pytest.fixture
def promoted(promo_cycle, approver):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    call_command("promote", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest, "--yes",
                 stdout=StringIO())
    return Promotion.objects.get()


@pytest.fixture
def viewer(client, db):
    client.force_login(OperatorFactory(username="viewer"))
    return client


def test_versions_page_names_the_candidate_the_approver_the_promoter_and_the_mix(promoted, viewer):
    agent, digest = promoted.agent, promoted.version_digest
    AgentSession.objects.create(agent=agent, session_id="s-1", active_version=digest, loaded_digest=digest)
    AgentSession.objects.create(agent=agent, session_id="s-2", active_version=digest, loaded_digest="f" * 64)
    verdict(agent, digest)
    verdict(agent, digest, verdict="ESCALATE", block=True, advise="Name the file.")
    verdict(agent, digest, verdict="ESCALATE", stylistic="mismatch")
    verdict(agent, "e" * 64)  # another version's verdict: not in this one's mix

    rows = selectors.versions_for_agent(agent=agent)
    row = next(r for r in rows if r.digest == digest)
    assert (row.status, row.approved_by, row.sessions_loaded, row.sessions_pinned) == ("active", "approver", 1, 2)
    assert (row.verdicts, row.blocks, row.escalates, row.advise, row.drift) == (3, 1, 2, 1, 1)
    assert row.promotion.candidate_id == promoted.candidate_id

    html = viewer.get(f"/agents/{agent.name}/versions/").content.decode()
    assert f'id="version-{digest[:12]}"' in html
    assert f'/candidates/{promoted.candidate_id}/' in html and f'/cycles/{promoted.candidate.cycle_id}/' in html
    assert "approver" in html and f"<code>{promoted.os_user}</code>" in html
    assert "3 verdicts: <strong>1</strong> block, <strong>2</strong> ESCALATE, ADVISE on 1 (33 %)" in html
    assert "1 verdict with drift or worse" in html


def test_a_rolled_back_version_says_so(promoted, viewer):
    Promotion.objects.filter(pk=promoted.pk).update(status="rolled_back", rollback_reason="tool errors")
    from tests.factories import point_agent_at

    point_agent_at(promoted.agent.name, None)
    rows = selectors.versions_for_agent(agent=promoted.agent)
    assert next(r for r in rows if r.digest == promoted.version_digest).status == "rolled_back"


def test_versions_of_an_unknown_agent_is_a_404_page(viewer):
    response = viewer.get("/agents/nobody/versions/")
    assert response.status_code == 404 and b'id="error-page"' in response.content


def test_fleet_has_one_line_per_agent_and_sorts_by_whitelisted_keys(promoted, viewer):
    AgentFactory(name="aaa-idle")
    for index in range(3):
        verdict(promoted.agent, promoted.version_digest, stylistic="drift" if index else None)
    html = viewer.get("/fleet/").content.decode()
    assert html.count('class="fleet-row"') == 2
    assert html.index('data-agent="aaa-idle"') < html.index(f'data-agent="{promoted.agent.name}"')
    assert "alarm: 2" in html
    by_drift = viewer.get("/fleet/?sort=drift").content.decode()
    assert by_drift.index(f'data-agent="{promoted.agent.name}"') < by_drift.index('data-agent="aaa-idle"')
    assert 'aria-sort="descending"' in by_drift


def test_fleet_refuses_an_unknown_sort_with_a_sentence_and_a_code(promoted, viewer):
    response = viewer.get("/fleet/?sort=password")
    assert response.status_code == 400
    html = response.content.decode()
    assert "BAD_SORT" in html and "There is no column" in html and 'class="fleet-row"' in html


def test_fleet_tells_a_profile_behind_the_active_version(promoted, viewer):
    from promotion.models import AgentProfile

    AgentProfile.objects.create(agent=promoted.agent, hermes_home="/srv/a", version=promoted.version_digest)
    AgentProfile.objects.create(agent=promoted.agent, hermes_home="/srv/b", version="", status="failed")
    row = next(r for r in selectors.fleet() if r.agent == promoted.agent)
    assert [p["matches"] for p in row.profiles] == [True, False] and row.profiles_behind == 1
    assert "failed, behind" in viewer.get("/fleet/").content.decode()
