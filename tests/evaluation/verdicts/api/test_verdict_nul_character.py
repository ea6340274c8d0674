"""A NUL character (U+0000) in a tool call's arguments: blocked by Tier 1, stored as U+2400, never a 500.

Before: on PostgreSQL the event's insert failed (``DataError: unsupported
Unicode escape sequence``, a 500), and on SQLite Tier 1 raised ``ValueError:
embedded null byte`` while canonicalising, so the verdict was ESCALATE without a
block (``tier1.status == "error"``). Runs on both databases (CI's two legs).
"""
from __future__ import annotations

from typing import Any

import pytest

from core.redaction import NUL_SHOWN, redact_args
from evaluation.verdicts.models import VerdictEvent
from evaluation.verdicts.tier1 import default_protected_paths, evaluate_tool_call, load_default_ruleset
from evaluation.verdicts.tier1.nul import nul_pointer
from tests.evaluation.verdicts.api.conftest import post_verdict

pytestmark = pytest.mark.django_db

NUL = "\x00"
CASES = [  # (tool, args, where the NUL is)
    ("terminal", {"command": f"rm -rf ~/.hermes/SOUL.md{NUL}"}, "/command"),
    ("terminal", {"command": f"cat notes{NUL}.md"}, "/command"),
    ("terminal", {"command": f"echo hi > build/x{NUL}y"}, "/command"),
    ("terminal", {"command": "ls", "workdir": f"/tmp{NUL}/x"}, "/workdir"),
    ("write_file", {"path": f"~/.hermes/SOUL.md{NUL}", "content": "x"}, "/path"),
    ("write_file", {"path": "notes.md", "content": f"a{NUL}b"}, "/content"),
    ("patch", {"path": "src/app.py", "old_string": "a", "new_string": f"b{NUL}"}, "/new_string"),
    ("read_file", {"path": f"/etc/passwd{NUL}"}, "/path"),
    ("execute_code", {"code": f"open('x{NUL}', 'w')"}, "/code"),
    ("terminal", {"command": "ls", f"ke{NUL}y": "v"}, f"/ke{NUL_SHOWN}y"),
    ("terminal", {"command": "ls", "env": [{"name": f"A{NUL}"}]}, "/env/0/name"),
]


@pytest.mark.parametrize(("tool", "args", "pointer"), CASES)
def test_a_nul_anywhere_in_the_arguments_is_blocked_and_stored_visibly(
    agent_client: Any, hermes_body: Any, tool: str, args: dict[str, Any], pointer: str,
) -> None:
    response = post_verdict(agent_client, hermes_body(tool, args))
    assert response.status_code == 200, response.content[:300]
    body = response.json()
    tier1 = body["tiers"]["tier1"]
    assert (body["block"], tier1["status"], tier1["rule_id"]) == (True, "ok", "unparseable-shell"), body
    assert f"args{pointer}" in tier1["reason"] and "NUL character" in tier1["reason"]
    event = VerdictEvent.objects.get(pk=body["event_id"])
    stored = str(event.args_redacted) + str(event.tiers) + event.advise
    assert NUL not in stored and NUL_SHOWN in str(event.args_redacted), stored[:300]


def test_the_claude_code_hook_body_is_judged_the_same(agent_client: Any, tmp_path: Any) -> None:
    response = agent_client.post("/api/v1/verdicts", {
        "hook_event_name": "PreToolUse", "session_id": "cc-nul", "tool_name": "Bash",
        "tool_input": {"command": f"rm -rf /srv/data{NUL}"}, "cwd": str(tmp_path)}, format="json")
    assert response.status_code == 200, response.content[:300]
    assert (response.json()["block"], response.json()["tiers"]["tier1"]["rule_id"]) == (True, "unparseable-shell")
    assert NUL not in str(VerdictEvent.objects.get(session_id="cc-nul").args_redacted)


def test_the_top_level_fields_still_refuse_a_nul_with_their_code(agent_client: Any, hermes_body: Any) -> None:
    for field in ("session_id", "tool_name", "cwd", "tool_call_id"):
        response = post_verdict(agent_client, {**hermes_body("terminal", {"command": "ls"}), field: f"a{NUL}b"})
        assert response.status_code == 400 and response.json()["error"] == "VALIDATION_ERROR", (field, response.content)
    assert not VerdictEvent.objects.exists()


def test_tier1_alone_and_the_redaction_alone(tmp_path: Any) -> None:
    home = tmp_path / "home"
    (home / ".hermes").mkdir(parents=True)
    result = evaluate_tool_call(tool_name="write_file", args={"path": f"notes{NUL}.md", "content": "x"},
                                cwd=str(home), hermes_home=str(home / ".hermes"), home=str(home),
                                ruleset=load_default_ruleset(),
                                protected_paths=default_protected_paths(str(home / ".hermes")))
    assert (result.block, result.rule_id, result.evidence) == (True, "unparseable-shell", ("args/path",))
    assert nul_pointer({"command": "ls -la", "args": ["a", {"b": "c"}]}) is None
    assert nul_pointer([["x", ["y", f"z{NUL}"]]]) == "/0/1/1"
    assert redact_args({f"k{NUL}": [f"v{NUL}", {"w": NUL}]}) == {
        f"k{NUL_SHOWN}": [f"v{NUL_SHOWN}", {"w": NUL_SHOWN}]}
