"""The system prompt Hermes 0.19 builds from a profile, assembled without Hermes (issue 26 item 1).

The direct runner used to send the candidate file alone as the system prompt,
which is not what the agent runs. Hermes builds its prompt from ``HERMES_HOME``
(``agent/system_prompt.py``): the identity from ``SOUL.md``
(``prompt_builder.load_soul_md``), then, when the skills tools are offered,
the skills index (``prompt_builder.build_skills_system_prompt``); a skill's
body reaches the model only when it calls ``skill_view`` (``tools/skills_tool``).
This module rebuilds those governed parts from the side's file map, so the
direct mode tests the same text; ``tests/evaluation/candidates/test_hermes_prompt.py``
builds them with Hermes's own functions on the same profile and asserts equality.

What it does not reproduce, and why that is acceptable for a *fast* mode
(the sandbox runner is the faithful one): Hermes's fixed guidance blocks,
environment and date lines (not governed, the same on both sides); its
prompt-injection scan of ``SOUL.md`` (a blocked file is sent verbatim here);
``platforms``/``environments`` gating beyond the OS; a context-window-scaled
truncation (the 20 000-character floor is used).

Pure: no Django, no Hermes import (the evaluation side must not import Hermes).
"""
from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

ASSEMBLY = "hermes-0.19: SOUL.md + skills index; skill_view bodies"
OFFERED_TOOLS = frozenset({"skills_list", "skill_view"})  # the sandbox's read-only skills toolset
OFFERED_TOOLSETS = frozenset({"skills"})
SOUL_MAX_CHARS = 20_000
EXCLUDED_DIRS = frozenset((".git", ".github", ".hub", ".archive", ".venv", "venv", "node_modules", "site-packages",
                           "__pycache__", ".tox", ".nox", ".pytest_cache", ".mypy_cache", ".ruff_cache"))
SUPPORT_DIRS = frozenset(("references", "templates", "assets", "scripts"))
_PLATFORMS = {"linux": "linux", "darwin": "macos", "win32": "windows"}

SKILLS_HEADER = (
    "## Skills (mandatory)\n"
    "Before replying, scan the skills below. If a skill matches or is even partially relevant "
    "to your task, you MUST load it with skill_view(name) and follow its instructions. "
    "Err on the side of loading — it is always better to have context you don't need "
    "than to miss critical steps, pitfalls, or established workflows. "
    "Skills contain specialized knowledge — API endpoints, tool-specific commands, "
    "and proven workflows that outperform general-purpose approaches. Load the skill "
    "even if you think you could handle the task with basic tools like web_search or terminal. "
    "Skills also encode the user's preferred approach, conventions, and quality standards "
    "for tasks like code review, planning, and testing — load them even for tasks you "
    "already know how to do, because the skill defines how it should be done here.\n"
    "Whenever the user asks you to configure, set up, install, enable, disable, modify, "
    "or troubleshoot Hermes Agent itself — its CLI, config, models, providers, tools, "
    "skills, voice, gateway, plugins, or any feature — load the `hermes-agent` skill "
    "first. It has the actual commands (e.g. `hermes config set …`, `hermes tools`, "
    "`hermes setup`) so you don't have to guess or invent workarounds.\n"
    "If a skill has issues, fix it with skill_manage(action='patch').\n"
    "After difficult/iterative tasks, offer to save as a skill. "
    "If a skill you loaded was missing steps, had wrong commands, or needed "
    "pitfalls you discovered, update it before finishing.\n"
    "\n"
    "<available_skills>\n"
)
SKILLS_FOOTER = "</available_skills>\n\nOnly proceed without loading a skill if genuinely none are relevant to the task."


@dataclass(frozen=True)
class Prompt:
    """A side's prompt: what the model sees first, and the skill bodies ``skill_view`` returns."""

    soul: str | None
    skills_index: str
    skills: dict[str, dict[str, Any]] = field(default_factory=dict)  # frontmatter name -> view

    @property
    def system_prompt(self) -> str:
        return "\n\n".join(part.strip() for part in (self.soul or "", self.skills_index) if part and part.strip())


def parse_frontmatter(content: str) -> tuple[dict[str, Any], str]:
    """Hermes's ``skill_utils.parse_frontmatter``: YAML between ``---`` fences, key: value on bad YAML."""
    content = content.removeprefix("\ufeff")
    if not content.startswith("---"):
        return {}, content
    end = re.search(r"\n---\s*\n", content[3:])
    if not end:
        return {}, content
    raw, body = content[3:end.start() + 3], content[end.end() + 3:]
    frontmatter: dict[str, Any] = {}
    try:
        parsed = yaml.safe_load(raw)
        if isinstance(parsed, dict):
            frontmatter = parsed
    except yaml.YAMLError:
        for line in raw.strip().split("\n"):
            if ":" in line:
                key, value = line.split(":", 1)
                frontmatter[key.strip()] = value.strip()
    return frontmatter, body


