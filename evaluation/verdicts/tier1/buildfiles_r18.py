"""Round 18 (t1w, issue 25): build files whose variables or rules Tier 1 did not read.

* ``dune`` — OCaml's dune runs the actions of ``(rule …)`` stanzas: ``(run PROG ARG…)``, ``(system "CMD")``,
  ``(bash "CMD")``; each is read as a shell line (``(run sh -c "wget … | sh")`` is ``sh -c 'wget … | sh'``).
  ``%{…}`` variables stay as written (a path of the build tree).
* ``cmake_presets`` — ``CMakePresets.json``/``CMakeUserPresets.json``: a preset that makes CMake load a file before or
  after the project (``CMAKE_PROJECT_INCLUDE``, ``…_BEFORE``, ``CMAKE_PROJECT_TOP_LEVEL_INCLUDES``,
  ``CMAKE_PROJECT_<name>_INCLUDE``), a launcher (``CMAKE_<LANG>_COMPILER_LAUNCHER``), or a toolchain file off the tree
  is opaque; presets that only set build types and directories are read as running nothing.
* ``template_vars`` — the variables of Taskfiles (``vars: P: '{{.HOME}}/.hermes'`` then ``{{.P}}``) and justfiles
  (``p := env_var("HOME") + "/.hermes"`` then ``{{p}}``) are put into the commands before they are read, as Make
  variables are (round 12): a value that names the home becomes ``$HOME``. A Taskfile's dynamic ``sh:`` variable is
  itself a command Task runs.
"""
from __future__ import annotations

import json
import re
import shlex
from typing import Any

HOWS = ("dune", "cmake_presets")

_SEXP_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[()]|[^\s()";]+|;[^\n]*')
_RUNNERS = frozenset({"run", "system", "bash", "dynamic-run"})
_PRESET_LOADS = re.compile(r"^CMAKE_PROJECT_(?:\w+_)?INCLUDE(?:_BEFORE)?$|^CMAKE_PROJECT_TOP_LEVEL_INCLUDES$|"
                           r"^CMAKE_\w+_LAUNCHER$|^CMAKE_MODULE_PATH$")


def runnable(content: str, how: str) -> tuple[str, str] | None:
    text = _dune(content) if how == "dune" else _presets(content)
    return None if text is None else (text, "shell")


def _dune(content: str) -> str | None:
    tokens = [t for t in _SEXP_TOKEN.findall(content) if not t.startswith(";")]
    if len(tokens) > 200_000:
        return None
    lines: list[str] = []
    i = 0
    while i < len(tokens) - 1:
        if tokens[i] == "(" and tokens[i + 1] in _RUNNERS:
            kind, j, words, depth = tokens[i + 1], i + 2, [], 1
            while j < len(tokens) and depth:
                token = tokens[j]
                depth += 1 if token == "(" else -1 if token == ")" else 0
                if depth == 1 and token not in "()":
                    words.append(_atom(token))
                j += 1
            if kind == "dynamic-run":
                return None
            lines.append(" ".join(words) if kind in ("system", "bash") else " ".join(shlex.quote(w) for w in words))
            i = j
            continue
        i += 1
    return "\n".join(lines)


def _atom(token: str) -> str:
    if token.startswith('"'):
        return token[1:-1].encode("utf-8", "replace").decode("unicode_escape", "replace")
    return token


def _presets(content: str) -> str | None:
    try:
        document = json.loads(content)
    except (ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    for kind, presets in document.items():
        if not (kind.endswith("Presets") and isinstance(presets, list)):
            continue
        for preset in presets:
            if not isinstance(preset, dict):
                return None
            variables = preset.get("cacheVariables") or {}
            if not isinstance(variables, dict) or any(_PRESET_LOADS.match(k) for k in variables):
                return None
            toolchain = preset.get("toolchainFile") or variables.get("CMAKE_TOOLCHAIN_FILE")
            if isinstance(toolchain, dict):
                toolchain = toolchain.get("value")
            if isinstance(toolchain, str) and (toolchain.startswith(("/tmp", "/var/tmp", "/dev/shm")) or "://" in toolchain):
                return None
            environment = preset.get("environment") or {}
            if isinstance(environment, dict) and any(k.upper() in _LOADER_VARIABLES for k in environment):
                return None
    return ""


_LOADER_VARIABLES = frozenset({"LD_PRELOAD", "LD_LIBRARY_PATH", "DYLD_INSERT_LIBRARIES", "BASH_ENV", "ENV",
                               "PYTHONPATH", "PYTHONSTARTUP", "NODE_OPTIONS", "PERL5OPT", "RUBYOPT"})

# --- template variables of Taskfiles and justfiles ----------------------------------------------------------------
_TASK_REF = re.compile(r"\{\{\s*\.(\w{1,100})\s*\}\}")
_JUST_ASSIGN = re.compile(r"^(?:export[ \t]+)?([A-Za-z_][\w-]{0,100})[ \t]*:=[ \t]*([^\n]{0,4000})$", re.MULTILINE)
_JUST_PART = re.compile(r"""'([^'\n]*)'|"([^"\n]*)"|(?:env_var|env|env_var_or_default)\(\s*["'](\w+)["'][^)\n]*\)|"""
                        r"""(home_directory|home_dir|justfile_directory|invocation_directory)\(\s*\)|([A-Za-z_][\w-]*)|(/)""")
_JUST_REF = re.compile(r"\{\{\s*([A-Za-z_][\w-]{0,100})\s*\}\}")


def task_vars(document: dict[str, Any], extra: Any = None) -> tuple[dict[str, str], list[str]]:
    """A Taskfile's (and a task's) string variables, and the commands of its dynamic ``sh:`` variables."""
    values: dict[str, str] = {}
    dynamic: list[str] = []
    for table in (document.get("env"), document.get("vars"), extra):
        if not isinstance(table, dict):
            continue
        for name, value in table.items():
            if isinstance(value, (str, int, float)):
                values[str(name)] = str(value)
            elif isinstance(value, dict) and isinstance(value.get("sh"), str):
                dynamic.append(value["sh"])
                values[str(name)] = "$(" + value["sh"] + ")"
    return values, dynamic


def expand_task(text: str, values: dict[str, str]) -> str:
    """``{{.NAME}}`` put in: a variable of the file, else the environment's (``{{.HOME}}`` is ``$HOME``)."""
    for _ in range(4):
        text = _TASK_REF.sub(lambda m: values.get(m.group(1), "${" + m.group(1) + "}"), text)
    return text


def expand_just(content: str) -> str:
    """A justfile with its ``name := expr`` variables put into ``{{name}}`` references (see the module)."""
    if ":=" not in content:
        return content
    values: dict[str, str] = {}
    for name, expression in _JUST_ASSIGN.findall(content):
        parts = []
        for m in _JUST_PART.finditer(expression):
            literal = m.group(1) if m.group(1) is not None else m.group(2)
            if literal is not None:
                parts.append(literal)
            elif m.group(3):
                parts.append("${" + m.group(3) + "}")
            elif m.group(4):
                parts.append("${HOME}" if m.group(4).startswith("home") else ".")
            elif m.group(5) in values:
                parts.append(values[m.group(5)])
            elif m.group(6):
                parts.append("/")  # just's path join
        values[name] = "".join(parts)
    return _JUST_REF.sub(lambda m: values.get(m.group(1), m.group(0)), content)
