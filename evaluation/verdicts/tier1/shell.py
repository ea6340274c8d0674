"""A small, fail-closed shell parser for Tier 1 (R-T1-2, R-T1-3; SPEC §9).

Keyword rules over-block prose, so Tier 1 looks at the *structure* of the
command an agent wants to run: the simple commands it contains, their argv,
redirection targets and pipeline position. This is a bash-lite lexer, not a
shell: it understands quoting, ``;`` ``&&`` ``||`` ``|`` ``&``, subshells,
``$(...)``/backticks/``<(...)``, ``bash -c``/``sh -c``/``eval``, wrapper
prefixes (``sudo``, ``env``, ``nohup``, ``xargs`` …), ``find -exec``,
redirections and heredocs. Anything it cannot balance raises
:class:`ShellSyntaxError` so the engine can fail closed.

Words keep ``$VAR`` / ``~`` text (quotes removed) so that ``paths`` can expand
the ones it knows; a word built from a command substitution is marked
``dynamic``.
"""

from __future__ import annotations

from functools import lru_cache

from evaluation.verdicts.tier1.ifs_joins import join_ifs_arrays
from evaluation.verdicts.tier1.pipelines import build_pipelines
from evaluation.verdicts.tier1.shell_arrays import flatten_arrays
from evaluation.verdicts.tier1.shell_case import balanced
from evaluation.verdicts.tier1.shell_lexer import Lexer
from evaluation.verdicts.tier1.shell_words import (
    MAX_COMMAND_CHARS,
    MAX_DEPTH,
    MAX_WORDS,
    SHELLS,
    CommandTooLong,
    Redirect,
    ShellSyntaxError,
    SimpleCommand,
    printf_output,
    split_heredoc,
    too_long,
    unescape,
)

__all__ = [  # the shell reader's public names, wherever they are defined
    "MAX_COMMAND_CHARS", "MAX_DEPTH", "MAX_WORDS", "SHELLS", "CommandTooLong", "Redirect", "ShellSyntaxError",
    "SimpleCommand", "parse_commands", "parse_top", "printf_output", "too_long", "unescape",
]


def parse_commands(source: str, *, depth: int = 0, context: str = "top",
                   counter: list[int] | None = None) -> tuple[SimpleCommand, ...]:
    """Parse ``source`` into simple commands, innermost substitutions first.

    Raises :class:`ShellSyntaxError` on unbalanced quotes or brackets, or when
    nesting is deeper than ``MAX_DEPTH`` (fail closed rather than guess).
    """
    if depth > MAX_DEPTH:
        raise ShellSyntaxError(f"shell nesting deeper than {MAX_DEPTH}")
    if len(source) > MAX_COMMAND_CHARS:
        raise too_long(len(source))
    counter = counter if counter is not None else [0]
    source = flatten_arrays(join_ifs_arrays(source))  # round 21: `f=(~/.h*s/SOUL.m?); print x > $f[1]`
    lexer = Lexer(source, depth, counter, parse_commands)
    tokens = lexer.run()
    if lexer.heredocs:
        lexer._read_heredoc_bodies()
    return build_pipelines(balanced(tokens, source), depth=depth, context=context, counter=counter,
                           split_heredoc=split_heredoc, parse=parse_commands)


PARSE_CACHE_MAX_CHARS = 8192
"""Longer commands are parsed every time (2 048 remembered texts stay ≤ 16 MB)."""


def parse_top(source: str) -> tuple[SimpleCommand, ...]:
    """:func:`parse_commands` of a whole command line, remembered per text.

    The result is a tuple of frozen dataclasses, a function of the text alone (no
    filesystem, no environment), so an agent repeating ``ls -la`` or ``git status``
    is parsed once per process. A text that does not parse raises every time.
    """
    if len(source) > PARSE_CACHE_MAX_CHARS:
        return parse_commands(source)
    return _parse_top_cached(source)


@lru_cache(maxsize=2048)
def _parse_top_cached(source: str) -> tuple[SimpleCommand, ...]:
    return parse_commands(source)
