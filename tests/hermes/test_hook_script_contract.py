"""The stdin/stdout hook script and the ``/5qln`` command against the real server (R-H-5, issue 23 §2, §5).

The hook runs as Claude Code and Hermes shell hooks run it — a child process reading one payload — against
qlnweb's live server; each payload it forwards is checked against the served schema. The fake qlnweb stays for
the fail-mode tests only (test_hook_script.py, test_plugin_fail_modes.py).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cycles.demo import PHASE_TEXTS
from evaluation.verdicts.journal import stop as flush_journal
from evaluation.verdicts.models import VerdictEvent
from hermes_plugin import commands
from hermes_plugin.client import Settings, reset_client
from tests.factories import AgentFactory
from tests.hermes.contract import RecordingClient, check_request, served_schema

pytestmark = pytest.mark.django_db(transaction=True)
SCRIPT = Path(__file__).resolve().parents[2] / "hermes_plugin" / "hook_script.py"


@pytest.fixture
def live(live_server: Any, settings: Any, hermes_home: Path) -> Iterator[dict[str, Any]]:
    settings.QLN_JUDGE_BASE_URL = ""
    agent = AgentFactory(name="hook-agent")
    env = {**os.environ, "QLN_URL": live_server.url, "QLN_TOKEN": agent.plain_token, "QLN_TIMEOUT": "20",
           "HERMES_HOME": str(hermes_home)}
    client = RecordingClient(Settings(url=live_server.url, token=agent.plain_token, timeout=20))
    reset_client(client)
    yield {"url": live_server.url, "env": env, "schema": served_schema(live_server.url), "client": client}
    reset_client()


def hook(payload: dict[str, Any], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT)], input=json.dumps(payload), capture_output=True, text=True,
                          env=env, timeout=60)


def claude(command: str, workdir: str) -> dict[str, Any]:
    return {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": command},
            "session_id": "cc-contract", "cwd": workdir, "transcript_path": f"{workdir}/t.jsonl",
            "permission_mode": "default", "tool_use_id": "toolu_01"}


def test_claude_code_payloads_are_judged_by_the_real_server(live: dict[str, Any], tmp_path: Path) -> None:
    blocked_payload = claude("rm -rf /srv", str(tmp_path))
    check_request(live["schema"], "POST", "/api/v1/verdicts", blocked_payload)
    blocked = hook(blocked_payload, live["env"])
    assert blocked.returncode == 0, blocked.stderr
    decision = json.loads(blocked.stdout)["hookSpecificOutput"]
    assert decision["permissionDecision"] == "deny" and decision["permissionDecisionReason"]
    event = VerdictEvent.objects.get(session_id="cc-contract")
    assert (event.block, event.tool_name) == (True, "Bash")

    harmless = claude("ls -la", str(tmp_path))
    check_request(live["schema"], "POST", "/api/v1/verdicts", harmless)
    quiet = hook(harmless, live["env"])
    assert (quiet.returncode, quiet.stdout) == (0, ""), quiet.stderr
    flush_journal()  # on PostgreSQL a silent verdict's event is written behind its answer (docs/durability.md)
    assert VerdictEvent.objects.filter(session_id="cc-contract").count() == 2


def test_hermes_shell_hook_payloads_block_and_bring_context(live: dict[str, Any], tmp_path: Path) -> None:
    payload = {"hook_event_name": "pre_tool_call", "tool_name": "terminal", "tool_input": {"command": "rm -rf ~"},
               "session_id": "shell-contract", "cwd": str(tmp_path), "extra": {"task_id": "t1"}}
    check_request(live["schema"], "POST", "/api/v1/verdicts", payload)
    done = hook(payload, live["env"])
    answer = json.loads(done.stdout)
    assert answer["action"] == "block" and answer["message"], done.stderr
    context = hook({"hook_event_name": "pre_llm_call", "session_id": "shell-contract"}, live["env"])
    assert json.loads(context.stdout)["context"].startswith("[Daimon advise] "), context.stderr


def test_the_human_command_prints_the_pending_act_and_its_page(live: dict[str, Any]) -> None:
    assert commands.handle("status") == "No open 5QLN cycle for this agent."
    client = live["client"]
    cycle = client.post("/api/v1/cycles", {"title": "from the chat"})
    client.post(f"/api/v1/cycles/{cycle['id']}/outputs", {"phase": "S", "text": PHASE_TEXTS["S"]})
    text = commands.handle("status")
    assert text.splitlines()[0].startswith(f"cycle {cycle['id']} · from the chat · open · phase S · gate S→G")
    assert f"you: attest X (the authentic question) → {live['url']}/cycles/{cycle['id']}/" in text
    assert commands.handle(f"status {cycle['id']}") == text
    assert "browser" in commands.handle("attest X 1 abc approve")
    assert commands.handle("status nine").startswith("usage:")
    assert commands.handle("status 999999").startswith("qlnweb: NOT_FOUND")
