"""The plugin's hooks against the real server (R-H-2, issue 23 §2): what each hook sends satisfies the served
OpenAPI schema, and what the server answers becomes the Hermes directive or context. The fake qlnweb stays for
the fail-mode tests (test_plugin_fail_modes.py)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cycles.demo import PHASE_TEXTS
from evaluation.verdicts.journal import stop as flush_journal
from evaluation.verdicts.models import AgentSession, ToolResult, VerdictEvent
from hermes_plugin import hooks
from hermes_plugin.client import Settings, reset_client
from register.models import OutputSample
from tests.factories import AgentFactory
from tests.hermes.contract import RecordingClient, check_request, served_schema

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def live(live_server: Any, settings: Any, hermes_home: Path, monkeypatch: pytest.MonkeyPatch,
         tmp_path: Path) -> Iterator[dict[str, Any]]:
    settings.QLN_JUDGE_BASE_URL = ""
    agent = AgentFactory(name="hooks-agent")
    monkeypatch.setenv("HERMES_HOME", str(hermes_home))
    monkeypatch.delenv("QLN_FAIL_MODE", raising=False)
    monkeypatch.delenv("QLN_ESCALATE_POLICY", raising=False)
    monkeypatch.chdir(tmp_path)
    client = RecordingClient(Settings(url=live_server.url, token=agent.plain_token, timeout=20))
    reset_client(client)
    yield {"client": client, "schema": served_schema(live_server.url), "agent": agent}
    reset_client()


def sent_follow_the_schema(live: dict[str, Any]) -> set[str]:
    return {check_request(live["schema"], method, path, body) for method, path, body in live["client"].sent}


def test_a_session_of_hooks_against_the_real_server(live: dict[str, Any]) -> None:
    agent = live["agent"]
    hooks.on_session_start(session_id="h1", model="fake-model", platform="cli")
    assert AgentSession.objects.get(agent=agent, session_id="h1").model == "fake-model"

    assert hooks.pre_llm_call(session_id="h1", user_message="hi", is_first_turn=True) is None
    blocked = hooks.pre_tool_call(tool_name="terminal", args={"command": "rm -rf /srv/data"}, session_id="h1",
                                  task_id="t1", turn_id="u1", tool_call_id="c1", api_request_id="r1")
    assert blocked is not None and blocked["action"] == "block" and blocked["message"]
    assert hooks.pre_tool_call(tool_name="terminal", args={"command": "ls -la"}, session_id="h1", turn_id="u1",
                               tool_call_id="c2") is None
    flush_journal()  # on PostgreSQL a silent verdict's event is written behind its answer (docs/durability.md)
    assert VerdictEvent.objects.filter(agent=agent, session_id="h1").count() == 2
    hooks.post_tool_call(tool_name="terminal", args={"command": "rm -rf /srv/data"}, session_id="h1", turn_id="u1",
                         tool_call_id="c1", status="blocked", duration_ms=3, error_type="plugin_block",
                         error_message="blocked")
    assert ToolResult.objects.get(agent=agent, tool_call_id="c1").status == "blocked"
    hooks.post_llm_call(session_id="h1", turn_id="u1", task_id="t1", user_message="clean up",
                        assistant_response="The delete was blocked.", model="fake-model")
    hooks.post_llm_call(session_id="h1", turn_id="u2", task_id="t1", user_message="why?",
                        assistant_response="Because the target was outside the workspace.", model="fake-model")
    assert list(OutputSample.objects.filter(agent=agent).order_by("id").values_list("turn_id", "mode")) == [
        ("u1", "execution"), ("u2", "analysis")]

    context = hooks.pre_llm_call(session_id="h1", user_message="next")
    assert context is not None and context["context"].startswith("[Daimon advise] ")
    assert hooks.pre_llm_call(session_id="h1", user_message="again") is None  # delivered once

    cycle = live["client"].post("/api/v1/cycles", {"title": "frame"})
    live["client"].post(f"/api/v1/cycles/{cycle['id']}/outputs", {"phase": "S", "text": PHASE_TEXTS["S"]})
    framed = hooks.pre_llm_call(session_id="h1", user_message="go on")
    assert framed is not None and framed["context"].startswith("5QLN ACTIVE CONTEXT\n")
    assert f"cycle_id: {cycle['id']}" in framed["context"] and "protected_targets:" in framed["context"]

    assert sent_follow_the_schema(live) >= {"postEvaluationSessionCreate", "getEvaluationContext",
                                            "postEvaluationVerdictCreate", "postEvaluationToolResultCreate",
                                            "postEvaluationOutputCreate"}
