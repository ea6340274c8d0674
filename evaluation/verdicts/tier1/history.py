"""Two-call attacks: the session's earlier calls as the state the current call runs in (issue 11).

Tier 1 judges one call at a time, but a shell session is not stateless: a call
that writes ``x.sh`` (or ``env``, or a link ``x``) prepares a later call —
``bash ./x.sh``, ``source ./env``, ``> ./x`` — that looks harmless on its own.
:func:`replay` runs the session's recent calls (oldest first, as stored in its
verdict events; blocked calls never ran and are not given) through the same
scene builder *without checking them*, and hands the resulting state to the
current call: files written with the content Tier 1 saw (``None`` when it did
not see it, which makes running the file opaque, hence blocked), symbolic links,
and variables.

Where each replayed call ran (issue 25, round 5): where the call before it left the terminal, as the
server judged it then (the ``cwd_after`` stored with each call; Hermes records ``pwd -P`` after every
command and its next command and file tools start there), or the ``workdir`` it named; before any
stored one, the directory the current call starts in.

Blocked calls (issue 25, round 5) are replayed too, except for where they leave the terminal: a
blocked call is an attempt, and what it tried to write — a script, a build file, a copy of a secret —
is in force for the session's later calls, so running that path later is judged as running what the
attempt would have put there (``bash x.sh`` after a blocked ``… > x.sh`` of ``rm -rf ~``; ``curl -T
leak.txt`` after a blocked ``cat ~/.hermes/.env > leak.txt``). Its content may still be there from an
earlier attempt, another session, or a run Tier 1 did not see; a file the attempt wrote with content
Tier 1 can read and finds harmless stays harmless.

Bounded by the caller (:func:`evaluation.verdicts.caches.recent_calls`): a few
dozen calls of the last hour, a capped amount of text. Parses are cached, and so
is whether a call can leave state at all: a call that, replayed alone, writes,
links and sets nothing, and runs no file, is skipped on later replays (most calls:
``ls``, ``pytest``, ``git status``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from core.redaction import was_cut
from evaluation.verdicts.tier1.built_libraries import record_built
from evaluation.verdicts.tier1.edited_builds import edited_content
from evaluation.verdicts.tier1.exported_files import exported_files
from evaluation.verdicts.tier1.exposure import record_servers
from evaluation.verdicts.tier1.indirect import executed_file
from evaluation.verdicts.tier1.paths import canonicalise
from evaluation.verdicts.tier1.put_objects import record_put
from evaluation.verdicts.tier1.route_secrets import copies_variable
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.scene import Scene, SessionState, View, build_views
from evaluation.verdicts.tier1.scratch_stores import record_option_made
from evaluation.verdicts.tier1.servers import served_directory
from evaluation.verdicts.tier1.session_diffs import record_diffs
from evaluation.verdicts.tier1.session_made import record_made
from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands
from evaluation.verdicts.tier1.sql_made import record_sql_made
from evaluation.verdicts.tier1.taint_moves import MOVERS, moved_names
from evaluation.verdicts.tier1.tool_loads import source_names

FULL_CONTENT_KEYS = ("content", "file_text", "text")
"""Arguments holding the whole new content of a write tool (``write_file``, ``Write``)."""


_STATELESS_MAX = 8192
_stateless: dict[tuple[str, ...], bool] = {}


@lru_cache(maxsize=2048)
def _parsed(command: str) -> tuple[SimpleCommand, ...] | None:
    try:
        return parse_commands(unicodedata.normalize("NFKC", command))
    except ShellSyntaxError:
        return None


def replay(scene: Scene, ruleset: Ruleset, history: Sequence[tuple[Any, ...]],
           cwds: Sequence[str]) -> SessionState:
    """The state the session's earlier calls left; ``scene.views`` is unchanged afterwards.

    ``history``: ``(tool_name, args)`` or ``(tool_name, args, blocked, cwd_after)`` per call, oldest first
    (:func:`evaluation.verdicts.caches.recent_calls`)."""
    tools = ruleset.tools
    state = SessionState(cwds=[], variables={}, links={}, written={})
    first = len(scene.views)
    before: list[str] | None = None  # where the previous call left the terminal, as judged then
    opening = True  # no call has moved the terminal yet, or only to places known
    for item in history:
        tool_name, args = item[0], item[1]
        blocked = bool(item[2]) if len(item) > 2 else False
        after = item[3] if len(item) > 3 else None
        if not isinstance(args, Mapping) or args.get("_truncated"):
            continue
        # round 19 (t1x): before any stored cwd, the session was where it opened (its workspace), so `$OLDPWD`
        # after a replayed `cd ~/.hermes` is that place, not the profile the current call starts in
        start = list(before) if before else [scene.workspace] if scene.workspace and opening else list(cwds)
        if after and not blocked and all(isinstance(c, str) for c in after):
            before = [c for c in after if c] if all(after) else None  # "" = unknown: fall back
            opening = opening and before is not None
        if tool_name in tools["shell"] or tool_name in tools["code"]:
            keys = tools["command_keys"] if tool_name in tools["shell"] else tools["code_keys"]
            text = next((args[k] for k in keys if isinstance(args.get(k), str)), None)
            if text is None:
                continue
            commands = (_parsed(text) if tool_name in tools["shell"]
                        else (SimpleCommand(argv=("python3", "-c", text), context="interpreter"),))
            cwd = _own_cwd(scene, tool_name in tools["shell"], args, start[0] if start else None)
            if commands and not blocked and tool_name in tools["shell"]:
                record_made(commands, state.made_names)  # round 39 (lead fc): objects the session created
                record_sql_made(commands, state.made_names)  # round 44 (hf): tables the session created
                record_option_made(commands, state.made_names)  # round 45 (hf): `kafka-topics --create`
                record_put(commands, state.made_names)  # round 41 (lead fb): objects/records the session put
            if commands and tool_name in tools["shell"]:  # round 40 (t5e): even blocked, an add was attempted
                state.added_sources.update(n for c in commands for n in source_names(tuple(c.argv)))
            serves = bool(commands) and any(served_directory(c) is not None for c in commands or ())
            exports = any(exported_files(c) for c in commands or ())  # round 40 (t5d): an export leaves its file
            if commands and (serves or exports or not _leaves_nothing(scene, ruleset, text, commands, cwd)):
                kept = dict(state.written) if blocked else None
                at = len(scene.views)
                build_views(scene, commands, ruleset, cwd, state)
                if not blocked:  # round 42 (fb): libraries the session compiled in its workspace
                    record_built(scene, scene.views[at:], state.made_names)
                    record_diffs(scene, scene.views[at:], state.made_names)  # round 44 (hf): session_diffs
                if serves:  # round 20 (t2b): a server left running, which a later tunnel may publish
                    record_servers(scene, scene.views[at:], state.served)
                if kept is not None:  # a blocked attempt removed nothing: `rm x.sh; rm -rf ~` never ran
                    state.written.update({p: c for p, c in kept.items() if p not in state.written})
        elif tool_name in tools["write"]:
            _record_write_tool(scene, tools, args, start, state, ruleset.build_file_globs)
    del scene.views[first:]
    scene.memo.clear()
    return state


def _own_cwd(scene: Scene, shell: bool, args: Mapping[str, Any], cwd: str | None) -> str | None:
    """Where a replayed call ran: Hermes's ``terminal(workdir=…)`` when it named one (issue 25, round 4:
    ``echo x > SOUL.md`` replayed with its own ``workdir`` writes there, not in the session's cwd)."""
    workdir = args.get("workdir") if shell else None
    if not isinstance(workdir, str) or not workdir.strip():
        return cwd
    return canonicalise(workdir.strip(), cwd=cwd, home=scene.home, hermes_home=scene.hermes_home)


