"""Tier 1 of the verdict pipeline: deterministic, sub-50 ms (R-T1-1..R-T1-4).

``evaluate_tool_call`` looks only at the tool's *arguments*, never at prose
(SPEC §9): read-only tools are SILENT at once; shell commands are parsed into
simple commands; file-writing tools have their paths canonicalised and
compared with the protected roots. Hard rules answer ESCALATE with
``block=True``; the stale-backup rule escalates without blocking (a human
should look, the action itself may be fine). When nothing fires the result is
undecided so Tier 1.5/Tier 2 decide.
"""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from evaluation.verdicts.tier1.build_file_writes import TASK_KINDS_LEFT
from evaluation.verdicts.tier1.checks import CHECKS
from evaluation.verdicts.tier1.checks_secrets import read_tool_secret
from evaluation.verdicts.tier1.edited_builds import edited_build_text
from evaluation.verdicts.tier1.foreign_origin import foreign_origin_reasons
from evaluation.verdicts.tier1.history import FULL_CONTENT_KEYS, replay
from evaluation.verdicts.tier1.later_files import later_file_reasons
from evaluation.verdicts.tier1.loaded import loaded_reasons
from evaluation.verdicts.tier1.module_values import fold_imported_values
from evaluation.verdicts.tier1.nul import nul_match
from evaluation.verdicts.tier1.path_memo import one_call
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.protected_roots import canonical_roots
from evaluation.verdicts.tier1.quote_repairs import repair_escaped_quotes
from evaluation.verdicts.tier1.results import Tier1Result
from evaluation.verdicts.tier1.results import result as _result
from evaluation.verdicts.tier1.results import unparseable as _unparseable
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.run_later import armed_protected
from evaluation.verdicts.tier1.runtime_reads import fold_written_reads
from evaluation.verdicts.tier1.scene import RuleMatch, Scene, build_views, canonical_backups, judge_written
from evaluation.verdicts.tier1.scene_files import widen_judged_hooks
from evaluation.verdicts.tier1.scheduled_code import scheduled_reasons
from evaluation.verdicts.tier1.sent_stores import sent_store_reasons
from evaluation.verdicts.tier1.shell import MAX_COMMAND_CHARS, ShellSyntaxError, SimpleCommand, parse_top, too_long
from evaluation.verdicts.tier1.shell_values import fold_shell_values
from evaluation.verdicts.tier1.shell_words import MAX_WRITE_TARGETS
from evaluation.verdicts.tier1.stateful import stateful
from evaluation.verdicts.tier1.task_destroys import system_destroy
from evaluation.verdicts.tier1.visible_batches import fold_visible_batches
from evaluation.verdicts.tier1.workdir import cwd_after_call, workdir_cwds, workdir_of, write_cwds
from evaluation.verdicts.tier1.write_tools import write_tool_view
from evaluation.verdicts.tier1.written_lists import fold_written_lists
from hermes_plugin.governed import GOVERNED_ROOTS

DEFAULT_READ_ONLY_TOOLS = frozenset({
    "read_file", "search_files", "session_search", "skills_list", "skill_view",
    "web_search", "web_extract", "vision_analyze",
})


PROFILE_PROTECTED = ("SOUL.md", "skills/5qln", "scripts/5qln/decoding.py",  # R-T1-3's named defaults
                     *(root.rstrip("/") for root in GOVERNED_ROOTS if root != "SOUL.md"),
                     # issue 11: what changes the agent or its guard without being part of a version
                     "config.yaml", ".env", "plugins",
                     "cron")  # round 20 (t2a): Hermes's scheduled jobs — a prompt the agent runs on a timer
"""What Tier 1 protects in a profile: every root a version governs (``hermes_plugin.governed``, the one
rule the promoter, the plugin and sync use; issue 25), plus the profile's configuration, token and plugins."""


def default_protected_paths(hermes_home: str | None, active_store: str | None = None,
                            extra: tuple[str, ...] | list[str] = ()) -> list[str]:
    """R-T1-3 defaults, relative to the agent profile, plus the active store and ``extra``
    (the server's ``QLN_HOME`` and shipped kernel, issue 11)."""
    paths = [f"$HERMES_HOME/{rel}" for rel in PROFILE_PROTECTED] if hermes_home else []
    return paths + ([active_store] if active_store else []) + [p for p in extra if p]


