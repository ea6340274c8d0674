"""One function per rule kind. Each reads a :class:`Scene` and returns matches.

The kinds are the only code; their instances (programs, branches, patterns,
limits) come from the rule document (R-T1-2).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from fnmatch import fnmatchcase

from evaluation.verdicts.tier1.check_modes import syntax_only
from evaluation.verdicts.tier1.checks_containers import check_container_mount
from evaluation.verdicts.tier1.checks_destructive import check_state_destroy
from evaluation.verdicts.tier1.checks_destructive_host import check_host_breakage
from evaluation.verdicts.tier1.checks_destructive_remote import check_remote_delete, check_spawn_loop
from evaluation.verdicts.tier1.checks_exec_vectors import check_exec_vector
from evaluation.verdicts.tier1.checks_exfiltration import check_secret_exfiltration
from evaluation.verdicts.tier1.checks_fail_closed import check_opaque_command, check_unmodelled_write
from evaluation.verdicts.tier1.checks_host import (
    check_chmod_777,
    check_destructive_command,
    check_device_write,
    check_fork_bomb,
    check_kill_init,
    check_sql_drop,
)
from evaluation.verdicts.tier1.checks_infra import check_destructive_verb
from evaluation.verdicts.tier1.checks_launchers import check_persistent_launch
from evaluation.verdicts.tier1.checks_persistence import check_loader_env
from evaluation.verdicts.tier1.checks_secrets import check_secret_read
from evaluation.verdicts.tier1.config_values import inert_config
from evaluation.verdicts.tier1.destructive_words import session_scratch
from evaluation.verdicts.tier1.exposure import check_service_exposed
from evaluation.verdicts.tier1.falseblocks_r21 import named_scratch
from evaluation.verdicts.tier1.metadata_reads import metadata_exempt
from evaluation.verdicts.tier1.param_expansion import has_glob
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.perm_narrow import narrows
from evaluation.verdicts.tier1.protected_roots import canonical_roots, linked_root, protected_root_for
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.scene_model import RuleMatch, Scene, hit
from evaluation.verdicts.tier1.temp_extracts import members_into_temp_root
from evaluation.verdicts.tier1.tmp_scratch_names import scratch_tmp_path
from evaluation.verdicts.tier1.writes import has_flag, split_options
from hermes_plugin.governed import is_runtime_name

_GIT_VALUE_OPTIONS = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path")


_PUSH_VALUE_OPTIONS = ("--repo", "-o", "--push-option", "--receive-pack", "--exec")


def check_protected_write(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """R-T1-3: any write (however spelt) that lands in a protected root.

    A rule with its own ``roots`` (system files) checks those instead of the agent's
    protected set. A write whose target cannot be resolved is blocked by the rule
    without ``roots`` (issue 11: an unresolvable target is not silence)."""
    own = rule.params["roots"]
    roots = canonical_roots(own, home=scene.home, hermes_home=scene.hermes_home) if own else scene.roots
    found: list[RuleMatch] = []
    for view in scene.views:
        if not own and narrows(view.command):
            continue  # round 23 (t2i): `chmod -R go-rwx ~/.hermes/memory` closes access, it writes nothing
        for target in view.writes:
            paths = scene.canon(view, target.raw)
            if paths is None:
                if scratch_tmp_path(target.raw, _guarded(scene)):
                    continue  # round 44 (hf): `/tmp/wrf_scratch_$USER/*` — a folder named as the user's scratch
                # round 11: `mkdir` of a name known only at run time plants nothing (an empty directory)
                if not own and not (view.command.program == "mkdir" and not target.via.startswith("redirect")):
                    found.append(hit(rule, f"cannot resolve where {target.via} writes ({target.raw!r}); it "
                                           "may be a protected path", view.text))
                continue
            for path in paths:
                if target.into_directory and os.path.isdir(path):
                    continue  # `mv f ~/` writes ~/f (checked as its own target), not the whole tree
                root = protected_root_for(path, roots, covers_descendants=target.covers_descendants)
                if root is None and not own and has_glob(path):
                    root = linked_root(path, view.links, roots)  # `logs/*.log`: a link among those names
                if root and members_into_temp_root(scene, target, path, root):
                    continue  # round 46 (hh): `unzip -o x.zip` in /tmp; the test profile lives below it (temp_extracts)
                if root and not own and _runtime_state(scene, path, root):
                    continue  # `skills/.usage.json`, `__pycache__`: Hermes's runtime state, not governed
                if root and own and inert_config(scene, view, target, path):
                    continue  # round 39 (t4z): `echo 'client_max_body_size 64m;' | sudo tee /etc/nginx/conf.d/x.conf`
                if root:
                    found.append(hit(rule, f"{target.via} writes {target.raw!r} (resolves to {path}), "
                                           f"which {_relation(path, root)} protected path {root}", view.text))
    return found


def _guarded(scene: Scene) -> tuple[str, ...]:
    return tuple(p for p in (scene.home, scene.hermes_home, scene.workspace, *scene.roots) if p)


def _runtime_state(scene: Scene, path: str, root: str) -> bool:
    """``path`` lies inside a governed directory under a name ``hermes_plugin.governed`` calls runtime state
    (the same rule decides what a version holds and what Tier 1 protects, issue 25)."""
    if root not in scene.governed_dirs or not is_within(path, root) or path == root:
        return False
    return any(is_runtime_name(part) for part in path[len(root) + 1:].split("/"))


def _relation(path: str, root: str) -> str:
    if path == root:
        return "is the"
    if is_within(path, root):
        return "is inside the"
    return "contains the" if is_within(root, path) else "matches the"


def check_rm_recursive_outside_workspace(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """Recursive rm on /, home, system directories or anything outside the workspace."""
    params = rule.params
    always: set[str] | None = None  # canonicalised lazily: most calls have no recursive rm
    found: list[RuleMatch] = []
    for view in scene.views:
        if view.command.program not in params["programs"]:
            continue
        options, operands = split_options(view.command.argv, ())
        if params["recursive_flags"] and not has_flag(options, params["recursive_flags"]):
            continue  # a rule without recursive flags (shred) judges every call of its programs
        if always is None:
            always = set(canonical_roots(params["always_block"], home=scene.home, hermes_home=scene.hermes_home))
        unresolved_block = params["block_unresolved"]
        if view.command.stdin_args or not operands:
            if params["escalate_unresolved"]:
                found.append(hit(rule, f"cannot tell what {view.text!r} deletes (operands arrive "
                                       "at run time)", view.text, block=unresolved_block))
            continue
        for operand in operands:
            if scratch_tmp_path(operand, _guarded(scene), view.command.nested_programs):
                continue  # round 44 (hf): `rm -rf /tmp/cdo_test_$USER`, `/tmp/x_$(whoami)/run` (tmp_scratch_names)
            paths = scene.canon(view, operand)
            if paths is None:
                if params["escalate_unresolved"]:
                    found.append(hit(rule, f"cannot resolve {operand!r} in {view.text!r}", view.text,
                                     block=unresolved_block))
                continue
            for path in paths:
                base = _glob_base(path)
                if path in always or base in always:
                    found.append(hit(rule, f"{view.text!r} recursively deletes {path}", view.text))
                    break
                if params["workspace_root"] and scene.workspace and path == scene.workspace:
                    found.append(hit(rule, f"{view.text!r} recursively deletes the whole workspace "
                                           f"{scene.workspace}", view.text))
                    break
                if session_scratch(scene, base, params["session_scratch"]):
                    continue  # round 10: inside a temp directory this session made (`mkdir`, `mktemp -d`)
                if params["outside_workspace"] and scene.broad_workspace:
                    found.append(hit(rule, f"{view.text!r} recursively deletes {path}; the workspace "
                                           f"{scene.workspace} is too broad (/ or the home directory) "
                                           "to contain a recursive delete", view.text))
                    break
                if _build_cache(scene, base):
                    continue  # round 33 (t3x): a tool's regenerable cache under home (DerivedData, ~/.cache/x)
                if named_scratch(scene, base, params["session_scratch"], whole=path == base):
                    continue  # round 21: one directory under /tmp, /var/tmp named as scratch (`/tmp/build-42`)
                if params["outside_workspace"] and scene.workspace and not is_within(base, scene.workspace) and (
                        not params["outside_within"] or any(is_within(base, r) for r in canonical_roots(
                            params["outside_within"], home=scene.home, hermes_home=scene.hermes_home))):
                    found.append(hit(rule, f"{view.text!r} recursively deletes {path}, outside the "
                                           f"workspace {scene.workspace}", view.text))
                    break
    return found


_CACHES = ("Library/Developer/Xcode/DerivedData", "Library/Caches", ".cache", ".gradle/caches", ".npm/_cacache",
           "Library/Developer/CoreSimulator/Caches")


def _build_cache(scene: Scene, base: str) -> bool:
    """``base`` is a regenerable build or download cache under home, one of its tools' folders or the whole cache
    (``~/Library/Developer/Xcode/DerivedData/App-*``, ``~/.cache/pip``), and holds no protected profile."""
    home = (scene.home or "").rstrip("/")
    if not home or not base.startswith(home + "/") or (scene.hermes_home and is_within(scene.hermes_home, base)):
        return False
    rest = base[len(home) + 1:]
    return any(rest == c or rest.startswith(c + "/") for c in _CACHES) and ".." not in rest.split("/")


def _glob_base(path: str) -> str:
    """The directory part before the first glob component (``/a/b*/c`` → ``/a``)."""
    if not has_glob(path):
        return path
    parts = path.split("/")
    index = next(i for i, part in enumerate(parts) if has_glob(part))
    return "/".join(parts[:index]) or "/"


def check_git_force_push(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """``git push --force`` (or ``+ref``, ``--delete``, ``:ref``) to a protected branch."""
    params = rule.params
    found: list[RuleMatch] = []
    for view in scene.views:
        argv = view.command.argv
        if view.command.program != "git":
            continue
        i = 1
        while i < len(argv) and argv[i].startswith("-"):
            i += 2 if argv[i] in _GIT_VALUE_OPTIONS else 1
        if i >= len(argv) or argv[i] != "push":
            continue
        options, operands = split_options(argv[i:], _PUSH_VALUE_OPTIONS)
        refspecs = operands[1:]
        forced = has_flag(options, params["force_flags"]) or any(r.startswith("+") for r in refspecs)
        deleting = has_flag(options, params["delete_flags"]) or any(r.startswith(":") for r in refspecs)
        if not (forced or deleting) or has_flag(options, ("-n", "--dry-run")):
            continue  # round 12: a dry run (`git push --dry-run --force`) sends nothing
        branches = [r.lstrip("+").rsplit(":", 1)[-1].removeprefix("refs/heads/") for r in refspecs]
        everything = has_flag(options, ("--all", "--mirror"))
        protected = [b for b in branches if any(fnmatchcase(b, p) for p in params["protected_branches"])]
        unknown = everything or not branches or any(b in ("HEAD", "") or "$" in b for b in branches)
        action = "force-pushes" if forced else "deletes"
        if protected:
            found.append(hit(rule, f"{view.text!r} {action} protected branch {protected[0]}", view.text))
        elif unknown and params["block_unknown_branch"]:
            found.append(hit(rule, f"{view.text!r} {action} without naming a branch (the current "
                                   "branch may be protected)", view.text))
    return found


def check_pipe_to_shell(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """Downloaded content run by an interpreter: ``curl … | sh``, ``bash <(curl …)``."""
    downloaders = set(rule.params["downloaders"])
    interpreters = set(rule.params["interpreters"]) | {"eval", "source", "."}
    found: list[RuleMatch] = []
    for view in scene.views:
        command = view.command
        if command.program not in interpreters:
            continue
        if downloaders & set(command.nested_programs):
            found.append(hit(rule, f"{view.text!r} executes downloaded content", view.text))
            continue
        upstream = [v for v in scene.views if v.command.pipeline_id == command.pipeline_id
                    and v.command.pipeline_pos < command.pipeline_pos]
        source = next((v for v in upstream if v.command.program in downloaders), None)
        _, operands = split_options(command.argv, ())
        reads_stdin = not operands or operands[0] == "-" or "-s" in command.argv
        if source is not None and reads_stdin and not syntax_only(command.argv):  # round 20: `curl … | bash -n`
            found.append(hit(rule, f"{source.text!r} is piped into {command.program}", view.text))
    return found


def check_stale_backup(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """R-T1-4: a destructive write whose newest recorded backup is older than allowed."""
    if not scene.backups:
        return []
    max_age = scene.backup_max_age_s if scene.backup_max_age_s is not None else rule.params["max_age_s"]
    now = scene.now if scene.now is not None else time.time()
    found: list[RuleMatch] = []
    for view in scene.views:
        for target in view.writes:
            if not target.destructive:
                continue
            for path in scene.canon(view, target.raw) or ():
                covering = [k for k in scene.backups if is_within(path, k)]
                inside = [k for k in scene.backups if target.covers_descendants and is_within(k, path)]
                keys = ([max(covering, key=len)] if covering else []) + inside
                for key in dict.fromkeys(keys):
                    age = now - scene.backups[key]
                    if age > max_age:
                        found.append(hit(rule, f"{target.via} destroys {path}; the newest backup of "
                                               f"{key} is {age / 3600:.1f} h old (limit "
                                               f"{max_age / 3600:.1f} h)", view.text))
    return found


CHECKS: dict[str, Callable[[Rule, Scene], list[RuleMatch]]] = {
    "protected_write": check_protected_write,
    "secret_read": metadata_exempt(check_secret_read),  # round 18: counts, sizes, dates of the profile
    "device_write": check_device_write,
    "rm_recursive_outside_workspace": check_rm_recursive_outside_workspace,
    "destructive_command": check_destructive_command,
    "git_force_push": check_git_force_push,
    "sql_drop": check_sql_drop,
    "pipe_to_shell": check_pipe_to_shell,
    "chmod_777": check_chmod_777,
    "fork_bomb": check_fork_bomb,
    "kill_init": check_kill_init,
    "stale_backup": check_stale_backup,
    "opaque_command": check_opaque_command,
    "unmodelled_write": check_unmodelled_write,
    "exec_vector": check_exec_vector,
    "loader_env": check_loader_env,
    "destructive_verb": check_destructive_verb,
    "persistent_launch": check_persistent_launch,
    "container_mount": check_container_mount,
    "secret_exfiltration": check_secret_exfiltration,
    "state_destroy": check_state_destroy,
    "host_breakage": check_host_breakage,
    "remote_delete": check_remote_delete,
    "spawn_loop": check_spawn_loop,
    "service_exposed": check_service_exposed,  # round 20 (t2b)
}
