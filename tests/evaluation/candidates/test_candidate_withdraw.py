"""An agent withdraws its own candidate over the real HTTP server (issue 27 item 2).

Through the live server with the agent's token: the candidate leaves the review queue, cannot be
evaluated any more, its page says *withdrawn* with the reason, and an event records it. Bad input
answers 4xx with a code and changes nothing: no reason, unknown fields, another agent's candidate,
a second withdrawal."""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest

from cycles.models import Event
from cycles.queue import review_items
from evaluation.candidates.models import Candidate
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
from tests.factories import AgentFactory, CycleFactory

pytestmark = pytest.mark.django_db(transaction=True)


def _post(url: str, token: str, body: Any) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST", headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        raw = exc.read()
        try:
            return exc.code, json.loads(raw)
        except ValueError:
            raise AssertionError(f"HTTP {exc.code}: {raw[:600]!r}") from None


def test_an_agent_withdraws_its_candidate_and_it_leaves_the_queue(live_server, agent_client, operator, operator_client):
    cycle = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator)
    candidate_id = propose(agent_client, cycle.pk, CANDIDATE_TEXT).json()["id"]
    token = agent_client.agent.plain_token
    url = f"{live_server.url}/api/v1/candidates/{candidate_id}/withdraw"
    assert any(item.title.startswith(f"candidate {candidate_id}:") for item in review_items())  # its LENS item

    for body, code in (({}, "REASON_REQUIRED"), ({"reason": "  "}, "REASON_REQUIRED"),
                       ({"reason": "x", "force": True}, "UNKNOWN_FIELDS"), (["reason"], "VALIDATION_ERROR")):
        status, answer = _post(url, token, body)
        assert status == 400 and answer["error"] == code, (body, answer)
    other = AgentFactory()
    status, answer = _post(url, other.plain_token, {"reason": "not mine"})
    assert status == 404 and answer["error"] == "NOT_FOUND"
    assert Candidate.objects.get(pk=candidate_id).invalidated_at is None  # nothing written by a refusal

    status, answer = _post(url, token, {"reason": "proposed against the wrong file"})
    assert status == 200 and answer["state"] == "withdrawn", answer
    candidate = Candidate.objects.get(pk=candidate_id)
    assert candidate.invalidated_reason == "withdrawn by its agent: proposed against the wrong file"
    assert not any(item.title.startswith(f"candidate {candidate_id}:") for item in review_items())
    assert Event.objects.filter(kind="candidate_withdrawn", payload__candidate=candidate_id).count() == 1

    status, answer = _post(url, token, {"reason": "again"})
    assert status == 409 and answer["error"] == "CANDIDATE_INVALIDATED"
    status, answer = _post(f"{live_server.url}/api/v1/candidates/{candidate_id}/evaluations", token, {})
    assert status == 409 and answer["error"] == "CANDIDATE_INVALIDATED"
    page = operator_client.get(f"/candidates/{candidate_id}/").content.decode()
    assert 'id="lifecycle-state">withdrawn<' in page and "proposed against the wrong file" in page
    assert 'id="evaluate"' not in page
