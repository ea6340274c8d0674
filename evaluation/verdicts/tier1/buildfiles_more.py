"""More files a tool reads as commands or code (round 6): build.ninja rules' ``command =`` lines, Pipfile ``[scripts]``, mise's ``[tasks.*]``,
lefthook's ``commands.*.run``, a Procfile's process lines (the commands are read as shell), and
configuration written in a general-purpose language the tool evaluates (``mix.exs``, ``build.sbt``,
``build.zig``, an MSBuild project's ``<Exec>``, a ``Vagrantfile``, a JS/TS ``*.config.*``): Tier 1 does not
parse those languages, so such a file is judged opaque when its text holds a process or file-deletion
call of any of them, and harmless otherwise (``export default {}`` runs nothing).
"""
from __future__ import annotations

import re
import shlex
import tomllib
from typing import Any

from evaluation.verdicts.tier1.cm_reads import playbook_runs_nothing
from evaluation.verdicts.tier1.compose_host import host_service
from evaluation.verdicts.tier1.downloaded_code import evaluates_download
from evaluation.verdicts.tier1.playbook_commands import checked_commands
from evaluation.verdicts.tier1.pom_execs import msbuild_commands
from evaluation.verdicts.tier1.word_branches import compiled

HOWS = ("pipfile", "mise", "lefthook", "procfile", "runs_code", "ninja", "dockerfile", "compose", "playbook", "playbook_check")

_RUNS = compiled(
    r"System\.cmd|:os\.cmd|sys\.process|\"\s*\.!|\bProcess\s*\(|std\.(?:process|ChildProcess|fs\.delete)|"
    r"Child\.init|deleteTree|deleteFile|<\s*Exec\b|\bCommand\s*=|\bsystem\s*\(|\bexec\w*\s*\(|\bspawn\w*\s*\(|"
    r"child_process|execSync|\brmSync|\bunlinkSync|\brmdirSync|\bfs\.rm|\brm_rf\b|FileUtils|File\.rm|IO\.popen|"
    r"Open3|Runtime\.getRuntime|ProcessBuilder|%x[{(\[]|`[^`\n]+`|\bos\.execute|Deno\.(?:Command|run|remove)|"
    r"addSystemCommand|Bun\.(?:spawn|\$)|\bshell\s*[:(]|\brm\s+-[rRf]|curl\s|wget\s|\binline\s*=|\bsh\s+['\"]", re.IGNORECASE)


def _toml(content: str) -> dict[str, Any] | None:
    try:
        return tomllib.loads(content)
    except (tomllib.TOMLDecodeError, ValueError):
        return None


def _commands(values: Any) -> list[str] | None:
    """Strings (or lists of strings, argv-joined) as shell lines; None for anything else."""
    out: list[str] = []
    for value in values:
        if isinstance(value, dict):
            value = value.get("run", value.get("cmd", ""))
        if isinstance(value, list):
            value = " && ".join(v if isinstance(v, str) else "" for v in value)
        if not isinstance(value, str):
            return None
        out.append(value)
    return out


def _pipfile(content: str) -> str | None:
    document = _toml(content)
    scripts = document.get("scripts", {}) if document is not None else None
    lines = _commands(scripts.values()) if isinstance(scripts, dict) else None
    return None if lines is None else "\n".join(lines)


def _mise(content: str) -> str | None:
    document = _toml(content)
    if document is None:
        return None
    tasks = document.get("tasks", {})
    lines = _commands(tasks.values()) if isinstance(tasks, dict) else None
    hooks = document.get("hooks", {})
    more = _commands(hooks.values()) if isinstance(hooks, dict) else None
    if lines is None or more is None:
        return None
    env = document.get("env", {})
    if isinstance(env, dict) and ("_" in env or any(str(k).upper() in ("BASH_ENV", "LD_PRELOAD") for k in env)):
        return None  # env._.source / file / path directives load files Tier 1 does not see
    return "\n".join(lines + more)


_YAML_RUN = re.compile(r"^\s*(?:run|script)\s*:\s*(.*)$", re.MULTILINE)


