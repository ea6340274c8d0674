"""Fixtures for Tier 1: a real agent profile on disk (tmp_path) and an evaluator.

No Django here: Tier 1 is pure Python and must test on its own (docs/conventions.md §1).
Note: keep tests/evaluation/ free of ``__init__.py`` — a ``tests/evaluation``
package would shadow the ``evaluation`` app under pytest's default import mode.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from evaluation.verdicts.tier1 import Tier1Result, default_protected_paths, evaluate_tool_call, load_default_ruleset


@dataclass(frozen=True)
class Profile:
    """A home directory with a Hermes profile and a workspace inside it."""

    home: Path
    hermes_home: Path
    workspace: Path
    active_store: Path


@pytest.fixture
def profile(tmp_path: Path) -> Profile:
    home = tmp_path / "home" / "agent"
    hermes_home = home / ".hermes"
    workspace = home / "work"
    active_store = hermes_home / "5qln" / "active"
    for directory in (hermes_home / "skills" / "5qln" / "5qln-cycle", hermes_home / "scripts" / "5qln",
                      active_store / "versions", workspace / "build", workspace / "src"):
        directory.mkdir(parents=True)
    (hermes_home / "SOUL.md").write_text("# soul\n")
    (hermes_home / "scripts" / "5qln" / "decoding.py").write_text("PHASES = ()\n")
    (hermes_home / "skills" / "5qln" / "5qln-cycle" / "SKILL.md").write_text("skill\n")
    (active_store / "current.json").write_text("{}\n")
    (workspace / "notes.txt").write_text("notes\n")
    return Profile(home=home, hermes_home=hermes_home, workspace=workspace, active_store=active_store)


Evaluate = Callable[..., Tier1Result]


@pytest.fixture
def evaluate(profile: Profile) -> Evaluate:
    """``evaluate("rm -rf /")`` for shell, ``evaluate(args, tool="write_file")`` otherwise."""
    ruleset = load_default_ruleset()

    def run(command: str | Mapping[str, Any], *, tool: str = "terminal", cwd: Path | None = None,
            **overrides: Any) -> Tier1Result:
        args = {"command": command} if isinstance(command, str) else dict(command)
        options: dict[str, Any] = dict(
            tool_name=tool, args=args, cwd=str(cwd or profile.workspace),
            hermes_home=str(profile.hermes_home), home=str(profile.home), ruleset=ruleset,
            protected_paths=default_protected_paths(str(profile.hermes_home), str(profile.active_store)),
            workspace=str(profile.workspace),
        )
        options.update(overrides)
        return evaluate_tool_call(**options)

    return run
