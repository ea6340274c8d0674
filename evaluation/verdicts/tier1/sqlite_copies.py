"""Round 21 (t2e, issue 25): the files a ``sqlite3`` session copies its database into.

``sqlite3 -batch DB '.backup /tmp/tide-state.db'`` then ``websocat ws://… < /tmp/tide-state.db`` sends the whole
database as ``cp DB /tmp/x`` then ``curl -T /tmp/x`` does (round 17 taints a copy of a secret). The copy commands:
``.backup [NAME] FILE``, ``.save FILE``, ``.clone FILE``, ``.output FILE``/``.once FILE`` (what later statements
print), ``VACUUM [schema] INTO 'FILE'``; each names a file the database's rows reach, so a file written from a secret
database is tainted and a later sender of it is judged as sending the secret.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

_DOT = re.compile(r"(?:^|[;\n])\s*+\.(?:backup|save|clone|output|once)\b(?:[ \t]++(?!-)[\w]{1,64}(?=[ \t]++\S))?"
                  r"[ \t]++(?:-\S{1,16}[ \t]++){0,2}['\"]?([^\s'\";]{1,400})")
_VACUUM = re.compile(r"(?i)\bVACUUM\b(?:[ \t]++\w{1,64})?[ \t]++INTO[ \t]++['\"]([^'\"]{1,400})['\"]")


def sqlite_copies(words: Sequence[str]) -> list[str]:
    """The files the dot-commands and ``VACUUM INTO`` of ``words`` (SQL operands, ``-cmd`` values) write."""
    out: list[str] = []
    for word in words:
        out += [m.group(1) for m in _DOT.finditer(word)] + [m.group(1) for m in _VACUUM.finditer(word)]
    return [f for f in out if f not in ("stdout", "-")][:16]
