"""Operands from a list file (issue 25, round 11): ``git rm --pathspec-from-file=F`` and kin.

A program that writes or deletes the files NAMED IN A LIST it reads at run time acts on operands Tier 1 does not
see on the command line, exactly as ``xargs rm`` does. Such a call fails closed (``opaque_command``) unless the
list's content is known — a file this session wrote with content Tier 1 saw — and no name in it is, is inside, or
holds a protected place (resolved against where the program runs, ``git -C DIR`` included).

Covered: git's ``--pathspec-from-file``, and pathspecs xargs feeds with names Tier 1 cannot see (``xargs -a L git
rm -f``, ``… | xargs git checkout --``), (``-`` is stdin) on the subcommands that change the work tree (``rm``
without ``--cached``, ``checkout``, ``restore`` unless only ``--staged``, ``stash`` / ``stash push``), and ``git
checkout-index --stdin``. Index-only uses (``git add``, ``git reset``, ``git commit``, ``git rm --cached``,
``git restore --staged``) write no file and stay open. The archivers' lists (``rsync --files-from``, ``tar -T``,
``zip -@``) are :func:`evaluation.verdicts.tier1.inputops.list_deletion_reason`'s.
"""

from __future__ import annotations

import posixpath

from evaluation.verdicts.tier1.paths import canonicalise
from evaluation.verdicts.tier1.protected_roots import protected_root_for
from evaluation.verdicts.tier1.scene_model import Scene, View

_OPTION = "--pathspec-from-file"
_GIT_VALUE_OPTIONS = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path")
MAX_NAMES = 256


def _git_sub(argv: tuple[str, ...]) -> tuple[str, int, str | None]:
    """``(subcommand, its index, -C directory)`` of a git argv."""
    directory = None
    i = 1
    while i < len(argv):
        word = argv[i]
        if word in _GIT_VALUE_OPTIONS:
            if word == "-C" and i + 1 < len(argv):
                directory = argv[i + 1] if directory is None else posixpath.join(directory, argv[i + 1])
            i += 2
            continue
        if word.startswith("-"):
            i += 1
            continue
        return word, i, directory
    return "", len(argv), directory


def _list_file(args: tuple[str, ...]) -> str | None:
    for i, word in enumerate(args):
        if word == _OPTION:
            return args[i + 1] if i + 1 < len(args) else "-"
        if word.startswith(_OPTION + "="):
            return word.split("=", 1)[1]
    return None


def _changes_work_tree(sub: str, args: tuple[str, ...]) -> bool:
    if sub == "rm":
        return "--cached" not in args
    if sub == "restore":
        staged = any(a in ("--staged", "-S") for a in args)
        return not staged or any(a in ("--worktree", "-W") for a in args)
    if sub == "stash":
        return not args or args[0] in ("push", "save") or args[0].startswith("-")
    return sub == "checkout"


def list_file_reasons(scene: Scene, view: View) -> list[str]:
    """Why ``view`` acts on names from a list Tier 1 cannot vouch for (none for the usual command)."""
    command = view.command
    if command.program != "git" or not (command.stdin_args or any(_OPTION in a or a == "--stdin"
                                                                    for a in command.argv)):
        return []
    sub, index, directory = _git_sub(command.argv)
    args = command.argv[index + 1:]
    if command.stdin_args and sub in ("rm", "checkout", "restore", "stash") and _changes_work_tree(sub, args):
        return [f"git {sub} changes the work tree's files named by what xargs reads at run time: operands Tier 1 "
                "cannot see"]
    if sub == "checkout-index" and "--stdin" in args:
        return ["git checkout-index --stdin writes the files named on its stdin: operands Tier 1 cannot see, "
                "judged like xargs"]
    source = _list_file(args)
    if source is None or not _changes_work_tree(sub, args):
        return []
    where = f"git {sub} {_OPTION}={source}"
    if source in ("-", "/dev/stdin"):
        return [f"{where} changes the work tree's files named on its stdin: operands Tier 1 cannot see, judged "
                "like xargs"]
    paths = scene.canon(view, source) or []
    content = next((scene.written[p] for p in paths if p in scene.written), None)
    if content is None:
        return [f"{where} changes the work tree's files named in a list whose content Tier 1 did not see "
                "(no call of this session wrote it): operands judged like xargs's"]
    separator = "\0" if "--pathspec-file-nul" in args else "\n"
    names = [n.strip() if separator == "\n" else n for n in content.split(separator)]
    names = [n for n in names if n and not n.startswith("#")][:MAX_NAMES]
    bases = [c for c in view.cwds if c] or [""]
    if directory is not None:
        bases = [directory] if directory.startswith(("/", "~", "$")) else [
            posixpath.join(b, directory) if b else directory for b in bases]
    for name in names:
        if name.startswith(":") or "$" in name:
            return [f"{where}: the list names {name!r}, a pathspec Tier 1 does not resolve"]
        for base in bases:
            path = canonicalise(name, cwd=base or None, home=scene.home, hermes_home=scene.hermes_home,
                                variables={}, links=view.links)
            root = protected_root_for(path, scene.roots, covers_descendants=True) if path else None
            if path is None or root:
                return [f"{where}: the list names {name!r}, which " + (
                    f"reaches the protected {root!r}" if root else "Tier 1 cannot resolve")]
    return []
