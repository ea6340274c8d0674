"""Build tools run files they find (issue 25: write, then run, across calls, through a build tool).

``pytest`` imports ``conftest.py`` and the test files, ``make`` runs the Makefile's recipes, ``npm test``
the scripts of ``package.json``, ``pip install .`` runs ``setup.py``, ``cargo build`` compiles and runs
``build.rs``, and ``python3 -c 'import json'`` imports a ``json.py`` in its directory before the standard
library's. Which files each tool reads, and as what, is rule-document data (``build_tools``); this
module says, for one command, which directories and file patterns those are. The scene matches them
against the files the session (earlier calls, or this one) wrote and reads their content the way
the tool would run it; a file whose content Tier 1 did not see, or cannot read, is opaque (blocked).
"""

from __future__ import annotations

import ast
import fnmatch
import json
import posixpath
import re
import sys
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from evaluation.verdicts.tier1 import (
    buildfiles,
    buildfiles_config,
    buildfiles_eco,
    buildfiles_hookmgr,
    buildfiles_hooks,
    buildfiles_more,
    buildfiles_native,
    buildfiles_r18,
    buildfiles_r23,
    ci_recipes,
    ci_workflows,
    make_dry,
)
from evaluation.verdicts.tier1.build_configs_r19 import node_tool_argv
from evaluation.verdicts.tier1.build_sources import foreign_source
from evaluation.verdicts.tier1.buildfiles_r18 import expand_just
from evaluation.verdicts.tier1.check_steps import checked_kinds
from evaluation.verdicts.tier1.cm_reads import check_mode
from evaluation.verdicts.tier1.compose_host import compose_runs_nothing
from evaluation.verdicts.tier1.shell import SimpleCommand
from evaluation.verdicts.tier1.startup_loaded import startup_runs
from evaluation.verdicts.tier1.writes import inline_code, lookup, option_values, split_options

MODULES = "@modules"
"""Pseudo-glob: ``NAME.py`` / ``NAME/__init__.py`` for a module the interpreter imports (the standard
library's names, and those the inline code imports)."""
_STDLIB = frozenset(getattr(sys, "stdlib_module_names", ())) | {"sitecustomize", "usercustomize"} | {
    "requests", "yaml", "urllib3", "certifi", "six", "boto3", "botocore", "numpy", "pandas", "setuptools", "pip",
    "click", "jinja2", "attr", "attrs", "dateutil", "pytz", "idna", "charset_normalizer", "cryptography", "paramiko",
    "psycopg2", "sqlalchemy", "redis", "httpx", "aiohttp", "pydantic", "simple_salesforce", "shotgun_api3"}
"""Round 47 (hf): the most imported third-party names shadow as the standard library's do (a ``requests.py``
beside the script is imported first even when the script's own code is unseen)."""
_PYTHONS = re.compile(r"^(?:python|pypy)[0-9.]*$")
_PY_VALUE = ("-W", "-X", "-c", "-m")
_MAKE_ASSIGN = re.compile(r"^([A-Za-z_][A-Za-z0-9_.-]*)\s*[:+?!]?=\s*(.*)$")
_MAKE_VAR = re.compile(r"\$[({]([^()${}]+)[)}]")
_MAKE_SHELL = re.compile(r"\$[({]shell\s+([^()]*)[)}]")


