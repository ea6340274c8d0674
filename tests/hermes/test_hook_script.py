"""The stdin/stdout hook script for Claude Code and Hermes shell hooks (R-H-5)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .fake_qlnweb import BLOCK_MESSAGE, FakeQlnweb

SCRIPT = Path(__file__).resolve().parents[2] / "hermes_plugin" / "hook_script.py"


def _run(payload: dict, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], input=json.dumps(payload), capture_output=True,
        text=True, env=env, timeout=30,
    )


@pytest.fixture
def hook_env(fake_qlnweb: FakeQlnweb, hermes_home: Path) -> dict[str, str]:
    return {**os.environ, "QLN_URL": fake_qlnweb.url, "QLN_TOKEN": fake_qlnweb.state.token,
            "HERMES_HOME": str(hermes_home), "QLN_TIMEOUT": "1"}


def _claude(command: str) -> dict:
    return {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": command},
            "session_id": "cc-1", "cwd": "/tmp", "transcript_path": "/tmp/t.jsonl", "permission_mode": "default"}


def test_claude_code_block_is_a_deny_permission_decision(hook_env: dict[str, str], fake_qlnweb: FakeQlnweb) -> None:
    done = _run(_claude("rm -rf /srv"), hook_env)
    assert done.returncode == 0
    assert json.loads(done.stdout) == {"hookSpecificOutput": {
        "hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": BLOCK_MESSAGE}}
    assert fake_qlnweb.state.bodies("/api/v1/verdicts")[0]["hook_event_name"] == "PreToolUse"


def test_claude_code_exit_code_convention(hook_env: dict[str, str]) -> None:
    done = _run(_claude("rm -rf /srv"), hook_env, "--exit-code")
    assert done.returncode == 2
    assert BLOCK_MESSAGE in done.stderr and done.stdout == ""


def test_claude_code_escalate_asks_and_silent_says_nothing(hook_env: dict[str, str]) -> None:
    ask = json.loads(_run(_claude("echo ESCALATE-ME"), hook_env).stdout)
    assert ask["hookSpecificOutput"]["permissionDecision"] == "ask"
    silent = _run(_claude("ls"), hook_env)
    assert silent.returncode == 0 and silent.stdout == ""


def test_hermes_shell_hook_block_shape(hook_env: dict[str, str]) -> None:
    payload = {"hook_event_name": "pre_tool_call", "tool_name": "terminal",
               "tool_input": {"command": "rm -rf /srv"}, "session_id": "h-1", "cwd": "/tmp", "extra": {}}
    assert json.loads(_run(payload, hook_env).stdout) == {"action": "block", "message": BLOCK_MESSAGE}


def test_hermes_shell_hook_context(hook_env: dict[str, str], fake_qlnweb: FakeQlnweb) -> None:
    fake_qlnweb.state.advise["h-1"] = ["Re-anchor now."]
    payload = {"hook_event_name": "pre_llm_call", "tool_name": None, "tool_input": None, "session_id": "h-1",
               "cwd": "/tmp", "extra": {}}
    assert json.loads(_run(payload, hook_env).stdout) == {"context": "[Daimon advise] Re-anchor now."}


def test_protected_write_refused_with_server_down(hook_env: dict[str, str], dead_url: str, hermes_home: Path) -> None:
    env = {**hook_env, "QLN_URL": dead_url}
    payload = {"hook_event_name": "PreToolUse", "tool_name": "Write",
               "tool_input": {"file_path": str(hermes_home / "SOUL.md"), "content": "x"}, "session_id": "cc", "cwd": "/"}
    answer = json.loads(_run(payload, env).stdout)
    assert answer["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert _run(_claude("ls"), env).stdout == ""  # fail open
    closed = _run(_claude("ls"), {**env, "QLN_FAIL_MODE": "closed"})
    assert json.loads(closed.stdout)["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_an_advisory_register_escalate_neither_asks_nor_blocks(hook_env: dict[str, str]) -> None:
    """Issue 10: a register-only ESCALATE (`advisory: true`) is no permission prompt in Claude Code."""
    done = _run(_claude("echo REGISTER-BREAK"), hook_env)
    assert done.returncode == 0 and done.stdout == ""
    blocking = _run(_claude("echo REGISTER-BREAK"), {**hook_env, "QLN_ESCALATE_POLICY": "block"}, "--exit-code")
    assert blocking.returncode == 0 and blocking.stdout == ""
