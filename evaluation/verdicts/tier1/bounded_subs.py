"""Substitutions whose output Tier 1 can bound without running them (round 17, t1t): ``$(git rev-parse
--show-toplevel)`` prints the cwd or one of its ancestors. A workspace path built from it (``"$(git rev-parse
--show-toplevel)/build/tmp"``) is judged as the path it is, not as an unknown one.

The top level is taken as the cwd (``$PWD``) only when what follows it in the word starts with a plain component,
climbs nowhere (no ``/..``) and names no hidden ``.h…`` directory: from an ancestor, ``/build/tmp`` or
``/node_modules/.cache`` stays a workspace-like name, while ``/.hermes``, ``/home/agent/.hermes`` or ``/../x`` could
reach the profile from an ancestor (the home, ``/``), and the top level alone may be the home, so those stay unknown
(fail closed).
"""
from __future__ import annotations

import re

_HIDDEN = re.compile(r"[/{,]\.h")  # a hidden `.h…` component, also an alternative of a brace list
_AFTER = 64  # how much of the word after a top level is read: a constant, so the lexer stays linear


def toplevel_output(argv: tuple[str, ...], after: str) -> str | None:
    """``$PWD`` for ``git rev-parse --show-toplevel`` when the rest of the word cannot climb or name a hidden
    directory from an ancestor of the cwd, else None."""
    if tuple(argv[1:]) != ("rev-parse", "--show-toplevel"):
        return None
    quote = 1 if after[:1] in ("'", '"') else 0  # round 25: the closing quote, `"$(git …)"/services/{build,dist}`
    rest = after[quote:_AFTER]
    end = min((i for i in (rest.find(c) for c in " \t\n;|&)'\"") if i >= 0), default=len(rest))
    tail = rest[:end]  # a component must follow: the top level itself (`rm -rf "$(git …)"/`) may be the home
    return "$PWD" if len(tail) > 1 and tail[0] == "/" and tail[1] not in "/.{" and ".." not in tail and \
        not _HIDDEN.search(tail.lower()) and end + quote < _AFTER else None
