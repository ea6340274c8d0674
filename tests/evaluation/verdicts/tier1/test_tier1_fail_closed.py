"""A shell command Tier 1 cannot read is escalated and blocked, never passed."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


@pytest.mark.parametrize("command", ["echo 'unbalanced", 'rm -rf "/', "echo $(rm -rf /", "(rm -rf /"])
def test_unparseable_shell_blocks(evaluate, command: str) -> None:
    result = evaluate(command)
    assert (result.verdict, result.block, result.rule_id) == ("ESCALATE", True, "unparseable-shell")
    assert "cannot parse" in result.reason


def test_shell_tool_without_a_command_string_blocks(evaluate) -> None:
    result = evaluate({"command": ["rm", "-rf", "/"]})
    assert result.block and result.rule_id == "unparseable-shell"


def test_other_shell_tool_names_are_parsed(evaluate) -> None:
    for tool in ("Bash", "shell", "execute_command"):
        assert evaluate("rm -rf /", tool=tool).block


FRAGMENTS = list("ab '\"`$(){};|&<>\\\n#~/=-*.") + ["rm -rf ", "~/.hermes/", "SOUL.md", "ln -s ", "cd "]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=30).map("".join))
def test_evaluation_never_crashes(evaluate, command: str) -> None:
    result = evaluate(command)
    assert result.verdict in (None, "SILENT", "NUDGE", "ESCALATE")
    assert result.block is False or result.verdict == "ESCALATE"
