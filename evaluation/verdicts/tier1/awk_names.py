"""Round 13 (issue 25): an awk output file named by a variable that holds only string literals.

``awk 'BEGIN { f = "build/" "summary.txt"; print "ok" > f }'`` writes ``build/summary.txt``: awk joins adjacent
string literals. When the program assigns the variable exactly once, from literals alone, the redirection's
target is that literal (judged like any path); any other assignment (a field, a function, ``-v``, ``getline``,
two assignments) leaves it a run-time name, unresolvable as before.
"""
from __future__ import annotations

import re

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_READS_INTO = re.compile(r"getline|\bsplit\(|\bg?sub\(|\bmatch\(")


def literal_value(program: str, name: str) -> str | None:
    """The literal ``name`` holds in the awk ``program`` (see module), else None."""
    if not _NAME.match(name):
        return None
    assignments = list(re.finditer(rf"(?<![\w$.]){re.escape(name)}[ \t]*([-+*/%^]?)=(?!=)", program))
    if len(assignments) != 1 or assignments[0].group(1):
        return None  # assigned twice, or by a compound operator: a value known only at run time
    word = re.escape(name)
    if re.search(rf"(?<![\w$.]){word}[ \t]*(?:\+\+|--)|\([ \t]*{word}[ \t]+in\b", program) or \
            _READS_INTO.search(program):
        return None  # `f++`, `for (f in a)`; any getline/split/sub may fill it: changed at run time
    text = program[assignments[0].end():]
    parts: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char in " \t":
            i += 1
        elif char == '"':
            end = text.find('"', i + 1)
            if end < 0 or "\\" in text[i + 1:end]:
                return None
            parts.append(text[i + 1:end])
            i = end + 1
        elif char in ";}\n":
            break
        else:
            return None
    return "".join(parts) if parts else None
