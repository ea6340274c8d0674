"""Plugin tools are read/proposal only (R-H-4)."""

from __future__ import annotations

import json
from typing import Any

from hermes_plugin import register
from hermes_plugin.tools import handle_propose_candidate, handle_record_evidence, handle_status

from .fake_qlnweb import FakeQlnweb


class _Ctx:
    def __init__(self) -> None:
        self.hooks: dict[str, Any] = {}
        self.tools: dict[str, dict[str, Any]] = {}

    def register_hook(self, name: str, callback: Any) -> None:
        self.hooks[name] = callback

    def register_tool(self, **kwargs: Any) -> None:
        self.tools[kwargs["name"]] = kwargs


def test_register_wires_five_hooks_and_three_proposal_tools() -> None:
    ctx = _Ctx()
    register(ctx)
    assert set(ctx.hooks) == {"on_session_start", "pre_tool_call", "post_tool_call", "pre_llm_call", "post_llm_call"}
    assert set(ctx.tools) == {"qln_status", "qln_record_evidence", "qln_propose_candidate"}
    forbidden = ("attest", "promote", "amend", "rollback")
    assert not [name for name in ctx.tools if any(word in name for word in forbidden)]


def test_tools_call_the_cycle_endpoints(plugin_env: FakeQlnweb) -> None:
    status = json.loads(handle_status({"cycle_id": "c-1"}))
    assert status["result"]["current_phase"] == "Q"
    handle_record_evidence({"cycle_id": "c-1", "kind": "observation", "content": "it works"}, session_id="s1")
    handle_propose_candidate({"cycle_id": "c-1", "target": "soul", "content": "new"}, session_id="s1")
    assert plugin_env.state.paths() == [
        "/api/v1/cycles/c-1", "/api/v1/cycles/c-1/evidence", "/api/v1/cycles/c-1/candidates",
    ]
    assert plugin_env.state.bodies("/api/v1/cycles/c-1/evidence")[0]["content"] == "it works"


def test_tool_errors_come_back_as_json(plugin_env: FakeQlnweb) -> None:
    assert "cycle_id is required" in json.loads(handle_status({}))["error"]
