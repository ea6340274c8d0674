"""What the plugin registers with Hermes (R-H-4, issue 23 §1, §5): five hooks, the eight read/proposal/evaluation
(and withdrawal) tools, the human-only ``/5qln`` command and the bundled skill. The tools' behaviour is tested against the real
server in test_tools_contract.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest

from hermes_plugin import COMPANION_SKILL, commands, register
from tests.hermes.contract import check_request


class _Ctx:
    def __init__(self) -> None:
        self.hooks: dict[str, Any] = {}
        self.tools: dict[str, dict[str, Any]] = {}
        self.commands: dict[str, dict[str, Any]] = {}
        self.skills: dict[str, Path] = {}

    def register_hook(self, name: str, callback: Any) -> None:
        self.hooks[name] = callback

    def register_tool(self, **kwargs: Any) -> None:
        self.tools[kwargs["name"]] = kwargs

    def register_command(self, name: str, handler: Any, description: str = "", args_hint: str = "") -> None:
        self.commands[name] = {"handler": handler, "description": description, "args_hint": args_hint}

    def register_skill(self, name: str, path: Path, description: str = "") -> None:
        self.skills[name] = path


def test_register_wires_hooks_tools_the_human_command_and_the_skill() -> None:
    ctx = _Ctx()
    register(ctx)
    assert set(ctx.hooks) == {"on_session_start", "pre_tool_call", "post_tool_call", "pre_llm_call", "post_llm_call"}
    assert set(ctx.tools) == {"qln_status", "qln_open_cycle", "qln_post_output", "qln_record_evidence",
                              "qln_propose_candidate", "qln_request_evaluation", "qln_evaluation",
                              "qln_withdraw_candidate"}
    assert {t["toolset"] for t in ctx.tools.values()} == {"qlnweb"}
    assert ctx.commands["5qln"]["handler"] is commands.handle
    if COMPANION_SKILL.is_file():
        assert ctx.skills == {"5qln-self-evolution": COMPANION_SKILL}


def test_a_host_without_commands_or_skills_still_gets_hooks_and_tools() -> None:
    class Older:
        def __init__(self) -> None:
            self.names: list[str] = []

        def register_hook(self, name: str, callback: Any) -> None:
            self.names.append(name)

        def register_tool(self, **kwargs: Any) -> None:
            self.names.append(kwargs["name"])

    ctx = Older()
    register(ctx)
    assert len(ctx.names) == 13  # 5 hooks + 8 tools


def test_the_schema_check_refuses_the_old_plugins_candidate_body() -> None:
    """The body the plugin sent before issue 23 ({target, content, rationale}) fails the served contract."""
    schema = {"paths": {"/api/v1/cycles/{cycle_id}/candidates": {"post": {"operationId": "x", "requestBody": {
        "content": {"application/json": {"schema": {"type": "object", "required": ["target_path"], "properties": {
            "target_path": {"type": "string"}, "content": {"type": "string"}}}}}}}}}}
    check_request(schema, "POST", "/api/v1/cycles/3/candidates", {"target_path": "SOUL.md", "content": "x"})
    with pytest.raises(jsonschema.ValidationError):
        check_request(schema, "POST", "/api/v1/cycles/3/candidates", {"target": "soul", "content": "x",
                                                                      "rationale": "r"})
    with pytest.raises(AssertionError, match="not an operation"):
        check_request(schema, "POST", "/api/v1/cycles/3/attest", {})
