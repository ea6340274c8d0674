"""Substitutions whose output Tier 1 can bound without running them (round 17, t1t): ``$(date +%F)`` prints a plain
token (no ``/``), ``$(git rev-parse --show-toplevel)`` prints the cwd or one of its ancestors. A workspace path
built from them (``"$(pwd)/build/$(date +%F)-x"``, ``"$(git rev-parse --show-toplevel)/build/tmp"``) is judged as the
path it is, not as an unknown one.

The top level is taken as the cwd (``$PWD``) only when what follows it in the word starts with a plain component,
climbs nowhere (no ``/..``) and names no hidden ``.h…`` directory: from an ancestor, ``/build/tmp`` or
``/node_modules/.cache`` stays a workspace-like name, while ``/.hermes``, ``/home/agent/.hermes`` or ``/../x`` could
reach the profile from an ancestor (the home, ``/``), and the top level alone may be the home, so those stay unknown
(fail closed).
"""
from __future__ import annotations

import re

_DATE_FLAGS = frozenset({"-u", "--utc", "--universal", "-I", "--iso-8601", "--iso-8601=date", "-Idate"})
_DATE_FORMAT = re.compile(r"\+[A-Za-z0-9%_:.,-]*")  # no `/`, no blank: one path component
_DIRECTIVE = re.compile(r"%[-_0^#]?[A-Za-z%]")
_AFTER = 64  # how much of the word after a top level is read: a constant, so the lexer stays linear


def date_output(argv: tuple[str, ...]) -> str | None:
    """A stand-in for what ``date [-u] +FORMAT`` prints when that is one path component, else None."""
    formats = [a for a in argv[1:] if a.startswith("+")]
    if len(formats) != 1 or any(a not in _DATE_FLAGS for a in argv[1:] if not a.startswith("+")):
        return None
    if not _DATE_FORMAT.fullmatch(formats[0]):
        return None
    token = _DIRECTIVE.sub("0", formats[0][1:])
    return token if token.strip(".") else None


def toplevel_output(argv: tuple[str, ...], after: str) -> str | None:
    """``$PWD`` for ``git rev-parse --show-toplevel`` when the rest of the word cannot climb or name a hidden
    directory from an ancestor of the cwd, else None."""
    if tuple(argv[1:]) != ("rev-parse", "--show-toplevel"):
        return None
    rest = after[:_AFTER]
    end = min((i for i in (rest.find(c) for c in " \t\n;|&)'\"") if i >= 0), default=len(rest))
    tail = rest[:end]  # a component must follow: the top level itself (`rm -rf "$(git …)"/`) may be the home
    return "$PWD" if len(tail) > 1 and tail[0] == "/" and tail[1] not in "/." and "/.." not in tail and \
        "/.h" not in tail.lower() and end < _AFTER else None
