"""Build files Tier 1 reads by what they can make the tool do (issue 25, round 4).

:mod:`buildtools` runs the code a build tool runs from a file the session wrote; the files here are
not code Tier 1 interprets, so each is read for the one thing that matters — can it run something:

* configuration that runs commands (``[tool.poe.tasks]``, a ``Taskfile.yml``'s ``cmds``): those
  commands, as shell;
* configuration that names modules the tool imports from the tree (``addopts = "-p plugin"`` for
  pytest, an in-tree PEP 517 ``build-backend`` with ``backend-path``): those modules, as Python
  (:func:`named_modules`);
* configuration that names a program npm or yarn runs (``script-shell``, ``node-options`` … in
  ``.npmrc``): opaque, since the program is outside what Tier 1 sees;
* code in a language Tier 1 has no model of, judged by its capabilities: a Go file whose imports
  are all in :data:`_GO_SAFE` (no ``os``, ``os/exec``, ``syscall``, ``net``, ``unsafe``, cgo, no
  ``//go:generate``), a ``meson.build`` or Gradle script with none of the constructs that run
  programs, touch files or load code from elsewhere, runs nothing Tier 1 must see; anything else
  stays opaque (blocked), as before.

A reader answers ``(code, runner)`` like :func:`buildtools.runnable_text`, or None (opaque).
"""
from __future__ import annotations

import posixpath
import re
import shlex
import tomllib
from typing import Any

from evaluation.verdicts.tier1.buildfiles_r18 import expand_task, task_vars
from evaluation.verdicts.tier1.run_later import runs_program
from evaluation.verdicts.tier1.written_runs import foreign_registry

HOWS = ("taskfile", "poe", "pytest_config", "pyproject_build", "npmrc", "go", "meson", "gradle", "cargo_toml")
"""The ``how`` values of the rule document's ``build_tools`` this module reads."""

_GO_SAFE = frozenset({
    "testing", "fmt", "strings", "strconv", "math", "math/big", "math/bits", "math/cmplx", "math/rand",
    "math/rand/v2", "sort", "errors", "bytes", "unicode", "unicode/utf8", "unicode/utf16", "time", "regexp",
    "container/heap", "container/list", "container/ring", "encoding/json", "encoding/hex", "encoding/base64",
    "encoding/binary", "encoding/csv", "encoding/xml", "sync", "sync/atomic", "context", "slices", "maps", "cmp",
    "iter", "hash", "hash/crc32", "hash/fnv", "crypto/sha256", "crypto/sha1", "crypto/md5", "text/template",
    "html", "html/template", "reflect", "testing/quick", "testing/fstest", "io", "bufio",
})
_GO_IMPORT_BLOCK = re.compile(r"^\s*import\s*\(([^)]*)\)", re.MULTILINE)
_GO_IMPORT_LINE = re.compile(r'^\s*import\s+(?:[A-Za-z_.]+\s+)?"([^"]+)"', re.MULTILINE)
_GO_QUOTED = re.compile(r'"([^"]+)"')
_MESON_RUNS = re.compile(r"\b(?:run_command|custom_target|run_target|generator|configure_file|subproject|"
                         r"add_install_script|add_postconf_script|add_dist_script|install_script|find_program|"
                         r"dependency\s*\([^)]*fallback|import\s*\(|vcs_tag|LD_PRELOAD|LD_AUDIT|DYLD_INSERT)")
_MESON_TESTS = re.compile(r"\b(?:test|benchmark)\s*\(")
_MESON_BUILT_TEST = re.compile(r"\b(?:test|benchmark)\s*\(\s*(?:'[^'\n]*'|\"[^\"\n]*\")\s*,\s*([A-Za-z_]\w*)\s*(\()?")
_GRADLE_RUNS = re.compile(r"(?:\bexec\b|\.execute\b|ProcessBuilder|Runtime|commandLine|\bFile\s*\(|\bfile\s*\(|"
                          r"\bdelete\b|\bcopy\b|\b(?:Java)?Exec\b|\bDelete\b|\bCopy\b|\bSync\b|apply\s*\(?\s*from|"
                          r"\bbuildscript\b|\bEval\b|evaluate|java\.io|java\.nio|kotlin\.io|System\.|includeBuild|"
                          r"\bfrom\s*\(|\binto\s*\(|\bant\b|project\.|\bgroovy\b|\bimport\b|\$\{|\bclass\b|"
                          r"\bdef\b|\bfun\b|\bval\b|\bvar\b)")
