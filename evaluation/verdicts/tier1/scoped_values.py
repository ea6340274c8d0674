"""Round 38 (t4t): run-time values Tier 1 can still place, and assignments it cannot place.

* **Stamps in a name.** ``$$`` (the shell's pid) and ``$RANDOM`` are digits and nothing else: inside a path they
  are part of ONE name, like ``$(date +%s)`` (:mod:`computed`), so they stand for ``*`` in that component and the
  directory decides (``/tmp/run_$$.log`` is ``/tmp/run_*.log``: open; ``~/.hermes/SOUL.md.$$`` is
  ``~/.hermes/SOUL.md.*``, which a protected entry may match: blocked). ``${!name}`` and other run-time
  parameters (``$1``, ``$@``, ``$?``) stay unknowable.
* **Assignments whose scope the parser flattens.** The shell parser reads ``(x=a)``, a function body
  ``f(){ x=a; }`` and a pipeline member ``… | x=a`` as if they ran in the caller, yet none of them reaches the
  command after it. When the command text holds a subshell group or a function definition, a name assigned at
  more than one place is unknown after each assignment (``x=.hermes; (x=work/build); rm -rf ~/$x`` fails closed
  rather than removing ``~/work/build``); an assignment inside a pipeline of two or more commands never reaches a
  later command either, so its name is unknown too. A name assigned once, or a command without groups, is
  unchanged.

Both scans are one regex pass over the text (linear; ``test_tier1_round38_t4t_linear.py``).
"""
from __future__ import annotations

import re
from functools import lru_cache

_STAMP = re.compile(r"\$(?:\$|\{\$\}|RANDOM\b|\{RANDOM\})")
_GROUP = re.compile(r"(?:^|(?<=[;&|\s]))\((?!\()|\b[A-Za-z_][\w-]{0,63}[ \t]*\([ \t]*\)|\bfunction[ \t]+[A-Za-z_]")
_ASSIGN = re.compile(r"(?:^|(?<=[;&|(){}\s]))(?:(?:export|local|declare|readonly)[ \t]+(?:-\w+[ \t]+){0,3})?"
                     r"([A-Za-z_]\w{0,63})\+?=")


def stamp_names(raw: str) -> str:
    """``raw`` with each ``$$`` / ``$RANDOM`` standing for one name (``*``)."""
    return _STAMP.sub("*", raw) if "$" in raw else raw


@lru_cache(maxsize=64)
def scoped_names(text: str | None) -> frozenset[str]:
    """Names assigned at more than one place in ``text`` when it holds a subshell group or a function
    definition (which assignment reaches a later use is then unknown)."""
    if not text or "=" not in text or _GROUP.search(text) is None:
        return frozenset()
    seen: set[str] = set()
    twice: set[str] = set()
    for match in _ASSIGN.finditer(text):
        name = match.group(1)
        (twice if name in seen else seen).add(name)
    return frozenset(twice)
