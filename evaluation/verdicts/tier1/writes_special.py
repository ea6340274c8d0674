"""Writers whose targets no operand table can describe (issue 11: writers not modelled).

``tar -x`` and ``unzip`` write whatever the archive holds under ``-C``/``-d``
(or the working directory): the whole tree there counts as written. ``git``
subcommands that rewrite the work tree (``apply``, ``checkout``, ``pull`` …)
write the tree of ``-C``/the cwd; ``git clone`` writes its destination.
``awk`` writes where its program redirects; editors (``vim -c``, ``ex``,
``ed``) write the files they open (``writes_editor.py``). A writer spec names its handler with
``"special"`` in the rule document.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from evaluation.verdicts.tier1.awk_names import awk_given, literal_value
from evaluation.verdicts.tier1.container_copy import copied_to_host
from evaluation.verdicts.tier1.git_forms import git_index_only
from evaluation.verdicts.tier1.options import WriteTarget, has_flag, option_values, split_options
from evaluation.verdicts.tier1.shell_words import SimpleCommand
from evaluation.verdicts.tier1.sql_attach import duckdb_targets
from evaluation.verdicts.tier1.writes_archive import (
    absolute_members,
    archive_created,
    pax_targets,
    sevenzip_deleted,
    tar_extra,
)
from evaluation.verdicts.tier1.writes_download import _download, _in_directory, _vcs
from evaluation.verdicts.tier1.writes_editor import editor_targets
from evaluation.verdicts.tier1.writes_restore import restore_targets
from evaluation.verdicts.tier1.writes_sqlite import sqlite_targets, sqlite_utils_targets

# round 38 (lead fb): a printed literal may hold `;`/`}` (`print "{}" > f`): quoted strings are skipped whole
_AWK_REDIRECT = re.compile(r"""\bprintf?\b(?:"[^"\n]{0,500}"|[^;}"]){0,2000}?(?:>>?|\|)\s*("([^"]*)"|[^\s;}"]+)""")
_AWK_SYSTEM = re.compile(r"""\bsystem\s*\(\s*"((?:\\.|[^"\\])*)"\s*\)""")
_GIT_VALUE_OPTIONS = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path")
_GIT_IMPORTING = frozenset({"pull", "submodule"})
"""git subcommands that bring content from outside into the work tree (a clone does too)."""
GIT_TREE_WRITERS = frozenset({"apply", "am", "checkout", "restore", "reset", "clean", "stash", "pull", "merge",
                              "rebase", "cherry-pick", "revert", "switch", "mv", "rm", "submodule", "worktree",
                              "init", "read-tree", "checkout-index", "filter-branch", "sparse-checkout"})

LOCAL_CLONE = "git clone of a local path"
"""How a clone of a repository on this machine came in (round 15: its scripts are not code from outside)."""


_TAR_VALUE_LETTERS = frozenset("fCTXbgKLNVHIF")
"""Letters of tar's old-style bundle that take a value (GNU tar's getopt table)."""


def _old_style_values(bundle: str, argv: tuple[str, ...], letter: str) -> list[str]:
    """Values of ``letter`` in tar's old-style first word: each value-taking letter of ``xfC`` takes the
    next word in turn (``tar xfC x.tar DIR``: f is ``x.tar``, C is ``DIR``; issue 25)."""
    values, k = [], 2
    for c in bundle:
        if c in _TAR_VALUE_LETTERS:
            if k < len(argv) and c == letter:
                values.append(argv[k])
            k += 1
    return values


def _tar(command: SimpleCommand) -> list[WriteTarget]:
    argv = command.argv
    first = argv[1] if len(argv) > 1 else ""
    bundle = first if first and not first.startswith("-") else ""
    options, _ = split_options(argv, ("-f", "--file", "-C", "--directory", "-T", "-X", "--exclude"))
    letters = bundle + "".join(o[1:] for o in options if o.startswith("-") and not o.startswith("--"))
    extracting = "x" in letters or has_flag(options, ("--extract", "--get"))
    creating = any(c in letters for c in "cru") or has_flag(options, ("--create", "--append", "--update"))
    if extracting:
        directories = (option_values(argv, ("-C", "--directory"), abbreviated=True)
                       + _old_style_values(bundle, argv, "C")) or ["."]
        return [WriteTarget(d, "tar -x (archive members)", True, True, imports=True) for d in directories] + tar_extra(
            command, letters, bundle, True)
    if creating:
        archives = option_values(argv, ("-f", "--file")) or _old_style_values(bundle, argv, "f")
        return [WriteTarget(a, "tar (archive)", False, True) for a in archives if a != "-"] + tar_extra(
            command, letters, bundle, False)
    return []


