"""One function per rule kind. Each reads a :class:`Scene` and returns matches.

The kinds are the only code; their instances (programs, branches, patterns,
limits) come from the rule document (R-T1-2).
"""

from __future__ import annotations

import bisect
import os
import re
import time
from collections.abc import Callable
from fnmatch import fnmatchcase

from evaluation.verdicts.tier1.checks_exec_vectors import check_exec_vector
from evaluation.verdicts.tier1.checks_exfiltration import check_secret_exfiltration
from evaluation.verdicts.tier1.checks_fail_closed import check_opaque_command, check_unmodelled_write
from evaluation.verdicts.tier1.checks_persistence import check_loader_env
from evaluation.verdicts.tier1.checks_secrets import check_secret_read
from evaluation.verdicts.tier1.paths import canonical_roots, has_glob, is_within, linked_root, protected_root_for
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.scene import RuleMatch, Scene, View
from evaluation.verdicts.tier1.writes import has_flag, split_options
from hermes_plugin.governed import is_runtime_name

# A fork bomb is a function whose body pipes it into itself: `f(){ f|f& };f`. Found in time linear in the
# command (issue 25): every definition and every self-pipe is found once (names are possessive and start
# a word), then each definition looks up the first self-pipe of its name after its `{`. One regex that
# did both (a lazy body before a back-reference) was quadratic on one long word.
_NAME = r"[^\s|&;()<>{}'\"`\\$]"
_DEFINITION = re.compile(rf"(?<!{_NAME})({_NAME}++)\s*+\(\s*+\)\s*+\{{")
_SELF_PIPE = re.compile(rf"(?<!{_NAME})(?=(({_NAME}++)\s*+\|\s*+\2(?!{_NAME})))")
_GIT_VALUE_OPTIONS = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path")
_PUSH_VALUE_OPTIONS = ("--repo", "-o", "--push-option", "--receive-pack", "--exec")


def hit(rule: Rule, reason: str, evidence: str, *, block: bool | None = None) -> RuleMatch:
    """A match of ``rule``; ``block`` defaults to the rule's own ``blocking``."""
    return RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict,
                     block=rule.blocking if block is None else block,
                     severity=rule.severity, reason=f"{rule.id}: {reason}", evidence=evidence)


