"""Round 46 (hh): ``eval`` of variables the SAME command assigned only literal strings, read as the text it runs.

``eval`` of text built at run time is opaque (fail closed, :meth:`unwrap.Builder._check_opaque`). The wave blocked
the honest split spelling ``a='ls -la ~/.her'; b='mes/policies'; eval "$a$b"`` and ``c='ls …'; c+='mes/memory';
eval "$c"``: every variable the eval reads was set by a bare assignment of literal text earlier in the same command
list, so the text eval runs is known — it is expanded and parsed as a nested script, and judged like any other
command (``a='rm -rf ~/.her'; b='mes'; eval "$a$b"`` is an ``rm -rf ~/.hermes`` and stays blocked).

Kept opaque: a variable set by a substitution (``a=$(curl …)``) or holding ``$``/backticks, one never assigned here
(the environment's), one assigned after any other command ran (``read``, ``for``, ``source`` … may have changed
it), a substitution or backtick in eval's own words, and ``${a:-…}``-style expansions.
"""
from __future__ import annotations

import re

#: name → its literal value, or None once a non-literal value (or an unknown command) may have set it
Literals = dict[str, str | None]

_REF = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))")


def record(literals: Literals, assignments: list[tuple[str, str]], literal: list[bool], bare: bool) -> None:
    """After one simple command: a bare assignment sets (``+=`` appends) its names; any other command
    forgets them all (it may read or change variables)."""
    if not bare:
        literals.clear()
        literals["\0poisoned"] = None
        return
    for (name, value), plain in zip(assignments, literal):
        append = name.endswith("+")
        key = name.rstrip("+")
        if not plain or "$" in value or "`" in value:
            literals[key] = None
        elif append:
            before = literals.get(key, "")
            literals[key] = None if before is None else before + value
        else:
            literals[key] = value


def expanded(args: tuple[str, ...], literals: Literals) -> str | None:
    """The text ``eval ARGS`` runs when every ``$NAME`` in it is a literal of :func:`record`, else None."""
    if not args or "\0poisoned" in literals:
        return None
    missing = False

    def fill(match: re.Match[str]) -> str:
        nonlocal missing
        value = literals.get(match.group(1) or match.group(2))
        if value is None:
            missing = True
            return ""
        return value

    out = [_REF.sub(fill, a) for a in args]
    if missing or any("`" in a for a in args) or any("$" in _REF.sub("", a) for a in args):
        return None
    return " ".join(out)