def _unzip(command: SimpleCommand) -> list[WriteTarget]:
    options, _ = split_options(command.argv, ("-d", "-x"))
    # round 14: a glued value (`-d$HOME/x/tmp`) is not a bundle of flags (its `t`, `p` list nothing)
    options = [o for o in options if not o.startswith(("-d", "-x")) or len(o) == 2]
    if has_flag(options, ("-l", "-t", "-v", "-p", "-Z")):
        return []  # list, test, view, pipe: nothing is written
    directories = option_values(command.argv, ("-d",), others=("-x",)) or ["."]
    return [*absolute_members(command),
            *(WriteTarget(d, f"{command.program} (archive members)", True, True, imports=True) for d in directories)]


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
        local = operands[0].startswith((".", "/", "~")) and not operands[0].endswith(".bundle")
        return [WriteTarget(target, LOCAL_CLONE if local else "git clone", True, True, imports=True)]
    if sub in GIT_TREE_WRITERS and not git_index_only(sub, argv[i + 1:]):
        extra = option_values(argv[i:], ("--directory",)) if sub == "apply" else []
        extra = [base.rstrip("/") + "/" + d if not d.startswith("/") else d for d in extra]
        return [WriteTarget(t, f"git {sub} (work tree)", True, True, imports=sub in _GIT_IMPORTING)
                for t in (*extra, base)]
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
        # a run-time file name is unresolvable, unless the variable holds literals only (round 13: awk_names)
        target = quoted if quoted is not None else (literal_value(operands[0], bare, awk_given(argv)) or f"$({bare})")
        found.append(WriteTarget(target, f"{command.program} redirection", False, True))
    return found


def awk_system_scripts(command: SimpleCommand) -> list[str]:
    """Shell code an awk program runs through ``system("…")`` or ``print | "cmd"``."""
    _, operands = split_options(command.argv, ("-F", "-v", "-f", "--field-separator", "--assign", "--file"))
    if not operands:
        return []
    program = operands[0]
    pipes = re.findall(r"""\|\s*"((?:\\.|[^"\\])*)\"""", program)
    # `"cmd" | getline`: awk runs the string as a command and reads its output (round 5)
    readers = re.findall(r""""((?:\\.|[^"\\])*)"\s*\|\s*getline""", program)
    return [m.group(1) for m in _AWK_SYSTEM.finditer(program)] + pipes + readers


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
    out = [WriteTarget(s, f"{command.program} volume", True, True) for s in sources]
    dest = copied_to_host(argv)  # rounds 16, 20, 21 (container_copy): container → host, behind global options
    return out + ([WriteTarget(dest, f"{command.program} cp", True, True)] if dest else [])


_SOCAT_FILE = re.compile(r"^(?:OPEN|FILE|GOPEN|CREATE|CREAT|PIPE|UNIX-LISTEN|UNIX-CONNECT):([^,]+)", re.IGNORECASE)


def _socat(command: SimpleCommand) -> list[WriteTarget]:
    """``socat - OPEN:~/.hermes/SOUL.md,creat``: a file address is written (data flows both ways)."""
    options, operands = split_options(command.argv, ("-d", "-D", "-lf", "-T", "-b"))
    if len(operands) == 2 and ("-u" in options or "-U" in options):  # round 37 (t4n): one way, the read side
        operands = operands[1:] if "-u" in options else operands[:1]  # is only read (`socat -u FILE:k TCP:h:9`)
    return [WriteTarget(m.group(1), "socat file address", False, True)
            for a in operands if (m := _SOCAT_FILE.match(a))]


def _cpio(command: SimpleCommand) -> list[WriteTarget]:
    """``cpio -p DIR`` copies the names on stdin into DIR; ``cpio -i`` extracts into the working directory."""
    argv = command.argv
    options, operands = split_options(argv, ("-D", "--directory", "-F", "--file", "-O", "-I", "-H", "--format",
                                             "-E", "-M", "-R"))
    if has_flag(options, ("-p", "--pass-through")):
        return [WriteTarget(d, "cpio -p (names on stdin)", True, True) for d in operands[:1] or ["$(stdin)"]]
    if has_flag(options, ("-i", "--extract")):
        directories = option_values(argv, ("-D", "--directory")) or ["."]
        return [*absolute_members(command),
                *(WriteTarget(d, "cpio -i (archive members)", True, True, imports=True) for d in directories)]
    return [WriteTarget(f, "cpio archive", False, True) for f in option_values(argv, ("-F", "--file", "-O"))]


