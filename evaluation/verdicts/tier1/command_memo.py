"""Round 27 (t2x): facts about one parsed command, computed once and shared by every reading that asks.

``executed_file``, ``stdin_reader``, ``inline_code``, ``syntax_only`` … are asked about the same command by the
scene builder, by several checks and by ``uses_state``: up to a dozen times a call, each time walking its words
again. They are pure functions of immutable arguments (a frozen :class:`SimpleCommand`, a tuple of words or
flags, a rule set's read-only table), so :func:`per_command` remembers an answer per argument *identity*: the
arguments are held with the answer, so an id cannot be reused while it is remembered, and an argument of any
other type (a list, a dict) is not remembered at all. Nothing else changes: the same call gives the same answer.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from types import MappingProxyType
from typing import Any, TypeVar

from evaluation.verdicts.tier1.shell_words import SimpleCommand

F = TypeVar("F", bound=Callable[..., Any])

_IMMUTABLE = (SimpleCommand, tuple, MappingProxyType, str, frozenset)
MEMO_SIZE = 4096
"""Answers kept per function; the memo is emptied when full (the commands of a few calls)."""


def per_command(function: F) -> F:
    """``function(command, table)`` answering from memory for a pair it has seen (by identity)."""
    memo: dict[tuple[int, int], tuple[Any, Any, Any]] = {}

    @wraps(function)
    def remembered(first: Any, second: Any) -> Any:
        found = memo.get((id(first), id(second)))
        if found is not None and found[0] is first and found[1] is second:
            return found[2]
        value = function(first, second)
        if type(first) in _IMMUTABLE and type(second) in _IMMUTABLE:
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[(id(first), id(second))] = (first, second, value)
        return value

    return remembered  # type: ignore[return-value]


def per_words(function: F) -> F:
    """``function(words)`` answering from memory for a tuple of words it has seen (by identity)."""
    memo: dict[int, tuple[Any, Any]] = {}

    @wraps(function)
    def remembered(words: Any) -> Any:
        found = memo.get(id(words))
        if found is not None and found[0] is words:
            return found[1]
        value = function(words)
        if type(words) is tuple:
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[id(words)] = (words, value)
        return value

    return remembered  # type: ignore[return-value]
