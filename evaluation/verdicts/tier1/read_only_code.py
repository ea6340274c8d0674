"""Round 17 (t1t): code that only reads, whatever name it builds. An awk program whose only file access is
``getline < f`` (a read) prints nothing to a file, pipes nothing to a command and runs nothing: it is read-only even
when ``f`` is built (``ENVIRON["HOME"] "/." "hermes/memory/m.md"``), as reading the profile is not writing it.

A ``>`` counts as a write only inside a ``print``/``printf`` statement (elsewhere it compares: ``(getline l < f) >
0``); any ``|``, ``system(``, ``@load``, in-place option or program file leaves the program unproven (as before).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.shell_words import SimpleCommand
from evaluation.verdicts.tier1.word_branches import compiled

_AWKS = frozenset({"awk", "gawk", "mawk", "nawk", "busybox-awk"})
_SAFE_OPTIONS = frozenset({"-F", "-v", "--field-separator", "--assign"})
_PRINT_TO = re.compile(r"\bprintf?\b[^;{}\n]*>")
_EFFECTS = compiled(r"\||\bsystem\s*\(|@load|@include|\bfflush\b|\bprocinfo\b|\bPROCINFO\b")


def awk_reads_only(command: SimpleCommand) -> bool:
    """``awk [-F x] [-v a=b] 'PROGRAM' [FILE…]`` whose program writes and runs nothing (module doc)."""
    if command.program not in _AWKS or command.redirects and any(r.op not in ("<", "<<<") for r in command.redirects):
        return False
    args = list(command.argv[1:])
    while args and args[0].startswith("-"):
        option = args.pop(0)
        if option not in _SAFE_OPTIONS:
            return False
        if not args:
            return False
        args.pop(0)
    if not args:
        return False
    program = args[0]
    return _PRINT_TO.search(program) is None and _EFFECTS.search(program) is None
