"""Round 22 (t2f): ``fd … -x CMD`` / ``-X CMD`` (``--exec``/``--exec-batch``, fdfind too) runs CMD on every entry it
lists, as ``find -exec CMD {} ;`` does: each placeholder (``{}``, ``{/}``, ``{//}``, ``{.}``, ``{/.}``) — or, with
none, an operand appended — becomes ``PATH/*`` for each search path, and the command is judged as written out
(``fd -e py . ~/.hermes/decoder -x wc -l`` is ``wc -l ~/.hermes/decoder/*``, a read; ``fd . ~/.hermes -x rm`` is
``rm ~/.hermes/*``, blocked). An fd whose every run command is a proven reader only reads
(:func:`~evaluation.verdicts.tier1.readonly.read_only`). ``find``'s own ``-exec``/``-delete`` runs are written out
here too (moved from ``unwrap``, which emits both)."""
from __future__ import annotations

from collections.abc import Sequence

from evaluation.verdicts.tier1.own_file_deletes import own_files_deleted

_EXEC = frozenset({"-x", "--exec", "-X", "--exec-batch"})
_VALUED = frozenset({"-e", "--extension", "-t", "--type", "-E", "--exclude", "-d", "--max-depth", "--min-depth",
                     "--exact-depth", "-S", "--size", "--changed-within", "--changed-before", "--change-newer-than",
                     "--change-older-than", "--newer", "--older", "-j", "--threads", "-c", "--color",
                     "--base-directory", "--search-path", "-o", "--owner", "--format", "--ignore-file",
                     "--max-results", "--path-separator", "--batch-size", "--max-buffer-time", "--and"})
_PLACEHOLDERS = ("{}", "{/}", "{//}", "{.}", "{/.}")
FD = frozenset({"fd", "fdfind"})


def fd_exec_argvs(argv: Sequence[str]) -> list[tuple[str, ...]]:
    """The commands ``fd`` runs, one per search path, with the listed entries written as ``PATH/*``."""
    commands: list[list[str]] = []
    positional: list[str] = []
    paths: list[str] = []
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg in _EXEC:
            end = next((j for j in range(i + 1, len(argv)) if argv[j] in (";", "\\;")), len(argv))
            commands.append(list(argv[i + 1:end]))
            i = end + 1
            continue
        if arg in ("--search-path",) and i + 1 < len(argv):
            paths.append(argv[i + 1])
        if arg in _VALUED:
            i += 2
            continue
        if arg == "--":
            positional += argv[i + 1:]
            break
        if not arg.startswith("-"):
            positional.append(arg)
        i += 1
    paths = paths or positional[1:] or ["."]
    out: list[tuple[str, ...]] = []
    for path in paths:
        listed = path.rstrip("/") + "/*" if path not in ("", "/") else "/*"
        for words in commands:
            if not words:
                continue
            filled = [listed if w in _PLACEHOLDERS else w for w in words]
            out.append(tuple(filled if any(w in _PLACEHOLDERS for w in words) else [*filled, listed]))
    return out


def find_exec_argvs(argv: Sequence[str], nested: Sequence[str] = ()) -> list[tuple[str, ...]]:
    """``find -exec cmd {} ;`` runs cmd on everything under the start paths; ``find -delete`` is ``rm -r`` of their
    contents. ``{}`` becomes ``start/*``."""
    own = own_files_deleted(argv, nested)  # round 39 (lead fc): files by a name pattern under a temp root: `rm`, not `rm -r`
    if own is not None:
        return own
    runs: list[tuple[str, ...]] = []
    reads = _read_only_exec(argv)
    name = _one_name(argv)
    for start in find_starts(argv):
        named = start.rstrip("/") + "/*" + name.lstrip("*") if name else None
        # round 37 (fe): a destroying run is ALSO judged on start/*NAME — the -name pattern joins the root as the
        # operand (`find /var/log/x -name 'audit*' -exec truncate -s0 {} +` empties /var/log/x/*audit*, the audit
        # trail); the plain start/* run stays, so a rule that blocked it still does
        for matches in ([named] if reads and named else [start.rstrip("/") + "/*", *([named] if named else [])]):
            runs.extend(_runs_on(argv, matches))
    return runs


def _runs_on(argv: Sequence[str], matches: str) -> list[tuple[str, ...]]:
    runs: list[tuple[str, ...]] = []
    if "-delete" in argv:
        runs.append(("rm", "-r", matches))
    j = 1
    while j < len(argv):
        if argv[j] in ("-exec", "-execdir", "-ok", "-okdir"):
            end = j + 1
            while end < len(argv) and argv[end] not in (";", "+"):
                end += 1
            runs.append(tuple(matches if a == "{}" else a for a in argv[j + 1:end]))
            j = end
        j += 1
    return runs


_READERS = frozenset({"cat", "head", "tail", "less", "more", "grep", "egrep", "fgrep", "rg", "wc", "file", "stat",
                      "jq", "yq", "sha256sum", "sha1sum", "md5sum", "b2sum", "ls", "bat"})


def _read_only_exec(argv: Sequence[str]) -> bool:
    """Every ``-exec``/``-execdir`` of the find runs a reader, and there is no ``-delete``."""
    runs = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a in ("-exec", "-execdir", "-ok", "-okdir")]
    return bool(runs) and "-delete" not in argv and all(r in _READERS for r in runs)


def _one_name(argv: Sequence[str]) -> str | None:
    """Round 33 (t3x): the one ``-name``/``-iname`` pattern every match must have (no ``-o``, ``!``, ``-not``, no
    second name) of a find whose runs only read: ``find ~ -name config.yaml -exec cat {} ;`` reads ``~/*config.yaml``,
    not every file of home."""
    if any(a in ("-o", "-or", "!", "-not", ",") for a in argv):
        return None
    found = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a in ("-name", "-iname")]
    if len(found) != 1 or not found[0] or "/" in found[0] or found[0].strip("*") == "":
        return None
    return found[0]


def find_starts(argv: Sequence[str]) -> list[str]:
    """Start paths of ``find [-H|-L|-P] [path…] expression`` (``.`` when none)."""
    starts: list[str] = []
    for arg in argv[1:]:
        if arg in ("-H", "-L", "-P"):
            continue
        if arg.startswith(("-", "(", "!")):
            break
        starts.append(arg)
    return starts or ["."]
