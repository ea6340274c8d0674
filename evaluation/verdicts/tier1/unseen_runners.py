"""Round 28 (t3a, issue 25): package runners and lane runners given what they run, or what they act on, at run time.

A package runner (``npx``/``bunx``/``pnpx``, ``pnpm dlx|exec``, ``yarn dlx|exec``, ``npm exec|x``) runs the package
it is NAMED; ``yarn dlx $(cat /tmp/tool)`` runs whatever a file says, and ``npx rimraf $(cat /tmp/paths.txt)`` or
``cat /tmp/t.txt | xargs -n1 npx rimraf`` deletes whatever a file lists: Tier 1 sees neither. A lane runner's shell
action (``fastlane run sh command:"$(cat F)"``) and a runner's ``-c``/``--call`` run a command built at run time. Each
fails closed (``opaque_command``):

* the package word itself is built at run time (any producer);
* an operand is built from a file or a download (``$(cat F)``, ``$(< F)``, ``$(curl …)``) and the program the runner
  starts is not a proven reader (``npx prettier --check $(cat changed.txt)`` stays open);
* the operands arrive on stdin (``xargs … npx rimraf``) from a list Tier 1 cannot see (a download piped in, a file
  outside the workspace no call wrote, or one written with unseen content: :func:`listed_destroy.fetched_list`) and
  the program is not a proven reader;
* ``fastlane run sh command:X`` / ``npm exec -c X`` with X built at run time by any producer.

Open: the same runners with literal operands, operands from ``$(git ls-files …)`` or another command that is not a
file read, a list in the workspace, and proven readers (``xargs npx eslint``).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.listed_destroy import fetched_list
from evaluation.verdicts.tier1.readonly import read_only, runner_target
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["unseen_runner_reasons"]

_BARE = frozenset({"npx", "bunx", "pnpx"})
_SUBS = {"pnpm": frozenset({"dlx", "exec"}), "yarn": frozenset({"dlx", "exec"}), "npm": frozenset({"exec", "x"})}
_NAMES = _BARE | frozenset(_SUBS) | {"fastlane"}
_CALL = frozenset({"-c", "--call", "--shell-mode"})
_FILE_PRINTERS = frozenset({"cat", "tac", "head", "tail", "sort", "uniq", "jq", "yq", "base64", "zcat", "cut", "sed",
                            "awk", "grep"})
_FETCHERS = frozenset({"curl", "wget", "http", "https", "xh", "curlie"})


def _package_index(command: SimpleCommand) -> int | None:
    """The argv index of the package a runner starts (its first operand), or None (not a runner)."""
    argv = command.argv
    start = 1
    if command.program in _SUBS:
        if len(argv) < 2 or argv[1] not in _SUBS[command.program]:
            return None
        start = 2
    elif command.program not in _BARE:
        return None
    for i in range(start, len(argv)):
        if argv[i] == "--":
            return i + 1 if i + 1 < len(argv) else None
        if not argv[i].startswith("-"):
            return i
    return None


def _file_substitution(scene: Scene) -> str | None:
    """A command substitution of this call that prints a file or a download (``$(cat F)``, ``$(< F)``)."""
    for view in scene.views:
        command = view.command
        if command.context != "substitution":
            continue
        if not command.argv and any(r.op == "<" for r in command.redirects):
            return f"$(< {command.redirects[0].target})"
        if command.pipeline_pos == 0 and (command.program in _FETCHERS or command.program in _FILE_PRINTERS and any(
                not a.startswith("-") for a in command.argv[1:])):  # `$(npm pkg get x | tr …)` prints no file
            return f"$({' '.join(command.argv[:3])})"
    return None


def _proven_reader(scene: Scene, command: SimpleCommand) -> bool:
    rules = scene.ruleset.of_kind("unmodelled_write") if scene.ruleset is not None else ()
    inner = runner_target(command)
    return bool(rules) and inner is not None and read_only(rules[0], inner)


def unseen_runner_reasons(scene: Scene, view: View) -> list[str]:
    command = view.command
    if command.program not in _NAMES:
        return []  # a set lookup before anything else (cost, round 27)
    argv, dynamic = command.argv, command.dynamic
    if command.program == "fastlane":
        if argv[1:3] == ("run", "sh") and any(i in dynamic for i in range(3, len(argv))):
            return ["fastlane's shell action runs a command built at run time"]
        return []
    if any(a in _CALL and i + 1 in dynamic or a.split("=", 1)[0] in _CALL and i in dynamic
           for i, a in enumerate(argv)):
        return [f"{command.program} runs a shell command built at run time"]
    at = _package_index(command)
    if at is None:
        return []
    if at in dynamic:
        return [f"{command.program} runs a package named at run time"]
    if any(i > at for i in dynamic):
        source = _file_substitution(scene)
        if source and not _proven_reader(scene, command):
            return [f"{command.program} {argv[at]} acts on operands read at run time from {source}"]
    if command.stdin_args and not _proven_reader(scene, command):
        listed = fetched_list(scene, view)
        if listed:
            return [f"{command.program} {argv[at]} acts on operands from {listed}"]
    return []
