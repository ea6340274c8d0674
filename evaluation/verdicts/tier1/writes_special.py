"""Writers whose targets no operand table can describe (issue 11: writers not modelled).

``tar -x`` and ``unzip`` write whatever the archive holds under ``-C``/``-d``
(or the working directory): the whole tree there counts as written. ``git``
subcommands that rewrite the work tree (``apply``, ``checkout``, ``pull`` …)
write the tree of ``-C``/the cwd; ``git clone`` writes its destination.
``awk`` writes where its program redirects; editors (``vim -c``, ``ex``,
``ed``) write the files they open. A writer spec names its handler with
``"special"`` in the rule document.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from evaluation.verdicts.tier1.shell import SimpleCommand
from evaluation.verdicts.tier1.writes import WriteTarget, has_flag, option_values, split_options

_AWK_REDIRECT = re.compile(r"""\bprintf?\b[^;}]*?(?:>>?|\|)\s*("([^"]*)"|[^\s;}"]+)""")
_AWK_SYSTEM = re.compile(r"""\bsystem\s*\(\s*"((?:\\.|[^"\\])*)"\s*\)""")
_EDITOR_WRITE = re.compile(r"(?:^|[|:\s])(?:w|wq|x|write|sav|saveas|up|update)!?\s+(\S+)")
_GIT_VALUE_OPTIONS = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path")
GIT_TREE_WRITERS = frozenset({"apply", "am", "checkout", "restore", "reset", "clean", "stash", "pull", "merge",
                              "rebase", "cherry-pick", "revert", "switch", "mv", "rm", "submodule", "worktree",
                              "init", "read-tree", "checkout-index", "filter-branch", "sparse-checkout"})


def _tar(command: SimpleCommand) -> list[WriteTarget]:
    argv = command.argv
    first = argv[1] if len(argv) > 1 else ""
    bundle = first if first and not first.startswith("-") else ""
    options, _ = split_options(argv, ("-f", "--file", "-C", "--directory", "-T", "-X", "--exclude"))
    letters = bundle + "".join(o[1:] for o in options if o.startswith("-") and not o.startswith("--"))
    extracting = "x" in letters or has_flag(options, ("--extract", "--get"))
    creating = any(c in letters for c in "cru") or has_flag(options, ("--create", "--append", "--update"))
    if extracting:
        directories = option_values(argv, ("-C", "--directory")) or ["."]
        return [WriteTarget(d, "tar -x (archive members)", True, True) for d in directories]
    if creating:
        archives = option_values(argv, ("-f", "--file"))
        if not archives and bundle and "f" in bundle:  # `tar czf out.tgz …`
            archives = argv[2:3]
        return [WriteTarget(a, "tar (archive)", False, True) for a in archives if a != "-"]
    return []


def _unzip(command: SimpleCommand) -> list[WriteTarget]:
    options, _ = split_options(command.argv, ("-d", "-x"))
    if has_flag(options, ("-l", "-t", "-v", "-p", "-Z")):
        return []  # list, test, view, pipe: nothing is written
    directories = option_values(command.argv, ("-d",)) or ["."]
    return [WriteTarget(d, f"{command.program} (archive members)", True, True) for d in directories]


def _git(command: SimpleCommand) -> list[WriteTarget]:
    argv, i = command.argv, 1
    trees: list[str] = []
    while i < len(argv) and argv[i].startswith("-"):
        if argv[i] in ("-C", "--work-tree") and i + 1 < len(argv):
            trees.append(argv[i + 1])
        elif argv[i].startswith("--work-tree="):
            trees.append(argv[i].split("=", 1)[1])
        i += 2 if argv[i] in _GIT_VALUE_OPTIONS else 1
    sub = argv[i] if i < len(argv) else ""
    base = trees[-1] if trees else "."
    if sub == "clone":
        _, operands = split_options(argv[i:], ("-b", "--branch", "-o", "--origin", "--depth", "-c", "--config",
                                               "--reference", "--separate-git-dir", "-u", "--template", "-j"))
        if len(operands) >= 2:
            target = operands[1]
        elif operands:
            target = operands[0].rstrip("/").rsplit("/", 1)[-1].removesuffix(".git") or "repo"
        else:
            return []
        if not target.startswith(("/", "~", "$")) and trees:
            target = base.rstrip("/") + "/" + target
        return [WriteTarget(target, "git clone", True, True)]
    if sub in GIT_TREE_WRITERS:
        extra = option_values(argv[i:], ("--directory",)) if sub == "apply" else []
        extra = [base.rstrip("/") + "/" + d if not d.startswith("/") else d for d in extra]
        return [WriteTarget(t, f"git {sub} (work tree)", True, True) for t in (*extra, base)]
    return []


