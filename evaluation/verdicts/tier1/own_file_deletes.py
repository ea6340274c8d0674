"""Round 39 (lead fc, issue 25): ``find … -delete`` of FILES by a name pattern under a temp root is no recursive
directory removal.

``find /tmp -maxdepth 1 -name 'tle-*.txt' -user $(id -u) -mmin -60 -delete`` and ``find /tmp/bates_preview -name
'*.tif' -delete`` were written out (:func:`fd_exec.find_exec_argvs`) as ``rm -r /tmp/*`` and blocked as
``rm-recursive-outside-workspace``; round 21 keeps ``rm -rf /tmp/<named dir>`` blocked (a named /tmp directory the
session did not make may be another user's). The shape opened here, of no program or file name:

- one start path, a temp root (``/tmp``, ``/var/tmp``) or a folder under it, with no ``..`` and no weighty word
  (:data:`_WEIGHTY`: ``prod``, ``backup``, ``export`` …; a local list: this module is imported by the lexer);
- ONE ``-name``/``-iname`` pattern naming FILES: it ends in a file extension (``*.tif``, ``tle-*.txt``) or the find
  says ``-type f``; never ``*`` alone, never a ``/``; no ``-type d``;
- whose files are the caller's own: ``-user $(id -u)``/``$(id -un)``/``$(whoami)``/``$USER``/``$UID`` — or, without
  it, the start is a FOLDER under the temp root (not the shared root itself) and the pattern ends in an extension;
- only tests that narrow (:data:`_NARROW`: ``-maxdepth``/``-mindepth``, ``-mmin``/``-mtime``/``-amin``/``-newer``,
  ``-type f``, ``-user`` of oneself, ``-print``), and ``-delete`` the only action (no ``-exec``, ``-o``, ``!``).

It is then written out as ``rm START/*PATTERN`` — a removal of files, not ``rm -r`` — and judged as that (a protected
path it could match still blocks). Stays ``rm -r``: ``find /tmp -delete``, ``-name '*'``, ``-type d``, ``-exec rm -rf``,
``/tmp/../``, ``/var``/``/srv``/``~`` roots, a weighty word, ``-user root``. One pass over the words (linear).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

_TEMP_ROOTS = ("/tmp", "/var/tmp")
_VALUED = frozenset({"-maxdepth", "-mindepth", "-mmin", "-mtime", "-amin", "-atime", "-cmin", "-ctime", "-newer",
                     "-type", "-user", "-name", "-iname"})
_NARROW = frozenset({"-delete", "-print", "-depth"})
_SELF = frozenset({"$(id -u)", "$(id -un)", "$(whoami)", "$USER", "${USER}", "$UID", "${UID}", "$(id -nu)"})
_WEIGHTY = frozenset({"prod", "production", "live", "backup", "backups", "bak", "export", "exports", "archive",
                      "audit", "evidence", "legal", "hold", "billing", "release", "releases", "snapshot", "snapshots"})
_WHO = frozenset({"id", "whoami", "logname"})
_EXTENSION = re.compile(r"[^/]{0,100}\.[A-Za-z0-9]{1,10}")


def own_files_deleted(argv: Sequence[str], nested: Sequence[str] = ()) -> list[tuple[str, ...]] | None:
    """``[("rm", START/*PATTERN)]`` for a find deleting files of the module's shape, else None. ``nested``: the
    programs of the find's substitutions (``-user $(id -u)`` is the lexer's ``$(…)``; only ``id``/``whoami`` there)."""
    if "-delete" not in argv or len(argv) > 20:
        return None
    start: str | None = None
    tests: dict[str, str] = {}
    i = 1
    while i < len(argv):
        word = argv[i]
        if word in _VALUED and i + 1 < len(argv):
            if word in tests:
                return None  # a second -name, -user, -type …
            tests[word] = argv[i + 1]
            i += 2
            continue
        if word in _NARROW:
            i += 1
            continue
        if word.startswith("-") or start is not None or tests:
            return None  # an action, an operator or a test this shape does not read; a second start path
        start = word
        i += 1
    if start is None or ".." in start.split("/") or "$" in start or "*" in start:
        return None
    root = next((r for r in _TEMP_ROOTS if start.rstrip("/") == r or start.startswith(r + "/")), None)
    name = tests.get("-name", tests.get("-iname")) if ("-name" in tests) != ("-iname" in tests) else None
    if root is None or not name or "/" in name or name.strip("*?") == "" or tests.get("-type", "f") != "f":
        return None
    if any(w in _WEIGHTY for w in re.split(r"[^a-z0-9]+", (start + " " + name).lower())):
        return None
    user = tests.get("-user")
    own = user in _SELF or user == "$(…)" and bool(nested) and all(p in _WHO for p in nested)
    if "-user" in tests and not own:
        return None
    folder = start.rstrip("/") != root
    extension = _EXTENSION.fullmatch(name) is not None
    if not (own and (extension or "-type" in tests) or folder and extension):
        return None
    return [("rm", start.rstrip("/") + "/" + name)]
