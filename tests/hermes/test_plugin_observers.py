"""Context, outputs, tool-results and sessions reach qlnweb (R-H-2, R-V-2..5)."""

from __future__ import annotations

from hermes_plugin import hooks

from .fake_qlnweb import ADVISE_TEXT, FakeQlnweb


def test_context_is_delivered_once_and_only_when_non_empty(plugin_env: FakeQlnweb) -> None:
    assert hooks.pre_llm_call(session_id="s1", user_message="hi", is_first_turn=True) is None
    hooks.pre_tool_call(tool_name="terminal", args={"command": "rm -rf /srv"}, session_id="s1")
    assert hooks.pre_llm_call(session_id="s1", user_message="next") == {"context": f"[Daimon advise] {ADVISE_TEXT}"}
    assert hooks.pre_llm_call(session_id="s1", user_message="again") is None
    assert plugin_env.state.requests[0][1] == "/api/v1/context?session_id=s1"


def test_session_start_pins_the_session(plugin_env: FakeQlnweb) -> None:
    hooks.on_session_start(session_id="s1", model="fake-model", platform="cli")
    body = plugin_env.state.bodies("/api/v1/sessions")[0]
    assert body["session_id"] == "s1" and body["model"] == "fake-model" and body["platform"] == "cli"
    assert body["hermes_home"].endswith("hermes_home")


def test_tool_results_are_reported(plugin_env: FakeQlnweb) -> None:
    hooks.post_tool_call(
        tool_name="terminal", args={"command": "ls"}, result='{"output": ""}', task_id="t", session_id="s1",
        tool_call_id="c1", turn_id="u1", api_request_id="r", duration_ms=12, status="blocked",
        error_type="plugin_block", error_message="no", middleware_trace=[],
    )
    body = plugin_env.state.bodies("/api/v1/tool-results")[0]
    assert body == {
        "session_id": "s1", "task_id": "t", "turn_id": "u1", "tool_call_id": "c1", "tool_name": "terminal",
        "status": "blocked", "duration_ms": 12, "error_type": "plugin_block", "error_message": "no",
    }


def test_outputs_carry_the_mode_of_the_turn(plugin_env: FakeQlnweb) -> None:
    hooks.pre_tool_call(tool_name="read_file", args={"path": "x"}, session_id="s1", turn_id="u1")
    hooks.post_llm_call(session_id="s1", task_id="t", turn_id="u1", user_message="q", assistant_response="A.", model="m")
    hooks.post_llm_call(session_id="s1", task_id="t", turn_id="u2", user_message="q", assistant_response="B.", model="m")
    first, second = plugin_env.state.bodies("/api/v1/outputs")
    assert first["text"] == "A." and first["mode_hint"] == "execution" and first["user_message"] == "q"
    assert second["mode_hint"] == "analysis"