def evaluate_tool_call(*, tool_name: str, args: Mapping[str, Any], cwd: str | None,
                       hermes_home: str | None, home: str | None, ruleset: Ruleset,
                       read_only_tools: frozenset[str] = DEFAULT_READ_ONLY_TOOLS,
                       protected_paths: list[str], workspace: str | None = None,
                       backups: Mapping[str, float] | None = None,
                       backup_max_age_s: int | None = None, now: float | None = None,
                       extra_cwds: tuple[str, ...] = (),
                       history: Sequence[tuple[Any, ...]] = (),
                       secret_paths: Sequence[str] = ()) -> Tier1Result:
    """Run every Tier 1 rule that applies to one tool call and return the verdict.

    ``extra_cwds``: other directories relative paths may resolve against (the session's
    workspace when the call claims another cwd); a path is checked against each.
    ``history``: the session's earlier calls as ``(tool_name, args[, blocked, cwd_after])``, oldest
    first: files they wrote (blocked ones' attempts too), links and variables they set are in force for
    this call (two-call attacks, :mod:`evaluation.verdicts.tier1.history`).
    ``secret_paths``: the server's own secrets (its ``secret_key``, its database) besides the rule
    set's, which no call may send off the machine (``secret_exfiltration``, issue 25)."""
    with one_call():  # round 35 (lead): the operands' directories are resolved on disk once per call
        return _evaluate(tool_name=tool_name, args=args, cwd=cwd, hermes_home=hermes_home, home=home,
                         ruleset=ruleset, read_only_tools=read_only_tools, protected_paths=protected_paths,
                         workspace=workspace, backups=backups, backup_max_age_s=backup_max_age_s, now=now,
                         extra_cwds=extra_cwds, history=history, secret_paths=secret_paths)


