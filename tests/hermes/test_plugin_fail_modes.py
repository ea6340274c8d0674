"""Unreachable, slow or failing qlnweb: the fail mode decides (R-H-3)."""

from __future__ import annotations

import time

import pytest

from hermes_plugin import hooks
from hermes_plugin.client import reset_client

from .fake_qlnweb import FakeQlnweb

pytestmark = pytest.mark.serial  # bounds wall-clock time: run alone (make test)


def _call(command: str = "ls") -> dict[str, str] | None:
    return hooks.pre_tool_call(tool_name="terminal", args={"command": command}, session_id="s1")


def test_server_down_fail_open_allows(plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, dead_url: str) -> None:
    monkeypatch.setenv("QLN_URL", dead_url)
    reset_client()
    assert _call() is None


def test_server_down_fail_closed_blocks(plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, dead_url: str) -> None:
    monkeypatch.setenv("QLN_URL", dead_url)
    monkeypatch.setenv("QLN_FAIL_MODE", "closed")
    reset_client()
    directive = _call()
    assert directive is not None and directive["action"] == "block"
    assert "QLN_FAIL_MODE=closed" in directive["message"]


@pytest.mark.parametrize(("fail_mode", "blocked"), [("open", False), ("closed", True)])
def test_slow_server_hits_the_timeout(
    plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, fail_mode: str, blocked: bool
) -> None:
    monkeypatch.setenv("QLN_TIMEOUT", "0.3")
    monkeypatch.setenv("QLN_FAIL_MODE", fail_mode)
    reset_client()
    plugin_env.state.delay = 2.0
    started = time.monotonic()
    directive = _call("rm -rf /srv/data")
    elapsed = time.monotonic() - started
    assert elapsed < 1.0, f"hook waited {elapsed:.2f}s past a 0.3s timeout"
    assert (directive is not None and directive["action"] == "block") is blocked


@pytest.mark.parametrize(("fail_mode", "blocked"), [("open", False), ("closed", True)])
def test_server_error_applies_fail_mode(
    plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, fail_mode: str, blocked: bool
) -> None:
    monkeypatch.setenv("QLN_FAIL_MODE", fail_mode)
    reset_client()
    plugin_env.state.fail_status = 500
    directive = _call()
    assert (directive is not None and directive["action"] == "block") is blocked


def test_observer_hooks_never_raise_when_server_is_down(
    plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, dead_url: str
) -> None:
    monkeypatch.setenv("QLN_URL", dead_url)
    reset_client()
    assert hooks.on_session_start(session_id="s1", model="m", platform="cli") is None
    assert hooks.post_tool_call(tool_name="terminal", args={}, session_id="s1", status="ok", duration_ms=3) is None
    assert hooks.pre_llm_call(session_id="s1", user_message="hi") is None
    assert hooks.post_llm_call(session_id="s1", assistant_response="done") is None


def test_garbage_hook_arguments_do_not_raise(plugin_env: FakeQlnweb) -> None:
    assert hooks.pre_tool_call(tool_name=None, args="not a dict") is None
