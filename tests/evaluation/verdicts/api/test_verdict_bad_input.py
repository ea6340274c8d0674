"""Every bad input to the verdict-path endpoints is a 4xx with a code, never a 500 (R-O-5)."""
from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

GOOD = {"session_id": "s", "tool_name": "terminal", "args": {"command": "ls"}}


def raw_post(client: Any, path: str, body: bytes) -> Any:
    return client.post(path, body, content_type="application/json")


@pytest.mark.parametrize("path", ["/api/v1/verdicts", "/api/v1/outputs", "/api/v1/tool-results",
                                  "/api/v1/sessions", "/api/v1/backups"])
@pytest.mark.parametrize("body, code", [
    (b"{not json", "MALFORMED_JSON"),
    (b"", "VALIDATION_ERROR"),  # no body at all: required fields are missing
    (b"[1, 2]", "VALIDATION_ERROR"),
    (b'{"a": NaN}', "MALFORMED_JSON"),
    (b'{"session_id": "s", "session_id": "t"}', "MALFORMED_JSON"),
    (b"\xff\xfe{}", "INVALID_UTF8"),
])
def test_malformed_bodies_are_refused(agent_client: Any, path: str, body: bytes, code: str) -> None:
    response = raw_post(agent_client, path, body)
    assert response.status_code == 400, response.content
    assert response.json()["error"] == code


@pytest.mark.parametrize("body, code, field", [
    ({**GOOD, "surprise": 1}, "UNKNOWN_FIELDS", "surprise"),
    ({**GOOD, "session_id": 12}, "VALIDATION_ERROR", "session_id"),
    ({**GOOD, "args": "rm -rf /"}, "VALIDATION_ERROR", "args"),
    ({**GOOD, "args": ["ls"]}, "VALIDATION_ERROR", "args"),
    ({**GOOD, "tool_name": None}, "VALIDATION_ERROR", "tool_name"),
    ({**GOOD, "mode_hint": "dreaming"}, "VALIDATION_ERROR", "mode_hint"),
    ({"tool_name": "terminal", "args": {}}, "VALIDATION_ERROR", "session_id"),
    ({**GOOD, "session_id": ""}, "VALIDATION_ERROR", "session_id"),
    ({**GOOD, "session_id": "x" * 201}, "VALIDATION_ERROR", "session_id"),
    ({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {}, "session_id": "s"},
     "UNSUPPORTED_HOOK_EVENT", "hook_event_name"),
    ({"hook_event_name": 7, "tool_name": "Bash", "tool_input": {}, "session_id": "s"},
     "VALIDATION_ERROR", "hook_event_name"),
    ({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {}, "session_id": "s", "args": {}},
     "UNKNOWN_FIELDS", "args"),
    ({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": "ls", "session_id": "s"},
     "VALIDATION_ERROR", "tool_input"),
])
def test_verdict_bodies_are_closed_and_typed(agent_client: Any, body: dict, code: str, field: str) -> None:
    response = agent_client.post("/api/v1/verdicts", body, format="json")
    assert response.status_code == 400, response.content
    answer = response.json()
    assert answer["error"] == code and field in answer["fields"]


@pytest.mark.parametrize("path, body, field", [
    ("/api/v1/outputs", {"session_id": "s", "text": 5}, "text"),
    ("/api/v1/outputs", {"session_id": "s", "text": "hi", "called_tools": "terminal"}, "called_tools"),
    ("/api/v1/outputs", {"text": "hi"}, "session_id"),
    ("/api/v1/tool-results", {"session_id": "s", "tool_name": "t", "status": "ok", "duration_ms": "12"},
     "duration_ms"),
    ("/api/v1/tool-results", {"session_id": "s", "tool_name": "t", "status": "ok", "duration_ms": -1},
     "duration_ms"),
    ("/api/v1/tool-results", {"session_id": "s", "tool_name": "t"}, "status"),
    ("/api/v1/sessions", {"session_id": ["a"]}, "session_id"),
    ("/api/v1/sessions", {"session_id": "s", "hermes_home": 3}, "hermes_home"),
    ("/api/v1/backups", {"path": "/x", "taken_at": "yesterday"}, "taken_at"),
    ("/api/v1/backups", {"path": "/x", "taken_at": "2999-01-01T00:00:00Z"}, "taken_at"),
])
def test_other_bodies_are_typed(agent_client: Any, path: str, body: dict, field: str) -> None:
    response = agent_client.post(path, body, format="json")
    assert response.status_code == 400, response.content
    assert field in response.json()["fields"]


@pytest.mark.parametrize("query, code", [
    ("", "SESSION_ID_REQUIRED"),
    ("?session_id=", "SESSION_ID_REQUIRED"),
    ("?session_id=a&session_id=b", "SESSION_ID_REQUIRED"),
    ("?session_id=a&debug=1", "UNKNOWN_FIELDS"),
])
def test_context_needs_exactly_one_session(agent_client: Any, query: str, code: str) -> None:
    response = agent_client.get(f"/api/v1/context{query}")
    assert response.status_code == 400 and response.json()["error"] == code


@pytest.mark.parametrize("method, path", [
    ("post", "/api/v1/verdicts"), ("post", "/api/v1/outputs"), ("post", "/api/v1/tool-results"),
    ("get", "/api/v1/context?session_id=s"), ("post", "/api/v1/sessions"), ("post", "/api/v1/cycles/1/evidence"),
])
def test_every_endpoint_needs_an_agent_token(db: Any, method: str, path: str) -> None:
    anonymous = APIClient()
    assert getattr(anonymous, method)(path, {}, format="json").status_code in (401, 403)
    anonymous.credentials(HTTP_AUTHORIZATION="Bearer nope")
    response = getattr(anonymous, method)(path, {}, format="json")
    assert response.status_code == 401 and response.json()["error"] == "UNAUTHENTICATED"


def test_oversized_bodies_are_413(agent_client: Any, settings: Any) -> None:
    settings.QLN_MAX_BODY_BYTES = 1000
    body = {**GOOD, "args": {"command": "x" * 2000}}
    response = agent_client.post("/api/v1/verdicts", body, format="json")
    assert response.status_code == 413 and response.json()["error"] == "BODY_TOO_LARGE"