def _lefthook(content: str) -> str | None:
    from evaluation.verdicts.tier1.buildfiles_hookmgr import lefthook_runs

    parsed = lefthook_runs(content)  # round 15: block scalars (`run: |`) read, not opaque
    if parsed is not None:
        return parsed
    lines = []
    for match in _YAML_RUN.finditer(content):
        value = match.group(1).strip()
        if value in ("|", ">", "|-", ">-", ""):
            return None  # a block scalar: not read here
        if value[:1] in "'\"":
            try:
                value = shlex.split(value)[0]
            except (ValueError, IndexError):
                return None
        lines.append(value)
    return "\n".join(lines)


def _procfile(content: str) -> str:
    return "\n".join(line.split(":", 1)[1] for line in content.splitlines()
                     if ":" in line and not line.lstrip().startswith("#"))


_NINJA_COMMAND = re.compile(r"^[ \t]+command[ \t]*=[ \t]*(.*)$", re.MULTILINE)
_NINJA_VARIABLE = re.compile(r"\$\{?(\w+)\}?")


def _ninja(content: str) -> str | None:
    """Every rule's ``command =`` line, ninja's ``$in``/``$out``… standing for names in the build directory."""
    if re.search(r"^\s*(?:include|subninja)\b", content, re.MULTILINE):
        return None  # more rules in files Tier 1 may not have seen
    return "\n".join(_NINJA_VARIABLE.sub(lambda m: f"ninja_{m.group(1)}", line.replace("$$", "$"))
                     for line in _NINJA_COMMAND.findall(content))


_DOCKER_RUN = re.compile(r"^\s*RUN\s+((?:[^\n]*\\\n)*[^\n]*)", re.MULTILINE | re.IGNORECASE)
_INTO_INTERPRETER = re.compile(r"\|\s*(?:sudo\s+)?(?:\S*/)?(?:ba|z|da|k)?sh\b|\|\s*(?:\S*/)?(?:python[0-9.]*|perl|ruby|node)\b")


def _dockerfile(content: str) -> str:
    """Round 8: a Dockerfile's ``RUN`` lines run inside the build container, on its paths, so only those that
    pipe fetched text into an interpreter are read (as shell: the pipe-to-shell rule judges them); the rest
    change the image, not the host."""
    lines = [m.group(1).replace("\\\n", " ") for m in _DOCKER_RUN.finditer(content)]
    return "\n".join(line for line in lines if _INTO_INTERPRETER.search(line))


def _compose(content: str) -> str | None:
    """Round 8: every service's bind mounts as ``docker run -v SRC:DST`` lines (the ``container_mount`` rule
    judges the host side); None (opaque) when the file does not parse as a compose document."""
    import yaml

    try:
        document = yaml.safe_load(content)
    except yaml.YAMLError:
        return None
    services = document.get("services", {}) if isinstance(document, dict) else None
    if not isinstance(services, dict):
        return None
    lines: list[str] = [line for service in services.values() if (line := host_service(service))]  # round 23
    for service in services.values():
        for volume in (service.get("volumes") or []) if isinstance(service, dict) else []:
            source = volume.get("source") if isinstance(volume, dict) and volume.get("type") == "bind" else volume
            if isinstance(source, str) and source.startswith(("/", ".", "~", "$")):
                host = source.split(":", 1)[0]
                lines.append(f"docker run -v {shlex.quote(host)}:/mnt image")
    return "\n".join(lines)


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(shell code, "shell")`` the tool runs from the file; None when opaque (see the module)."""
    if how == "pipfile":
        text = _pipfile(content)
    elif how == "mise":
        text = _mise(content)
    elif how == "lefthook":
        text = _lefthook(content)
    elif how == "procfile":
        text = _procfile(content)
    elif how == "ninja":
        text = _ninja(content)
    elif how == "dockerfile":
        text = _dockerfile(content)
    elif how == "compose":
        text = _compose(content)
    elif how in ("playbook", "playbook_check"):  # round 23 (t2i): a playbook that only reads or checks runs nothing
        text = "" if playbook_runs_nothing(content, how == "playbook_check") else None
        text = checked_commands(content) if text is None and how == "playbook_check" else text  # round 46 (hg)
    else:
        text = None if _RUNS.search(content) or evaluates_download(content) else ""  # round 24: DNS/socket eval
        text = msbuild_commands(content, _RUNS) if text is None and "Exec" in content else text  # round 41 (fc)
    return None if text is None else (text, "shell")