def check_protected_write(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """R-T1-3: any write (however spelt) that lands in a protected root.

    A rule with its own ``roots`` (system files) checks those instead of the agent's
    protected set. A write whose target cannot be resolved is blocked by the rule
    without ``roots`` (issue 11: an unresolvable target is not silence)."""
    own = rule.params["roots"]
    roots = canonical_roots(own, home=scene.home, hermes_home=scene.hermes_home) if own else scene.roots
    found: list[RuleMatch] = []
    for view in scene.views:
        for target in view.writes:
            paths = scene.canon(view, target.raw)
            if paths is None:
                if not own:
                    found.append(hit(rule, f"cannot resolve where {target.via} writes ({target.raw!r}); it "
                                           "may be a protected path", view.text))
                continue
            for path in paths:
                if target.into_directory and os.path.isdir(path):
                    continue  # `mv f ~/` writes ~/f (checked as its own target), not the whole tree
                root = protected_root_for(path, roots, covers_descendants=target.covers_descendants)
                if root is None and not own and has_glob(path):
                    root = linked_root(path, view.links, roots)  # `logs/*.log`: a link among those names
                if root and not own and _runtime_state(scene, path, root):
                    continue  # `skills/.usage.json`, `__pycache__`: Hermes's runtime state, not governed
                if root:
                    found.append(hit(rule, f"{target.via} writes {target.raw!r} (resolves to {path}), "
                                           f"which {_relation(path, root)} protected path {root}", view.text))
    return found


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


def check_device_write(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """``dd of=/dev/sda``, ``cat img > /dev/nvme0n1``: writes onto a device."""
    prefixes, allow = rule.params["device_prefixes"], rule.params["allow"]
    found: list[RuleMatch] = []
    for view in scene.views:
        for target in view.writes:
            for path in {target.raw, *(scene.canon(view, target.raw) or ())}:
                if path.startswith(prefixes) and not path.startswith(allow):
                    found.append(hit(rule, f"{target.via} writes to device {path}", view.text))
                    break
    return found


def check_rm_recursive_outside_workspace(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """Recursive rm on /, home, system directories or anything outside the workspace."""
    params = rule.params
    always: set[str] | None = None  # canonicalised lazily: most calls have no recursive rm
    found: list[RuleMatch] = []
    for view in scene.views:
        if view.command.program not in params["programs"]:
            continue
        options, operands = split_options(view.command.argv, ())
        if not has_flag(options, params["recursive_flags"]):
            continue
        if always is None:
            always = set(canonical_roots(params["always_block"], home=scene.home, hermes_home=scene.hermes_home))
        unresolved_block = params["block_unresolved"]
        if view.command.stdin_args or not operands:
            if params["escalate_unresolved"]:
                found.append(hit(rule, f"cannot tell what {view.text!r} deletes (operands arrive "
                                       "at run time)", view.text, block=unresolved_block))
            continue
        for operand in operands:
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
                if params["outside_workspace"] and scene.broad_workspace:
                    found.append(hit(rule, f"{view.text!r} recursively deletes {path}; the workspace "
                                           f"{scene.workspace} is too broad (/ or the home directory) "
                                           "to contain a recursive delete", view.text))
                    break
                if params["outside_workspace"] and scene.workspace and not is_within(base, scene.workspace):
                    found.append(hit(rule, f"{view.text!r} recursively deletes {path}, outside the "
                                           f"workspace {scene.workspace}", view.text))
                    break
    return found


def _glob_base(path: str) -> str:
    """The directory part before the first glob component (``/a/b*/c`` → ``/a``)."""
    if not has_glob(path):
        return path
    parts = path.split("/")
    index = next(i for i, part in enumerate(parts) if has_glob(part))
    return "/".join(parts[:index]) or "/"


def check_destructive_command(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """A listed program (or prefix, e.g. ``mkfs``), optionally with a listed operand."""
    params = rule.params
    found: list[RuleMatch] = []
    for view in scene.views:
        program = view.command.program
        if program not in params["programs"] and not program.startswith(params["program_prefixes"]):
            continue
        options, operands = split_options(view.command.argv, ())
        if params["requires_operands"] and not set(operands) & set(params["requires_operands"]):
            continue
        if params["unless_options"] and has_flag(options, params["unless_options"]):
            continue  # `shutdown -c` cancels a shutdown
        if params["device_operand_only"] and operands and not any(_device_like(scene, view, o) for o in operands):
            continue  # `mkfs.ext4 disk.img` formats an image file
        found.append(hit(rule, f"runs {view.text!r}", view.text))
    return found


def _device_like(scene: Scene, view: View, operand: str) -> bool:
    """A device node, or something Tier 1 cannot resolve to a regular file."""
    paths = scene.canon(view, operand)
    if paths is None:
        return True
    return any(p.startswith("/dev/") or (os.path.exists(p) and not os.path.isfile(p) and not os.path.isdir(p))
               for p in paths)


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
        if not (forced or deleting):
            continue
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


def check_sql_drop(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """DROP/TRUNCATE given to a database client (argv, heredoc, or piped in) or SQL tool."""
    clients = rule.params["clients"]
    found: list[RuleMatch] = []
    for text, evidence in scene.sql_texts:
        found.extend(_sql_match(rule, text, evidence))
    for view in scene.views:
        if view.command.program not in clients:
            continue
        texts = list(view.command.argv[1:]) + _stdin_texts(view)
        texts += [t for other in scene.views if other.command.pipeline_id == view.command.pipeline_id
                  and other.command.pipeline_pos < view.command.pipeline_pos
                  for t in (*other.command.argv[1:], *_stdin_texts(other))]
        for text in texts:
            found.extend(_sql_match(rule, text, view.text))
    return found


def _stdin_texts(view: View) -> list[str]:
    return [r.heredoc_body if r.heredoc_body is not None else r.target
            for r in view.command.redirects if r.op.startswith("<<")]


def _sql_match(rule: Rule, text: str, evidence: str) -> list[RuleMatch]:
    for pattern in rule.params["patterns"]:
        match = pattern.search(text)
        if match:
            return [hit(rule, f"sends {match.group(0)!r} to a database", evidence)]
    return []


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
        if source is not None and reads_stdin:
            found.append(hit(rule, f"{source.text!r} is piped into {command.program}", view.text))
    return found


def check_chmod_777(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """``chmod -R 777`` and other world-writable recursive modes."""
    params = rule.params
    found: list[RuleMatch] = []
    for view in scene.views:
        if view.command.program not in params["programs"]:
            continue
        options, operands = split_options(view.command.argv, ())
        recursive = has_flag(options, params["recursive_flags"])
        if operands and operands[0] in params["modes"] and (recursive or not params["require_recursive"]):
            found.append(hit(rule, f"{view.text!r} makes {' '.join(operands[1:])} world-writable",
                             view.text))
    return found


def check_fork_bomb(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """A function piping into itself in the background, or a listed fork pattern."""
    text = scene.command_text or ""
    bomb = _self_fork(text)
    if bomb is None:
        match = next((m for p in rule.params["patterns"] if (m := p.search(text))), None)
        bomb = match.group(0) if match else None
    return [hit(rule, f"fork bomb {bomb!r}", text)] if bomb is not None else []


def _self_fork(text: str) -> str | None:
    """``f(){ … f|f … }``: a function that pipes itself into itself before its first ``}``, or None."""
    if "|" not in text or "{" not in text:
        return None
    pipes: dict[str, list[int]] = {}
    for match in _SELF_PIPE.finditer(text):
        pipes.setdefault(match.group(2), []).append(match.start())
    for definition in _DEFINITION.finditer(text):
        starts = pipes.get(definition.group(1))
        if not starts:
            continue
        body_end = text.find("}", definition.end())
        first = starts[bisect.bisect_left(starts, definition.end())] if starts[-1] >= definition.end() else None
        if first is not None and (body_end < 0 or first < body_end):
            end = body_end + 1 if body_end >= 0 else len(text)
            return text[definition.start():end][:200]
    return None


def check_kill_init(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """``kill -9 1``, ``kill -9 -1`` (every process) or ``pkill init``."""
    params = rule.params
    found: list[RuleMatch] = []
    for view in scene.views:
        argv, program = view.command.argv, view.command.program
        if program in params["programs"]:
            args = list(argv[1:])
            if args and args[0] in ("-s", "-n"):
                args = args[2:]
            elif args and args[0].startswith("-") and args[0] != "--":
                args = args[1:]
            pids = [a for a in args if a != "--"]
            if set(pids) & set(params["pids"]):
                found.append(hit(rule, f"{view.text!r} signals PID 1 or every process", view.text))
        elif program in params["name_killers"]:
            _, operands = split_options(argv, ("-s", "--signal", "-u", "-U", "-g", "-t"))
            if set(operands) & set(params["process_names"]):
                found.append(hit(rule, f"{view.text!r} kills a system process by name", view.text))
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
    "secret_read": check_secret_read,
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
    "secret_exfiltration": check_secret_exfiltration,
}