_GRADLE_PLUGIN = re.compile(r"""\bid\s*\(?\s*['"]([^'"]+)['"]""")
PROGRAM_SETTINGS = frozenset({"script-shell", "shell", "git", "node-options", "onload-script", "init-module", "editor",
                         "browser", "viewer", "node-gyp", "yarn-path", "yarnpath", "npm-path"})
"""npm/yarn settings whose value is a program (or code) later runs start: in ``.npmrc``, or set by
``npm config set`` (:mod:`~evaluation.verdicts.tier1.checks_persistence`)."""
_PYTEST_PLUGIN = re.compile(r"(?:^|\s)-p\s*([A-Za-z_][\w.]*)")


def _toml(content: str) -> dict[str, Any] | None:
    try:
        return tomllib.loads(content)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return None


def _section(document: dict[str, Any], *path: str) -> Any:
    for key in path:
        document = document.get(key) if isinstance(document, dict) else None  # type: ignore[assignment]
    return document


_SCRIPT_TABLES = (("poe", "tasks"), ("pdm", "scripts"), ("rye", "scripts"), ("taskipy", "tasks"))
"""pyproject.toml tables of task runners whose entries are shell commands (round 5: any of them, not
poe's only; ``hatch``'s per-environment ``scripts`` too)."""


def _poe(content: str) -> str | None:
    """The commands of every task-runner table of a pyproject.toml (or a poe_tasks.toml's ``tasks``)."""
    document = _toml(content)
    if document is None:
        return None
    found = document.get("tool")
    tool: dict[str, Any] = found if isinstance(found, dict) else {}
    tables = [_section(tool, *path) for path in _SCRIPT_TABLES] if "tool" in document else [document.get("tasks")]
    environments = _section(tool, "hatch", "envs")
    if isinstance(environments, dict):
        tables += [_section(env, "scripts") for env in environments.values()]
    lines: list[str] = []
    for tasks in tables:
        if tasks is None:
            continue
        if not isinstance(tasks, dict):
            return None
        for task in tasks.values():
            if isinstance(task, dict) and isinstance(task.get("cmd"), list):
                task = " ".join(shlex.quote(x) for x in task["cmd"] if isinstance(x, str))
            if isinstance(task, str):
                lines.append(task)
            elif isinstance(task, dict) and isinstance(command := task.get("cmd") or task.get("shell"), str):
                lines.append(command)
            elif isinstance(task, dict) and isinstance(task.get("composite"), list):
                lines.extend(x for x in task["composite"] if isinstance(x, str))
            elif isinstance(task, list) and all(isinstance(x, str) for x in task):
                lines.extend(task)
            elif isinstance(task, dict) and set(task) <= {"help", "env", "env_file", "cwd", "working_dir"}:
                continue
            else:
                return None  # `script = "pkg:fn"`, `call = …`, expressions: not read here
    return "\n".join(lines)


def _cargo_toml(content: str) -> str | None:
    """A Cargo.toml that names a build script (``build = "b.rs"``), links native code, or makes a
    procedural macro runs code at build time from files Tier 1 does not read: opaque."""
    document = _toml(content)
    if document is None:
        return None
    package: dict[str, Any] = document["package"] if isinstance(document.get("package"), dict) else {}
    lib: dict[str, Any] = document["lib"] if isinstance(document.get("lib"), dict) else {}
    if package.get("build") not in (None, False) or package.get("links") or lib.get("proc-macro"):
        return None
    return ""


