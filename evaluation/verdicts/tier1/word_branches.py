"""Word alternations compiled so Python's engine scans them in linear time with a small constant (issue 25, High 1).

Tier 1's effect and input patterns are long alternations of words, most written ``\\bsys\\.stdin\\b|\\binput\\s*\\(|…``
with some alternatives that do not start at a word boundary (``<>``, ``(?<![\\w.$>])file\\s*\\(``). ``re`` factors a
common first item out of a branch only when EVERY alternative starts with it; in a mixed branch each alternative
starts with ``\\b`` (an assertion), so at every position of the text the engine tries all of them one by one instead
of skipping those whose first letter differs (its fast path for alternatives that start with a literal). On 20,000
characters of interpreter code (blanks, one long word, many short words) one such pattern costs 10-30 ms, and a
verdict runs a dozen of them: 20,000 characters of inline code took 25-45 times the time of 200.

:func:`compiled` rewrites a pattern before compiling it: each run of CONSECUTIVE top-level alternatives that start
with ``\\b`` becomes one ``\\b(?:…|…)``. Order is kept, so at each position the same alternative matches first and
every search returns the same match (``test_tier1_round29_t3b_linear.py`` compares them); it is only faster.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.literal_gate import Gated

_BOUNDARY = "\\b"
SOURCES: dict[Gated, str] = {}
"""Each pattern :func:`compiled` built, with the text it was written as (the equivalence test compares them)."""


def _alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern`` (outside groups and character classes)."""
    parts, depth, start, i, opened = [], 0, 0, 0, -1  # opened: where the character class being read opened
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if opened >= 0:
            first = opened + (2 if pattern[opened + 1:opened + 2] == "^" else 1)
            opened = -1 if char == "]" and i > first else opened  # `[]x]`, `[^]x]`: a first `]` is a member
        elif char == "[":
            opened = i
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return parts


def _flags_prefix(pattern: str) -> tuple[str, str]:
    """``("(?is)", rest)`` when ``pattern`` opens with global inline flags, else ``("", pattern)``."""
    match = re.match(r"\(\?[aiLmsux]+\)", pattern)
    return (match.group(0), pattern[match.end():]) if match else ("", pattern)


def _first_literal(alternative: str) -> str | None:
    """The character ``alternative`` must start with (``w`` of ``writ``, ``.`` of ``\\.write``), or None when it
    may start otherwise (an assertion, a class, a group, an optional first character)."""
    if alternative[:1] == "\\" and alternative[1:2] and not alternative[1].isalnum():
        first = alternative[:2]
    elif alternative[:1] and alternative[0] not in "\\.^$*+?{}[]()|":
        first = alternative[:1]
    else:
        return None
    return None if alternative[len(first):len(first) + 1] in ("*", "+", "?", "{") and \
        alternative[len(first):len(first) + 1] != "" else first


def _joined(head: str, tails: list[str]) -> str:
    return head + (tails[0] if len(tails) == 1 else "(?:" + "|".join(tails) + ")")


def rewritten(pattern: str, ignore_case: bool = False) -> str:
    """``pattern`` with each run of consecutive top-level ``\\b``-alternatives joined under one ``\\b``, and the
    alternatives between two that start otherwise grouped by their first character (order kept within a group:
    alternatives with different first characters never match at the same position)."""
    flags, body = _flags_prefix(pattern)
    if "x" in flags:
        return pattern  # verbose: blanks and comments are not what they seem to the splitter
    ignore_case = ignore_case or "i" in flags
    merged: list[str] = []
    bounded: list[str] = []
    groups: dict[str, tuple[str, list[str]]] = {}

    def flush() -> None:
        if bounded:
            merged.append(_joined(_BOUNDARY, bounded))
            bounded.clear()
        merged.extend(_joined(first, tails) for first, tails in groups.values())
        groups.clear()

    for alternative in _alternatives(body):
        if alternative.startswith(_BOUNDARY):
            if groups:
                flush()
            bounded.append(alternative[len(_BOUNDARY):])
            continue
        first = _first_literal(alternative)
        if bounded or first is None:
            flush()
        if first is None:
            merged.append(alternative)
            continue
        key = first.lower() if ignore_case else first
        groups.setdefault(key, (first, []))[1].append(alternative[len(first):])
    flush()
    return flags + "|".join(merged)


def compiled(pattern: str, flags: int = 0) -> Gated:
    """``re.compile(pattern, flags)``, matching exactly the same text, through :func:`rewritten`; round 30: gated
    (:mod:`~evaluation.verdicts.tier1.literal_gate`), so a long text holding none of its required literals is not
    scanned."""
    result = Gated(pattern if flags & re.VERBOSE else rewritten(pattern, bool(flags & re.IGNORECASE)), flags)
    SOURCES[result] = pattern
    return result
