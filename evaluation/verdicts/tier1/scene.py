"""What the checks look at: parsed commands plus the shell state around each.

A command string is sequential: ``cd ~/.hermes && echo x > SOUL.md`` writes
SOUL.md, ``D=~/.hermes; echo x > $D/SOUL.md`` too, and ``ln -s SOUL.md x;
echo x > x`` writes through a link that does not exist on disk yet. The scene
replays ``cd``/``pushd``, bare assignments/``export`` and ``ln -s`` in order.
Relative paths are resolved against *every* directory the string may have
changed into so far: a ``cd`` inside ``bash -c`` or a failed ``cd`` cannot
hide a write (over-approximation, in the blocking direction).

The commands a command runs indirectly (piped or written code, interpreter code …) are
:mod:`scene_derived`'s to find; this module replays them as views of their own.
"""

from __future__ import annotations

from collections.abc import Mapping

from evaluation.verdicts.tier1.computed import line_name, names_only, substitutions
from evaluation.verdicts.tier1.data_names import DATA_SUFFIXES
from evaluation.verdicts.tier1.declared_vars import exported_names
from evaluation.verdicts.tier1.exported_files import exported_files
from evaluation.verdicts.tier1.feed import fed_commands, listed_directories, reads_operands_from_stdin, reparsed
from evaluation.verdicts.tier1.idp_logins import printed_to
from evaluation.verdicts.tier1.list_files import forget_or_record, listed_roots
from evaluation.verdicts.tier1.loaded_places import written_hook_source
from evaluation.verdicts.tier1.location_settings import manifest_written, written_location
from evaluation.verdicts.tier1.loop_words import loop_header
from evaluation.verdicts.tier1.paths import expand
from evaluation.verdicts.tier1.route_secrets import copies_variable
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.scene_derived import could_derive, derived
from evaluation.verdicts.tier1.scene_files import (
    LINE_READERS,
    NOT_CARRYING,
    PULLERS,
    armed_commands,
    build_file_commands,
    record_taint,
    record_written,
)
from evaluation.verdicts.tier1.scene_model import (
    MAX_PATH_CHARS,
    MAX_VIEWS,
    RuleMatch,
    Scene,
    SessionState,
    View,
    canonical_backups,
    command_text,
)
from evaluation.verdicts.tier1.scene_programs import resolve_program
from evaluation.verdicts.tier1.scene_replay import positional_free, replay_state
from evaluation.verdicts.tier1.shell import (
    MAX_WORDS,
    SimpleCommand,
)
from evaluation.verdicts.tier1.sourced_lines import sourced_inert
from evaluation.verdicts.tier1.taint_moves import SEALERS
from evaluation.verdicts.tier1.task_file_code import task_file_vector
from evaluation.verdicts.tier1.task_names import left_texts
from evaluation.verdicts.tier1.venv_paths import pth_of_workspace
from evaluation.verdicts.tier1.web_hooks import written_hook
from evaluation.verdicts.tier1.writes import write_targets
from evaluation.verdicts.tier1.written_sources import written_source

__all__ = ["MAX_PATH_CHARS", "MAX_VIEWS", "RuleMatch", "Scene", "SessionState", "View", "armed_commands", "build_views",
           "canonical_backups", "command_text", "judge_written"]  # the data lives in scene_model (issue 28)


MAX_DERIVED_DEPTH = 4


def build_views(scene: Scene, commands: tuple[SimpleCommand, ...], ruleset: Ruleset,
                cwd: str | None, state: SessionState | None = None) -> SessionState:
    """Replay ``commands`` in order, filling ``scene.views`` with state snapshots.

    ``state``: what earlier calls of the session left behind (files written, links,
    variables; see :mod:`evaluation.verdicts.tier1.history`); the call starts in ``cwd``."""
    if state is None:
        state = SessionState(cwds=[], variables={}, links={}, written={})
    # each call reads its own budget of words (shell.MAX_WORDS) and of commands
    scene.counter[1:] = [MAX_WORDS]
    scene.overflow, scene.view_limit = False, len(scene.views) + MAX_VIEWS
    scene.expanded = set()
    state.cwds = [cwd] if cwd else []
    state.pin = state.cd_to = None  # a `cd DIR &&` of an earlier call pins nothing in this one
    scene.written = state.written  # the same dict: files this call writes join it as it is read (tier1.reach)
    scene.data_written = {p: c for p, c in state.written.items() if c and p.endswith(DATA_SUFFIXES)}  # round 21
    scene.code_written = {p: c for p, c in state.written.items() if c}  # round 25 (t2q): builtnames' modules
    scene.unseen_before = frozenset(p for p, c in state.written.items() if c is None)  # round 39 (lead fa)
    scene.made_names = state.made_names  # round 39 (lead fc): session_made
    scene.added_sources = state.added_sources  # round 40 (t5e): tool_loads
    scene.served = state.served  # round 20 (t2b): servers an earlier call started (exposure.tunnelled_secret)
    for command in commands:
        _add(scene, command, ruleset, state, 0)
    return state


