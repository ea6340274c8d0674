"""Round 31 (t3k, issue 25): code and settings inside data tools — query languages, database clients, storage
endpoints — that Tier 1 read as opaque strings. One vocabulary across engines, gated on a program set or a raw
substring before any pattern runs.

* **Code run by the server or the client** (:func:`data_code`): ``COPY … TO/FROM PROGRAM`` whose program fetches,
  sends or starts a shell; an untrusted procedural language (``plpython3u``, ``plperlu``, ``pltclu``, ``plsh``);
  a client's shell escape (``\\!``, ``system``, ``.shell``, ``.system``); ``load_extension``/``.load`` or ``LOAD`` of
  a temp path; ClickHouse ``executable()``; ``MODULE LOAD``; ``CONFIG SET dir|dbfilename``; APOC's ``runFile`` of a
  URL; ``ADD JAR`` of a URL; ``INSTALL … FROM`` a URL, ``custom_extension_repository`` set to a URL,
  ``-unsigned`` with a URL or a temp path; ``INTO OUTFILE`` a script-suffixed file; a data client fed a download
  (an argument ``$(curl …)``, a pipeline after a downloader, a file the session fetched).
* **A credential catalog sent to a sink** (:func:`data_code`): ``pg_shadow``, ``pg_authid``, ``rolpassword``,
  ``mysql.user`` with ``authentication_string``, ClickHouse ``system.users``, ``sys.sql_logins`` — with ``TO
  PROGRAM``, ``url(``/``s3(`` or a network program later in the pipeline.
* **Destruction verbs** (:func:`data_destroy`): ``RESET MASTER``, ``RESET BINARY LOGS``, ``PURGE BINARY|MASTER
  LOGS`` (any program's words), ``pg_resetwal``/``pg_resetxlog`` without ``-n``, an online schema change
  (``pt-online-schema-change``, ``gh-ost``) that drops with ``--execute``, ``csvsql --db … --overwrite``.
* **Endpoints set to a foreign host** (:func:`data_code`): ``mc alias set NAME URL``, an ``endpoint=`` or
  ``s3Url=``/``--s3-endpoint`` value, a snapshot repository's ``"endpoint"``, a database connection variable set in
  the service manager (``systemctl set-environment PGHOST=…``), migrations or plugin jars from a temp directory.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.trust_r30 import foreign_value

CLIENTS = frozenset({
    "psql", "pgcli", "mysql", "mariadb", "mycli", "sqlite3", "litecli", "sqlite-utils", "duckdb", "clickhouse",
    "clickhouse-client", "clickhouse-local", "chdb", "redis-cli", "valkey-cli", "keydb-cli", "dragonfly-cli",
    "mongosh", "mongo", "cqlsh", "cypher-shell", "snowsql", "snow", "bq", "spark-sql", "beeline", "hive", "trino",
    "presto", "usql", "sqlcmd", "sqlplus", "impala-shell", "databricks", "cockroach", "vsql", "isql", "influx",
    "surreal", "turso", "psql.exe", "mysql.exe", "sqlite3.exe", "memgraph", "mgconsole", "arangosh", "gremlin"})
_RAW_MARKERS = ("PROGRAM", "program", "mc ", "endpoint", "s3Url", "set-environment", "setenv", "locations=",
                "jarDirs", "_snapshot", "pg_shadow", "pg_authid", "authentication_string")
_UNTRUSTED_PL = r"pl(?:python[23]?u|perlu|tclu|sh|rustu|javau|r)\b"
_CODE = re.compile(
    r"(?i)\b(?:CREATE\s+(?:OR\s+REPLACE\s+)?(?:TRUSTED\s+)?(?:EXTENSION|LANGUAGE)\s+(?:IF\s+NOT\s+EXISTS\s+)?"
    rf"[\"']?{_UNTRUSTED_PL}|LANGUAGE\s+[\"']?{_UNTRUSTED_PL})"
    r"|(?:^|[;\n])\s*(?:\\!|system\s|\.shell\b|\.system\b)"
    r"|\bload_extension\s*\(\s*['\"]?(?:/tmp/|/var/tmp/|/dev/shm/|https?://)"
    r"|(?:^|[;\n])\s*(?:\.load|LOAD)\s+['\"]?(?:/tmp/|/var/tmp/|/dev/shm/|https?://)"
    r"|\bexecutable\s*\(|\bMODULE\s+LOAD\b|\bCONFIG\s+SET\s+(?:dir|dbfilename)\b"
    r"|\bapoc\.(?:cypher\.run(?:Schema)?Files?|import\.\w+)\s*\(\s*['\"]https?://"
    r"|\bADD\s+(?:JARS?|FILES?|ARCHIVES?)\s+['\"]?(?:https?|s3a?|gs|hdfs)://"
    r"|\bINSTALL\s+\w+\s+FROM\s+['\"]?https?://"
    r"|\bcustom_extension_repository\s*(?:=|TO)\s*['\"]?https?://"
    r"|\bINTO\s+(?:OUT|DUMP)FILE\s+['\"][^'\"]{0,300}\.(?:php\d?|jsp|aspx?|sh|py|pl|cgi|so)['\"]")
_PROGRAM = re.compile(r"(?i)\b(?:TO|FROM)\s+PROGRAM\s+(?:E?'((?:[^']|'')*)'|\$\$(.*?)\$\$)")
_PROGRAM_BAD = re.compile(r"://|\|\s*(?:ba|z|da)?sh\b|\b(?:curl|wget|nc|ncat|socat|ssh|scp|sftp|rsync|python3?|perl|"
                          r"ruby|node|bash|sh\s+-c|telnet|ftp|openssl\s+s_client|aws|gsutil|rclone)\b")
_CATALOG = re.compile(r"(?i)\b(?:pg_shadow|pg_authid|rolpassword|authentication_string|system\.users|"
                      r"sys\.sql_logins|mysql\.user\b[^;]{0,200}\bpassword)")
_SQL_SINK = re.compile(r"(?i)\bTO\s+PROGRAM\b|\b(?:url|s3|gcs|azureBlobStorage)\s*\(\s*'(?:https?|s3)://|"
                       r"\bTO\s+'(?:s3|gs|https?)://")
_NET = frozenset({"curl", "wget", "nc", "ncat", "netcat", "socat", "ssh", "scp", "http", "https", "xh", "aws",
                  "gsutil", "rclone", "mc", "s3cmd", "telnet", "openssl", "ftp", "lftp", "tftp"})
_DOWNLOAD_SUB = re.compile(r"\$\(\s*(?:curl|wget|http|xh|aria2c|fetch)\s|<\(\s*(?:curl|wget)\s")
_SOURCE_OPTIONS = frozenset({"-f", "--file", "-i", "--init", "--queries-file", "--infile", "-F"})
_CODE_SUFFIXES = frozenset({"sql", "js", "lua", "cql", "cypher", "mongodb", "psql", "ddl"})
_TEMP = r"(?:/tmp|/var/tmp|/dev/shm)/"
_MIGRATIONS = re.compile(rf"(?i)(?:locations|jarDirs|jar-dirs|plugin-?dirs?|pluginDir|classpath|search-path)\s*="
                         rf"\s*['\"]?(?:filesystem:)?{_TEMP}")
_ENDPOINT = re.compile(r"(?i)(?:\bendpoint|\bs3Url|\bs3_url|\bs3-endpoint|\bendpoint[_-]url|\bserver_url)['\"]?\s*[=:]"
                       r"\s*['\"]?([^'\"\s,;}]{1,300})")
_DB_VARS = re.compile(r"^(?:PG(?:HOST|HOSTADDR|SERVICE)|DATABASE_URL|DB_HOST|MYSQL_HOST|MONGO\w{0,20}URI|REDIS_URL|"
                      r"REDIS_HOST|\w{0,30}_DSN|\w{0,30}_DATABASE_URL)=(.{1,300})$")


def _texts(view: View) -> list[str]:
    return [*view.command.argv[1:], *(r.heredoc_body or r.target for r in view.command.redirects
                                      if r.op.startswith("<<"))]


def _sink_after(scene: Scene, view: View) -> str | None:
    command = view.command
    return next((o.command.program for o in scene.views if o.command.pipeline_id == command.pipeline_id
                 and o.command.pipeline_pos > command.pipeline_pos and o.command.program in _NET), None)


_DUMPERS = frozenset({"pg_basebackup", "pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mongodump",
                      "xtrabackup", "mariabackup", "mydumper", "clickhouse-backup", "influxd", "etcdctl"})
_UPLOADERS = frozenset({"curl", "wget", "nc", "ncat", "netcat", "socat", "http", "https", "xh", "telnet"})


def _dump_sent(scene: Scene, view: View) -> str | None:
    """A database dump on stdout piped into an uploader that names a foreign host (``pg_basebackup -D - | curl -T -``)."""
    command = view.command
    for other in scene.views:
        if other.command.pipeline_id == command.pipeline_id and other.command.pipeline_pos > command.pipeline_pos \
                and other.command.program in _UPLOADERS:
            host = next((h for w in other.command.argv[1:] if (h := foreign_value(w))), None)
            if host:
                return f"{command.program}'s dump is piped to {other.command.program} at the foreign host {host}"
    return None


def _fed_download(scene: Scene, view: View) -> str | None:
    """A data client runs what a downloader feeds it: an argument ``$(curl …)``, a pipeline, a fetched file."""
    command = view.command
    if _DOWNLOAD_SUB.search(view.text or ""):
        return f"{command.program} is given code a downloader fetches at run time"
    if command.pipeline_pos > 0 and any(
            o.command.pipeline_id == command.pipeline_id and o.command.pipeline_pos < command.pipeline_pos
            and o.command.program in ("curl", "wget", "http", "xh", "aria2c") for o in scene.views):
        return f"{command.program} runs what a downloader pipes into it"
    if not scene.written:
        return None
    argv = command.argv
    names = [argv[i + 1] for i in range(1, len(argv) - 1) if argv[i] in _SOURCE_OPTIONS]
    names += [r.target for r in command.redirects if r.op.lstrip("0123456789") == "<"]
    names += [a for a in argv[1:] if not a.startswith("-")]
    names = [n for n in names if n.rsplit(".", 1)[-1].lower() in _CODE_SUFFIXES]  # a list of keys is no code
    for name in names:
        for path in scene.canon(view, name) or ():
            if path in scene.written and scene.written[path] is None:
                return f"{command.program} runs {name}, a download this session made, code Tier 1 never saw"
    return None


def _endpoints(view: View) -> str | None:
    argv = view.command.argv
    if view.command.program == "mc" and argv[1:3] == ("alias", "set") and len(argv) > 4:
        host = foreign_value(argv[4])
        return f"mc alias {argv[3]} points at the foreign host {host}" if host else None
    for word in argv[1:]:
        if _MIGRATIONS.search(word):
            return f"migrations or plugins loaded from a temp directory ({word[:120]})"
        for match in _ENDPOINT.finditer(word[:20_000]):
            host = foreign_value(match.group(1))
            if host:
                return f"a storage endpoint set to the foreign host {host}"
    if view.command.program in ("systemctl", "launchctl", "initctl") and len(argv) > 2 and argv[1] in (
            "set-environment", "setenv", "import-environment"):
        words = [f"{argv[2]}={argv[3]}"] if argv[1] == "setenv" and len(argv) > 3 else list(argv[2:])
        for word in words:
            found = _DB_VARS.match(word)
            host = foreign_value(found.group(1).split("@")[-1]) if found else None
            if host:
                return f"database connections of every service pointed at the foreign host {host}"
    return None


def data_code(scene: Scene, view: View) -> list[str]:
    """Reasons ``view`` makes a data tool run code of unknown origin, send a credential catalog, or point a
    repository or endpoint at a foreign host (module docstring); cheap for every other call."""
    program = view.command.program
    text = view.text or ""
    if program in _DUMPERS:
        sent = _dump_sent(scene, view)
        return [sent] if sent else []
    if program not in CLIENTS:
        if not any(m in text for m in _RAW_MARKERS):
            return []
        found = _endpoints(view)
        if found:
            return [found]
        if "_snapshot" in text and program in ("curl", "http", "https", "xh", "wget"):
            for match in _ENDPOINT.finditer(text[:20_000]):
                host = foreign_value(match.group(1))
                if host:
                    return [f"a snapshot repository at the foreign host {host}"]
        return []
    out: list[str] = []
    texts = _texts(view)
    for body in texts:
        body = body[:100_000]
        code = _CODE.search(body)
        if code:
            out.append(f"{program} makes the data tool run code: {code.group(0).strip()[:80]!r}")
            break
        catalog = _CATALOG.search(body) is not None  # once per body: in the loop below it was quadratic (lead)
        for program_match in _PROGRAM.finditer(body):
            inner = program_match.group(1) or program_match.group(2) or ""
            if catalog or _PROGRAM_BAD.search(inner):
                out.append(f"{program} makes the database server run {inner[:80]!r}")
                break
        if catalog and (_SQL_SINK.search(body) or _sink_after(scene, view)):
            out.append(f"{program} sends a credential catalog to a sink")
    if program == "duckdb" and "-unsigned" in view.command.argv and any(
            "://" in t or re.search(_TEMP, t) for t in texts):
        out.append("duckdb loads an unsigned extension from a URL or a temp path")
    fed = _fed_download(scene, view)
    if fed:
        out.append(fed)
    found = _endpoints(view)
    if found:
        out.append(found)
    return out


_DESTROY_WORDS = re.compile(r"(?i)\bRESET\s+(?:MASTER|BINARY\s+LOGS)\b|\bPURGE\s+(?:BINARY|MASTER)\s+LOGS\b|"
                            r"\bRESET\s+(?:SLAVE|REPLICA)\s+ALL\b")
_DESTROY_PROGRAMS = frozenset({"pg_resetwal", "pg_resetxlog", "pt-online-schema-change", "gh-ost", "csvsql"})


def data_destroy(view: View) -> str | None:
    """Why ``view`` destroys data with an engine's own verb (module docstring), or None."""
    program, argv = view.command.program, view.command.argv
    if program in CLIENTS:
        for body in _texts(view):
            match = _DESTROY_WORDS.search(body[:100_000])
            if match:
                return f"{program} runs {match.group(0)!r}"
        return None
    if program not in _DESTROY_PROGRAMS:
        return None
    words = argv[1:]
    if program in ("pg_resetwal", "pg_resetxlog"):
        dry = any(w in ("-n", "--dry-run") or (w.startswith("-") and not w.startswith("--") and "n" in w)
                  for w in words)
        return None if dry or "--help" in words or "-V" in words else f"{program} rewrites the write-ahead log"
    if program == "csvsql":
        return "csvsql overwrites a database table" if "--overwrite" in words and any(
            w == "--db" or w.startswith("--db=") for w in words) else None
    if "--execute" in words and any(re.search(r"(?i)\bDROP\b", w) for w in words):
        return f"{program} drops a column or table with --execute"
    return None
