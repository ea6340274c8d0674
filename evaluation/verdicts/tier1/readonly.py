"""Proven readers (round 7's ``readers`` / ``read_only_shapes``), also behind a package runner (round 10).

A listed reader used in a read-only shape touches nothing it is given; ``npx prettier --check .`` is ``prettier
--check .`` run by a package runner by its NAME, so it is proven the same way. Split out of :mod:`reach`.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.fd_exec import FD, fd_exec_argvs
from evaluation.verdicts.tier1.metadata_tools import reads_metadata
from evaluation.verdicts.tier1.query_reads import query_read_only
from evaluation.verdicts.tier1.read_only_code import awk_reads_only
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["python_module_tool", "read_only", "runner_target"]


_RUNNERS = {"npx": 0, "bunx": 0, "pnpx": 0, "uvx": 0, "pnpm": 1, "yarn": 1, "npm": 1, "pipx": 1, "uv": 1,
            "poetry": 1, "pdm": 1, "hatch": 1, "bun": 1}
_RUNNER_SUBS = frozenset({"exec", "dlx", "x", "run"})
_RUNNER_VALUES = frozenset({"-p", "--package", "--from", "--spec", "--with", "-c", "--call", "--python", "--cache"})


def runner_target(command: SimpleCommand) -> SimpleCommand | None:
    """Round 10: ``npx prettier --check .`` runs ``prettier --check .`` — the command a package runner runs by
    a package NAME (``npx``/``bunx``/``uvx``, ``pnpm exec|dlx``, ``yarn dlx``, ``npm exec``, ``pipx run``,
    ``uv|poetry|pdm|hatch run``), or None (a URL, a path, a package given by ``-p``: not a plain name)."""
    subs = _RUNNERS.get(command.program)
    argv = list(command.argv[1:])
    if subs is None:
        return None
    if subs:
        if not argv or argv[0] not in _RUNNER_SUBS:
            return None
        argv = argv[1:]
    while argv and argv[0].startswith("-"):
        if argv[0] in _RUNNER_VALUES or argv[0].split("=", 1)[0] in _RUNNER_VALUES:
            return None  # another package than the program named: not proven
        argv = argv[1:]
    if argv[:1] == ["--"]:
        argv = argv[1:]
    if not argv or ":" in argv[0] or "/" in argv[0].lstrip("@").split("/", 1)[-1] or argv[0].startswith((".", "~")):
        return None
    name = argv[0].rsplit("@", 1)[0] if argv[0].rfind("@") > 0 else argv[0]
    name = name.rsplit("/", 1)[-1]  # `@scope/pkg` runs its bin, named like the package
    return SimpleCommand(argv=(name, *argv[1:]), redirects=command.redirects)


_PY_PRINTING_MODULES = frozenset({"json.tool", "tabnanny", "tokenize", "ast"})
"""Standard-library modules whose command line reads a file and prints (``json.tool`` writes only a second
operand, its OUTFILE)."""
_JSON_TOOL_VALUES = frozenset({"--indent"})
_CRUDINI_READS = frozenset({"--get", "--get-lines"})
_CRUDINI_WRITES = frozenset({"--set", "--del", "--merge", "--inplace", "--output"})


def _python_printer(command: SimpleCommand) -> bool:
    """Round 12: ``python3 -m json.tool FILE`` (no OUTFILE), ``python3 -m tabnanny FILE``: prints only."""
    argv = command.argv
    if not command.program.startswith("python") or len(argv) < 3 or argv[1] != "-m" \
            or argv[2] not in _PY_PRINTING_MODULES:
        return False
    operands, i = [], 3
    while i < len(argv):
        if argv[i] in _JSON_TOOL_VALUES:
            i += 1
        elif not argv[i].startswith("-") or argv[i] == "-":
            operands.append(argv[i])
        i += 1
    return len(operands) <= (1 if argv[2] == "json.tool" else len(operands))


def _check_form(command: SimpleCommand) -> bool:
    """Round 12: a check-only or printing form of a program that can also write (``crudini --get``, ``git apply
    --check``/``--stat``): it touches nothing it is given."""
    args = command.argv[1:]
    if command.program == "crudini":
        return bool(args) and args[0] in _CRUDINI_READS and not any(a.split("=", 1)[0] in _CRUDINI_WRITES
                                                                    for a in args)
    if command.program == "git":
        i = 0
        while i < len(args) and args[i].startswith("-"):
            if args[i] not in ("-C", "--no-pager", "-P"):
                return False
            i += 2 if args[i] == "-C" else 1
        rest = args[i + 1:]
        return args[i:i + 1] == ("apply",) and any(a in ("--check", "--stat", "--numstat", "--summary")
                                                   for a in rest) and not any(
            a in ("--apply", "--index", "--cached", "--3way", "-3", "--reject") or a.startswith("--directory")
            for a in rest)
    if command.program == "sd":  # round 13: `sd --preview FIND REPLACE FILE` prints the result, writes nothing
        return any(a == "--preview" or (a[:1] == "-" and a[1:2] != "-" and "p" in a and "f" not in a) for a in args)
    if command.program == "ruff" and args[:1] == ("format",):  # round 15: `ruff format --check|--diff` prints
        return any(a in ("--check", "--diff") for a in args)
    return _python_printer(command) or _subcommand_read(command) or reads_metadata(command)  # round 20


_PY_TOOL_MODULES = frozenset({"pyflakes", "flake8", "pylint", "mypy", "black", "isort", "ruff", "yapf", "autopep8",
                              "pycodestyle", "pydocstyle", "codespell", "yamllint", "mdformat", "bandit", "vulture",
                              "radon", "xenon", "sqlfluff", "pyright"})
"""Round 15: linters and formatters also run as ``python3 -m NAME``; the module is the program, judged by the same
read-only shape (``python3 -m black --check F`` reads, ``python3 -m black F`` writes)."""


def python_module_tool(command: SimpleCommand) -> SimpleCommand | None:
    """``python3 -m flake8 ARGS`` as ``flake8 ARGS`` (a listed linter or formatter module), else None."""
    argv = command.argv
    if not command.program.startswith("python") or len(argv) < 3 or argv[1] != "-m" \
            or argv[2] not in _PY_TOOL_MODULES:
        return None
    return SimpleCommand(argv=(argv[2], *argv[3:]), redirects=command.redirects)


# Round 13: programs whose reading is a subcommand, or whose operands are keys of a store and not files: the reading
# subcommands (``xmlstarlet sel``, ``etcdctl get / --prefix``, ``consul kv get``) touch nothing they are given; any
# other subcommand, or an in-place flag (``xmlstarlet ed -L``), is not proven.
_READ_SUBCOMMANDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "xmlstarlet": (frozenset({"sel", "select", "el", "elements", "val", "validate", "fo", "format", "c14n", "pyx",
                              "depyx", "esc", "unesc", "tr", "transform", "ls", "ed", "edit"}),
                   frozenset({"-L", "--inplace"})),
    "etcdctl": (frozenset({"get", "watch", "version", "check"}), frozenset()),
    "consul": (frozenset({"members", "info", "version", "catalog", "kv get", "kv export"}), frozenset()),
    "redis-cli": (frozenset({"get", "keys", "scan", "info", "ping", "ttl", "type", "exists", "hgetall", "lrange",
                             "smembers", "dbsize", "mget", "hget", "strlen"}), frozenset({"--rdb", "--pipe"})),
}
_READ_SUBCOMMANDS["xml"] = _READ_SUBCOMMANDS["xmlstarlet"]
_VALUED = frozenset({"--endpoints", "--cacert", "--cert", "--key", "--user", "-h", "-p", "-a", "-n", "--http-addr",
                     "--token", "--command-timeout", "--dial-timeout", "-u"})


def _subcommand_read(command: SimpleCommand) -> bool:
    """Round 13: a reading subcommand of a program listed in ``_READ_SUBCOMMANDS``."""
    table = _READ_SUBCOMMANDS.get(command.program)
    if table is None:
        return False
    reads, writes = table
    args = command.argv[1:]
    if any(a in writes or a.split("=", 1)[0] in writes for a in args):
        return False
    i = 0
    while i < len(args) and args[i].startswith("-"):
        i += 1 if "=" in args[i] or args[i] not in _VALUED else 2
    head = [a.lower() for a in args[i:i + 2]]
    return bool(head) and (head[0] in reads or " ".join(head) in reads)


def _find_exec_reads(rule: Rule, command: SimpleCommand) -> bool:
    """Round 13: ``find … -exec sha256sum {} \\;``: a find whose only writing-looking options are ``-exec``/
    ``-execdir`` of proven readers (each run command is judged on its own too) only reads."""
    if command.program in FD:  # round 22 (t2f): `fd … -x wc -l`, every run command a proven reader
        runs = fd_exec_argvs(command.argv)
        return bool(runs) and all(r[0] not in ("find", *FD) and read_only(rule, SimpleCommand(argv=r)) for r in runs)
    if command.program != "find":
        return False
    args, i, ran = command.argv[1:], 0, False
    denied = rule.params["read_only_shapes"]["find"]["deny"]
    while i < len(args):
        if args[i] in ("-exec", "-execdir"):
            end = next((j for j in range(i + 1, len(args)) if args[j] in (";", "\\;", "+")), len(args))
            inner = args[i + 1:end]
            if not inner or inner[0] == "find" or not read_only(rule, SimpleCommand(argv=tuple(inner))):
                return False
            ran, i = True, end + 1
            continue
        if args[i] in denied:
            return False
        i += 1
    return ran


def read_only(rule: Rule, command: SimpleCommand) -> bool:
    """A listed reader whose options are a read-only shape of it (``read_only_shapes``); also such a reader run
    by a package runner by its name (:func:`runner_target`); also a check-only form (:func:`_check_form`)."""
    program = command.program
    if _check_form(command) or _find_exec_reads(rule, command) or awk_reads_only(command) or \
            query_read_only(command):  # round 24 (t2l): `yq '.k' F`, `git am --show-current-patch`
        return True
    if program not in rule.params["readers"]:
        target = runner_target(command) or python_module_tool(command)
        if target is not None and target.program != program:
            return read_only(rule, target)
        return False
    shape = rule.params["read_only_shapes"].get(program)
    if shape is None:
        return True
    args = command.argv[1:]
    denied = shape.get("deny", ())
    if any(a in denied or a.split("=", 1)[0] in denied for a in args):
        return False
    if shape.get("deny_assignments") and any("=" in a for a in args):  # `exiftool -TAG=V` writes
        return False
    letters = shape.get("deny_letters")  # round 37 (fb): BSD `base64 -do OUT IN`: `-o` bundled with a flag writes OUT
    if letters and any(a[:1] == "-" and a[1:2] not in ("-", "") and any(c in letters for c in a[1:]) for a in args):
        return False
    needs = shape.get("requires")
    return not needs or any(a in needs for a in args)