def _evaluate(*, tool_name: str, args: Mapping[str, Any], cwd: str | None, hermes_home: str | None,
              home: str | None, ruleset: Ruleset, read_only_tools: frozenset[str], protected_paths: list[str],
              workspace: str | None, backups: Mapping[str, float] | None, backup_max_age_s: int | None,
              now: float | None, extra_cwds: tuple[str, ...], history: Sequence[tuple[Any, ...]],
              secret_paths: Sequence[str]) -> Tier1Result:
    started = time.perf_counter()
    args = args if isinstance(args, Mapping) else {}
    if (nul := nul_match(ruleset, args)) is not None:  # refused or cut short by the runtime: unknowable
        return _result(started, ruleset, (nul,))
    if tool_name in read_only_tools:
        # The one rule a read-only tool meets: it must not read the profile's token (issue 24 §5).
        for rule in ruleset.of_kind("secret_read"):
            match = read_tool_secret(rule, tool_name, args, path_keys=ruleset.tools["path_keys"], cwd=cwd, home=home,
                                     hermes_home=hermes_home)
            if match is not None:
                return _result(started, ruleset, (match,))
        return _result(started, ruleset, (), read_only=True)
    scene = _scene(ruleset, cwd=cwd, home=home, hermes_home=hermes_home, workspace=workspace,
                   protected_paths=protected_paths, backups=backups)
    scene.backup_max_age_s, scene.now = backup_max_age_s, now
    if secret_paths:
        scene.secrets = canonical_roots(secret_paths, home=home, hermes_home=hermes_home)
    tools = ruleset.tools
    # round 27 (t2x): which kind of tool this is, asked once (not once per step)
    shell, code, write = tool_name in tools["shell"], tool_name in tools["code"], tool_name in tools["write"]
    # An unknown cwd stays unknown: a relative path then resolves nowhere (judged as unknowable), never
    # against the server's own directories (issue 25). Hermes's `workdir` is where the command runs.
    cwds = [cwd] if cwd else []
    cwds += [c for c in extra_cwds if c not in cwds]
    workdir = workdir_of(args) if shell else None
    if workdir is not None:
        cwds = workdir_cwds(workdir, cwds, scene)
    cwd_after: tuple[str, ...] | None = None
    later: str | None = None
    state = replay(scene, ruleset, history, cwds) if history and (shell or code or write) else None
    scene.relative = False  # what the replayed history resolved is not this call's
    if shell or code:
        keys = tools["command_keys"] if shell else tools["code_keys"]
        command = next((args[k] for k in keys if k in args), None)
        if not isinstance(command, str):
            return _unparseable(started, ruleset, f"tool {tool_name!r} sent no command string")
        if len(command) > MAX_COMMAND_CHARS:  # before NFKC, which may lengthen it 18-fold
            return _unparseable(started, ruleset, str(too_long(len(command))), evidence=command[:200])
        command = unicodedata.normalize("NFKC", command)  # fullwidth `ｒｍ` reads as `rm`
        if len(command) > MAX_COMMAND_CHARS:
            return _unparseable(started, ruleset, str(too_long(len(command))), evidence=command[:200])
        command = fold_written_reads(command, state, cwds, home) if shell else command
        command = fold_imported_values(command, state, home, hermes_home) if shell else command  # round 43 (gb)
        command = fold_shell_values(command, state, cwds, home) if shell else command  # round 22
        command = fold_written_lists(command, state, cwds, home) if shell else command  # round 38 (t4t)
        command = fold_visible_batches(command) if shell else command  # round 38 (lead fc)
        command = repair_escaped_quotes(command) if shell else command  # round 48 (he): `echo 'x \'1 day\''`
        try:
            commands = (parse_top(command) if shell
                        else (SimpleCommand(argv=("python3", "-c", command), context="interpreter"),))
        except ShellSyntaxError as exc:
            return _unparseable(started, ruleset, str(exc), evidence=command[:2000])
        scene.command_text = command
        final = build_views(scene, commands, ruleset, cwds[0] if cwds else None, state)
        if (written := sum(len(view.writes) for view in scene.views)) > MAX_WRITE_TARGETS:
            return _unparseable(started, ruleset, f"{written} paths written, more than the {MAX_WRITE_TARGETS} Tier 1 "
                                "checks one by one; it cannot tell what the rest are", evidence=command[:200])
        if len(cwds) > 1:
            for view in scene.views:
                if not view.pinned:  # round 10: after `cd DIR &&`, the call's start no longer matters
                    view.cwds = tuple(dict.fromkeys((*view.cwds, *cwds)))
            scene.memo.clear()
            for view in scene.views:  # round 47 (hh): a judged relative hook is judged at every candidate
                if view.judged and not view.pinned:
                    widen_judged_hooks(scene, view)
        # after the widening: a relative `cd ../prompts` moves from every directory the call may start in
        cwd_after = cwd_after_call(scene, final, cwds, history) if shell else tuple(cwds[:1])
        if scene.written:  # round 9: a dangerous file the session wrote, near a program that may load it
            loaded_reasons(scene, ruleset)
        if shell:  # round 44 (he): a scheduler, build tool or system armed to run code later
            scheduled_reasons(scene, state, history)
            sent_store_reasons(scene, history)
            foreign_origin_reasons(scene, history)  # round 45 (he): hooks, images, plays, runners of foreign code
    elif write:
        scene.views.append(write_tool_view(tool_name, args, cwd, hermes_home, ruleset))
        # round 20 (t2a): a relative path after the terminal moved (`cd ~/.config/autostart`) may land there too
        scene.views[-1].cwds = write_cwds(cwds, state, history)
        cwd_after = tuple(cwds[:1])
        if state is not None:  # `ln -s ~/.hermes/SOUL.md x` earlier: writing x writes SOUL.md
            scene.views[-1].links, scene.views[-1].variables = dict(state.links), dict(state.variables)
        content = next((args[k] for k in FULL_CONTENT_KEYS if isinstance(args.get(k), str)), None) or \
            edited_build_text(args, tools["path_keys"], tools["patch_keys"], ruleset.build_file_globs)  # round 41
        if content is not None:  # a repository hook written whole is judged by what it runs (round 5)
            judge_written(scene, scene.views[-1], ruleset, content, state.written if state else None)
            later = later_file_reasons(scene, scene.views[-1], content, [  # round 44 (he): run later by a tool
                args[k] for k in tools["path_keys"] if isinstance(args.get(k), str)])
    if tool_name in tools["sql"]:
        scene.sql_texts = [(args[k], f"{tool_name} {k}") for k in tools["sql_keys"]
                           if isinstance(args.get(k), str)]
    if not scene.views and not scene.sql_texts:
        return _result(started, ruleset, ())
    matches = [m for rule in ruleset.rules if rule.kind in CHECKS for m in CHECKS[rule.kind](rule, scene)]
    if scene.task_texts:  # round 36 (lead): a build file's task may destroy (`clean`, `db:reset`) — it runs when asked
        matches = [m for m in matches if m.kind not in TASK_KINDS_LEFT or m.evidence not in scene.task_texts
                   or system_destroy(scene, m) or armed_protected(m)  # round 39 (lead fb): a system place destroyed
                   or (later is not None and later in m.reason)]  # round 44 (he): a file armed to run later
    uses_state = (not shell or workdir is not None
                  or any(stateful(view, ruleset) for view in scene.views))
    moves = workdir is not None or any(v.command.program in ("cd", "pushd", "popd") for v in scene.views)
    return _result(started, ruleset, tuple(matches), uses_state=uses_state, scene=scene, cwd_after=cwd_after,
                   cwd_sensitive=uses_state and (moves or scene.relative))


