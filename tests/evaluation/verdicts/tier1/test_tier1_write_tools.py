"""File-writing tools are checked on their path arguments (R-T1-3)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("tool", "args"), [
    ("write_file", {"path": "~/.hermes/SOUL.md", "content": "x"}),
    ("write_file", {"path": "../.hermes/skills/5qln/new/SKILL.md", "content": "x"}),
    ("Write", {"file_path": "$HERMES_HOME/scripts/5qln/decoding.py", "content": "x"}),
    ("Edit", {"file_path": "~/.hermes/SOUL.md", "old_string": "a", "new_string": "b"}),
    ("MultiEdit", {"file_path": "/tmp/x", "edits": [{"file_path": "~/.hermes/SOUL.md"}]}),
    ("patch", {"patch": "*** Begin Patch\n*** Update File: ~/.hermes/SOUL.md\n@@\n-a\n+b\n*** End Patch"}),
    ("patch", {"path": "notes.txt", "diff": "--- a/../.hermes/SOUL.md\n+++ b/../.hermes/SOUL.md\n"}),
    ("skill_manage", {"action": "create", "name": "5qln", "content": "x"}),
    ("skill_manage", {"action": "edit", "name": "x", "category": "5qln", "content": "x"}),
    ("skill_manage", {"action": "edit", "name": "5qln-cycle", "content": "x"}),
    # issue 25: every skill is governed (hermes_plugin.governed), not only skills/5qln
    ("skill_manage", {"action": "create", "name": "my-skill", "content": "x"}),
])
def test_protected_target_is_blocked(evaluate, tool: str, args: dict) -> None:
    result = evaluate(args, tool=tool)
    assert (result.verdict, result.block, result.rule_id) == ("ESCALATE", True, "protected-write")
    assert tool in result.reason


def test_symlink_target_of_write_tool_is_followed(evaluate, profile) -> None:
    (profile.workspace / "readme.md").symlink_to(profile.hermes_home / "SOUL.md")
    assert evaluate({"path": "readme.md", "content": "x"}, tool="write_file").block


@pytest.mark.parametrize(("tool", "args"), [
    ("write_file", {"path": "src/app.py", "content": "DROP TABLE x; rm -rf /"}),
    ("write_file", {"path": "~/.hermes/SOUL.md.draft", "content": "x"}),
    ("skill_manage", {"action": "view", "name": "5qln"}),
])
def test_ordinary_write_is_left_to_later_tiers(evaluate, tool: str, args: dict) -> None:
    assert evaluate(args, tool=tool).decided is False
