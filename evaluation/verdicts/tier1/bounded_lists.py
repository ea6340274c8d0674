"""Round 18 (t1v, issue 25): a workspace delete of a list whose names its producer bounds.

``git ls-files --others -z '*.rej' | xargs -0 -r rm -v``, ``git grep -lz X -- tmp/ | xargs -0 rm``, ``find . -name
'*.md' -print0 | xargs -0 rm -f``: the names are not seen, but the producer can only name files under the places it
is given — git lists the repository's files under the cwd, ``find``/``grep -r``/``rg``/``fd`` the files under their
start directories, without following a symbolic link. The delete is then judged as ``rm DIR/*`` for each place
(``feed._directories``), so where the bound breaks the path checks decide: a cwd in the profile (``cd ~/.hermes``
earlier in the session), the home as cwd, an absolute start (``find /``), ``..``, ``git -C DIR``.

Only deleters that remove a link rather than write through it (``rm`` without ``-P``, ``unlink``, ``rmdir``, ``git
rm``) get the bound: a secure-delete verb (``shred``, ``srm``, ``wipe``, ``scrub``, ``sdelete``, BSD ``rm -P``)
overwrites the file a listed link points to, and a list outside the workspace (``/var/tmp/spool``) fed to one
fails closed even where a scratch place would be open (the files are destroyed beyond recovery, and which ones is
decided at run time).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell import SimpleCommand

SECURE_DELETERS = frozenset({"shred", "gshred", "srm", "wipe", "scrub", "sdelete", "sdelete64", "secure-delete",
                             "bcwipe", "nwipe"})
_LINK_REMOVERS = frozenset({"rm", "unlink", "rmdir", "grm"})
_FOLLOWS = frozenset({"-L", "-follow", "--follow", "-R", "--dereference-recursive"})
_GIT_LISTS = frozenset({"ls-files", "grep"})


def secure_delete(command: SimpleCommand) -> bool:
    """Overwrites what it deletes (and what a link it is given points to)."""
    program, argv = command.program, command.argv
    if program in SECURE_DELETERS:
        return True
    return program == "rm" and any(a.startswith("-") and not a.startswith("--") and "P" in a[1:] for a in argv[1:])


def removes_links(command: SimpleCommand) -> bool:
    """Removes the names it is given (a link, not its target), one by one: not a tree (``rm -rf`` of a listing is
    the project's every directory, round 10's ``ls | xargs rm -rf``)."""
    return command.program in _LINK_REMOVERS and not secure_delete(command) and not any(
        a in ("--recursive", "-d") or (a.startswith("-") and not a.startswith("--") and ("r" in a or "R" in a))
        for a in command.argv[1:])


_FIND_TESTS = frozenset({"-name", "-iname", "-path", "-ipath", "-wholename", "-regex", "-iregex", "-newer", "-mtime",
                         "-mmin", "-atime", "-amin", "-ctime", "-cmin", "-size", "-empty", "-user", "-group", "-perm",
                         "-links", "-samefile", "-inum", "-lname", "-ilname"})
_GIT_FILTERS = frozenset({"--others", "-o", "--ignored", "-i", "--deleted", "-d", "--modified", "-m", "--killed",
                          "-k", "--unmerged", "-u"})


def bounded_lister(producer: SimpleCommand) -> bool:
    """The producer names only files under the places its own words give (the cwd for git), following no link,
    and filters them (a name or time test, a pattern, a state option or pathspec — not every file, as ``ls``
    does): ``find`` without ``-L``/``-follow``, ``grep -rl``/``rg -l``/``fd`` without ``-R``/``-L``, ``git
    ls-files`` or ``git grep -l`` run in the cwd (no ``-C``, ``--git-dir``, ``--work-tree``) whose pathspecs are
    plain (no ``:(top)`` magic)."""
    argv = producer.argv
    if producer.dynamic or producer.opaque or not argv:
        return False
    if any(a in _FOLLOWS for a in argv[1:]) or (producer.program in ("grep", "egrep") and any(
            a.startswith("-") and not a.startswith("--") and "R" in a for a in argv[1:])) or (
            producer.program in ("rg", "fd", "fdfind") and any(
                a.startswith("-") and not a.startswith("--") and "L" in a for a in argv[1:])):
        return False  # `grep -RlZ`, `rg -L`, `fd -L`: symbolic links followed
    program = producer.program
    if program == "git":  # a filter: git grep's pattern, ls-files' state options or a pathspec
        return len(argv) > 1 and argv[1] in _GIT_LISTS and not any(a.startswith(":") for a in argv[2:]) and (
            argv[1] == "grep" or any(a in _GIT_FILTERS or not a.startswith("-") for a in argv[2:]))
    if program in ("find", "gfind", "bfs"):
        return any(a in _FIND_TESTS for a in argv[1:])
    return program in ("grep", "egrep", "rg", "fd", "fdfind") and len(argv) > 1


def git_places(argv: tuple[str, ...]) -> list[str]:
    """The places a git listing names, as ``DIR/*``: the cwd, and any pathspec that leaves it (``..``, absolute)."""
    places = []
    for word in argv[2:]:
        if word.startswith("-"):
            continue
        parts = word.strip("'\"").split("/")
        if word.startswith("/") or ".." in parts:
            places.append(word.rstrip("/") + "/*")
    return [*places, "./*"]  # the places that leave first: `xargs -n1 sh` runs the first operand
