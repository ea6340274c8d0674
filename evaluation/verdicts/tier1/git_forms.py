"""Forms of git's work-tree writers that write no file of the work tree (issue 25, round 11).

``git stash list``, ``git clean -n``, ``git rm --cached`` … name a subcommand that can rewrite the work tree, but in
this form read, or change only the index or refs: in the profile they are reads, not governed writes (the tenth
batch's ``git stash list`` with workdir the profile was a false block).
"""

from __future__ import annotations

from evaluation.verdicts.tier1.options import has_flag

_GIT_READ_FORMS = {"stash": ("list", "show", "create"), "worktree": ("list",), "submodule": ("status", "summary"),
                   "sparse-checkout": ("list",)}


def git_index_only(sub: str, args: tuple[str, ...]) -> bool:
    """Round 11: a form of a work-tree writer that reads, or changes only the index or refs (``git stash list``,
    ``git clean -n``, ``git rm --cached``, ``git restore --staged``, ``git reset`` without ``--hard``/``--merge``/
    ``--keep``, ``git apply --check``): it writes no file of the work tree (false blocks in the profile)."""
    first = next((a for a in args if not a.startswith("-")), "")
    if sub in _GIT_READ_FORMS:
        return first in _GIT_READ_FORMS[sub]
    if sub == "clean":
        return has_flag(list(args), ("-n", "--dry-run")) and not has_flag(list(args), ("-f", "--force"))
    if sub == "rm":
        return "--cached" in args
    if sub == "restore":
        return any(a in ("--staged", "-S") for a in args) and not any(a in ("--worktree", "-W") for a in args)
    if sub == "reset":
        return not any(a in ("--hard", "--merge", "--keep") for a in args)
    if sub in ("am", "rebase"):  # round 24 (t2l): `git am --show-current-patch=diff` prints the patch in progress
        return bool(args) and all(a.split("=", 1)[0] in ("--show-current-patch", "-q", "--quiet") for a in args) \
            and any(a.split("=", 1)[0] == "--show-current-patch" for a in args)
    if sub == "apply":
        return any(a in ("--check", "--stat", "--numstat", "--summary") for a in args) and "--apply" not in args
    return False
