"""Refuse rule-set patterns that can backtrack catastrophically (issue 25: linear verdict time).

Tier 1 runs the rule set's regular expressions on text the agent writes, inside the request; Python's
``re`` backtracks, so one pattern such as ``(a+)+$`` or ``(a|ab)*c`` takes exponential time on a
short crafted word and holds the web process (issue 25, High 1). The default rules are written to be
linear; a rule set an operator activates is checked here at load time and refused with the reason.

Refused, read from the parsed pattern (``re._parser``), not from its text:

* **nested unbounded repeats** — a repeated group (``*``, ``+``, ``{n,}``, ``{n,m}`` with m > 1) whose body
  holds another unbounded repeat: ``(a+)+``, ``(?:\\s*x?)*``, ``(.*,)*``;
* **an unbounded repeat of alternatives that can start alike** — ``(a|ab)*``, ``(?:a|a?b)*``: two branches
  whose first characters overlap;
* **a back-reference inside a repeat**;
* **adjacent unbounded repeats over overlapping characters** — ``\\d+\\d+``, ``.*\\s*.*``: polynomial
  (each pair multiplies the work by the text's length).

A pattern longer than :data:`MAX_PATTERN_CHARS` is refused too. The check is conservative: some
harmless patterns are refused (rewrite them without the construct); it does not prove a pattern
linear, but the constructs above are where Python's engine goes super-linear in practice.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from re import _constants as C  # type: ignore[attr-defined]
from re import _parser as parser  # type: ignore[attr-defined]
from typing import Any

MAX_PATTERN_CHARS = 2_000
_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT)
_ATOMIC = tuple(getattr(C, name) for name in ("POSSESSIVE_REPEAT", "ATOMIC_GROUP") if hasattr(C, name))
"""``a*+`` and ``(?>…)`` never give back what they matched: nothing inside them backtracks."""
_ANY = frozenset(range(0x110000))  # the set of every character, for `.`, categories and negations
_WORD = frozenset(ord(c) for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_DIGIT = frozenset(range(48, 58))
_SPACE = frozenset(ord(c) for c in " \t\n\r\f\v")
_CATEGORIES = {C.CATEGORY_DIGIT: _DIGIT, C.CATEGORY_WORD: _WORD, C.CATEGORY_SPACE: _SPACE}


class UnsafePattern(ValueError):
    """A pattern refused by :func:`check_pattern`; the message says which construct."""


def _first(items: Any) -> frozenset[int] | None:
    """Characters the sub-pattern can start with (None: any, or not worth computing)."""
    for op, av in items:
        if op is C.LITERAL:
            return frozenset({av})
        if op is C.IN:
            chars: set[int] = set()
            for kind, value in av:
                if kind is C.LITERAL:
                    chars.add(value)
                elif kind is C.RANGE:
                    if value[1] - value[0] > 4096:
                        return None
                    chars.update(range(value[0], value[1] + 1))
                elif kind is C.CATEGORY and value in _CATEGORIES:
                    chars |= _CATEGORIES[value]
                else:
                    return None  # negation, other categories: any
            return frozenset(chars)
        if op in (C.AT,):
            continue  # anchors take no character
        if op is C.SUBPATTERN:
            return _first(av[-1])
        if op in _REPEATS:
            if av[0] == 0:
                return None  # may be empty: the next item starts too
            return _first(av[2])
        return None
    return None


def _overlap(a: frozenset[int] | None, b: frozenset[int] | None) -> bool:
    return a is None or b is None or bool(a & b)


def _unbounded(av: Any) -> bool:
    return av[1] is C.MAXREPEAT or av[1] > 16


def _has_unbounded_repeat(items: Any) -> bool:
    for op, av in items:
        if op in _REPEATS and (_unbounded(av) or _has_unbounded_repeat(av[2])):
            return True
        if op is C.SUBPATTERN and _has_unbounded_repeat(av[-1]):
            return True
        if op is C.BRANCH and any(_has_unbounded_repeat(b) for b in av[1]):
            return True
    return False


def _has(items: Any, kind: Any) -> bool:
    for op, av in items:
        if op is kind:
            return True
        children: Iterable[Any] = ()
        if op in _REPEATS:
            children = (av[2],)
        elif op is C.SUBPATTERN:
            children = (av[-1],)
        elif op is C.BRANCH:
            children = av[1]
        if any(_has(c, kind) for c in children):
            return True
    return False


def _walk(items: Any) -> str | None:
    previous: frozenset[int] | None | bool = False  # False: the previous item is no unbounded repeat
    for op, av in items:
        if op in _REPEATS:
            body = av[2]
            repeated = av[1] is C.MAXREPEAT or av[1] > 1
            if repeated and _has_unbounded_repeat(body):
                return "a repeated group holds an unbounded repeat (nested quantifiers, as in (a+)+)"
            if repeated and _has(body, C.GROUPREF):
                return "a back-reference inside a repeat"
            if _unbounded(av):
                branches = [b for o, a in body if o is C.SUBPATTERN for o2, a2 in a[-1] if o2 is C.BRANCH
                            for b in a2[1]] + [b for o, a in body if o is C.BRANCH for b in a[1]]
                starts = [_first(b) for b in branches]
                if any(_overlap(x, y) for i, x in enumerate(starts) for y in starts[i + 1:]):
                    return "an unbounded repeat of alternatives that can start with the same character"
                start = _first(body)
                if previous is not False and _overlap(previous, start):  # type: ignore[arg-type]
                    return "two adjacent unbounded repeats over overlapping characters (as in \\d+\\d+)"
                previous = start
            else:
                previous = False
            found = _walk(body)
        elif op is C.SUBPATTERN:
            found, previous = _walk(av[-1]), False
        elif op is C.BRANCH:
            found, previous = next((r for b in av[1] if (r := _walk(b))), None), False
        elif op is C.AT:
            continue
        elif op in _ATOMIC:
            found, previous = None, False
        else:
            found, previous = None, False
        if found:
            return found
    return None


def check_pattern(pattern: str) -> None:
    """Raise :class:`UnsafePattern` when ``pattern`` uses a construct that backtracks super-linearly."""
    if len(pattern) > MAX_PATTERN_CHARS:
        raise UnsafePattern(f"longer than {MAX_PATTERN_CHARS} characters")
    try:
        parsed = parser.parse(pattern)
    except re.error:
        return  # not a pattern at all: ``re.compile`` says why, where the caller reports it
    reason = _walk(parsed)
    if reason:
        raise UnsafePattern(f"can backtrack catastrophically: {reason}")
