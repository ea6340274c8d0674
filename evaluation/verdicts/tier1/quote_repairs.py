"""Round 48 (he, issue 25): ``\\'`` written INSIDE single quotes, as SQL and C spell an escaped quote.

``echo 'SELECT count(*) FROM cdr WHERE calldate > now() - interval \\'1 day\\';' | psql -h db -U ro cdr`` does not
parse: in the shell a backslash inside ``'…'`` is literal, so ``\\'`` closes the quote and the last one is left
open. It was blocked as "unparseable-shell". ``bash -c`` of one line that does not parse runs none of it, and what
the author meant is plain: the quoted text with a quote in it. :func:`repair_escaped_quotes` rewrites each ``\\'``
as ``'\\''`` (close, a quoted quote, reopen) — ONLY when the command is one line, does not parse as written, holds
``\\'``, and parses once rewritten; the command is then judged as that repaired text, by every rule: ``echo 'DROP
TABLE cdr WHERE a=\\'x\\';' | psql …`` is judged as the DROP it feeds and stays blocked, a read-only ``SELECT`` is
open. Anything else (several lines — whose earlier lines the shell runs —, another syntax error) is left as it is
and stays unparseable (blocked, as before).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell import ShellSyntaxError, parse_top


def repair_escaped_quotes(command: str) -> str:
    """``command`` with ``\\'`` written as ``'\\''`` when only that makes it parse (see the module)."""
    if "\\'" not in command or "\n" in command or "\r" in command:
        return command
    try:
        parse_top(command)
        return command
    except ShellSyntaxError:
        pass
    repaired = command.replace("\\'", "'\\''")
    try:
        parse_top(repaired)
    except ShellSyntaxError:
        return command
    return repaired
