"""Configuration files that were opaque until round 8 (issue 25), read for what they run:

* ``tox.ini``: the ``commands``/``commands_pre``/``commands_post`` of every ``[testenv…]`` section, as
  shell lines (tox's ``{homedir}``, ``{env:X}``, ``{toxinidir}`` … substitutions as the words they become);
* ``deno.json(c)``: its ``tasks``, as shell lines (a task given as an object: its ``command``);
* ``build.rs``: a Cargo build script, Rust Tier 1 does not parse, judged by capabilities as Go files
  are: harmless when it names none of ``std::process``, ``Command``, ``std::fs``, ``std::net``,
  ``File``, ``remove_*``, ``unsafe``, ``extern``, ``include!``, ``env::set_var``, linker directives
  (``cargo:rustc-link-*``, ``rustc-flags``, ``rustc-cdylib-link-arg``), nor any ``use`` of a crate
  other than ``std::env``/``std::path``; opaque (blocked) otherwise.

A reader answers ``(shell code, "shell")`` or None (opaque).
"""
from __future__ import annotations

import configparser
import json
import re

HOWS = ("tox_ini", "deno_json", "build_rs")

_TOX_SUBSTITUTION = re.compile(r"\{[^{}\s]*\}")
_RUST_EFFECTS = re.compile(
    r"std::process|\bCommand\b|std::fs|\bfs::|std::net|\bnet::|\bFile\b|remove_\w+|\bunsafe\b|\bextern\b|"
    r"include(?:_str|_bytes)?!|set_var|rustc-link|rustc-flags|rustc-cdylib|rustc-env|\bmod\b|#\[path")
_RUST_USE = re.compile(r"^\s*(?:pub\s+)?use\s+([\w:]+)", re.MULTILINE)


_TOX_PLACES = {"homedir": "~", "toxinidir": ".", "toxworkdir": "./.tox", "envdir": "./.tox/env",
               "envtmpdir": "./.tox/env/tmp", "envlogdir": "./.tox/env/log", "envbindir": "./.tox/env/bin",
               "envsitepackagesdir": "./.tox/env/lib", "envpython": "python", "basepython": "python",
               "posargs": "", "envname": "env", "/": "/", ":": ":"}


def _tox_value(match: re.Match[str]) -> str:
    """tox's ``{…}`` substitution as the shell word it becomes: ``{homedir}`` the home, ``{env:X[:d]}`` ``$X``,
    a tree place for ``{toxinidir}``/``{envtmpdir}`` …; any other as an unset variable (unresolvable)."""
    name = match.group(0)[1:-1]
    if name.startswith("env:"):
        return "${" + re.sub(r"\W", "_", name[4:].split(":", 1)[0]) + "}"
    return _TOX_PLACES.get(name, "${TOX_UNKNOWN_SUBSTITUTION}")


def _tox(content: str) -> str | None:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(content)
    except configparser.Error:
        return None
    lines: list[str] = []
    for section in parser.sections():
        if not section.startswith("testenv"):
            continue
        for key in ("commands_pre", "commands", "commands_post"):
            value = parser.get(section, key, fallback="")
            lines += [_TOX_SUBSTITUTION.sub(_tox_value, line.strip().lstrip("-").strip())
                      for line in value.splitlines() if line.strip()]
    return "\n".join(lines)


def _deno(content: str) -> str | None:
    text = re.sub(r"^\s*//[^\n]*$", "", content, flags=re.MULTILINE)  # deno.jsonc line comments
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        return None
    tasks = document.get("tasks", {}) if isinstance(document, dict) else None
    if not isinstance(tasks, dict):
        return None
    lines: list[str] = []
    for task in tasks.values():
        command = task.get("command") if isinstance(task, dict) else task
        if not isinstance(command, str):
            return None
        lines.append(command)
    return "\n".join(lines)


def _build_rs(content: str) -> str | None:
    if _RUST_EFFECTS.search(content):
        return None
    if any(not used.startswith(("std::env", "std::path", "std::fmt", "std::collections")) and used != "std"
           for used in _RUST_USE.findall(content)):
        return None
    return ""


def runnable(content: str, how: str) -> tuple[str, str] | None:
    text = _tox(content) if how == "tox_ini" else _deno(content) if how == "deno_json" else _build_rs(content)
    return None if text is None else (text, "shell")
