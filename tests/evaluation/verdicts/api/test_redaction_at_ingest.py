"""Issue 11: tool-result error messages and cycle evidence are redacted before storage and in exports.

Finding: ``tool-results.error_message`` and cycle evidence were stored and
exported unredacted. The one redaction of the project
(:mod:`core.redaction`) now runs on both at ingest, and the per-agent
export redacts rows stored before.
"""
from __future__ import annotations

import io
import json
from typing import Any

import pytest
from django.conf import settings
from django.core.management import call_command

from cycles.models import Event, PhaseOutput
from evaluation.verdicts.models import ToolResult
from tests.factories import open_cycle, post_output

pytestmark = pytest.mark.django_db

TOKEN = "qln_" + "Zq8" * 12
LEAK = f"curl: (22) 401 for https://deploy:hunter2pass@example.org/ with Authorization: Bearer {TOKEN} AWS_SECRET_ACCESS_KEY=abcd1234efgh"
SECRETS = (TOKEN, "hunter2pass", "abcd1234efgh")


def _clean(text: str) -> bool:
    return not any(secret in text for secret in SECRETS)


def test_a_tool_result_error_message_is_stored_redacted(agent_client: Any) -> None:
    response = agent_client.post("/api/v1/tool-results", {"session_id": "s", "tool_name": "terminal",
                                                           "status": "error", "error_message": LEAK}, format="json")
    assert response.status_code == 201, response.content
    stored = ToolResult.objects.get().error_message
    assert _clean(stored) and "[REDACTED]" in stored and stored.startswith("curl: (22) 401 for https://deploy:")


def test_cycle_evidence_is_stored_redacted_in_the_database_and_events_jsonl(agent_client: Any) -> None:
    cycle_id = open_cycle(agent_client)
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/evidence",
                                 {"content": LEAK, "source": f"terminal token={TOKEN}"}, format="json")
    assert response.status_code == 201, response.content
    payload = Event.objects.get(kind="cycle_evidence_recorded").payload
    assert _clean(json.dumps(payload)) and "[REDACTED]" in payload["content"] and "[REDACTED]" in payload["source"]


def test_the_evidence_jsonl_line_holds_no_secret(agent_client: Any, django_capture_on_commit_callbacks: Any) -> None:
    cycle_id = open_cycle(agent_client)
    with django_capture_on_commit_callbacks(execute=True):
        agent_client.post(f"/api/v1/cycles/{cycle_id}/evidence", {"content": LEAK}, format="json")
    lines = settings.QLN_EVENTS_JSONL.read_text(encoding="utf-8")
    assert "cycle_evidence_recorded" in lines and _clean(lines)


def test_phase_output_evidence_is_stored_redacted(agent_client: Any) -> None:
    cycle_id = open_cycle(agent_client)
    evidence = [{"author_kind": "human", "author": "operator", "text": f"I pasted {LEAK} by mistake."}]
    # Agent-posted evidence for X is L2 (issue 10); the corrupt output stays in the trail, redacted.
    assert post_output(agent_client, cycle_id, "S", evidence=evidence).status_code == 422
    stored = PhaseOutput.objects.get(cycle_id=cycle_id, phase="S").evidence
    assert _clean(json.dumps(stored)) and stored[0]["text"].startswith("I pasted curl")


def test_the_agent_export_redacts_rows_stored_before(agent_client: Any) -> None:
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    # Rows as an older version stored them, unredacted.
    ToolResult.objects.create(agent=agent_client.agent, session_id="s", tool_name="t", status="error", error_message=LEAK)
    PhaseOutput.objects.filter(cycle_id=cycle_id).update(
        evidence=[{"author_kind": "human", "author": "operator", "text": LEAK}])
    out = io.StringIO()
    call_command("agent_data", "export", agent_client.agent.name, stdout=out, stderr=io.StringIO())
    exported = out.getvalue()
    assert '"tool_result"' in exported and '"phase_output"' in exported
    assert _clean(exported), exported