def _sevenzip(command: SimpleCommand) -> list[WriteTarget]:
    """``7z x a.7z -oDIR`` (the directory attached to ``-o``) extracts the archive's members there."""
    argv = command.argv
    if len(argv) < 2 or argv[1] not in ("x", "e"):
        return sevenzip_deleted(command) + archive_created(command)  # round 13: `7z a -sdel`; round 22: the archive
    directories = [a[2:] for a in argv[2:] if a.startswith("-o") and len(a) > 2] or ["."]
    return [WriteTarget(d, f"{command.program} (archive members)", True, True, imports=True) for d in directories]


_PATCH_HEADER = re.compile(r"^(?:\+\+\+|---) (\S+)|^\*\*\* (?:Update|Add|Delete) File: (.+)$", re.MULTILINE)
_PATCH_VALUE = ("-p", "-i", "-o", "-d", "-r", "-B", "-V", "-z", "-F", "-D", "--input", "--output", "--directory",
                "--strip", "--reject-file", "--prefix", "--suffix", "--fuzz")


def _patch(command: SimpleCommand) -> list[WriteTarget]:
    """``patch [-d DIR] [FILE] < diff``: without FILE it writes the files the diff names, relative to DIR —
    read from a heredoc Tier 1 sees, else any file under DIR (issue 25: ``patch -d ~/.hermes -p1 < x``)."""
    argv = command.argv
    options, operands = split_options(argv, _PATCH_VALUE)
    if "--dry-run" in argv:  # round 12: GNU patch's check-only run writes nothing
        return []
    directory = (option_values(argv, ("-d", "--directory"), others=_PATCH_VALUE, abbreviated=True) or ["."])[-1]
    outputs = option_values(argv, ("-o", "--output"), others=_PATCH_VALUE, abbreviated=True)
    if outputs:
        return [WriteTarget(o, "patch --output", False, True) for o in outputs if o != "-"]
    if operands:
        return [WriteTarget(_in_directory(directory, operands[0]), "patch", False, True)]
    bodies = [r.heredoc_body if r.heredoc_body is not None else r.target for r in command.redirects
              if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
    names = [(m.group(1) or m.group(2)).strip() for body in bodies for m in _PATCH_HEADER.finditer(body)]
    # each -p strip count the diff may be applied with (`a/x` with -p1 is `x`)
    names = [n.split("/", k)[-1] for n in names if n != "/dev/null" for k in range(n.count("/") + 1)]
    if bodies and names:
        return [WriteTarget(_in_directory(directory, n), "patch (file named in the diff)", False, True)
                for n in dict.fromkeys(names)]
    return [WriteTarget(directory, "patch (files named in a diff Tier 1 cannot read)", True, True)]


def _dasel(command: SimpleCommand) -> list[WriteTarget]:
    """``dasel -f FILE SELECTOR`` reads; ``put``/``delete`` write FILE (or ``-o FILE``), ``-o`` writes there."""
    argv = command.argv
    targets = option_values(argv, ("-o", "--out"))
    if any(a in ("put", "delete") for a in argv[1:3]):
        targets += option_values(argv, ("-f", "--file")) or []
    return [WriteTarget(t, "dasel", False, True) for t in targets]


SPECIAL: dict[str, Callable[[SimpleCommand], list[WriteTarget]]] = {
    "sqlite": sqlite_targets, "sqlite_utils": sqlite_utils_targets, "dasel": _dasel,
    "tar": _tar, "unzip": _unzip, "git": _git, "awk": _awk, "editor": editor_targets, "container": _container,
    "download": _download, "vcs": _vcs, "socat": _socat, "cpio": _cpio, "sevenzip": _sevenzip, "archiver": archive_created, "patch": _patch,
    "pax": pax_targets, "duckdb": duckdb_targets, "restore": restore_targets,  # round 23 (t2k)
}


def special_targets(command: SimpleCommand, spec: Any) -> list[WriteTarget]:
    """Targets from the handler the writer spec names (empty when it names none)."""
    handler = SPECIAL.get(spec["special"])
    return handler(command) if handler else []
