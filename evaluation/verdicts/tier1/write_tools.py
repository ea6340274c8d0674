"""File-writing tools (``write_file``, ``patch``, ``skill_manage`` …) seen as a command whose write targets are
the tool's path arguments (split from :mod:`engine`, issue 28)."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any

from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.scene import (
    View,
)
from evaluation.verdicts.tier1.shell import SimpleCommand
from evaluation.verdicts.tier1.writes import WriteTarget

_SKILL_READ_ACTIONS = frozenset({"list", "view", "read", "show"})


_PATCH_PATHS = re.compile(r"^(?:\+\+\+|---) (?:[ab]/)?(\S+)|^\*\*\* (?:(?:Update|Add|Delete) File|Move to): (.+)$",
                          re.MULTILINE)


def write_tool_view(tool_name: str, args: Mapping[str, Any], cwd: str | None,
                     hermes_home: str | None, ruleset: Ruleset) -> View:
    """A pseudo-command whose write targets are the tool's path arguments."""
    tools = ruleset.tools
    raw_paths = [(args[k], f"{tool_name} {k}") for k in tools["path_keys"] if isinstance(args.get(k), str)]
    edits = args.get("edits")
    if isinstance(edits, list):  # MultiEdit-like payloads may carry paths per edit
        raw_paths += [(e[k], f"{tool_name} edits.{k}") for e in edits if isinstance(e, Mapping)
                      for k in tools["path_keys"] if isinstance(e.get(k), str)]
    for key in tools["patch_keys"]:
        text = args.get(key)
        if isinstance(text, str):
            raw_paths += [((m.group(1) or m.group(2)).strip(), f"{tool_name} {key}")
                          for m in _PATCH_PATHS.finditer(text) if (m.group(1) or m.group(2)) != "/dev/null"]
    if (tool_name in tools["skill"] and hermes_home and isinstance(args.get("name"), str)
            and args.get("action") not in _SKILL_READ_ACTIONS):
        name, category = args["name"], args.get("category")
        raw_paths.append((f"$HERMES_HOME/skills/{name}", f"{tool_name} name"))
        if isinstance(category, str):
            raw_paths.append((f"$HERMES_HOME/skills/{category}/{name}", f"{tool_name} category/name"))
        # skill_manage edits a skill where it lives: one already inside the protected
        # 5qln subtree on this server is written in place
        nested = os.path.join(hermes_home, "skills", "5qln", name)
        if os.path.exists(nested):
            raw_paths.append((nested, f"{tool_name} name (existing 5qln skill)"))
    writes = [WriteTarget(path, via, covers_descendants=tool_name in tools["skill"], destructive=True)
              for path, via in raw_paths]
    return View(command=SimpleCommand(argv=(tool_name,)), cwds=(cwd,) if cwd else (), variables={},
                links={}, writes=writes, text=f"{tool_name} {', '.join(p for p, _ in raw_paths)}")
