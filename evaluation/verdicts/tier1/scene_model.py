"""What Tier 1's checks look at: the data of one evaluation (issue 28: split from :mod:`scene`).

A :class:`View` is one simple command with the shell state in force when it runs; the :class:`Scene`
holds every view of a call plus what was canonicalised once (profile, roots, backups, secrets) and
resolves paths for the checks; :class:`SessionState` is what one call leaves to the next. The builder
that fills them is :mod:`scene`; :mod:`scene_files` follows files through a session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from evaluation.verdicts.tier1.codepaths import home_joined, is_python, joined_literals, python_strings
from evaluation.verdicts.tier1.computed import LINE, as_names, has_substitution, line_path
from evaluation.verdicts.tier1.env_roots import env_joined
from evaluation.verdicts.tier1.exfil_r24 import bare_paths
from evaluation.verdicts.tier1.fed_downloads import workspace_fed
from evaluation.verdicts.tier1.home_joins import fold_home_joins
from evaluation.verdicts.tier1.literal_concat import fold_concat
from evaluation.verdicts.tier1.literal_ops import fold_file_reads
from evaluation.verdicts.tier1.loop_words import loop_list_words
from evaluation.verdicts.tier1.paths import brace_alternatives, canonicalise, positional_words
from evaluation.verdicts.tier1.rules import Rule, Ruleset
from evaluation.verdicts.tier1.scoped_values import stamp_names
from evaluation.verdicts.tier1.scratch_joins import scratch_fed, scratch_rooted
from evaluation.verdicts.tier1.shell import (
    SimpleCommand,
)
from evaluation.verdicts.tier1.writes import (
    WriteTarget,
    string_literals,
)

MAX_VIEWS = 1_000
"""Commands Tier 1 looks at in one call, the ones it derives from code included; past it the call fails closed."""


MAX_PATH_CHARS = 4_096
"""Longest path Tier 1 resolves (Linux ``PATH_MAX``); a longer one is unknowable, as an unset variable is."""


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
    """A simple command with the shell state in force when it runs.

    ``cwds`` holds every directory it may run in; ``""`` among them means "unknown"
    (a ``cd`` Tier 1 could not resolve), which makes relative paths unresolvable.
    ``opaque`` lists why its effect cannot be read statically (blocked, issue 11).
    """

    command: SimpleCommand
    cwds: tuple[str, ...]
    variables: dict[str, str]
    links: dict[str, str]
    writes: list[WriteTarget]
    text: str = ""
    opaque: list[str] = field(default_factory=list)
    alt_variables: dict[str, str] | None = None  # with the command's own `HOME=… cmd` prefix
    code: str | None = None  # interpreter code it runs, for the unmodelled-write check
    vectors: list[str] = field(default_factory=list)  # what it arms for later calls (exec_vector)
    git_dirs: list[tuple[str, str]] = field(default_factory=list)  # git repository/work tree given
    git_sub: str = ""
    line_name: bool = False  # round 33 (t3x): one of them is a file's first line (tier1.computed.line_name)
    names_only: bool = False  # every substitution in its words prints one file name (tier1.computed)
    judged: list[str] = field(default_factory=list)  # armed files whose whole content this call judged (_armed)
    pinned: bool = False  # runs after `cd DIR &&`: its directory does not depend on where the call started


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
    containers: tuple[str, ...] = ()
    broad_workspace: bool = False
    ruleset: Ruleset | None = None
    counter: list[int] = field(default_factory=lambda: [1_000_000])
    memo: dict[tuple[int, str], list[str] | None] = field(default_factory=dict)  # clear when views change
    marked: dict[str, str] = field(default_factory=dict)  # marker_text per code: asked up to three times each
    overflow: bool = False  # more than MAX_VIEWS commands: the rest is not read (and the call is blocked)
    view_limit: int = MAX_VIEWS  # len(views) at which build_views stops adding (its start + MAX_VIEWS)
    relative: bool = False  # a path was resolved against the working directory (its value may matter)
    governed_dirs: tuple[str, ...] = ()  # the profile's governed directory roots: runtime names inside are free
    secrets: tuple[str, ...] = ()  # canonical secret files the exfiltration rule follows (with the rule's own)
    expanded: set[str] = field(default_factory=set)  # files a build tool runs, already read in this call
    tainted: set[str] = field(default_factory=set)  # files written from a secret, this call or earlier ones
    exported: set[str] = field(default_factory=set)  # round 40 (t5d): tainted only as an export's file (data of record)
    task_texts: set[str] = field(default_factory=set)  # commands a build file written in this call holds (round 36)
    served: dict[str, list[str]] = field(default_factory=dict)  # round 20: port -> directories served earlier
    pending_taint: list[tuple[tuple[str, ...], tuple[Any, ...], Any]] = field(default_factory=list)  # see taint_later
    tainted_vars: set[str] = field(default_factory=set)  # variables assigned from a secret read
    token_reads: dict[str, list[View]] = field(default_factory=dict)  # r45 (hg): variable -> its substitution's reads
    copied_vars: dict[str, str] = field(default_factory=dict)  # r45 (hg): `export T=$X_TOKEN`: T -> X_TOKEN
    store_written: dict[str, str] = field(default_factory=dict)  # round 37: file -> the secret-store read that wrote it
    minted_written: set[str] = field(default_factory=set)  # round 40 (lead fc): files a token MINT wrote (store_files)
    written: dict[str, str | None] = field(default_factory=dict)  # files the session wrote (SessionState.written)
    unwritten: set[str] = field(default_factory=set)  # written by the session, then deleted by it (round 10)
    made_dirs: set[str] = field(default_factory=set)  # new directories `mkdir` made in this session (round 10)
    data_written: dict[str, str] = field(default_factory=dict)  # round 21: data files written before this call
    code_written: dict[str, str] = field(default_factory=dict)  # round 25: files with content written before this call
    unseen_before: frozenset[str] = frozenset()  # round 39 (lead fa): files written before this call, content unknown
    cached: dict[str, Any] = field(default_factory=dict)  # per-call results of one check, keyed by its name
    made_names: dict[Any, frozenset[str]] = field(default_factory=dict)  # round 39 (lead fc): objects the session made
    added_sources: set[tuple[str, str]] = field(default_factory=set)  # round 40 (t5e): (program, NAME) added foreign

    def marker_text(self, code: str) -> str:
        """``code`` with the host's own directories (home, profile, workspace, protected roots) taken out.

        Write, exec and delete markers are looked for in what the agent wrote, not in the names
        the host gave its directories: reading ``/home/qxu/.hermes/SOUL.md`` or a file under
        ``…/popen-gw0/`` is not a ``qx`` or ``popen`` call. Only whole paths go; whatever
        follows one (a file the agent named ``popen``) still counts.
        """
        if code not in self.marked:
            text = code
            hosts = {p.rstrip("/") for p in (self.home, self.hermes_home, self.workspace, *self.roots) if p}
            for path in sorted((p for p in hosts if len(p) > 1), key=len, reverse=True):
                text = text.replace(path, "\u2302")
            self.marked[code] = text
        return self.marked[code]

    def code_text(self, code: str, program: str) -> str:
        """``code`` with what it builds from literals added (joined concatenations; for Python the values
        of every literal-built expression, :mod:`~evaluation.verdicts.tier1.codepaths`; issue 25)."""
        key = "\0" + program + "\0" + code
        if key not in self.marked:
            code = fold_file_reads(code, self.written, self.home)  # round 13: a name read from a file written earlier
            built = python_strings(code, self.home, self.hermes_home) if is_python(program) else ()
            self.marked[key] = "\n".join((fold_concat(fold_home_joins(code, program), program), joined_literals(code), *built, *home_joined(code),
                                           *env_joined(code, self.hermes_home),  # round 19
                                           *bare_paths(code, program)))  # round 24: PowerShell's bare words
        return self.marked[key]

    def code_paths(self, view: View, code: str) -> list[str]:
        """Canonical paths the code names as absolute or home-relative strings, built ones included."""
        text = self.code_text(scratch_rooted(code), view.command.program)  # round 41: `join('/tmp', 'x'…)`
        words = {w for w in (*string_literals(text), *text.split("\n")) if w.startswith(("/", "~/"))
                 and len(w) < MAX_PATH_CHARS and "\n" not in w}
        found: list[str] = []
        for word in sorted(words):
            path = canonicalise(word, cwd=None, home=self.home, hermes_home=self.hermes_home)
            if path and path not in found:
                found.append(path)
        return found

    def canon(self, view: View, raw: str) -> list[str] | None:
        """Canonical candidates for ``raw`` (per cwd, brace alternative and ``HOME``); None if unknowable."""
        key = (id(view), raw)
        if key not in self.memo:
            self.memo[key] = self._canon(view, raw)
        return self.memo[key]

    def _canon(self, view: View, raw: str) -> list[str] | None:
        if len(raw) > MAX_PATH_CHARS:
            return None  # no system call opens it as one path; unknowable rather than scanned 64-fold
        if not raw.startswith(("/", "~")) or "PWD" in raw or raw.startswith("/proc/"):
            self.relative = True
        if view.names_only and has_substitution(raw):
            raw = as_names(raw, view.line_name)  # `logs/$(date +%F).log` → `logs/*.log`: one name, any name
        raw = scratch_fed(stamp_names(raw))  # round 38 (t4t): `/tmp/run_$$.log` → `/tmp/run_*.log`; 41: `/tmp/w_{}`
        raw = workspace_fed(self, view, raw)  # round 43 (gb): `xargs -I{} curl https://own.internal/{} -o ~/work/d/{}.json`
        out: list[str] = []
        variable_sets = (view.variables,) if view.alt_variables is None else (view.variables, view.alt_variables)
        raw = positional_words(raw, view.variables)  # round 24 (t2l): `set -- a b; rm "$@"` is `{a,b}`
        raw = loop_list_words(raw, view.variables)  # round 25 (t2o): `for d in a b; do rm "$d"` is `{a,b}` too
        alternatives = brace_alternatives(raw) if "{" in raw else (raw,)
        for word in alternatives:
            for variables in variable_sets:
                for cwd in view.cwds or (None,):  # type: ignore[arg-type]
                    path = canonicalise(word, cwd=cwd, home=self.home, hermes_home=self.hermes_home,
                                        variables=variables, links=view.links)
                    if path is None:
                        if word == "" and len(alternatives) > 1:
                            continue  # `{/,}`: the empty alternative is no path
                        return None
                    if LINE in path and (path := line_path(path)) is None:  # type: ignore[assignment]
                        return None  # round 33 (t3x): a file's line as a whole name or path
                    if path not in out:
                        out.append(path)
        return out


def command_text(command: SimpleCommand) -> str:
    """A readable rendering of one simple command for reasons and evidence."""
    parts = [*command.wrappers, *command.argv]
    parts += [f"{r.op}{r.target}" for r in command.redirects if r.heredoc_body is None]
    return " ".join(parts)


@dataclass
class SessionState:
    cwds: list[str]
    variables: dict[str, str]
    links: dict[str, str]
    written: dict[str, str | None]  # canonical path -> literal content written earlier (None: unknown)
    trees: dict[str, str] = field(default_factory=dict)  # directory -> how a tree from outside came in
    cd_to: list[str] | None = None  # where the last top-level `cd DIR` goes, for a command after `&&` (round 10)
    pin: list[str] | None = None  # the directories an `&&` chain after a cd runs in (round 10)
    served: dict[str, list[str]] = field(default_factory=dict)  # round 20 (t2b): port -> directories served
    hooks: list[str] = field(default_factory=list)  # round 27 (t2w): directories `core.hooksPath` named
    fetched: dict[str, str] = field(default_factory=dict)  # round 27 (t2w): file -> the foreign URL it came from
    lists: dict[str, list[str]] = field(default_factory=dict)  # round 37 (fe): list file -> its lister's ROOT/*
    stamped: set[str] = field(default_factory=set)  # round 38 (lead fc): files holding one stamp name (stamp_files)
    made_names: dict[Any, frozenset[str]] = field(default_factory=dict)  # round 39 (lead fc): session_made
    added_sources: set[tuple[str, str]] = field(default_factory=set)  # round 40 (t5e): tool_loads.source_name


"""The shell state one call leaves to the next (files written with their content, links, variables)."""


def canonical_backups(backups: Mapping[str, float] | None, *, home: str | None,
                      hermes_home: str | None) -> dict[str, float]:
    """Backup records keyed by canonical path (newest timestamp wins on collisions)."""
    out: dict[str, float] = {}
    for raw, stamp in (backups or {}).items():
        path = canonicalise(raw, cwd="/", home=home, hermes_home=hermes_home)
        if path is not None:
            out[path] = max(stamp, out.get(path, stamp))
    return out


def hit(rule: Rule, reason: str, evidence: str, *, block: bool | None = None) -> RuleMatch:
    """A match of ``rule``; ``block`` defaults to the rule's own ``blocking``."""
    return RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict,
                     block=rule.blocking if block is None else block,
                     severity=rule.severity, reason=f"{rule.id}: {reason}", evidence=evidence)
