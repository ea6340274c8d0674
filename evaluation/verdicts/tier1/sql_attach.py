"""Round 21 (t2d, issue 25): a database attached in SQL text, then written.

``duckdb -c "ATTACH 'DB' AS q (TYPE sqlite); UPDATE q.auth_user …"``, ``sqlite3 :memory: "ATTACH 'DB' AS q; DELETE
FROM q.x"``: the file the ``ATTACH`` names is written when the same text holds a write statement (INSERT, UPDATE,
DELETE, DROP, CREATE, ALTER, REPLACE, TRUNCATE, COPY … FROM, VACUUM). Open: an attach with ``READ_ONLY`` (DuckDB) or
a ``mode=ro``/``immutable=1`` URI (SQLite), and text that only reads (SELECT, PRAGMA, DESCRIBE, SHOW).

``duckdb [DB] [-c SQL | SQL]`` itself writes DB when its SQL writes (``-readonly`` opens it read-only).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import WriteTarget
from evaluation.verdicts.tier1.shell import SimpleCommand

_ATTACH = re.compile(r"(?i)\bATTACH\s+(?:DATABASE\s+)?(?:IF\s+NOT\s+EXISTS\s+)?'([^'\n]{1,500})'([^;]{0,300})")
_WRITES = re.compile(r"(?i)\b(?:INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|REPLACE|TRUNCATE|VACUUM|MERGE|COPY\s+\w+\s+FROM)\b")
_READ_ONLY = re.compile(r"(?i)\bREAD_ONLY\b|[?&](?:mode=ro|immutable=1)\b")
_DUCKDB_VALUE = ("-c", "-cmd", "-s", "-f", "-init", "-separator", "-nullvalue")


def attached_writes(texts: list[str]) -> list[WriteTarget]:
    """The files ``ATTACH`` names in ``texts`` when the texts write (see module)."""
    joined = "\n".join(texts)
    if "ATTACH" not in joined.upper() or not _WRITES.search(joined):
        return []
    out = []
    for match in _ATTACH.finditer(joined):
        path, options = match.group(1), match.group(2)
        if _READ_ONLY.search(path) or _READ_ONLY.search(options):
            continue
        path = path.removeprefix("file:").split("?", 1)[0]
        if path and path != ":memory:":
            out.append(WriteTarget(path, "SQL ATTACH (database written)", False, True))
    return out


def duckdb_targets(command: SimpleCommand) -> list[WriteTarget]:
    """``duckdb [DB] [-c SQL] [SQL]``: DB written unless ``-readonly`` or read-only SQL, and attached files."""
    argv = command.argv
    texts, operands, i = [], [], 1
    while i < len(argv):
        word = argv[i]
        if word in _DUCKDB_VALUE and i + 1 < len(argv):
            texts.append(argv[i + 1])
            i += 2
            continue
        if not word.startswith("-"):
            operands.append(word)
        i += 1
    texts += operands[1:]
    texts += [r.heredoc_body if r.heredoc_body is not None else r.target for r in command.redirects
              if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
    out = attached_writes(texts)
    if operands and operands[0] != ":memory:" and "-readonly" not in argv and (
            _WRITES.search("\n".join(texts)) or any(r.op.lstrip("0123456789") == "<" for r in command.redirects)):
        out.append(WriteTarget(operands[0], "duckdb (database)", False, True))
    return out
