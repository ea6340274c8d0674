"""R-O-5: bad input gets a clear 4xx with a machine-readable code and writes nothing."""
from __future__ import annotations

import pytest

from cycles.models import Cycle, Event, PhaseOutput
from tests.factories import open_cycle


def _raw(agent_client, path, body: bytes, content_type="application/json"):
    return agent_client.generic("POST", path, body, content_type=content_type)


@pytest.mark.parametrize(
    "body, code",
    [
        (b"{", "MALFORMED_JSON"),
        (b"", "VALIDATION_ERROR"),
        (b"[1, 2]", "VALIDATION_ERROR"),
        (b'"title"', "VALIDATION_ERROR"),
        (b'{"title": "a", "title": "b"}', "MALFORMED_JSON"),
        (b'{"title": NaN}', "MALFORMED_JSON"),
        (b'{"title": "\xff\xfe"}', "INVALID_UTF8"),
        (b'{"title": 5, "color": "red"}', "UNKNOWN_FIELDS"),
        (b'{"title": ["a"]}', "VALIDATION_ERROR"),
        (b'{"title": ""}', "VALIDATION_ERROR"),
        (b"[" * 5000 + b"]" * 5000, "MALFORMED_JSON"),
    ],
)
def test_cycle_creation_refuses_bad_bodies(agent_client, body, code):
    response = _raw(agent_client, "/api/v1/cycles", body)
    assert 400 <= response.status_code < 500
    assert response.json()["error"] == code
    assert not Cycle.objects.exists()


def test_field_level_errors_name_the_field(agent_client):
    cycle_id = open_cycle(agent_client)
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/outputs", {"phase": "Z", "text": 5}, format="json")
    assert response.status_code == 400
    body = response.json()
    assert body["error"] == "VALIDATION_ERROR"
    assert "phase" in body["fields"]


def test_an_invalid_footer_answers_400_with_field_errors_and_stores_nothing(agent_client):
    cycle_id = open_cycle(agent_client)
    response = agent_client.post(
        f"/api/v1/cycles/{cycle_id}/outputs", {"phase": "S", "text": "body\n\nX: not a question"}, format="json"
    )
    assert response.status_code == 400
    assert response.json()["error"] == "FOOTER_INVALID"
    assert 'must end with "?"' in response.json()["fields"]["X"]
    assert not PhaseOutput.objects.exists()


def test_wrong_evidence_shape_is_refused(agent_client):
    cycle_id = open_cycle(agent_client)
    response = agent_client.post(
        f"/api/v1/cycles/{cycle_id}/outputs",
        {"phase": "S", "text": "b\n\nX: Why?", "evidence": [{"author_kind": "robot"}]},
        format="json",
    )
    assert response.status_code == 400
    assert "evidence" in response.json()["fields"]


def test_an_oversized_body_answers_413(agent_client, settings):
    settings.QLN_MAX_BODY_BYTES = 1000
    response = _raw(agent_client, "/api/v1/cycles", b'{"title": "' + b"a" * 2000 + b'"}')
    assert response.status_code == 413
    assert response.json()["error"] == "BODY_TOO_LARGE"


def test_a_form_encoded_body_is_unsupported(agent_client):
    response = _raw(agent_client, "/api/v1/cycles", b"title=x", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 415
    assert response.json()["error"] == "UNSUPPORTED_MEDIA_TYPE"


def test_missing_or_wrong_tokens_answer_401(client, db):
    assert client.post("/api/v1/cycles", {}, content_type="application/json").status_code in (401, 403)
    response = client.post(
        "/api/v1/cycles", {"title": "x"}, content_type="application/json", HTTP_AUTHORIZATION="Bearer nope"
    )
    assert response.status_code == 401
    assert response.json()["error"] == "UNAUTHENTICATED"
    response = client.get("/api/v1/cycles/1", HTTP_AUTHORIZATION="Token abc")
    assert response.status_code == 401


def test_an_unknown_cycle_is_404(agent_client):
    response = agent_client.get("/api/v1/cycles/999999")
    assert response.status_code == 404
    assert response.json()["error"] == "NOT_FOUND"


def test_another_agents_cycle_is_404(agent_client, db):
    from tests.factories import AgentFactory

    other = AgentFactory()
    from rest_framework.test import APIClient

    other_client = APIClient()
    other_client.credentials(HTTP_AUTHORIZATION=f"Bearer {other.plain_token}")
    cycle_id = open_cycle(agent_client)
    assert other_client.get(f"/api/v1/cycles/{cycle_id}").status_code == 404
    response = other_client.post(f"/api/v1/cycles/{cycle_id}/outputs", {"phase": "S", "text": "b\n\nX: Why?"}, format="json")
    assert response.status_code == 404
    assert Event.objects.filter(kind="phase_output_accepted").count() == 0
