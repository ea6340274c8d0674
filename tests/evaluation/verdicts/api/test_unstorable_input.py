"""Issue 11: lone surrogates and over-long path segments are 400 with a code, in every field, never a 500.

The findings reproduced here answered 500 before: ``"\\ud800"`` in
``tool-results.error_message``, in a candidate's ``content`` and in its
``parent_version_digest``; a 256–299-character segment in a candidate's
``target_path``. The refusal lives in the JSON parser, so other fields and
other operations are refused the same way (see also test_fuzz_schema.py).
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client

from cycles.models import Event
from evaluation.candidates.models import Candidate
from evaluation.verdicts.models import ToolResult
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, TARGET
from tests.factories import CycleFactory

pytestmark = pytest.mark.django_db


def post_raw(agent_client: Any, path: str, body: str) -> Any:
    """POST a JSON text exactly as written (``json.dumps`` would escape the test's intent away)."""
    client = Client(raise_request_exception=False)
    return client.post(path, body.encode("utf-8"), content_type="application/json",
                       HTTP_AUTHORIZATION=f"Bearer {agent_client.agent.plain_token}")


@pytest.fixture
def cycle_id(agent_client: Any, operator: Any) -> int:
    return CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk


def test_a_lone_surrogate_in_a_tool_result_error_message_is_400(agent_client: Any) -> None:
    body = '{"session_id": "s", "tool_name": "terminal", "status": "error", "error_message": "boom \\ud800"}'
    response = post_raw(agent_client, "/api/v1/tool-results", body)
    assert response.status_code == 400, response.content
    assert response.json() == {"error": "LONE_SURROGATE", "pointer": "/error_message",
                               "detail": "/error_message holds a lone UTF-16 surrogate, which is not text."}
    assert not ToolResult.objects.exists()


@pytest.mark.parametrize(("field", "escaped"), [("content", "\\udfff"), ("parent_version_digest", "\\ud800"),
                                                ("target_path", "\\udc00")])
def test_a_lone_surrogate_in_a_candidate_field_is_400(agent_client: Any, cycle_id: int, field: str, escaped: str) -> None:
    values = {"target_stratum": "adaptive_expression", "target_path": TARGET, "content": CANDIDATE_TEXT}
    values[field] = "X"
    body = json.dumps(values).replace('"X"', f'"a{escaped}b"')
    response = post_raw(agent_client, f"/api/v1/cycles/{cycle_id}/candidates", body)
    assert (response.status_code, response.json()["error"], response.json()["pointer"]) == (400, "LONE_SURROGATE", f"/{field}")
    assert not Candidate.objects.exists()


@pytest.mark.parametrize("body", [
    '{"session_id": "s", "tool_name": "terminal", "args": {"command": "ls \\ud800"}}',  # nested, a verdict's args
    '{"session_id": "s", "tool_name": "terminal", "args": {"cmd\\udbff": "ls"}}',  # in a key
    '{"session_id": "s", "tool_name": "terminal", "args": {"argv": ["ls", ["\\uDC00"]]}}',  # in a list, upper case
    '{"session_id": "s", "tool_name": "terminal", "args": {"command": "ls \\ude00\\ud83d"}}',  # a pair the wrong way round
])
def test_a_lone_surrogate_anywhere_in_a_verdict_body_is_400(agent_client: Any, body: str) -> None:
    response = post_raw(agent_client, "/api/v1/verdicts", body)
    assert (response.status_code, response.json()["error"]) == (400, "LONE_SURROGATE"), response.content
    json.dumps(response.json()).encode("utf-8")  # the error itself is writable text


@pytest.mark.parametrize(("path", "body"), [
    ("/api/v1/outputs", '{"session_id": "s", "text": "hello \\ud800"}'),
    ("/api/v1/sessions", '{"session_id": "\\ud800"}'),
    ("/api/v1/backups", '{"path": "/home/a/\\ud800"}'),
    ("/api/v1/cycles", '{"title": "t\\ud800"}'),
    ("/api/v1/kernel", '{"text": "\\ud800"}'),
])
def test_a_lone_surrogate_is_400_on_every_operation(agent_client: Any, path: str, body: str) -> None:
    response = post_raw(agent_client, path, body)
    assert (response.status_code, response.json()["error"]) == (400, "LONE_SURROGATE"), response.content


def test_a_lone_surrogate_in_cycle_evidence_is_400(agent_client: Any, cycle_id: int) -> None:
    response = post_raw(agent_client, f"/api/v1/cycles/{cycle_id}/evidence", '{"content": "seen \\ud800"}')
    assert (response.status_code, response.json()["error"]) == (400, "LONE_SURROGATE")
    assert not Event.objects.filter(kind="cycle_evidence_recorded").exists()


def test_a_proper_surrogate_pair_is_text_and_accepted(agent_client: Any) -> None:
    body = '{"session_id": "s", "tool_name": "terminal", "status": "error", "error_message": "sad \\ud83d\\ude1e"}'
    response = post_raw(agent_client, "/api/v1/tool-results", body)
    assert response.status_code == 201, response.content
    assert ToolResult.objects.get().error_message == "sad \U0001F61E"


def test_an_escaped_backslash_u_is_not_a_surrogate(agent_client: Any) -> None:
    body = '{"session_id": "s", "tool_name": "terminal", "status": "error", "error_message": "literal \\\\ud800"}'
    assert post_raw(agent_client, "/api/v1/tool-results", body).status_code == 201
    assert ToolResult.objects.get().error_message == "literal \\ud800"


@pytest.mark.parametrize("length", [256, 284, 293])
def test_a_candidate_target_with_a_256_to_299_character_segment_is_400(
    agent_client: Any, cycle_id: int, length: int,
) -> None:
    target = f"skills/{'a' * length}" + ("/SKILL.md" if length <= 284 else "")
    assert len(target) <= 300  # within the 300-character path limit, which is why it reached the filesystem
    body = json.dumps({"target_stratum": "adaptive_expression", "target_path": target, "content": CANDIDATE_TEXT})
    response = post_raw(agent_client, f"/api/v1/cycles/{cycle_id}/candidates", body)
    assert response.status_code == 400, response.content
    assert response.json()["error"] == "PATH_SEGMENT_TOO_LONG"
    assert response.json()["fields"] == {"target_path": ["Segment longer than 255 bytes."]}
    assert not Candidate.objects.exists()


def test_a_255_byte_segment_is_still_a_valid_target(agent_client: Any, cycle_id: int) -> None:
    target = f"skills/{'a' * 255}/SKILL.md"
    body = json.dumps({"target_stratum": "adaptive_expression", "target_path": target, "content": CANDIDATE_TEXT})
    response = post_raw(agent_client, f"/api/v1/cycles/{cycle_id}/candidates", body)
    assert response.status_code == 201, response.content


@pytest.mark.parametrize(("path", "body"), [
    ("/api/v1/backups", {"path": "/home/agent/" + "b" * 256}),
    ("/api/v1/sessions", {"session_id": "s", "hermes_home": "/home/" + "é" * 128}),  # 256 bytes in UTF-8
    ("/api/v1/verdicts", {"session_id": "s", "tool_name": "terminal", "args": {"command": "ls"},
                          "cwd": "/srv/" + "c" * 300}),
    ("/api/v1/verdicts", {"hook_event_name": "PreToolUse", "session_id": "s", "tool_name": "Bash",
                          "tool_input": {"command": "ls"}, "cwd": "/srv/" + "d" * 257}),
])
def test_an_over_long_segment_in_any_path_field_is_400(agent_client: Any, path: str, body: dict[str, Any]) -> None:
    response = post_raw(agent_client, path, json.dumps(body))
    assert (response.status_code, response.json()["error"]) == (400, "PATH_SEGMENT_TOO_LONG"), response.content


def test_a_long_segment_inside_tool_arguments_is_judged_not_refused(agent_client: Any) -> None:
    # The tool call's own arguments are what Tier 1 judges; a 400 would hand the call to the plugin's fail mode.
    body = {"session_id": "s", "tool_name": "write_file", "args": {"path": "/tmp/" + "e" * 300, "content": "x"}}
    response = post_raw(agent_client, "/api/v1/verdicts", json.dumps(body))
    assert response.status_code == 200, response.content
