"""A pattern that is not scanned over a long text which cannot hold any match (issue 25, High 1, round 30).

Round 29 (:mod:`~evaluation.verdicts.tier1.word_branches`) made Tier 1's word alternations cheaper per position, but
a scan still visits every position: on 20,000 characters of short words (``python3 -c "import os; a a a … a;
os.system('…')"``) the ~100 code patterns a verdict runs over the same code each cost 1-30 ms, although nearly all
of them look for words (``rmtree``, ``sys.stdin``, ``DeleteAsync(``) that occur nowhere in the text, so a verdict
on 20,000 characters cost 21-35 times one on 200.

:func:`gated` reads, from the pattern's own parse tree, a set of literals one of which every match must contain
(a run of literal characters the match must pass through; for a branch, one such literal of each alternative;
``\\b``, classes, optional parts and lookarounds are not required). Before scanning a text of
:data:`_LONG` characters or more, :class:`Gated` asks ``literal in text`` (``str``'s substring search: a fast
sweep in C) for each of them; when none occurs, no match can exist and the answer is the one ``re`` would give
(``None``, ``[]``, the text unchanged); otherwise it scans. Literals under ``IGNORECASE`` are compared lowercased,
and only on an ASCII text (elsewhere Unicode case folding can match other characters: the scan runs). The answer
is the same in every case; only the time differs.
"""
from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

_parser: Any = importlib.import_module("re._parser")  # the parse tree ``re`` compiles from (stdlib, private)

_LONG = 256
"""Below this many characters a scan is cheaper than the literal checks: the pattern is searched directly."""

Required = frozenset[tuple[str, bool]]
"""Literals, with whether each is compared ignoring case, one of which occurs in every match."""

_REPEATS = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}


Found = tuple[Required, int]
"""A requirement, and the most characters a match may hold before the required literal starts (its lead)."""


def _better(a: Found | None, b: Found | None) -> Found | None:
    """The more selective of two requirements: the longer shortest literal, then the fewer literals."""
    if a is None or b is None:
        return a or b
    return a if _selectivity(a) >= _selectivity(b) else b


def _selectivity(found: Found) -> tuple[int, int]:
    return min(len(text) for text, _ in found[0]), -len(found[0])


def _width(state: Any, item: Any) -> int:
    """The most characters ``item`` (one parsed node) consumes (``_parser.MAXWIDTH`` when unbounded)."""
    return int(_parser.SubPattern(state, [item]).getwidth()[1])


def _required(items: Any, ignore_case: bool) -> Found | None:
    """What one of ``items`` (a parsed sequence) requires, or None when nothing is known to be required."""
    best: Found | None = None
    run: list[str] = []
    lead = run_lead = 0  # the widest the items before this one (before the run of literals) may be

    def literal(text: str) -> Found | None:
        if ignore_case and not text.isascii():
            return None
        return frozenset({(text.lower() if ignore_case else text, ignore_case)}), run_lead

    for item in items:
        op, av = item
        name = str(op)
        if name == "LITERAL":
            if not run:
                run_lead = lead
            run.append(chr(av))
            lead += 1
            continue
        if run:
            best = _better(best, literal("".join(run)))
            run = []
        found: Found | None = None
        if name == "SUBPATTERN":
            _group, add, remove, sub = av
            case = (ignore_case or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE
            found = _required(sub, case)
        elif name == "ATOMIC_GROUP":
            found = _required(av, ignore_case)
        elif name == "BRANCH":
            each = [_required(alternative, ignore_case) for alternative in av[1]]
            if all(each):
                found = (frozenset().union(*(f[0] for f in each if f)), max(f[1] for f in each if f))
        elif name in _REPEATS and av[0] >= 1:
            found = _required(av[2], ignore_case)
        if found:
            found = (found[0], lead + found[1])
        best = _better(best, found)
        lead += _width(items.state, item)
    if run:
        best = _better(best, literal("".join(run)))
    return best


def required(pattern: str, flags: int = 0) -> Found | None:
    """The literals one of which every match of ``pattern`` contains, and their lead (None when none is known)."""
    parsed = _parser.parse(pattern, flags)
    if parsed.state.flags & (re.LOCALE | re.ASCII) and parsed.state.flags & re.IGNORECASE:
        return None
    return _required(parsed, bool(parsed.state.flags & re.IGNORECASE))


_lowered: tuple[str, str] = ("", "")  # the last text lowercased (a verdict runs many patterns over one code text)


def _start(found: Found, text: str, pos: int) -> int | None:
    """Where a scan of ``text`` from ``pos`` may first find a match: None when no literal of ``found`` occurs from
    ``pos`` on (no match can), else ``pos`` or, when the lead is bounded, the first occurrence less the lead (a
    match holds a literal occurrence at most ``lead`` characters after its start)."""
    global _lowered  # noqa: PLW0603 (a one-entry cache; a race only recomputes)
    literals, lead = found
    first = -1
    lowered: str | None = None
    for literal, ignore_case in literals:
        if ignore_case:
            if lowered is None:
                if not text.isascii():
                    return pos  # Unicode case folding: a non-ASCII character may match an ASCII letter
                last = _lowered
                lowered = last[1] if last[0] is text else text.lower()
                _lowered = (text, lowered)
            at = lowered.find(literal, pos)
        else:
            at = text.find(literal, pos)
        if at >= 0 and (first < 0 or at < first):
            first = at
            if first <= pos + lead:
                return pos
    return None if first < 0 else max(pos, first - lead)


class Gated:
    """A compiled pattern (its attributes and methods) whose scans of long texts first check :func:`required`."""

    __slots__ = ("_found", "compiled", "flags", "groupindex", "groups", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.compiled = re.compile(pattern, flags)
        self.pattern, self.flags = self.compiled.pattern, self.compiled.flags
        self.groups, self.groupindex = self.compiled.groups, self.compiled.groupindex
        self._found = required(pattern, flags)

    def _from(self, text: str, pos: int = 0) -> int | None:
        """Where to start scanning ``text`` (None: nowhere, there is no match)."""
        if self._found is None or pos < 0 or len(text) - pos < _LONG:
            return pos
        return _start(self._found, text, pos)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        start = self._from(text, pos)
        return None if start is None else self.compiled.search(text, start, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return None if self._from(text, pos) != pos else self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return None if self._from(text, pos) != pos else self.compiled.fullmatch(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        start = self._from(text, pos)
        return iter(()) if start is None else self.compiled.finditer(text, start, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        start = self._from(text, pos)
        return [] if start is None else self.compiled.findall(text, start, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return text if self._from(text) is None else self.compiled.sub(repl, text, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> tuple[str, int]:
        return (text, 0) if self._from(text) is None else self.compiled.subn(repl, text, count)

    def split(self, text: str, maxsplit: int = 0) -> list[Any]:
        return [text] if self._from(text) is None else self.compiled.split(text, maxsplit)


def gated(pattern: str, flags: int = 0) -> Gated:
    """``re.compile(pattern, flags)`` that skips the scan of a long text holding none of its required literals."""
    return Gated(pattern, flags)
