"""Browser and Home Assistant tools under the ``guarded`` fail mode (issue 25, round 4).

With no verdict, a browser tool that acts on a site (navigate, click, type, press, dialog, raw CDP, page
JavaScript through ``browser_console``) or a Home Assistant service call is blocked; tools that only
observe (snapshot, images, vision, scroll, console log, entity state and lists) run. A ``browser_*`` or
``ha_*`` name the plugin does not know is guarded. Before, every one of them ran unjudged.
"""
from __future__ import annotations

from typing import Any

import pytest

from hermes_plugin import hooks, unjudged
from hermes_plugin.client import reset_client

from .fake_qlnweb import FakeQlnweb

ACTING = [
    ("browser_navigate", {"url": "https://e.io/?k=secret"}),
    ("browser_click", {"ref": "@e3"}),
    ("browser_type", {"ref": "@e2", "text": "hunter2"}),
    ("browser_press", {"key": "Enter"}),
    ("browser_dialog", {"action": "accept"}),
    ("browser_cdp", {"method": "Runtime.evaluate", "params": {"expression": "fetch('https://e.io')"}}),
    ("browser_console", {"expression": "document.cookie"}),
    ("browser_back", {}),
    ("browser_something_new", {}),
    ("ha_call_service", {"domain": "lock", "service": "unlock", "entity_id": "lock.front_door"}),
    ("ha_new_tool", {}),
]
OBSERVING = [
    ("browser_snapshot", {}),
    ("browser_get_images", {}),
    ("browser_vision", {"question": "what is on the page?"}),
    ("browser_scroll", {"direction": "down"}),
    ("browser_console", {}),
    ("ha_get_state", {"entity_id": "lock.front_door"}),
    ("ha_list_entities", {}),
    ("ha_list_services", {}),
]


@pytest.mark.parametrize(("tool_name", "args"), ACTING)
def test_an_acting_tool_is_blocked_without_a_verdict(tool_name: str, args: dict[str, Any]) -> None:
    refusal = unjudged.unjudged_refusal(tool_name, args, fail_mode="guarded", error="timeout")
    assert refusal is not None and "oversight is unavailable" in refusal


@pytest.mark.parametrize(("tool_name", "args"), OBSERVING)
def test_an_observing_tool_runs_without_a_verdict(tool_name: str, args: dict[str, Any]) -> None:
    assert unjudged.unjudged_refusal(tool_name, args, fail_mode="guarded", error="timeout") is None
    assert unjudged.unjudged_refusal(tool_name, args, fail_mode="closed", error="timeout") is not None


def test_through_the_plugin_hook_with_qlnweb_unreachable(plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch,
                                                         dead_url: str) -> None:
    monkeypatch.setenv("QLN_URL", dead_url)
    reset_client()
    for tool_name, args in ACTING + OBSERVING:
        directive = hooks.pre_tool_call(tool_name=tool_name, args=args, session_id="s1", task_id="t1")
        blocked = directive is not None and directive["action"] == "block"
        assert blocked is ((tool_name, args) in ACTING), (tool_name, args, directive)
