"""The agent page (R-UI-4): SVG plot vs the baseline band, verdict filters, ADVISE history, secrecy (R-R-9)."""
from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Permission

from tests.evaluation.verdicts.api.conftest import drifting_window, ingest, post_verdict
from tests.factories import OperatorFactory


@pytest.fixture
def reviewer_client(db: Any, client: Any) -> Any:
    user = OperatorFactory()
    user.user_permissions.add(Permission.objects.get(codename="review", content_type__app_label="cycles"))
    client.force_login(user)
    return client


@pytest.fixture
def plain_client(client: Any, django_user_model: Any) -> Any:
    client.force_login(django_user_model.objects.create_user("viewer", password="x" * 12))
    return client


@pytest.fixture
def drifting(agent_client: Any, calibrated_agent: Any, hermes_body: Any) -> Any:
    ingest(calibrated_agent, drifting_window(4))
    post_verdict(agent_client, hermes_body("terminal", {"command": "ls"}))
    post_verdict(agent_client, hermes_body("terminal", {"command": "rm -rf /"}))
    post_verdict(agent_client, hermes_body("read_file", {"path": "a"}))
    return calibrated_agent


def test_the_page_needs_a_login(client: Any, agent: Any) -> None:
    assert client.get(f"/agents/{agent.name}/").status_code == 302
    assert client.get("/agents/").status_code == 302


def test_an_agent_token_cannot_open_the_page(agent_client: Any) -> None:
    assert agent_client.get(f"/agents/{agent_client.agent.name}/").status_code == 403


def test_a_reviewer_sees_the_window_against_the_band(reviewer_client: Any, drifting: Any) -> None:
    page = reviewer_client.get(f"/agents/{drifting.name}/").content.decode()
    assert "<svg" in page and 'class="baseline-band"' in page
    assert page.count('class="metric-panel"') == 6
    assert 'class="out-of-band"' in page  # the drift shows on the plot


def test_without_review_permission_the_baseline_stays_hidden(plain_client: Any, drifting: Any) -> None:
    page = plain_client.get(f"/agents/{drifting.name}/").content.decode()
    assert "<svg" in page and "baseline-band" not in page and "baseline-mean" not in page
    assert 'id="baseline-hidden"' in page


def test_the_stream_filters_by_verdict_tool_and_tier(plain_client: Any, drifting: Any) -> None:
    url = f"/agents/{drifting.name}/"

    def rows(**query: str) -> int:
        return plain_client.get(url, query).content.decode().count('class="verdict-row')

    assert rows() == 3
    assert rows(verdict="ESCALATE") == 1
    assert rows(verdict="NUDGE") == 1
    assert rows(tool="read_file") == 1
    assert rows(tier="tier1") == 2
    assert rows(tier="tier1_5") == 1
    assert rows(verdict="BOGUS") == 3  # an unknown filter value does not filter


def test_the_advise_history_lists_queued_and_delivered(plain_client: Any, agent_client: Any, drifting: Any) -> None:
    agent_client.get("/api/v1/context", {"session_id": "sess-1"})
    page = plain_client.get(f"/agents/{drifting.name}/").content.decode()
    assert page.count('class="advise-row"') == 2 and "[Daimon advise] Hard rule" in page


def test_the_agent_list_links_each_agent(plain_client: Any, drifting: Any) -> None:
    page = plain_client.get("/agents/").content.decode()
    assert f'href="/agents/{drifting.name}/"' in page
    assert 'href="/agents/"' in plain_client.get("/").content.decode()


def test_the_agent_page_says_what_its_sessions_run_against_what_is_active(
    agent_client: Any, plain_client: Any
) -> None:
    """R-P-10: "runs X, active Y", and a session that loaded other files is called out."""
    from tests.factories import point_agent_at

    agent = agent_client.agent
    active, other = "a" * 64, "b" * 64
    point_agent_at(agent.name, active)
    agent_client.post("/api/v1/sessions", {"session_id": "on-v", "loaded_digest": active}, format="json")
    page = plain_client.get(f"/agents/{agent.name}/").content.decode()
    assert 'id="runs-active" class="headline ok"' in page and active[:12] in page
    agent_client.post("/api/v1/sessions", {"session_id": "stale", "loaded_digest": other}, format="json")
    page = plain_client.get(f"/agents/{agent.name}/").content.decode()
    assert "the latest session did not load the active version" in page and other[:12] in page
