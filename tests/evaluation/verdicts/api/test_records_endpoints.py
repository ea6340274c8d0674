"""Sessions (R-V-5), outputs (R-V-2), tool results (R-V-3), backups (R-T1-4), cycle evidence (R-H-4)."""
from __future__ import annotations

from typing import Any

from cycles.models import Event
from evaluation.verdicts.models import AgentSession, BackupRecord, ToolResult
from register.models import OutputSample
from tests.factories import AgentFactory, open_cycle


def test_a_session_is_pinned_once(agent_client: Any, settings: Any) -> None:
    from tests.factories import point_agent_at

    point_agent_at(agent_client.agent.name, "sha256:v1")
    body = {"session_id": "s1", "hermes_home": "/h/.hermes", "cwd": "/h/work", "model": "m", "platform": "cli"}
    first = agent_client.post("/api/v1/sessions", body, format="json")
    assert first.status_code == 201
    assert first.json()["active_version"] == "sha256:v1" and first.json()["created"] is True
    point_agent_at(agent_client.agent.name, "sha256:v2")
    again = agent_client.post("/api/v1/sessions", {"session_id": "s1"}, format="json")
    assert again.status_code == 200 and again.json()["active_version"] == "sha256:v1"
    session = AgentSession.objects.get(session_id="s1")
    assert (session.hermes_home, session.cwd, session.platform) == ("/h/.hermes", "/h/work", "cli")


def test_a_forged_pointer_is_never_pinned(agent_client: Any, settings: Any) -> None:
    """Issue 11 bypass 1: a pointer the ledger never recorded (a store built by the web user) pins nothing."""
    from promotion import store

    store.swap_pointer(agent_client.agent.name, "f" * 64)
    answer = agent_client.post("/api/v1/sessions", {"session_id": "forged"}, format="json").json()
    assert answer["active_version"] is None
    refused = agent_client.get("/api/v1/active")
    assert (refused.status_code, refused.json()["error"]) == (409, "POINTER_MISMATCH")


def test_no_promotion_yet_pins_null(agent_client: Any) -> None:
    answer = agent_client.post("/api/v1/sessions", {"session_id": "s2"}, format="json").json()
    assert answer["active_version"] is None


def test_an_output_is_ingested_with_metrics(agent_client: Any) -> None:
    body = {"session_id": "s1", "task_id": "t", "turn_id": "u1", "text": "The cache warms up. 🦾\n\n- done",
            "model": "m", "mode_hint": "execution", "user_message": "warm the cache"}
    response = agent_client.post("/api/v1/outputs", body, format="json")
    assert response.status_code == 201, response.content
    sample = OutputSample.objects.get(pk=response.json()["id"])
    assert (sample.mode, sample.turn_id, sample.model_name) == ("execution", "u1", "m")
    assert "sentence_length" in sample.metrics


def test_an_empty_output_is_not_sampled(agent_client: Any) -> None:
    answer = agent_client.post("/api/v1/outputs", {"session_id": "s1", "text": "  "}, format="json")
    assert answer.status_code == 200 and answer.json()["ingested"] is False
    assert not OutputSample.objects.exists()


def test_a_tool_result_is_recorded(agent_client: Any) -> None:
    body = {"session_id": "s1", "task_id": "", "turn_id": "u", "tool_call_id": "c", "tool_name": "terminal",
            "status": "error", "duration_ms": 42, "error_type": "TimeoutError", "error_message": None}
    response = agent_client.post("/api/v1/tool-results", body, format="json")
    assert response.status_code == 201, response.content
    result = ToolResult.objects.get(pk=response.json()["id"])
    assert (result.status, result.duration_ms, result.error_type, result.error_message) == (
        "error", 42, "TimeoutError", "")


def test_a_backup_is_recorded(agent_client: Any) -> None:
    response = agent_client.post("/api/v1/backups", {"path": "/srv/data"}, format="json")
    assert response.status_code == 201
    assert BackupRecord.objects.get().agent == agent_client.agent


def test_evidence_is_an_event_and_attests_nothing(agent_client: Any) -> None:
    cycle_id = open_cycle(agent_client)
    body = {"content": "tests pass", "kind": "test_result", "source": "pytest", "session_id": "s1"}
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/evidence", body, format="json")
    assert response.status_code == 201, response.content
    assert response.json()["attests"] is False
    event = Event.objects.get(pk=response.json()["event_id"])
    assert event.kind == "cycle_evidence_recorded" and event.payload["content"] == "tests pass"


def test_evidence_on_another_agents_cycle_is_404(agent_client: Any) -> None:
    from tests.factories import CycleFactory

    cycle = CycleFactory(agent=AgentFactory())
    response = agent_client.post(f"/api/v1/cycles/{cycle.pk}/evidence", {"content": "x"}, format="json")
    assert response.status_code == 404 and response.json()["error"] == "NOT_FOUND"