def _add(scene: Scene, command: SimpleCommand, ruleset: Ruleset, state: SessionState, depth: int) -> None:
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
        listed = listed_roots(scene, state, command, upstream)  # round 37 (fe): a list file the session made
        for inner in (c for fed in fed_commands(command, upstream, listed) for c in reparsed(fed, scene.counter)):
            _add(scene, inner, ruleset, state, depth)
        return
    if command.opaque and command.argv and "$" in command.argv[0] and depth < MAX_DERIVED_DEPTH:
        resolved = resolve_program(scene, command, state)
        if resolved is not None:
            for inner in resolved:
                _add(scene, inner, ruleset, state, depth + 1)
            return
    if command.depth == 0 and command.pipeline_pos == 0:
        # round 10: `cd DIR && cmd` — cmd runs only if the cd succeeded, so in DIR, whatever the call's start;
        # a command not joined by `&&` may follow a failed cd: every directory again
        state.pin = list(state.cd_to) if command.after_and and state.cd_to else state.pin if command.after_and else None
        state.cd_to = None
    view = View(command=command, cwds=tuple(state.pin or state.cwds),
                variables=dict(positional_free(state.variables, command)),
                links=dict(state.links),
                writes=write_targets(command, ruleset.writers, ruleset.inline_interpreters, scene.marker_text),
                text=command_text(command), opaque=list(command.opaque), pinned=bool(state.pin))
    if substitutions(command):
        view.names_only = names_only(scene.views, command)
        view.line_name = view.names_only and line_name(scene.views, command)
    if command.assignments and command.argv:
        view.alt_variables = {**state.variables, **{name: value for name, value in (
            (n, expand(v, cwd=None, home=scene.home, hermes_home=scene.hermes_home,
                           variables=positional_free(state.variables, command)))
            for n, v in command.assignments) if value is not None}}
    scene.views.append(view)
    if depth < MAX_DERIVED_DEPTH:
        for inner in derived(scene, view, ruleset, state):
            _add(scene, inner, ruleset, state, depth + 1)
    elif could_derive(command):
        view.opaque.append("code nested deeper than Tier 1 follows")
    if view.code and scene.written:  # round 13: its names read from files written earlier, before it writes them
        scene.code_text(view.code, command.program)
    if view.writes:  # round 37 (fe): a lister's stdout redirected to a file makes it a list under its roots
        forget_or_record(scene, view, state, listed_directories(command) if command.redirects else None)
    record_written(scene, view, state)
    if view.writes and depth < MAX_DERIVED_DEPTH:
        for inner in armed_commands(scene, view, ruleset, state):
            _add(scene, inner, ruleset, state, depth + 1)
        _add_tasks(scene, view, ruleset, state, depth + 1)
    if (view.writes and command.program not in NOT_CARRYING) or (command.assignments and not command.argv) or (
            command.program in LINE_READERS and command.pipeline_pos > 0) or loop_header(command) or (
            command.program in PULLERS or command.program in SEALERS or exported_files(command)  # round 28 (t2z): `vercel env pull F`; r40 exports
            or exported_names(command) or printed_to(command)  # r40 (lead fc): `export K=$(…)`; r43 (gc): `-o F`
            or copies_variable(command)):  # round 45 (hg): `export T=$ZABBIX_API_TOKEN` (route_secrets)
        record_taint(scene, view, ruleset)  # round 25: `for c in $(xxd -p KEY)` taints c
    replay_state(scene, view, ruleset, state)


def _add_tasks(scene: Scene, view: View, ruleset: Ruleset, state: SessionState, depth: int) -> None:
    """A build file's commands join the call as views whose texts :mod:`engine` knows (round 36)."""
    start = len(scene.views)
    for inner in build_file_commands(scene, view, ruleset, state):
        _add(scene, inner, ruleset, state, depth)
    written = [(p, state.written.get(p) or "") for t in view.writes for p in scene.canon(view, t.raw) or ()]
    scene.task_texts.update(left_texts([v.text for v in scene.views[start:]], written))  # r37 fc: named tasks only


def judge_written(scene: Scene, view: View, ruleset: Ruleset, content: str,
                  earlier: Mapping[str, str | None] | None = None) -> None:
    """A write tool's ``view`` writing ``content`` whole: what :func:`armed_commands` finds joins the call
    (``earlier``: the files earlier calls of the session wrote, with the content Tier 1 saw)."""
    state = SessionState(cwds=list(view.cwds), variables=dict(view.variables), links=dict(view.links), written={})
    for target in view.writes:
        for path in scene.canon(view, target.raw) or ():
            state.written[path] = content
            if sourced_inert(scene.workspace, path, "redirect >", content, {}) or pth_of_workspace(
                    scene, path, content):  # round 34 (t4c): `.envrc` settings; round 43 (gb): a venv .pth's paths
                view.judged.append(path)
    for inner in armed_commands(scene, view, ruleset, state):
        _add(scene, inner, ruleset, state, 1)
    _add_tasks(scene, view, ruleset, state, 1)
    where = written_location(scene, content) or written_hook(scene, view, content) or manifest_written(
        view, content)  # rounds 33-34: temp code; round 34 (lead): a requirements file's source
    where = where or next((found for target in view.writes for path in scene.canon(view, target.raw) or ()
                           if (found := written_hook_source(path, content))), None)  # round 37 (t4o)
    where = where or written_source([p for t in view.writes for p in scene.canon(view, t.raw) or ()], content)  # fc
    where = where or task_file_vector([p for t in view.writes for p in scene.canon(view, t.raw) or ()], content,
                                      earlier or {})  # round 43 (gd): a task's download run, an unseen backend
    if where:
        view.vectors.append(where)