def with_backups(result: Tier1Result, backups: Mapping[str, float] | None) -> Tier1Result:
    """``result`` judged against ``backups`` instead of the ones it was evaluated with.

    Only the stale-backup rules run again, on the scene the evaluation built: no other rule
    reads the backups, so their matches stand (kept in the rule set's order, which decides
    the primary match among equals). Equal to evaluating the call again with ``backups``
    (``tests/evaluation/verdicts/tier1/test_tier1_backups.py``), without parsing and
    canonicalising it twice.
    """
    scene = result.scene
    if scene is None:
        raise ValueError("with_backups needs a result whose rules ran (evaluate_tool_call's scene)")
    started = time.perf_counter()
    ruleset = scene.ruleset
    assert ruleset is not None  # _scene always sets it
    scene = replace(scene, backups=canonical_backups(backups, home=scene.home, hermes_home=scene.hermes_home))
    matches: list[RuleMatch] = []
    for rule in ruleset.rules:
        if rule.kind == "stale_backup":
            matches += CHECKS[rule.kind](rule, scene)
        elif rule.kind in CHECKS:
            matches += [m for m in result.matches if m.rule_id == rule.id]
    again = _result(started, ruleset, tuple(matches))
    return replace(again, ms=result.ms + again.ms, uses_state=result.uses_state, scene=scene,
                   cwd_after=result.cwd_after, cwd_sensitive=result.cwd_sensitive)


def _scene(ruleset: Ruleset, *, cwd: str | None, home: str | None, hermes_home: str | None,
           workspace: str | None, protected_paths: list[str],
           backups: Mapping[str, float] | None) -> Scene:
    roots = canonical_roots(protected_paths, home=home, hermes_home=hermes_home, cwd=cwd)
    def one(path: str | None) -> str | None:  # cached like the roots: the same on every call
        found = canonical_roots([path], home=home, hermes_home=hermes_home) if path else ()
        return found[0] if found else None

    canonical_ws, profile, canonical_home = one(workspace), one(hermes_home), one(home)
    # a workspace of / or $HOME (or any directory holding the profile) cannot contain a recursive delete
    ws = canonical_ws or ""
    broad = bool(ws) and (ws == "/" or any(p and is_within(p, ws) for p in (canonical_home, profile)))
    governed_dirs = canonical_roots(_GOVERNED_DIRS, home=home, hermes_home=hermes_home) if hermes_home else ()
    return Scene(home=home, hermes_home=hermes_home, workspace=canonical_ws, roots=roots,
                 backups=canonical_backups(backups, home=home, hermes_home=hermes_home),
                 containers=tuple(dict.fromkeys(p for p in (profile, *roots) if p)), broad_workspace=broad,
                 ruleset=ruleset, governed_dirs=governed_dirs)


_GOVERNED_DIRS = tuple(f"$HERMES_HOME/{root.rstrip('/')}" for root in GOVERNED_ROOTS if root.endswith("/"))