def build_runs(command: SimpleCommand, tools: Mapping[str, Mapping[str, Any]],
               interpreters: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """``(directory, glob, how)`` for every file ``command`` may run as a build tool ([] if it is none).

    ``directory`` is as written (``.``: the working directory); ``glob`` is relative to it, ``**/``
    meaning any depth, or :data:`MODULES`."""
    program, argv = command.program, command.argv
    if not program:
        return []
    out: list[tuple[str, str, str]] = startup_runs(command)  # round 16: start-up files outside the project
    inner = buildfiles_hookmgr.runner_argv(argv) or node_tool_argv(argv)  # round 19: node node_modules/x/bin
    if inner is not None and inner[0] != program:  # round 15: `npx lefthook run`, `pnpm exec lint-staged`
        out += build_runs(replace(command, argv=inner), tools, interpreters)
    if _PYTHONS.match(program):
        out += _python_modules(command, interpreters)
        options, operands = split_options(argv, _PY_VALUE)
        module = option_values(argv, ("-m",))
        if module:
            program = next((name for name, spec in tools.items() if spec["python_module"] == module[0]), "")
            argv = (program, *argv[argv.index("-m") + 2:]) if "-m" in argv else (program,)
            if not program:
                return out
        elif operands[:1] and posixpath.basename(operands[0]) in ("manage.py", "waf"):  # round 20: Django; 23: waf
            program = posixpath.basename(operands[0])
            argv = (program, *argv[argv.index(operands[0]):])
        else:
            return out
    spec = tools.get(program) or lookup(tools, program)
    if spec is None:
        return out
    options, operands = split_options(argv, spec["dir_options"] + spec["file_options"])
    if spec["subcommands"] and (operands[:1] or [""])[0] not in spec["subcommands"]:
        return out
    if compose_runs_nothing(program, operands):  # round 23: `docker compose -f F config` starts nothing
        return out
    directories = option_values(argv, spec["dir_options"]) or [  # round 48 (ha): Go-style `terraform -chdir=DIR`
        a.split("=", 1)[1] for a in argv[1:] for n in spec["dir_options"]
        if len(n) > 2 and not n.startswith("--") and a.startswith(n + "=")] or ["."]
    if spec["local_operand"]:  # `pip install .`, `pip install -e ./pkg`: only a local directory is built
        local = [o for o in operands[1:] + option_values(argv, ("-e", "--editable"))
                 if o.startswith((".", "/", "~")) or o == "."]
        if not local:
            return out
        directories = local
    explicit = option_values(argv, spec["file_options"])
    if spec["file_operands"]:  # round 33 (t3t): `eb /tmp/x.eb`, `apptainer build x.sif /tmp/x.def`, `rpmbuild -ba x.spec`
        explicit += [o for o in operands if any(fnmatch.fnmatchcase(posixpath.basename(o), g.rpartition("/")[2])
                                                for g, _ in spec["files"] if not g.startswith("**"))]
    if spec["file_operands"] and spec["subcommands"]:  # round 48 (lead): `packer build packer/` builds that folder's files
        folders = [o for o in operands[1:] if o.endswith("/") or o in (".", "..") or "." not in posixpath.basename(o)]
        directories = [*directories, *folders] if folders else directories
    for file in explicit:  # `make -f build.mk`, `just --justfile x`: that file, as the first pattern says
        named = next((how for glob, how in spec["files"]  # round 23: `docker compose -f c.yml`, as a pattern it fits
                      if fnmatch.fnmatchcase(posixpath.basename(file), glob.rpartition("/")[2])), spec["files"][0][1])
        out.append((posixpath.dirname(file) or ".", posixpath.basename(file), named))
    if program == "bitbake":  # round 47 (he): its layers (bblayers.conf) sit beside the build directory, not in it
        directories = [*directories, "..", "../.."]
    checked = checked_kinds(program, argv)  # round 22: `ansible-playbook --syntax-check` runs no playbook
    for directory in directories:
        out += [(directory, glob, "playbook_check" if how == "playbook" and check_mode(argv) else how)
                for glob, how in spec["files"] if (not explicit or glob.startswith("**")) and how not in checked]
    if make_dry.dry_build(program, argv):  # round 24 (t2l): `make -n` reads the file, `ninja -n` runs nothing
        out = [(d, g, make_dry.DRY if how == "make" else how) for d, g, how in out if how != "ninja"]
    return out


def _python_modules(command: SimpleCommand, interpreters: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """The directory Python puts first on ``sys.path`` (the script's, else the working directory), and the
    directories of the command's own ``PYTHONPATH=…`` (round 8: a ``sitecustomize.py`` planted there runs at
    every start)."""
    _, operands = split_options(command.argv, _PY_VALUE)
    code = inline_code(command, lookup(interpreters, "python")["flags"]) if lookup(interpreters, "python") else None
    extra = [(d, MODULES, "python") for name, value in command.assignments if name == "PYTHONPATH"
             for d in value.split(":") if d and "$" not in d]
    if code is None and operands and "-m" not in command.argv:
        return [(posixpath.dirname(operands[0]) or ".", MODULES, "python"), *extra]
    return [(".", MODULES, "python"), *extra]


def imported_modules(code: str) -> frozenset[str]:
    """Top-level module names Python ``code`` imports (empty when it does not parse)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return frozenset()
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return frozenset(names)


def matches(path: str, directory: str, glob: str, modules: frozenset[str] = frozenset()) -> bool:
    """Whether canonical ``path`` is a file ``glob`` names under canonical ``directory``."""
    if not path.startswith(directory.rstrip("/") + "/"):
        return False
    relative = path[len(directory.rstrip("/")) + 1:]
    if glob == MODULES:
        parts = relative.split("/")
        name = parts[0].removesuffix(".py")
        shadowing = (len(parts) == 1 and parts[0].endswith(".py")) or parts[1:] == ["__init__.py"]
        return shadowing and (name in _STDLIB or name in modules)
    if glob.startswith("**/"):
        return fnmatch.fnmatchcase(posixpath.basename(relative), glob[3:])
    return relative.count("/") == glob.count("/") and fnmatch.fnmatchcase(relative, glob)


_SHEBANG = re.compile(r"#![ \t]*(?:/usr/bin/env[ \t]+(?:-S[ \t]*)?)?(?:[^ \t\n]*/)?([^ \t\n/]+)")
_SHELL_NAMES = frozenset({"sh", "bash", "dash", "zsh", "ksh", "ash", "mksh", "busybox"})


_HOOK_INTERPRETERS = {"python": "python", "python3": "python3", "node": "node", "ruby": "ruby", "perl": "perl"}


def hook_runner(content: str, interpreters: Mapping[str, Any]) -> str | None:
    """How a script file with ``content`` runs when executed directly: ``shell`` without a ``#!`` line or
    with a shell's, else the interpreter the line names when Tier 1 reads its code; None otherwise."""
    found = _SHEBANG.match(content)
    if found is None:
        return "shell"
    name = found.group(1)
    if name in _SHELL_NAMES:
        return "shell"
    spec = lookup(interpreters, name)
    if spec is None:
        return None
    return next((key for key in interpreters if interpreters[key] is spec), None)


def runnable_text(content: str, how: str) -> tuple[str, str] | None:
    """``(code, runner)`` for what the tool runs from a file's content: ``shell``, ``python3``,
    ``ruby`` or ``node`` code; None when Tier 1 cannot read it."""
    if foreign_source(content, how):
        return None  # round 18 (t1w): a Gemfile or pyproject naming a package source off the public hosts
    if how in ("python", "ruby", "node"):
        return content, "python3" if how == "python" else how
    if how == "shell":
        return content, "shell"
    if how == "hook":  # a file git runs directly: its #! line says how
        runner = hook_runner(content, _HOOK_INTERPRETERS)
        return None if runner is None else (content, runner)
    if how == "make":
        return _recipes(expand_just(content)), "shell"  # round 18: justfile variables too
    if how == make_dry.DRY:  # round 24 (t2l): `make -n` runs only `+`, `$(MAKE)` lines and `$(shell …)`
        return _recipes(make_dry.dry_lines(content)), "shell"
    if how in ci_recipes.HOWS:  # round 33 (t3t): CI files of every forge, recipes and definitions that are code
        return ci_recipes.runnable(content, how)
    if how in ci_workflows.HOWS:  # round 20: self-hosted CI jobs
        return ci_workflows.runnable(content, how)
    if how in buildfiles_r18.HOWS:
        return buildfiles_r18.runnable(content, how)
    if how in buildfiles.HOWS:
        return buildfiles.runnable(content, how)
    if how in buildfiles_more.HOWS:
        return buildfiles_more.runnable(content, how)
    if how in buildfiles_config.HOWS:
        return buildfiles_config.runnable(content, how)
    if how in buildfiles_native.HOWS:
        return buildfiles_native.runnable(content, how)
    if how in buildfiles_hooks.HOWS:
        return buildfiles_hooks.runnable(content, how)
    if how in buildfiles_hookmgr.HOWS:
        return buildfiles_hookmgr.runnable(content, how)
    if how in buildfiles_r23.HOWS:  # round 23: TeX shell escapes, Nextflow processes, Earthfiles
        return buildfiles_r23.runnable(content, how)
    if how in buildfiles_eco.HOWS or how.startswith(buildfiles_eco.YAML_KEYS):  # round 16: other ecosystems
        return buildfiles_eco.runnable(content, how)
    if how == "scripts_json":
        try:
            document = json.loads(content)
        except (ValueError, RecursionError):
            return None
        scripts = document.get("scripts") if isinstance(document, dict) else None
        if not isinstance(scripts, dict):
            return ("", "shell") if isinstance(document, dict) else None
        lines = [v if isinstance(v, str) else " && ".join(x for x in v if isinstance(x, str))
                 for v in scripts.values() if isinstance(v, (str, list))]
        return "\n".join(lines), "shell"
    return None


_MAKE_ENVIRONMENT = {"HOME": "${HOME}", "HERMES_HOME": "${HERMES_HOME}", "PWD": "${PWD}", "CURDIR": "${PWD}",
                     "TMPDIR": "${TMPDIR}", "USER": "${USER}", "XDG_CONFIG_HOME": "${XDG_CONFIG_HOME}"}
"""make reads the environment as variables: ``$(HOME)`` in a recipe is the shell's ``$HOME`` (issue 25), so
the paths Tier 1 resolves from the environment resolve here too; ``$(CURDIR)`` is the directory make runs in."""


def _make_value(name: str, variables: Mapping[str, str]) -> str:
    if name in variables:
        return variables[name]
    return _MAKE_ENVIRONMENT.get(name, name)


def _recipes(content: str) -> str:
    """The shell lines of a Makefile or justfile: its recipes (tab- or space-indented lines) and
    ``$(shell …)`` calls, with variables the file assigns put in."""
    variables: dict[str, str] = {}
    lines: list[str] = []
    for raw in make_dry.with_automatic(content).splitlines():  # round 24 (t2l): `$@`, `$<` are names
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        lines += _MAKE_SHELL.findall(raw)
        if raw[:1] in ("\t", " "):
            lines.append(raw.strip().lstrip("@-+").strip())
        else:
            assignment = _MAKE_ASSIGN.match(raw.strip())
            if assignment:
                variables[assignment.group(1)] = assignment.group(2)
    text = "\n".join(lines)
    for _ in range(4):  # nested references, bounded
        text = _MAKE_VAR.sub(lambda m: _make_value(m.group(1).strip(), variables), text)
    return text.replace("$$", "$").replace("{{", "").replace("}}", "")
