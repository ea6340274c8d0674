"""Round 15 (t1p): a client or interpreter EXECUTING a file or stream Tier 1 cannot see.

A database client runs the statements of the file it is given exactly as a shell runs a script: ``mysql app <
/var/tmp/z.sql``, ``psql -f /tmp/m.sql``, ``sqlite3 db '.read /tmp/x'``, ``mysql -e 'source /tmp/b.sql'``,
``mongosh URI /tmp/c.js``, ``clickhouse-client --queries-file F``, ``cqlsh -f F``, ``redis-cli < F``; so do the
interpreters that round 9's inline list does not name (``R --vanilla < F``, ``R -f F``, ``octave F``,
``gnuplot < F`` — gnuplot's ``system``, octave's ``delete``/``system`` act on the host). ``bc``/``dc``, ``jq``,
``awk`` reading DATA are not among them. The call fails closed (``opaque_command``) when what it runs is:

* a file a download in this call wrote (``curl -o F URL && psql -f F``), or one an earlier call wrote with content
  Tier 1 did not see, outside the workspace (an output in the workspace, ``pg_dump a > d.sql``, stays open);
* a file no call of this session wrote that lies outside the session's own places (the workspace, a directory the
  call runs in that is not a temp place, not the home itself) and outside the system's installed trees
  (``/usr``, ``/opt``, ``/etc``, ``/nix``, ``/snap``): ``/tmp``, ``/var/tmp``, ``/dev/shm``, ``~/Downloads``,
  ``/srv/share`` … (round 11's temp-place rule already covers the inline interpreters there; here the class is
  every client that executes);
* the output of a download or of such a file piped in (``curl URL | mysql db``, ``cat /tmp/x.sql | psql``); for
  the interpreters above, any piped producer Tier 1 cannot read as literal text (as round 11 does for python/node).

Open: a file in the workspace (``psql -f migrations/001.sql``, ``sqlite3 app.db < schema.sql``), a file the
session wrote with content Tier 1 saw (its SQL is judged by ``sql-drop``), inline SQL (``mysql -e 'SELECT 1'``;
stdin is then not read as statements), ``pg_dump a | psql b`` (a dump piped from a database, not a download), and
an inline interpreter (python, node, ruby …) reading DATA from stdin (``python3 -c '…sys.stdin…' < /tmp/x``).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.indirect import static_text, stdin_reader
from evaluation.verdicts.tier1.options import lookup
from evaluation.verdicts.tier1.origin import temp_root
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import MAX_PATH_CHARS, Scene, View
from evaluation.verdicts.tier1.shell_words import SimpleCommand
from evaluation.verdicts.tier1.stdin_interpreters import MORE_INLINE_CODE, MORE_INTERPRETERS

# program -> (options naming a file it executes, options giving statements inline, options taking a value)
_CLIENTS: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {
    "psql": (frozenset({"-f", "--file"}), frozenset({"-c", "--command"}),
             frozenset({"-d", "--dbname", "-h", "--host", "-p", "--port", "-U", "--username", "-v", "--set",
                        "--variable", "-o", "--output", "-L", "--log-file", "-P", "--pset", "-F", "-R", "-T"})),
    "mysql": (frozenset(), frozenset({"-e", "--execute"}),
              frozenset({"-u", "--user", "-h", "--host", "-P", "--port", "-S", "--socket", "-D", "--database",
                         "--default-character-set", "--protocol", "--login-path", "--defaults-file",
                         "--defaults-extra-file", "--init-command"})),
    "sqlite3": (frozenset({"-init"}), frozenset({"-cmd"}), frozenset({"-separator", "-newline", "-nullvalue",
                                                                       "-vfs", "-maxsize", "-pagecache"})),
    "duckdb": (frozenset({"-init", "-f"}), frozenset({"-c", "-cmd", "-s"}), frozenset({"-separator",
                                                                                       "-nullvalue"})),
    "mongosh": (frozenset({"-f", "--file"}), frozenset({"--eval"}),
                frozenset({"--host", "--port", "-u", "--username", "-p", "--password", "--authenticationDatabase",
                           "--authenticationMechanism", "--tlsCAFile", "--tlsCertificateKeyFile"})),
    "clickhouse-client": (frozenset({"--queries-file"}), frozenset({"-q", "--query"}),
                          frozenset({"-h", "--host", "--port", "-u", "--user", "--password", "-d", "--database",
                                     "-f", "--format"})),
    "redis-cli": (frozenset(), frozenset(), frozenset({"-h", "-p", "-a", "-n", "-u", "--user", "--pass", "-s",
                                                       "-r", "-i", "--tls", "--cacert"})),
    "cqlsh": (frozenset({"-f", "--file"}), frozenset({"-e", "--execute"}),
              frozenset({"-u", "--username", "-p", "--password", "-k", "--keyspace", "--cqlversion",
                         "--encoding", "--request-timeout", "--connect-timeout"})),
    "sqlcmd": (frozenset({"-i", "--input-file"}), frozenset({"-Q", "-q", "--query"}),
               frozenset({"-S", "-U", "-P", "-d", "-o", "-s", "-w"})),
    "usql": (frozenset({"-f", "--file"}), frozenset({"-c", "--command"}), frozenset({"-o", "--out", "-v"})),
    "snowsql": (frozenset({"-f", "--filename"}), frozenset({"-q", "--query"}),
                frozenset({"-a", "-u", "-d", "-s", "-w", "-r", "-c", "--connection"})),
    "cypher-shell": (frozenset({"-f", "--file"}), frozenset(), frozenset({"-a", "-u", "-p", "-d", "--format"})),
    "trino": (frozenset({"-f", "--file"}), frozenset({"--execute"}), frozenset({"--server", "--catalog",
                                                                                 "--schema", "--user"})),
    "cockroach": (frozenset({"-f", "--file"}), frozenset({"-e", "--execute"}), frozenset({"--url", "--host",
                                                                                          "--user", "-u", "-d",
                                                                                          "--database"})),
    "mysqlsh": (frozenset({"-f", "--file"}), frozenset({"-e", "--execute"}),
                frozenset({"-u", "--user", "-h", "--host", "-P", "--port", "--uri", "-D", "--schema"})),
    "hive": (frozenset({"-f", "-i"}), frozenset({"-e"}), frozenset({"--hiveconf", "--hivevar", "--database"})),
    "sqlplus": (frozenset(), frozenset(), frozenset()),
    "impala-shell": (frozenset({"-f", "--query_file"}), frozenset({"-q", "--query"}),
                     frozenset({"-i", "--impalad", "-d", "--database", "-u", "--user"})),
}
for _alias, _base in (("beeline", "hive"), ("spark-sql", "hive"), ("mariadb", "mysql"), ("mycli", "mysql"), ("pgcli", "psql"), ("litecli", "sqlite3"),
                      ("mongo", "mongosh"), ("clickhouse", "clickhouse-client"), ("valkey-cli", "redis-cli"),
                      ("keydb-cli", "redis-cli"), ("vsql", "psql"), ("presto", "trino")):
    _CLIENTS[_alias] = _CLIENTS[_base]
_CLIENTS["wrangler"] = (frozenset({"--file"}), frozenset({"--command"}), frozenset({"-c", "--config", "-e", "--env"}))
# interpreters the inline list does not name: program -> options naming a script file; positional scripts?
_INTERPRETERS: dict[str, tuple[frozenset[str], bool]] = {
    "r": (frozenset({"-f", "--file"}), False), "octave": (frozenset(), True), "octave-cli": (frozenset(), True),
    "gnuplot": (frozenset(), True), "maxima": (frozenset({"-b", "--batch"}), False), "sage": (frozenset(), True),
    "scilab": (frozenset({"-f"}), False), "scilab-cli": (frozenset({"-f"}), False),
    "wolframscript": (frozenset({"-file", "-f", "-script"}), False), "gdb": (frozenset({"-x", "--command"}), False),
    "ipython": (frozenset(), True), "ipython3": (frozenset(), True), "papermill": (frozenset(), True),
    # round 16: REPLs and interpreters of the JVM, BEAM, Haskell, Lisp and ML families read code on their stdin
    "jshell": (frozenset({"--startup"}), True), "groovysh": (frozenset(), False), "ghci": (frozenset(), True),
    "iex": (frozenset(), True), "erl": (frozenset(), False), "kotlinc": (frozenset(), False),
    "kotlinc-jvm": (frozenset(), False), "clojure": (frozenset({"-i", "--init"}), False),
    "clj": (frozenset({"-i", "--init"}), False), "bb": (frozenset({"-f", "--file"}), True),
    "sbcl": (frozenset({"--load", "--script"}), False), "ocaml": (frozenset(), True), "utop": (frozenset(), False),
    "irb": (frozenset(), True), "pry": (frozenset(), False), "swipl": (frozenset(), True),
    "gforth": (frozenset(), True), "fsi": (frozenset(), True), "csi": (frozenset(), True),
}
_INLINE_CODE = {"r": ("-e",), "octave": ("--eval",), "octave-cli": ("--eval",), "gnuplot": ("-e",),
                "maxima": ("-r", "--batch-string"), "scilab": ("-e",), "scilab-cli": ("-e",),
                "wolframscript": ("-code", "-c"), "ipython": ("-c",), "ipython3": ("-c",), "ghci": ("-e",),
                "iex": ("-e",), "erl": ("-eval", "-s", "-run"), "kotlinc": ("-e", "-expression"),
                "clojure": ("-e", "--eval"), "clj": ("-e", "--eval"), "bb": ("-e", "--eval"),
                "sbcl": ("--eval",), "swipl": ("-g", "-t"), "gforth": ("-e",)}
_INTERPRETERS.update(MORE_INTERPRETERS)  # round 21 (stdin_interpreters)
_INLINE_CODE.update(MORE_INLINE_CODE)
_CONTAINER_EXEC = frozenset({"docker", "podman", "nerdctl", "kubectl", "oc", "lxc", "incus"})
_IN_STATEMENT = re.compile(r"(?:^|;|\n)\s*(?:\\i|\\ir|\\include|\.read|source|\\\.|load)\s+['\"]?([^\s;'\"]+)")
# Round 15: code that loads a file as code (R ``source("F")``, ``runpy.run_path``, Node ``require``, Ruby ``load``/
# ``require``, Perl ``do``/``require``, PHP ``include``/``require``, Julia ``include``, Lua ``dofile``, mongosh
# ``load``): the literal path is judged as an executed file (only a path with a ``/`` or ``~``: a module NAME is
# the installed library's)
_LOADER = re.compile(r"\b(?:source|sys\.source|run_path|require|require_relative|load|do|include|include_once|"
                     r"require_once|dofile|loadfile|execfile|evalfile)\s*\(?\s*['\"]([~/.][^'\"\s]*)['\"]")
_FETCHERS = frozenset({"curl", "wget", "http", "https", "xh", "curlie", "fetch", "aria2c", "lwp-request", "GET",
                       "nc", "ncat", "socat", "wget2", "httpie"})
_FILE_PRINTERS = frozenset({"cat", "zcat", "gzcat", "bzcat", "xzcat", "zstdcat", "gunzip", "bunzip2", "xz",
                            "zstd", "unzstd", "tac", "head", "tail"})
_SYSTEM_TREES = ("/usr", "/opt", "/etc", "/nix", "/snap", "/lib", "/var/lib", "/proc/self/fd")
_STDIN = frozenset({"-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0", "/dev/null", "/dev/zero"})


def _split(argv: tuple[str, ...], files_opts: frozenset[str], inline_opts: frozenset[str],
           valued: frozenset[str]) -> tuple[list[str], list[str], bool]:
    """``(files named by a file option or an inline statement, operands, whether inline statements are given)``."""
    files, operands, inline, i = [], [], False, 1
    while i < len(argv):
        word = argv[i]
        name, eq, value = word.partition("=")
        if name in files_opts or name in inline_opts or name in valued:
            if not eq:
                i += 1
                value = argv[i] if i < len(argv) else ""
            if name in files_opts:
                files.append(value)
            elif name in inline_opts:
                inline = True
                files += [m.group(1) for m in _IN_STATEMENT.finditer(value)]
                files += [m.group(1) for m in _LOADER.finditer(value) if "/" in m.group(1)]
        elif not word.startswith("-") or word == "-":
            operands.append(word)
        i += 1
    return files, operands, inline


def _client_sources(command: SimpleCommand) -> tuple[list[str], bool] | None:
    """``(files the client or interpreter executes, whether it executes its stdin)``, None when not one."""
    program = command.program
    if program in _CLIENTS:
        values, inline_opts, takes = _CLIENTS[program]
        files, operands, inline = _split(command.argv, values, inline_opts, takes)
        if program in ("sqlite3", "litecli", "duckdb"):
            files += [m.group(1) for o in operands[1:] for m in _IN_STATEMENT.finditer(o)]
            inline = inline or len(operands) > 1
        elif program in ("mongosh", "mongo"):
            files += [o for o in operands if o.endswith(".js")]
        elif program == "sqlplus":  # `sqlplus user/pw@db @/tmp/x.sql`
            files += [o[1:] for o in operands if o.startswith("@") and len(o) > 1]
        elif program in ("redis-cli", "valkey-cli", "keydb-cli"):
            inline = inline or bool(operands) or "-x" in command.argv
        return files, not inline
    if program in _INTERPRETERS:
        values, positional = _INTERPRETERS[program]
        code = _INLINE_CODE.get(program, ())
        files, operands, inline = _split(command.argv, values, frozenset(code), frozenset())
        if positional:  # round 24 (t2l): `papermill IN OUT -p K V` runs IN only; OUT is its output
            files += [o for o in operands if o not in _STDIN][:1 if program == "papermill" else None]
        # round 16: `sbcl --script /dev/stdin` reads its stdin; round 21: so does a bare `sbcl --script` (no value)
        named = [f for f in files if f and f not in _STDIN]
        return named, not inline and (not files or len(named) < len(files))
    return None


def _own_places(scene: Scene, view: View) -> list[str]:
    places = [scene.workspace] if scene.workspace else []
    places += [c for c in view.cwds if c and c not in ("/", scene.home) and temp_root(c) is None
               and c not in ("/tmp", "/var/tmp", "/dev/shm")]
    return places


def _unseen(scene: Scene, view: View, raw: str) -> str | None:
    """Why the file ``raw`` is one Tier 1 cannot see (None when it is the workspace's or its content was seen)."""
    if not raw or raw in _STDIN:
        return None
    paths = scene.canon(view, raw)
    if paths is None and len(raw) > MAX_PATH_CHARS:
        return f"a file named by {len(raw)} characters, longer than Tier 1 resolves"
    for path in paths or ():
        writer = _writer(scene, view, path)
        if writer in _FETCHERS:
            return f"{raw!r}, downloaded by {writer} in this call"
        if writer is not None:
            continue  # `pg_dump a > d.sql && psql b < d.sql`: a program's output, not a download
        own = any(is_within(path, p) for p in _own_places(scene, view)) or path.startswith(_SYSTEM_TREES)
        if path in scene.written:
            if scene.written[path] is None and not own:
                return f"{raw!r}, written by this session with content Tier 1 did not see (a download)"
            continue
        if own:
            continue
        return f"{raw!r}, a file outside the workspace that no call of this session wrote"
    return None


def _writer(scene: Scene, view: View, path: str) -> str | None:
    """The program of an earlier command of this call that writes ``path``, if any."""
    for other in scene.views:
        if other is view:
            return None
        if any(path in (scene.canon(other, t.raw) or ()) for t in other.writes):
            return other.command.program
    return None


def _piped_from(scene: Scene, view: View, any_producer: bool) -> str | None:
    """The producer Tier 1 cannot see piped into ``view`` (a download, a file printed from an unseen place)."""
    command = view.command
    upstream = [v for v in scene.views if v.command.pipeline_id == command.pipeline_id
                and v.command.pipeline_pos < command.pipeline_pos and v.command.depth == command.depth]
    for other in upstream:
        program = other.command.program
        if program in _FETCHERS or program in ("gsutil", "aws", "az", "rclone", "gcloud") and any(
                w in ("cat", "-") for w in other.command.argv[1:]):
            return f"the download {other.text!r}"
        if program in _FILE_PRINTERS:
            for word in other.command.argv[1:]:
                if not word.startswith("-") and (why := _unseen(scene, other, word)):
                    return why
        elif any_producer and static_text(other.command) is None:
            return repr(other.text)
    return None


def _substituted(scene: Scene) -> str | None:
    """A download, or a print of an unseen file, run in a ``$(…)`` of this call (``psql -c "$(curl URL)"``)."""
    for other in scene.views:
        if other.command.context != "substitution":
            continue
        program = other.command.program
        if program in _FETCHERS:
            return f"the download {other.text!r}"
        if program in _FILE_PRINTERS:
            for word in other.command.argv[1:]:
                if not word.startswith("-") and (why := _unseen(scene, other, word)):
                    return why
    return None


def unseen_exec(scene: Scene, view: View) -> list[str]:
    """Reasons ``view`` executes a file or stream Tier 1 cannot see (none for the usual command)."""
    command = view.command
    program = command.program
    interpreters = scene.ruleset.inline_interpreters if scene.ruleset is not None else {}
    known = program in _CLIENTS or program in _INTERPRETERS
    if program in _CONTAINER_EXEC and "exec" in command.argv and command.redirects:
        inner = next((w for w in command.argv[2:] if w in _CLIENTS or w in _INTERPRETERS
                      or lookup(interpreters, w) is not None or w in ("sh", "bash")), None)
        if inner is not None:  # `docker exec -i db psql < /tmp/x.sql`: the inner program reads this stdin
            return [f"{program} exec runs {inner} on its stdin, {why}" for r in command.redirects
                    if r.op.lstrip("0123456789") == "<" and r.heredoc_body is None
                    and (why := _unseen(scene, view, r.target or ""))]
    interpreter = lookup(interpreters, program) if view.code else None
    if interpreter is not None and view.code and ("/" in view.code or "~" in view.code):
        # round 21: Node's `require('x.json')` parses JSON; Ruby `load`, PHP `include` run any name as code
        loaded = [m.group(1) for m in _LOADER.finditer(view.code) if "/" in m.group(1) and not (
            program in ("node", "nodejs", "bun") and m.group(1).endswith(".json"))]
        reasons = [f"{program} code loads and runs {why}" for raw in loaded if (why := _unseen(scene, view, raw))]
        if reasons:
            return reasons
    if not known and not (command.redirects and lookup(interpreters, program) is not None):
        return []  # the hot path: a dictionary lookup
    what = "statements" if program in _CLIENTS else "code"
    sources: list[str]
    if not known:  # round 11 judges temp places; here a stdin program from anywhere else outside the workspace
        if stdin_reader(command, interpreters) is None:
            return []
        sources, reads_stdin = [], True
    else:
        found = _client_sources(command)
        sources, reads_stdin = found if found is not None else ([], False)
    reasons = [f"{program} runs the {what} of {why}" for raw in sources if (why := _unseen(scene, view, raw))]
    if known and (command.dynamic or any(r.op.lstrip("0123456789") == "<<<" or "(…)" in (r.target or "")
                                         for r in command.redirects)):
        source = _substituted(scene)
        if source:
            reasons.append(f"{program} runs {what} a substitution takes from {source}")
    if reads_stdin:
        for redirect in command.redirects:
            if redirect.op.lstrip("0123456789") == "<" and redirect.heredoc_body is None:
                why = _unseen(scene, view, redirect.target or "")
                if why and not (not known and temp_root(redirect.target or "") is not None):
                    reasons.append(f"{program} runs the {what} on its stdin, {why}")
        if command.pipeline_pos > 0 and known:
            source = _piped_from(scene, view, program in _INTERPRETERS)
            if source:
                reasons.append(f"{program} runs the {what} piped from {source}")
    return reasons
