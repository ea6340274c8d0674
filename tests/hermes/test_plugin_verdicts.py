"""pre_tool_call turns qlnweb verdicts into Hermes directives (R-H-2)."""

from __future__ import annotations

import pytest

from hermes_plugin import hooks
from hermes_plugin.client import reset_client

from .fake_qlnweb import BLOCK_MESSAGE, FakeQlnweb


def _call(command: str) -> dict[str, str] | None:
    return hooks.pre_tool_call(
        tool_name="terminal", args={"command": command}, task_id="t1", session_id="s1",
        tool_call_id="c1", turn_id="u1", api_request_id="r1", middleware_trace=[],
        telemetry_schema_version="hermes.observer.v1",
    )


def test_it_blocks_what_qlnweb_blocks(plugin_env: FakeQlnweb) -> None:
    assert _call("rm -rf /srv/data") == {"action": "block", "message": BLOCK_MESSAGE}
    body = plugin_env.state.bodies("/api/v1/verdicts")[0]
    assert body["tool_name"] == "terminal"
    assert body["args"] == {"command": "rm -rf /srv/data"}
    assert {body["session_id"], body["task_id"], body["turn_id"], body["tool_call_id"]} == {"s1", "t1", "u1", "c1"}
    assert body["hermes_home"] and body["cwd"]


def test_it_allows_a_silent_verdict(plugin_env: FakeQlnweb) -> None:
    assert _call("ls -la") is None
    assert plugin_env.state.paths() == ["/api/v1/verdicts"]


def test_escalate_goes_to_hermes_approval_gate_by_default(plugin_env: FakeQlnweb) -> None:
    directive = _call("echo ESCALATE-ME")
    assert directive is not None and directive["action"] == "approve"
    assert "human review" in directive["message"]


@pytest.mark.parametrize(("policy", "expected"), [("block", "block"), ("allow", None)])
def test_escalate_policy_is_configurable(
    plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, policy: str, expected: str | None
) -> None:
    monkeypatch.setenv("QLN_ESCALATE_POLICY", policy)
    reset_client()
    directive = _call("echo ESCALATE-ME")
    assert (directive or {}).get("action") == expected


def test_it_sends_the_bearer_token(plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QLN_TOKEN", "wrong")
    monkeypatch.setenv("QLN_FAIL_MODE", "closed")
    reset_client()
    directive = _call("ls")
    assert directive is not None and directive["action"] == "block"
    assert "401" in directive["message"]


@pytest.mark.parametrize("policy", ["approve", "block"])
def test_a_register_only_escalate_is_advisory_never_an_approval_or_a_block(
    plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, policy: str
) -> None:
    """Issue 10 / Daimon v0.4 §2.1: Tier 1.5 "does NOT block"; the server marks it `advisory`."""
    monkeypatch.setenv("QLN_ESCALATE_POLICY", policy)
    reset_client()
    assert _call("echo REGISTER-BREAK") is None
    answer = hooks.directive_from_verdict(
        {"verdict": "ESCALATE", "block": False, "advisory": True, "hermes": {"action": None, "message": "m"}},
        tool_name="terminal", policy=policy)
    assert answer is None
    # A Tier 1 / Tier 2 ESCALATE (not advisory) keeps its mapping under the same policy.
    assert _call("echo ESCALATE-ME")["action"] == policy
    assert _call("rm -rf /srv/data")["action"] == "block"
