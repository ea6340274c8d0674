"""Round 15 (t1p): a destroy sent to a database whose name marks it as a test or scratch database.

Round 14 made ``dropdb``/``dropuser`` and datastore DELETEs of a scratch-named object open
(:func:`destructive_words.scratch_name`: ``app_test``, ``ci_scratch``, ``tmp_import`` — and never a name with a
production word, ``prod_test``). The same class reaches SQL: ``psql -d app_test -c 'TRUNCATE test_events'`` and
``mysql test_shop -e 'DELETE FROM orders'`` destroy rows of a database made to be thrown away, so ``sql-drop`` stays
silent there.

Only when every database the client is told to connect to is known and scratch-named: ``-d``/``--dbname``/``-D``/
``--database``, the operands (a second psql operand is a user name and counts too: conservative), and the last
segment of a ``postgres://``/``mysql://`` URL. Any name Tier 1 cannot read (``$DATABASE_URL``, ``PGDATABASE`` in the
environment, no name at all) or not scratch-named keeps the rule as before. The SQL itself must stay inside that
database: a connection switch (``\\c``, ``\\connect``, ``USE x``, ``CONNECT``, ``ATTACH``, mongosh
``getSiblingDB``), a ``DROP DATABASE`` (MySQL: ``DROP SCHEMA``)
of a name that is not scratch, or a table qualified by another database (``prod.users``) keeps the block.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from evaluation.verdicts.tier1.destructive_words import scratch_name
from evaluation.verdicts.tier1.shell_words import SimpleCommand
from evaluation.verdicts.tier1.word_branches import compiled

_VALUE_OPTIONS: dict[str, frozenset[str]] = {
    "psql": frozenset({"-c", "--command", "-f", "--file", "-h", "--host", "-p", "--port", "-U", "--username", "-v",
                       "--set", "--variable", "-o", "--output", "-L", "--log-file", "-P", "--pset", "-F",
                       "--field-separator", "-R", "--record-separator", "-T", "--table-attr"}),
    "mysql": frozenset({"-e", "--execute", "-u", "--user", "-h", "--host", "-P", "--port", "-S", "--socket",
                        "--default-character-set", "--protocol", "--login-path", "--defaults-file",
                        "--defaults-extra-file"}),
}
_VALUE_OPTIONS["mariadb"] = _VALUE_OPTIONS["mysql"]
_VALUE_OPTIONS["clickhouse-client"] = frozenset({"-q", "--query", "-h", "--host", "--port", "-u", "--user",
                                                 "--password", "-f", "--format", "--queries-file"})
_VALUE_OPTIONS["mongosh"] = frozenset({"--eval", "--host", "--port", "-u", "--username", "-p", "--password",
                                       "--authenticationDatabase", "-f", "--file"})
_VALUE_OPTIONS["mongo"] = _VALUE_OPTIONS["mongosh"]
_VALUE_OPTIONS["sqlcmd"] = frozenset({"-S", "-Q", "-q", "-U", "-P", "-i", "-o", "-s", "-h", "-w", "-t", "-l", "-v",
                                      "-f", "-H", "-a", "-c", "-y", "-Y"})  # round 43 (gb); flags: `-E`, `-b`, `-I`
_FILE_DATABASES = frozenset({"sqlite3", "duckdb", "litecli"})  # the first operand is the database file
_DB_OPTIONS = frozenset({"-d", "--dbname", "-D", "--database"})
_URL = re.compile(r"^(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|clickhouse)://[^/?#\s]*/([^/?#\s]*)")
_FILE_NAME = re.compile(r"^(?:[\w.-]*/)?([\w-]+)(?:\.(?:db|sqlite3?|duckdb|ddb))?$")
_SWITCH = compiled(r"\\c\b|\\connect\b|\buse\s+[`\"\w]|\bconnect\s+[`\"\w]|getSiblingDB|\bgetDB\s*\(|"
                     r"\battach\b|\bMongo\s*\(|\bconnect\s*\(", re.IGNORECASE)
_NAMED_DROP = re.compile(r"\bdrop\s+database\s+(?:if\s+exists\s+)?[`\"]?([\w-]+)", re.IGNORECASE)
_MYSQL_SCHEMA = re.compile(r"\bdrop\s+schema\s+(?:if\s+exists\s+)?[`\"]?([\w-]+)", re.IGNORECASE)  # a database
_QUALIFIED = re.compile(r"\b(?:table|from|into|update)\s+(?:if\s+exists\s+)?[`\"]?([\w-]+)[`\"]?\.[`\"]?\w",
                        re.IGNORECASE)


def _names(command: SimpleCommand) -> list[str] | None:
    """Every database name ``command`` connects to, or None when one is unknown or there is none."""
    program = command.program
    if program in _FILE_DATABASES:  # `sqlite3 build/test.db 'DELETE …'`: the file's name, in a relative folder
        operands = [a for a in command.argv[1:] if not a.startswith("-")]
        found = _FILE_NAME.match(operands[0]) if operands and not operands[0].startswith(("/", "~", "$")) else None
        return [found.group(1)] if found else None
    values = _VALUE_OPTIONS.get(program)
    if values is None:
        return None
    argv, names, i = command.argv, [], 1
    while i < len(argv):
        word = argv[i]
        option, eq, value = word.partition("=")
        if option in _DB_OPTIONS:
            if not eq:
                i += 1
                value = argv[i] if i < len(argv) else ""
            names.append(value)
        elif word[:2] in ("-d", "-D") and len(word) > 2 and not word.startswith("--"):
            names.append(word[2:])
        elif option in values and not eq:
            i += 1
        elif not word.startswith("-"):
            names.append(word.rsplit("/", 1)[-1] if program.startswith("mongo") and "://" not in word else word)
        i += 1
    if not names:
        return None
    out = []
    for name in names:
        found = _URL.match(name)
        out.append(found.group(1) if found else name)
    return out


def switches(text: str) -> bool:
    """The SQL leaves the database it was sent to (``\\c``, ``USE x``, ``ATTACH`` …)."""
    return _SWITCH.search(text) is not None


def scratch_target(command: SimpleCommand, sql_texts: Iterable[str]) -> bool:
    """``command`` (a SQL client) connects only to scratch-named databases and its SQL stays inside them."""
    names = _names(command)
    if not names or not all(scratch_name(n) for n in names):
        return False
    for text in sql_texts:
        if _SWITCH.search(text):
            return False
        drops = [*_NAMED_DROP.finditer(text), *(_MYSQL_SCHEMA.finditer(text) if command.program != "psql" else ())]
        if any(not scratch_name(m.group(1)) for m in drops):
            return False
        if any(m.group(1).lower() not in ("public", "dbo", *(n.lower() for n in names)) and not scratch_name(m.group(1))
               for m in _QUALIFIED.finditer(text)):
            return False
    return True