def _awk(command: SimpleCommand) -> list[WriteTarget]:
    argv = command.argv
    _, operands = split_options(argv, ("-F", "-v", "-f", "--field-separator", "--assign", "--file"))
    if not operands or "-f" in argv or "--file" in argv:
        return []
    found = []
    for match in _AWK_REDIRECT.finditer(operands[0]):
        quoted, bare = match.group(2), match.group(1)
        if match.group(0).rstrip().split()[-1].startswith("|"):
            continue  # `print | "cmd"` runs a command; see derived commands
        target = quoted if quoted is not None else f"$({bare})"  # a run-time file name: unresolvable
        found.append(WriteTarget(target, f"{command.program} redirection", False, True))
    return found


def awk_system_scripts(command: SimpleCommand) -> list[str]:
    """Shell code an awk program runs through ``system("…")`` or ``print | "cmd"``."""
    _, operands = split_options(command.argv, ("-F", "-v", "-f", "--field-separator", "--assign", "--file"))
    if not operands:
        return []
    program = operands[0]
    pipes = re.findall(r"""\|\s*"((?:\\.|[^"\\])*)\"""", program)
    return [m.group(1) for m in _AWK_SYSTEM.finditer(program)] + pipes


def _editor(command: SimpleCommand) -> list[WriteTarget]:
    argv = command.argv
    if command.program == "view" or "-R" in argv or "-M" in argv:
        return []
    scripts = option_values(argv, ("-c", "--cmd", "-S")) + [a[1:] for a in argv[1:] if a.startswith("+")]
    _, operands = split_options(argv, ("-c", "--cmd", "-S", "-u", "-i", "-T", "-w", "-W"))
    found = [WriteTarget(o, command.program, False, True) for o in operands if not o.startswith("+")]
    for script in scripts:
        found += [WriteTarget(m.group(1), f"{command.program} command", False, True)
                  for m in _EDITOR_WRITE.finditer(script)]
    return found


def _container(command: SimpleCommand) -> list[WriteTarget]:
    """``docker run -v SRC:DST`` lets the container write SRC's whole tree (unless ``:ro``)."""
    argv = command.argv
    specs = option_values(argv, ("-v", "--volume")) + [a.split("=", 1)[1] for a in argv
                                                        if a.startswith(("-v=", "--volume="))]
    sources = [spec.split(":", 1)[0] for spec in specs if not spec.endswith((":ro", ",ro")) and ":" in spec]
    for mount in option_values(argv, ("--mount",)):
        fields = dict(f.split("=", 1) for f in mount.split(",") if "=" in f)
        if "readonly" not in mount and "ro=true" not in mount:
            sources += [fields[k] for k in ("source", "src") if k in fields]
    return [WriteTarget(s, f"{command.program} volume", True, True) for s in sources]


SPECIAL: dict[str, Callable[[SimpleCommand], list[WriteTarget]]] = {
    "tar": _tar, "unzip": _unzip, "git": _git, "awk": _awk, "editor": _editor, "container": _container,
}


def special_targets(command: SimpleCommand, spec: Any) -> list[WriteTarget]:
    """Targets from the handler the writer spec names (empty when it names none)."""
    handler = SPECIAL.get(spec["special"])
    return handler(command) if handler else []