def soul(files: Mapping[str, bytes]) -> str | None:
    """``load_soul_md``: the stripped text (BOM dropped), head/tail-truncated past the floor; None when empty."""
    raw = files.get("SOUL.md")
    if raw is None:
        return None
    content = raw.decode("utf-8").strip()
    if not content:
        return None
    content = content.removeprefix("\ufeff")
    if len(content) <= SOUL_MAX_CHARS:
        return content
    head, tail = int(SOUL_MAX_CHARS * 0.7), int(SOUL_MAX_CHARS * 0.2)
    return (content[:head] + f"\n\n[...truncated SOUL.md: kept {head}+{tail} of {len(content)} chars. The middle is "
            "omitted — if you need the full instructions, read the complete file with the read_file tool: "
            "SOUL.md]\n\n" + content[-tail:])


def _index_paths(files: Mapping[str, bytes], filename: str) -> list[tuple[str, ...]]:
    """``iter_skill_index_files``: paths under skills/ named ``filename``, pruning what Hermes's walk prunes."""
    skill_roots = {tuple(name.split("/")[1:-1]) for name in files if name.startswith("skills/") and name.endswith("/SKILL.md")}
    found = []
    for name in files:
        parts = tuple(name.split("/"))
        if parts[0] != "skills" or parts[-1] != filename:
            continue
        rel = parts[1:]
        dirs = rel[:-1]
        if any(d in EXCLUDED_DIRS for d in dirs):
            continue
        if any(dirs[i] in SUPPORT_DIRS and dirs[:i] in skill_roots for i in range(len(dirs))):
            continue
        found.append(rel)
    return sorted(found, key=lambda rel: "/".join(rel))


def _shown(frontmatter: dict[str, Any]) -> bool:
    platforms = frontmatter.get("platforms") or []
    if isinstance(platforms, str):
        platforms = [platforms]
    here = _PLATFORMS.get(sys.platform, sys.platform)
    if platforms and here not in {str(p).strip().lower() for p in platforms}:
        return False
    metadata = frontmatter.get("metadata")
    hermes = (metadata.get("hermes") or {}) if isinstance(metadata, dict) else {}
    hermes = hermes if isinstance(hermes, dict) else {}
    return not (any(t in OFFERED_TOOLSETS for t in hermes.get("fallback_for_toolsets", []))
                or any(t in OFFERED_TOOLS for t in hermes.get("fallback_for_tools", []))
                or any(t not in OFFERED_TOOLSETS for t in hermes.get("requires_toolsets", []))
                or any(t not in OFFERED_TOOLS for t in hermes.get("requires_tools", [])))


def _description(frontmatter: dict[str, Any]) -> str:
    desc = str(frontmatter.get("description", "") or "").strip().strip("'\"")
    return desc[:57] + "..." if len(desc) > 60 else desc


def assemble(files: Mapping[str, bytes]) -> Prompt:
    """The side's prompt from its governed files (paths as in the active store: ``SOUL.md``, ``skills/…``)."""
    by_category: dict[str, list[tuple[str, str]]] = {}
    views: dict[str, dict[str, Any]] = {}
    for rel in _index_paths(files, "SKILL.md"):
        text = files["/".join(("skills", *rel))].decode("utf-8", errors="replace")
        try:
            frontmatter, _ = parse_frontmatter(text)
        except Exception:  # noqa: BLE001 — Hermes shows a skill whose file it cannot parse, without metadata
            frontmatter = {}
        skill_name = rel[-2] if len(rel) >= 2 else "general"
        category = ("/".join(rel[:-2]) if len(rel) > 2 else rel[0]) if len(rel) >= 2 else "general"
        name = str(frontmatter.get("name", skill_name))
        views.setdefault(name, {"success": True, "name": name, "description": frontmatter.get("description", ""),
                                "content": text, "path": "/".join(rel)})
        if _shown(frontmatter):
            by_category.setdefault(category, []).append((name, _description(frontmatter)))
    descriptions = {}
    for rel in _index_paths(files, "DESCRIPTION.md"):
        frontmatter, _ = parse_frontmatter(files["/".join(("skills", *rel))].decode("utf-8", errors="replace"))
        if frontmatter.get("description"):
            descriptions["/".join(rel[:-1]) if len(rel) > 1 else "general"] = str(frontmatter["description"]).strip().strip("'\"")
    lines = []
    for category in sorted(by_category):
        lines.append(f"  {category}: {descriptions[category]}" if descriptions.get(category) else f"  {category}:")
        seen: set[str] = set()
        for name, desc in sorted(by_category[category], key=lambda item: item[0]):
            if name not in seen:
                seen.add(name)
                lines.append(f"    - {name}: {desc}" if desc else f"    - {name}")
    index = SKILLS_HEADER + "\n".join(lines) + "\n" + SKILLS_FOOTER if lines else ""
    return Prompt(soul(files), index, views)


def skill_view(prompt: Prompt, arguments: str) -> str:
    """What the model gets back for ``skill_view``: the skill's SKILL.md (as Hermes's ``content``), or an error."""
    try:
        name = str(json.loads(arguments or "{}").get("name", ""))
    except (ValueError, AttributeError):
        name = ""
    view = prompt.skills.get(name)
    if view is None:
        return json.dumps({"success": False, "error": f"Skill '{name}' not found.",
                           "available_skills": sorted(prompt.skills)})
    return json.dumps(view, ensure_ascii=False)


def skills_list(prompt: Prompt) -> str:
    return json.dumps({"success": True, "skills": [{"name": n, "description": v["description"]}
                                                   for n, v in sorted(prompt.skills.items())]}, ensure_ascii=False)