def _taskfile(content: str) -> str | None:
    import yaml

    try:
        document = yaml.safe_load(content)
    except (yaml.YAMLError, ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    tasks = document.get("tasks") or {}
    if not isinstance(tasks, dict) or "includes" in document:
        return None
    lines, (values, dynamic) = [], task_vars(document)  # round 18 (t1w): `{{.P}}` of `vars: P: '{{.HOME}}/…'`
    lines += dynamic
    for task in tasks.values():
        commands = task.get("cmds", []) if isinstance(task, dict) else task if isinstance(task, list) else [task]
        for command in commands if isinstance(commands, list) else [commands]:
            if isinstance(command, dict) and isinstance(command.get("cmd"), str):
                command = command["cmd"]
            if isinstance(command, dict) and set(command) <= {"task", "vars", "silent"}:
                continue  # a call of another task: read where it is defined
            if not isinstance(command, str):
                return None
            lines.append(command)
    return expand_task("\n".join(lines), values)


def _go_imports(content: str) -> set[str]:
    names = set(_GO_IMPORT_LINE.findall(content))
    for block in _GO_IMPORT_BLOCK.findall(content):
        names.update(_GO_QUOTED.findall(block))
    return names


_GO_GENERATE = re.compile(r"^//go:generate[ \t]+(?:-command[ \t]+\S+[ \t]+)?([^\n]*)", re.MULTILINE)


def _go(content: str) -> str | None:
    """A Go file compiles to nothing harmful when it imports only ``_GO_SAFE`` (no cgo, no linkname); its
    ``//go:generate`` lines are the commands ``go generate`` runs (round 12: read as shell lines, not opaque)."""
    if "//go:linkname" in content or "#cgo" in content:
        return None
    imports = _go_imports(content)
    if not imports <= _GO_SAFE:
        return None
    return "\n".join(m.group(1) for m in _GO_GENERATE.finditer(content))


def _meson(content: str) -> str | None:
    """Round 27 (t2u): a meson.build that runs nothing at configure time; its ``test()``/``benchmark()`` run only
    executables it compiles (``test('t', executable('t', 't.c'))``, or a name assigned ``= executable(…)``) — as
    ``make test`` runs the tree's own code. A test of a script file, a string or ``find_program`` stays opaque."""
    if _MESON_RUNS.search(content):
        return None
    built = {m.group(1) for m in re.finditer(r"^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*executable[ \t]*\(", content, re.MULTILINE)}
    shapes = list(_MESON_BUILT_TEST.finditer(content))
    if len(shapes) != len(_MESON_TESTS.findall(content)):
        return None  # a test whose program is not a plain name or call
    return "" if all(m.group(1) == "executable" if m.group(2) else m.group(1) in built for m in shapes) else None


def _gradle(content: str) -> str | None:
    stripped = re.sub(r"//[^\n]*|/\*.*?\*/", "", content, flags=re.DOTALL)
    if any("." in plugin for plugin in _GRADLE_PLUGIN.findall(stripped)):
        return None  # a plugin from a repository: code Tier 1 never sees
    without_plugins = _GRADLE_PLUGIN.sub("", stripped)
    return None if _GRADLE_RUNS.search(without_plugins) else ""


def _npmrc(content: str) -> str | None:
    keys = {line.split("=", 1)[0].strip().lower().split(":")[-1] for line in content.splitlines()
            if "=" in line and not line.lstrip().startswith((";", "#"))}
    keys |= {line.split(":", 1)[0].strip().lower() for line in content.splitlines() if ":" in line}
    return None if keys & PROGRAM_SETTINGS or foreign_registry(content) or runs_program(content) else ""  # r42 fd


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(code, runner)`` for the file read as ``how`` (see the module); None when opaque."""
    if how == "poe":
        text = _poe(content)
    elif how == "taskfile":
        text = _taskfile(content)
    elif how == "go":
        text = _go(content)
    elif how == "meson":
        text = _meson(re.sub(r"#[^\n]*", "", content))
    elif how == "gradle":
        text = _gradle(content)
    elif how == "npmrc":
        text = _npmrc(content)
    elif how == "cargo_toml":
        text = _cargo_toml(content)
    elif how in ("pytest_config", "pyproject_build"):
        text = "" if how == "pytest_config" or _toml(content) is not None else None
    else:
        return None
    return None if text is None else (text, "shell")


def named_modules(content: str | None, how: str) -> list[str]:
    """Modules the tool imports from the tree because this configuration names them, as paths without
    ``.py`` relative to the configuration's directory (``evilplugin``, ``_build/backend``)."""
    if content is None:
        return []
    if how == "pytest_config":
        document = _toml(content)
        options = _section(document, "tool", "pytest", "ini_options", "addopts") if document else None
        text = " ".join(options) if isinstance(options, list) else options if isinstance(options, str) else content
        try:
            words = shlex.split(text, comments=False)
        except ValueError:
            words = text.split()
        return [m.group(1).replace(".", "/") for m in _PYTEST_PLUGIN.finditer(" ".join(words))]
    if how == "pyproject_build":
        document = _toml(content)
        backend = _section(document, "build-system", "build-backend") if document else None
        paths = _section(document, "build-system", "backend-path") if document else None
        if isinstance(backend, str) and isinstance(paths, list):
            module = backend.split(":", 1)[0].replace(".", "/")
            return [posixpath.normpath(f"{p}/{module}") for p in paths if isinstance(p, str)]
    return []
