"""Configuration files that were opaque until round 8 (issue 25), read for what they run:

* ``tox.ini``: the ``commands``/``commands_pre``/``commands_post`` of every ``[testenv…]`` section, as
  shell lines (tox's ``{homedir}``, ``{env:X}``, ``{toxinidir}`` … substitutions as the words they become);
* ``deno.json(c)``: its ``tasks``, as shell lines (a task given as an object: its ``command``);
* ``build.rs``: a Cargo build script, Rust Tier 1 does not parse, judged by capabilities as Go files
  are: harmless when it names none of ``std::process``, ``Command``, ``std::fs``, ``std::net``,
  ``File``, ``remove_*``, ``unsafe``, ``extern``, ``include!``, ``env::set_var``, linker directives
  (``cargo:rustc-link-*``, ``rustc-flags``, ``rustc-cdylib-link-arg``), nor any ``use`` of a crate
  other than ``std::env``/``std::path``; opaque (blocked) otherwise.

* ``build.xml`` (round 10): Ant's tasks — ``exec``/``apply`` as the command lines they run, ``delete``,
  ``copy``/``move`` as ``rm -rf``/``cp -r`` of the paths they name; a task that runs code Tier 1 cannot read
  (``java``, ``script``, ``scriptdef``, ``taskdef``, ``import``, ``sshexec`` …) is opaque; the rest
  (``javac``, ``jar``, ``mkdir``, ``echo``, ``junit`` …) runs nothing;
* ``pom.xml`` (round 10): opaque when it declares a plugin that runs programs or scripts (``exec-maven-plugin``,
  ``maven-antrun-plugin``, groovy, ``frontend-maven-plugin`` …) or its own build extensions; otherwise Maven
  runs its standard lifecycle only (a repository it names is judged by the persistence rules, not here).

A reader answers ``(shell code, "shell")`` or None (opaque).
"""
from __future__ import annotations

import configparser
import json
import re
import shlex
from typing import Any
from xml.etree import ElementTree

from evaluation.verdicts.tier1.pom_execs import pom_commands
from evaluation.verdicts.tier1.word_branches import compiled

HOWS = ("tox_ini", "deno_json", "build_rs", "ant_xml", "maven_pom")

_TOX_SUBSTITUTION = re.compile(r"\{[^{}\s]*\}")
_RUST_EFFECTS = compiled(
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


# round 20 (t1z): `cargo:rustc-env=NAME=VALUE` sets NAME for the crate's compilation (read back by `env!`): inert
# unless NAME steers a loader or a tool (LD_PRELOAD, DYLD_*, RUSTC_WRAPPER, RUSTFLAGS, CARGO_*, PATH, *_OPTIONS …)
_RUSTC_ENV = re.compile(r"cargo::?rustc-env=(?!(?:LD_|DYLD_|RUST|CARGO|PATH|BASH_ENV|ENV=|PYTHON|PERL|RUBY|NODE|"
                        r"HOME=|TMPDIR|GCONV|\w{0,60}(?:PRELOAD|LIBRARY|_OPTIONS|WRAPPER|_PATH=)))"
                        r"[A-Za-z_][A-Za-z0-9_]{0,60}=")


def _build_rs(content: str) -> str | None:
    if _RUST_EFFECTS.search(_RUSTC_ENV.sub("cargo:inert=", content)):
        return None
    if any(not used.startswith(("std::env", "std::path", "std::fmt", "std::collections")) and used != "std"
           for used in _RUST_USE.findall(content)):
        return None
    return ""


_ANT_OPAQUE = frozenset({"java", "script", "scriptdef", "taskdef", "typedef", "componentdef", "import", "include",
                          "sshexec", "scp", "groovy", "macrodef", "presetdef", "antlib", "get", "loadproperties",
                          "property-file", "subant", "ant", "shellscript", "exec-maven", "junitlauncher"})
_ANT_INERT = frozenset({"project", "target", "property", "path", "pathelement", "fileset", "dirset", "classpath",
                        "include", "exclude", "javac", "jar", "war", "ear", "zip", "unzip", "tar", "gzip", "mkdir",
                        "echo", "tstamp", "manifest", "attribute", "src", "compilerarg", "junit", "test",
                        "batchtest", "formatter", "sysproperty", "condition", "available", "fail", "touch",
                        "description", "javadoc", "checksum", "replace", "replacetoken", "replacevalue",
                        "filterset", "filter", "mapper", "patternset", "copy", "move", "delete", "exec", "apply",
                        "arg", "env", "antcall", "param", "echoproperties", "length", "basename", "dirname",
                        "record", "sleep", "sequential", "parallel", "chmod", "fixcrlf", "native2ascii", "rmic",
                        "jarjar", "signjar", "zipfileset", "classfileset", "resources", "union", "isset", "not",
                        "and", "or", "equals", "os", "istrue", "isfalse", "uptodate", "srcfiles", "outofdate"})


def _xml(content: str) -> Any:
    if "<!DOCTYPE" in content or "<!ENTITY" in content:
        return None  # entity expansion is not read (and never expanded): opaque
    try:
        return ElementTree.fromstring(content)
    except (ElementTree.ParseError, ValueError, RecursionError):
        return None


def _local(tag: object) -> str:
    return str(tag).rsplit("}", 1)[-1].lower()


def _ant(content: str) -> str | None:
    root = _xml(content)
    if root is None:
        return None
    lines: list[str] = []
    for element in root.iter():
        tag, attrs = _local(element.tag), {k.lower(): v for k, v in element.attrib.items()}
        if tag in _ANT_OPAQUE or tag not in _ANT_INERT:
            return None
        if tag in ("exec", "apply"):
            words = [attrs.get("executable") or attrs.get("command") or ""]
            for arg in element.iter():
                if _local(arg.tag) == "arg":
                    words.append(arg.get("line") or shlex.quote(arg.get("value") or arg.get("file")
                                                                 or arg.get("path") or ""))
            lines.append(" ".join(w for w in words if w))
        elif tag == "delete":
            lines += [f"rm -rf {shlex.quote(attrs[k])}" for k in ("dir", "file") if k in attrs]
        elif tag in ("copy", "move"):
            source = attrs.get("file") or attrs.get("dir")
            target = attrs.get("tofile") or attrs.get("todir")
            if target:
                lines.append(f"{'cp -r' if tag == 'copy' else 'mv'} {shlex.quote(source or '.')} "
                             f"{shlex.quote(target)}")
    return "\n".join(lines)


_POM_RUNNERS = compiled(r"exec-maven-plugin|maven-antrun-plugin|groovy|gmaven|frontend-maven-plugin|"
                          r"maven-invoker-plugin|jruby|script-maven-plugin|<extensions>\s*true|<extensions>\s*<",
                          re.IGNORECASE)


_EXEC_PLUGIN = re.compile(r"<artifactId>\s*exec-maven-plugin\s*</artifactId>")


def _pom(content: str) -> str | None:
    root = _xml(content)
    if root is not None and _POM_RUNNERS.search(_EXEC_PLUGIN.sub("", content)) is None and "exec-maven-plugin" in content:
        return pom_commands(content, root)  # round 41 (lead fc): its `exec` executions, spelled as commands
    return None if root is None or _POM_RUNNERS.search(content) else ""


def runnable(content: str, how: str) -> tuple[str, str] | None:
    text = (_tox(content) if how == "tox_ini" else _deno(content) if how == "deno_json"
            else _ant(content) if how == "ant_xml" else _pom(content) if how == "maven_pom" else _build_rs(content))
    return None if text is None else (text, "shell")
