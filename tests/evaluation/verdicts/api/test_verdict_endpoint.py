"""POST /api/v1/verdicts over both body shapes (R-V-1, R-T1-1..3, R-A-1)."""
from __future__ import annotations

from typing import Any

import pytest

from evaluation.verdicts.models import AgentSession, VerdictEvent
from tests.evaluation.verdicts.api.conftest import post_verdict

KEYS = {"event_id", "verdict", "block", "advise", "tiers", "total_ms", "hermes", "decided_by", "advisory"}


def test_a_read_only_tool_is_silent_at_once(agent_client: Any, hermes_body: Any) -> None:
    response = post_verdict(agent_client, hermes_body("read_file", {"path": "~/.hermes/SOUL.md"}))
    assert response.status_code == 200, response.content
    body = response.json()
    assert set(body) == KEYS
    assert (body["verdict"], body["block"], body["advise"]) == ("SILENT", False, None)
    assert body["hermes"] == {"action": None, "message": ""}
    assert body["tiers"]["tier1"]["reason"] == "read-only tool"
    assert body["tiers"]["tier1_5"]["status"] == "skipped" and body["tiers"]["tier2"]["status"] == "skipped"


def test_a_benign_shell_command_is_silent_with_tier2_off(agent_client: Any, hermes_body: Any) -> None:
    body = post_verdict(agent_client, hermes_body("terminal", {"command": "rm -rf ./build"})).json()
    assert (body["verdict"], body["block"]) == ("SILENT", False)
    tiers = body["tiers"]
    assert tiers["tier1"]["decided"] is False
    assert tiers["tier1_5"]["status"] == "no_baseline"
    assert tiers["tier2"] == {"status": "off", "ms": 0.0}
    for tier in tiers.values():
        assert isinstance(tier["ms"], float)


def test_a_destructive_command_is_blocked_for_hermes(agent_client: Any, hermes_body: Any) -> None:
    response = post_verdict(agent_client, hermes_body("terminal", {"command": "rm -rf ~"}))
    body = response.json()
    assert (body["verdict"], body["block"]) == ("ESCALATE", True)
    assert body["hermes"]["action"] == "block"
    assert body["hermes"]["message"].startswith("BLOCKED by qlnweb Tier 1 (rm-recursive-outside-workspace)")
    assert "decision" not in body and "reason" not in body
    assert body["advise"].startswith("Hard rule `rm-recursive-outside-workspace` blocks `terminal`")
    assert body["tiers"]["tier2"]["status"] == "skipped"
    event = VerdictEvent.objects.get(pk=body["event_id"])
    assert (event.verdict, event.block, event.decided_by, event.body_shape) == ("ESCALATE", True, "tier1", "hermes")


def test_a_destructive_command_is_blocked_for_claude_code(agent_client: Any, profile: dict) -> None:
    payload = {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": "rm -rf /"},
               "session_id": "cc-1", "cwd": str(profile["workspace"]), "transcript_path": "/tmp/t.jsonl",
               "permission_mode": "default", "tool_use_id": "toolu_1"}
    body = post_verdict(agent_client, payload).json()
    assert (body["verdict"], body["block"], body["decision"]) == ("ESCALATE", True, "block")
    assert body["reason"] == body["hermes"]["message"] and "BLOCKED" in body["reason"]
    event = VerdictEvent.objects.get(pk=body["event_id"])
    assert (event.body_shape, event.tool_call_id) == ("claude_code", "toolu_1")


def test_a_benign_claude_code_call_has_no_decision(agent_client: Any, profile: dict) -> None:
    payload = {"hook_event_name": "pre_tool_call", "tool_name": "terminal", "tool_input": {"command": "ls"},
               "session_id": "hs-1", "cwd": str(profile["workspace"]), "extra": {"x": 1}}
    body = post_verdict(agent_client, payload).json()
    assert (body["verdict"], body["decision"], body["reason"]) == ("SILENT", None, "")


@pytest.mark.parametrize("tool, args", [
    ("write_file", {"path": "~/.hermes/SOUL.md", "content": "I am free"}),
    ("terminal", {"command": "echo x > ../.hermes/skills/5qln/evil.md"}),
    ("patch", {"path": "$HERMES_HOME/scripts/5qln/decoding.py", "patch": "x"}),
])
def test_a_protected_write_is_blocked(agent_client: Any, hermes_body: Any, tool: str, args: dict) -> None:
    body = post_verdict(agent_client, hermes_body(tool, args)).json()
    assert (body["verdict"], body["block"], body["hermes"]["action"]) == ("ESCALATE", True, "block")
    assert body["tiers"]["tier1"]["rule_id"] == "protected-write"


def test_the_active_store_is_protected(agent_client: Any, hermes_body: Any, settings: Any) -> None:
    target = f"{settings.QLN_ACTIVE_STORE}/current.json"
    body = post_verdict(agent_client, hermes_body("write_file", {"path": target, "content": "{}"})).json()
    assert body["block"] is True


def test_a_verdict_opens_the_session_and_pins_the_version(agent_client: Any, hermes_body: Any, settings: Any) -> None:
    from tests.factories import point_agent_at

    point_agent_at(agent_client.agent.name, "sha256:abc")
    body = post_verdict(agent_client, hermes_body(session_id="fresh")).json()
    session = AgentSession.objects.get(session_id="fresh")
    assert session.active_version == "sha256:abc"
    assert VerdictEvent.objects.get(pk=body["event_id"]).active_version == "sha256:abc"


def test_a_stale_backup_escalates_without_blocking(agent_client: Any, hermes_body: Any, profile: dict) -> None:
    data = profile["workspace"] / "data"
    data.mkdir()
    response = agent_client.post("/api/v1/backups", {"path": str(data), "taken_at": "2020-01-01T00:00:00Z"},
                                 format="json")
    assert response.status_code == 201, response.content
    body = post_verdict(agent_client, hermes_body("terminal", {"command": f"rm -rf {data}"})).json()
    assert (body["verdict"], body["block"], body["hermes"]["action"]) == ("ESCALATE", False, "approve")
    assert body["tiers"]["tier1"]["rule_id"] == "stale-backup"
    assert "backup" in body["advise"].lower()
