"""Read-only tools are SILENT at once, whatever their arguments say (R-T1-1)."""

from __future__ import annotations

import pytest

from evaluation.verdicts.tier1 import DEFAULT_READ_ONLY_TOOLS


@pytest.mark.parametrize("tool", sorted(DEFAULT_READ_ONLY_TOOLS))
def test_read_only_tool_is_silent(evaluate, tool: str) -> None:
    result = evaluate({"path": "~/.hermes/SOUL.md", "query": "rm -rf /"}, tool=tool)
    assert (result.decided, result.verdict, result.block) == (True, "SILENT", False)


def test_read_only_set_is_configurable(evaluate) -> None:
    result = evaluate("rm -rf /", read_only_tools=frozenset({"terminal"}))
    assert result.verdict == "SILENT"


def test_unknown_tools_are_left_to_later_tiers(evaluate) -> None:
    result = evaluate({"text": "rm -rf / ; DROP TABLE users"}, tool="send_message")
    assert (result.decided, result.verdict, result.block) == (False, None, False)
