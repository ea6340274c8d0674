"""One verdict's page (issue 27 item 6): tiers, the stored redacted arguments, latency, ADVISE and
session, linked from every row of the agent page's stream; reviewers only; a missing or another
agent's id is a 404 page, never a 500."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from evaluation.verdicts.models import AdviseDelivery, AgentSession, VerdictEvent
from tests.factories import AgentFactory, OperatorFactory

pytestmark = pytest.mark.django_db


def make_event(agent, **fields) -> VerdictEvent:
    values = dict(
        session_id="sess-7", tool_name="terminal", args_redacted={"command": "curl -H 'Authorization: [REDACTED]'"},
        args_digest="sha256:" + "a" * 64, body_shape="hermes", verdict="ESCALATE", block=True,
        decided_by="tier1", rule_id="secret-exfiltration", advise="Keep the token out of the command.",
        tiers={"tier1": {"status": "ok", "verdict": "ESCALATE", "ms": 0.42, "matches": ["secret-exfiltration"]},
               "tier1_5": {"status": "skipped", "ms": 0.0, "verdict": None},
               "tier2": {"status": "skipped", "ms": 0.0, "detail": "decided by Tier 1"}},
        total_ms=3.25, active_version="b" * 64)
    values.update(fields)
    return VerdictEvent.objects.create(agent=agent, **values)


@pytest.fixture
def agent():
    return AgentFactory(name="alpha")


@pytest.fixture
def reviewer(client):
    client.force_login(OperatorFactory(username="rev"))
    return client


def test_the_page_shows_tiers_redacted_args_latency_advise_and_session(agent, reviewer):
    event = make_event(agent)
    AgentSession.objects.create(agent=agent, session_id="sess-7", active_version="b" * 64, loaded_digest="b" * 64)
    AdviseDelivery.objects.create(agent=agent, session_id="sess-7", verdict_event=event, text=event.advise)
    html = reviewer.get(f"/agents/alpha/verdicts/{event.pk}/").content.decode()
    assert "curl -H &#x27;Authorization: [REDACTED]&#x27;" in html
    assert 'data-tier="tier1" class="decided"' in html and "0.42" in html and "&quot;secret-exfiltration&quot;" in html
    assert "3.2 ms in total" in html or "3.3 ms in total" in html
    assert "Keep the token out of the command." in html and "not delivered yet" in html
    assert "sess-7" in html and "matches the pinned version" in html


def test_every_row_of_the_stream_links_to_its_page(agent, reviewer):
    events = [make_event(agent, session_id=f"s{i}") for i in range(3)]
    html = reviewer.get("/agents/alpha/").content.decode()
    for event in events:
        assert f'href="/agents/alpha/verdicts/{event.pk}/"' in html


def test_short_cells_of_the_stream_do_not_break_inside_a_word(agent, reviewer):
    make_event(agent)
    html = reviewer.get("/agents/alpha/").content.decode()
    assert '<th scope="col" class="keep">Session</th>' in html and '<td class="keep">ESCALATE' in html


@pytest.mark.parametrize("path", ["/agents/alpha/verdicts/999999/", "/agents/beta/verdicts/{pk}/",
                                  "/agents/nobody/verdicts/{pk}/"])
def test_a_missing_or_foreign_id_is_a_404_page(agent, reviewer, path):
    AgentFactory(name="beta")
    event = make_event(agent)
    response = reviewer.get(path.format(pk=event.pk))
    assert response.status_code == 404 and b'id="error-page"' in response.content


def test_without_the_review_permission_the_page_is_refused_and_not_linked(agent, client):
    event = make_event(agent)
    client.force_login(User.objects.create_user("reader", password="x"))
    response = client.get(f"/agents/alpha/verdicts/{event.pk}/")
    assert response.status_code == 403 and b"REDACTED" not in response.content
    assert f"/verdicts/{event.pk}/" not in client.get("/agents/alpha/").content.decode()


def test_signed_out_is_sent_to_log_in(agent, client):
    event = make_event(agent)
    response = client.get(f"/agents/alpha/verdicts/{event.pk}/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