_ADD_FILE = re.compile(r"^\*\*\* Add File: (.+)\n((?:\+[^\n]*\n?)*)", re.MULTILINE)
"""Round 8: a file a ``patch`` call adds (V4A ``*** Add File:``) is written with the content of its ``+`` lines,
so a build tool that runs it later (``pytest`` a test file) is judged by it; edits of existing files are not
recorded (their whole content is not in the call)."""


def _record_write_tool(scene: Scene, tools: Mapping[str, Any], args: Mapping[str, Any], cwds: Sequence[str],
                       state: SessionState, globs: tuple[tuple[str, str], ...] = ()) -> None:
    """A write tool's file, with its content when the call carried all of it."""
    content = next((args[k] for k in FULL_CONTENT_KEYS if isinstance(args.get(k), str)), None)
    if content is not None and was_cut(content):  # the stored copy holds only its start: unseen (round 47)
        content = None
    view = View(command=SimpleCommand(argv=("write",)), cwds=tuple(cwds), variables=dict(state.variables),
                links=dict(state.links), writes=[])
    files: list[tuple[Any, str | None]] = [(args.get(key), content) for key in tools["path_keys"]]
    files += [(m.group(1).strip(), "".join(line[1:] + "\n" for line in m.group(2).splitlines()))
              for key in tools["patch_keys"] if isinstance(args.get(key), str) for m in _ADD_FILE.finditer(args[key])]
    for raw, body in files:
        if isinstance(raw, str):
            for path in scene.canon(view, raw) or ():
                if body is None and globs:  # round 42 (fb): an edit of a build file, by its new text
                    body = edited_content(args, tools["path_keys"], tools["patch_keys"], globs,
                                          state.written.get(path), path in state.written)
                state.written[path] = body


def _leaves_nothing(scene: Scene, ruleset: Ruleset, text: str, commands: tuple[SimpleCommand, ...],
                    cwd: str | None) -> bool:
    """True when ``commands``, replayed alone, leave no state and run no file (cached per text)."""
    key = (ruleset.digest, cwd or "", scene.home or "", scene.hermes_home or "", text)
    cached = _stateless.get(key)
    if cached is not None:
        return cached
    interpreters = ruleset.inline_interpreters
    first = len(scene.views)
    alone = build_views(scene, commands, ruleset, cwd, SessionState(cwds=[], variables={}, links={}, written={}))
    runs_file = any(executed_file(v.command, interpreters) is not None for v in scene.views[first:])
    runs_file = runs_file or any(v.command.program in MOVERS and moved_names(scene, v)  # round 26: `gzip F`
                                 for v in scene.views[first:])
    del scene.views[first:]
    scene.memo.clear()  # keyed by id(view): the deleted views' ids may be reused
    copies = any(copies_variable(c) for c in commands)  # round 45 (hg): `export T=$X_TOKEN` taints T for later calls
    result = not (alone.written or alone.links or alone.variables or alone.hooks or runs_file or copies)
    if len(_stateless) >= _STATELESS_MAX:
        _stateless.clear()
    _stateless[key] = result
    return result
