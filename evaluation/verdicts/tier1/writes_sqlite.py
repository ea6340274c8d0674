"""SQLite's own writers (split from :mod:`writes_special`, round 22): ``sqlite3 DB [SQL]`` writes DB unless it
opens it read-only or runs only reads, and every file its dot-commands copy the database into (round 21, t2e);
``sqlite-utils SUB DB`` writes DB unless SUB only lists or reads. A database ``ATTACH``ed in the SQL and written is
written too (round 21, t2d, :mod:`sql_attach`).
"""

from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import WriteTarget, split_options
from evaluation.verdicts.tier1.shell_words import Redirect, SimpleCommand
from evaluation.verdicts.tier1.sql_attach import attached_writes
from evaluation.verdicts.tier1.sqlite_copies import sqlite_copies

_SQLITE_VALUE = ("-cmd", "-init", "-separator", "-nullvalue", "-newline", "-vfs", "-mmap", "-pagecache", "-lookaside",
                 "-heap", "-maxsize", "-escape")
_SQLITE_WRITING_DOT = re.compile(r"(?:^|[\s;])\.(?:shell|system|output|once|backup|save|import|restore|"
                                 r"clone|excel|open|load|cd|read)\b")


def sqlite_targets(command: SimpleCommand) -> list[WriteTarget]:
    """``sqlite3 [options] DB [SQL]`` writes DB, unless ``-readonly`` opens it read-only and no dot-command
    (``.shell``, ``.output FILE``, ``.backup`` …, in the SQL, ``-cmd`` or ``-init``) reaches further; with
    one it is judged as writing DB, so a protected database stays blocked (issue 25, round 4)."""
    argv = command.argv
    options, operands = split_options(argv, _SQLITE_VALUE)
    if not operands:
        return []
    dotted = any(_SQLITE_WRITING_DOT.search(w) for w in (*operands[1:], *options)) or any(
        _fed_dots(r, "-readonly" in options) for r in command.redirects) or "-init" in options
    attached = attached_writes([*operands[1:], *options])  # round 21: `ATTACH 'DB' AS q; DELETE FROM q.x`
    if not dotted and ("-readonly" in options or (len(operands) > 1 and read_only_sql(" ".join(operands[1:])))):
        return attached  # `sqlite3 DB .schema` / `'SELECT …'` reads (round 6)
    return [*(WriteTarget(f, "sqlite3 (database copy)", False, True) for f in (operands[0], *sqlite_copies(argv[1:]))),
            *attached]


def _fed_dots(redirect: Redirect, readonly: bool) -> bool:
    """Whether SQL fed on stdin may reach past the database: a heredoc or here-string with a writing dot-command; a
    FILE of unseen content (round 46, hh: ``.open DB`` in it reopens the database writable — left blocked, an earlier
    test's decision; a visible read-only heredoc to a ``-readonly`` open reads)."""
    op = redirect.op.lstrip("0123456789")
    if op in ("<<", "<<-", "<<<"):
        body = redirect.heredoc_body if redirect.heredoc_body is not None else redirect.target
        return not readonly or _SQLITE_WRITING_DOT.search(body or "") is not None
    return op == "<"  # an unseen FILE stays dotted: test_tier1_issue25_buildfiles keeps `-readonly DB < x.sql` blocked


def readonly_escape(command: SimpleCommand, written: list[str]) -> str | None:
    """Round 46 (hh): ``sqlite3 -readonly DB < FILE`` is read-only (:func:`_fed_dots`) unless FILE — one the session
    wrote, Tier 1 saw its content (``written``) — holds a dot-command that reaches past the read-only open
    (``.open DB`` reopens it writable, ``.shell``, ``.output``): then the reason to block."""
    if command.program not in ("sqlite3", "sqlite") or "-readonly" not in command.argv:
        return None
    found = next((m for text in written if (m := _SQLITE_WRITING_DOT.search(text))), None)
    return None if found is None else f"sqlite3 -readonly runs {found.group(0).strip()!r} from a file the session wrote"


_READ_DOT = re.compile(r"\.(?:tables|schema|indexes|indices|databases|dbinfo|show|help|headers|mode|width|"
                       r"fullschema|dump|stats|timer|nullvalue|echo|changes|bail)\b[^;]*")
_READ_SQL = re.compile(r"(?is)\s*(?:SELECT|EXPLAIN|WITH|VALUES)\b[^;]*|\s*PRAGMA\s+[\w.]+\s*(?:\(\s*\w*\s*\))?\s*")
_WRITE_SQL = re.compile(r"(?i)\b(?:INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|REPLACE|ATTACH|DETACH|VACUUM|REINDEX|"
                        r"load_extension|writefile|edit)\b")


def read_only_sql(text: str) -> bool:
    """(Also read for ``duckdb -readonly``, :mod:`falseblocks_r21`.) Every statement of ``text`` only reads: SELECT/EXPLAIN/WITH, a bare PRAGMA query, a listing dot-command."""
    if _WRITE_SQL.search(text):
        return False
    return all(_READ_DOT.fullmatch(part.strip()) or _READ_SQL.fullmatch(part) or not part.strip()
               for part in text.split(";"))


_SQLITE_UTILS_READS = frozenset({"tables", "views", "rows", "schema", "indexes", "triggers", "dump", "analyze-tables",
                                 "--help", "--version"})


def sqlite_utils_targets(command: SimpleCommand) -> list[WriteTarget]:
    """``sqlite-utils SUB DB …`` writes DB unless SUB only lists or reads (``query`` with read-only SQL)."""
    _, operands = split_options(command.argv, ("--limit", "--offset", "--where", "-p", "--param", "--table", "--fmt",
                                               "-c", "--column", "--order"))
    if len(operands) < 2:
        return []
    sub, database = operands[0], operands[1]
    if sub in _SQLITE_UTILS_READS or (sub == "query" and all(map(read_only_sql, operands[2:]))):
        return []
    if sub.endswith((".db", ".sqlite", ".sqlite3")):  # `sqlite-utils DB 'SQL'` is `query`
        return [] if all(map(read_only_sql, operands[1:])) else [WriteTarget(sub, "sqlite-utils (database)", False, True)]
    return [WriteTarget(database, "sqlite-utils (database)", False, True)]
