"""What the checks look at: parsed commands plus the shell state around each.

A command string is sequential: ``cd ~/.hermes && echo x > SOUL.md`` writes
SOUL.md, ``D=~/.hermes; echo x > $D/SOUL.md`` too, and ``ln -s SOUL.md x;
echo x > x`` writes through a link that does not exist on disk yet. The scene
replays ``cd``/``pushd``, bare assignments/``export`` and ``ln -s`` in order.
Relative paths are resolved against *every* directory the string may have
changed into so far: a ``cd`` inside ``bash -c`` or a failed ``cd`` cannot
hide a write (over-approximation, in the blocking direction).
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Mapping
from dataclasses import dataclass, field

from evaluation.tier1.paths import canonicalise, expand, resolve
from evaluation.tier1.rules import Ruleset
from evaluation.tier1.shell import SimpleCommand
from evaluation.tier1.writes import WriteTarget, symlink_created, write_targets


@dataclass(frozen=True)
class RuleMatch:
    """One rule that fired, with the sentence a human reads and the exact evidence."""

    rule_id: str
    kind: str
    verdict: str
    block: bool
    severity: str
    reason: str
    evidence: str


@dataclass
class View:
    """A simple command with the shell state in force when it runs."""

    command: SimpleCommand
    cwds: tuple[str, ...]
    variables: dict[str, str]
    links: dict[str, str]
    writes: list[WriteTarget]
    text: str = ""


@dataclass
class Scene:
    """Everything a check needs, canonicalised once per evaluation."""

    home: str | None
    hermes_home: str | None
    workspace: str | None
    roots: tuple[str, ...]
    views: list[View] = field(default_factory=list)
    command_text: str | None = None
    sql_texts: list[tuple[str, str]] = field(default_factory=list)
    backups: dict[str, float] = field(default_factory=dict)
    backup_max_age_s: int | None = None
    now: float | None = None

    def canon(self, view: View, raw: str) -> list[str] | None:
        """Canonical candidates for ``raw`` (one per possible cwd); None if unknowable."""
        out: list[str] = []
        for cwd in view.cwds or (None,):  # type: ignore[arg-type]
            path = canonicalise(raw, cwd=cwd, home=self.home, hermes_home=self.hermes_home,
                                variables=view.variables, links=view.links)
            if path is None:
                return None
            if path not in out:
                out.append(path)
        return out


def command_text(command: SimpleCommand) -> str:
    """A readable rendering of one simple command for reasons and evidence."""
    parts = [*command.wrappers, *command.argv]
    parts += [f"{r.op}{r.target}" for r in command.redirects if r.heredoc_body is None]
    return " ".join(parts)


def build_views(scene: Scene, commands: tuple[SimpleCommand, ...], ruleset: Ruleset,
                cwd: str | None) -> None:
    """Replay ``commands`` in order, filling ``scene.views`` with state snapshots."""
    cwds: list[str] = [cwd] if cwd else []
    variables: dict[str, str] = {}
    links: dict[str, str] = {}
    for command in commands:
        view = View(command=command, cwds=tuple(cwds), variables=dict(variables), links=dict(links),
                    writes=write_targets(command, ruleset.writers, ruleset.inline_interpreters),
                    text=command_text(command))
        scene.views.append(view)
        program = command.program
        if not command.argv or program == "export":
            pairs = command.assignments if not command.argv else tuple(
                tuple(a.split("=", 1)) for a in command.argv[1:] if "=" in a)
            for name, value in pairs:
                expanded = expand(value, cwd=cwd, home=scene.home, hermes_home=scene.hermes_home,
                                  variables=variables)
                if expanded is None:
                    variables.pop(name, None)
                else:
                    variables[name] = expanded
        elif program in ("cd", "pushd"):
            operand = next((a for a in command.argv[1:] if not a.startswith("-")), "~")
            for target in scene.canon(view, operand) or ():
                if target not in cwds:
                    cwds.append(target)
        link = symlink_created(command, ruleset.writers)
        if link is not None:
            _record_link(scene, view, link, links)


def _record_link(scene: Scene, view: View, link: tuple[str, str], links: dict[str, str]) -> None:
    target_raw, name_raw = link
    for name in scene.canon(view, name_raw) or ():
        if os.path.isdir(name):  # `ln -s t existing_dir` creates existing_dir/basename(t)
            name = posixpath.join(name, target_raw.rstrip("/").rsplit("/", 1)[-1])
        target = expand(target_raw, cwd=None, home=scene.home, hermes_home=scene.hermes_home,
                        variables=view.variables)
        if target is None:
            continue
        if not target.startswith("/"):
            target = posixpath.join(posixpath.dirname(name), target)
        links[name] = resolve(target, links)


def canonical_backups(backups: Mapping[str, float] | None, *, home: str | None,
                      hermes_home: str | None) -> dict[str, float]:
    """Backup records keyed by canonical path (newest timestamp wins on collisions)."""
    out: dict[str, float] = {}
    for raw, stamp in (backups or {}).items():
        path = canonicalise(raw, cwd="/", home=home, hermes_home=hermes_home)
        if path is not None:
            out[path] = max(stamp, out.get(path, stamp))
    return out
