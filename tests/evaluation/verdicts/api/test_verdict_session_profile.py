"""Tier 1 takes the profile and workspace from the session, not from each call (issue 11).

The session the plugin opened names the agent's ``hermes_home`` and workspace; a
later call naming another profile or cwd cannot move what is protected. The
Claude-Code hook body names no profile: the agent's configured one (or the
server default) is protected there too, and so are ``QLN_HOME`` and the kernel.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.evaluation.verdicts.api.conftest import post_verdict


def _open_session(client: Any, profile: dict[str, Path], *, cwd: Path | None = None) -> None:
    body = {"session_id": "sess-1", "hermes_home": str(profile["hermes_home"]),
            "cwd": str(cwd or profile["workspace"])}
    assert client.post("/api/v1/sessions", body, format="json").status_code in (200, 201)


def _hook(command: str, cwd: Path) -> dict[str, Any]:
    return {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": command},
            "session_id": "cc-1", "cwd": str(cwd), "tool_use_id": "toolu_1"}


def test_a_call_naming_another_profile_does_not_unprotect_the_sessions(agent_client: Any, hermes_body: Any,
                                                                       profile: dict, tmp_path: Path) -> None:
    _open_session(agent_client, profile)
    decoy = tmp_path / "decoy" / ".hermes"
    decoy.mkdir(parents=True)
    body = hermes_body("terminal", {"command": f"echo x > {profile['hermes_home']}/SOUL.md"},
                       hermes_home=str(decoy))
    answer = post_verdict(agent_client, body).json()
    assert answer["block"] is True and answer["tiers"]["tier1"]["rule_id"] == "protected-write"
    # `~` is the session profile's home, whatever the call says
    tilde = post_verdict(agent_client, hermes_body("terminal", {"command": "echo x > ~/.hermes/SOUL.md"},
                                                   hermes_home=str(decoy))).json()
    assert tilde["block"] is True


def test_the_profile_a_call_adds_is_protected_too(agent_client: Any, hermes_body: Any, profile: dict,
                                                  tmp_path: Path) -> None:
    _open_session(agent_client, profile)
    other = tmp_path / "other" / ".hermes"
    other.mkdir(parents=True)
    body = hermes_body("terminal", {"command": f"echo x > {other}/SOUL.md"}, hermes_home=str(other))
    assert post_verdict(agent_client, body).json()["block"] is True


def test_a_claimed_cwd_does_not_move_relative_paths_out_of_the_session_workspace(
        agent_client: Any, hermes_body: Any, profile: dict) -> None:
    _open_session(agent_client, profile, cwd=profile["hermes_home"])
    body = hermes_body("terminal", {"command": "echo x > SOUL.md"}, cwd="/tmp")
    answer = post_verdict(agent_client, body).json()
    assert answer["block"] is True and answer["tiers"]["tier1"]["rule_id"] == "protected-write"


def test_a_claimed_cwd_does_not_widen_the_workspace(agent_client: Any, hermes_body: Any, profile: dict) -> None:
    _open_session(agent_client, profile)
    body = hermes_body("terminal", {"command": "rm -rf /srv/data"}, cwd="/")
    assert post_verdict(agent_client, body).json()["block"] is True


def test_claude_code_hook_protects_the_agents_configured_profile(agent_client: Any, profile: dict,
                                                                 settings: Any) -> None:
    settings.QLN_AGENT_HERMES_HOMES = {agent_client.agent.name: str(profile["hermes_home"])}
    blocked = post_verdict(agent_client, _hook(f"echo x > {profile['hermes_home']}/SOUL.md",
                                               profile["workspace"])).json()
    assert (blocked["block"], blocked["decision"]) == (True, "block")
    assert "protected-write" in blocked["reason"]
    assert post_verdict(agent_client, _hook(f"cat {profile['hermes_home']}/SOUL.md",
                                            profile["workspace"])).json()["block"] is False


def test_claude_code_hook_protects_the_default_profile(agent_client: Any, profile: dict, settings: Any) -> None:
    settings.QLN_AGENT_HERMES_HOMES = {}
    settings.QLN_DEFAULT_HERMES_HOME = str(profile["hermes_home"])
    answer = post_verdict(agent_client, _hook("sed -i s/a/b/ ../.hermes/SOUL.md", profile["workspace"])).json()
    assert answer["block"] is True


@pytest.mark.parametrize("target", ["qln_home", "kernel"])
def test_the_servers_own_files_are_protected(agent_client: Any, hermes_body: Any, settings: Any,
                                             tmp_path: Path, target: str) -> None:
    qln_home, kernel = tmp_path / "var", tmp_path / "kernel_data"
    for directory in (qln_home, kernel):
        directory.mkdir()
    settings.QLN_HOME, settings.QLN_KERNEL_DIR = qln_home, kernel
    command = (f"sqlite3 {qln_home}/qlnweb.sqlite3 \"update evaluation_run set verdict='PASS'\""
               if target == "qln_home" else f"echo x > {kernel}/kernel.md")
    assert post_verdict(agent_client, hermes_body("terminal", {"command": command})).json()["block"] is True
