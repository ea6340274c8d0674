"""Round 16 (issue 25): files tools of other ecosystems load by themselves, read for what they run.

The rule document's ``build_tools`` say which program loads which file (``mvn``: ``.mvn/jvm.config``; ``dvc
repro``: ``dvc.yaml``; ``terraform plan``: ``*.tf``; ``nix develop``: ``flake.nix`` …); this module reads each kind:

* ``jvm_options`` — launcher options (``.mvn/jvm.config``, ``.mvn/maven.config``, ``gradle.properties``,
  ``.jvmopts``, ``.sbtopts``): opaque when they add an agent or a class path extension (``-javaagent``,
  ``-agentpath``, ``-agentlib`` other than jdwp, ``-Xbootclasspath``, ``OnError``, ``maven.ext.class.path``);
* ``wrapper_props`` — a Gradle/Maven wrapper's ``distributionUrl``/``wrapperUrl``: opaque off the official hosts;
* ``nuget_sources`` — a package manager's sources (``NuGet.Config``, ``settings.xml``, ``pip.conf``, ``.condarc``,
  ``.terraformrc`` …): opaque when one is a URL off the public registries (:func:`_sources`);
* ``yaml_keys:<k,…>`` — a YAML/JSON document whose values under the keys are command lines (``dvc.yaml`` ``cmd``,
  ``MLproject`` ``command``, ``prefect.yaml`` ``script``, ``cdk.json`` ``app``, Nx ``command(s)``, a devcontainer's
  ``initializeCommand``, XcodeGen ``script``, skaffold ``command``); a list is an argv when the key says so;
* ``hcl_exec`` — Terraform/Terragrunt/Packer: ``program``/``execute``/``inline`` lists and ``command`` strings;
* ``nix_hook`` — ``shellHook``/``enterShell`` strings; ``builtins.exec`` opaque;
* ``rebar_config``, ``pbxproj``, ``platformio``, ``bazelrc``, ``user_ini``, ``ansible_cfg``, ``foundry``,
  ``snakefile``, ``pth`` — see their readers;
* ``code_any`` — code in a language Tier 1 does not parse (Swift, Haskell, R, Julia, Dart, Elixir, GDScript, C#,
  Lua, Tcl, Nim, Clojure, PowerShell, Starlark): opaque when it holds a process, shell or download call.
"""
from __future__ import annotations

import json
import re
import shlex
from typing import Any

from evaluation.verdicts.tier1.buildfiles_more import _RUNS
from evaluation.verdicts.tier1.package_sources import foreign_url

HOWS = ("jvm_options", "wrapper_props", "nuget_sources", "hcl_exec", "nix_hook", "rebar_config", "pbxproj",
        "platformio", "bazelrc", "user_ini", "ansible_cfg", "foundry", "snakefile", "pth", "code_any", "aws_config",
        "docker_config", "gh_config", "dotenv")
YAML_KEYS = "yaml_keys:"

_AGENT = re.compile(r"-javaagent|-agentpath|-agentlib:(?!jdwp)|-Xbootclasspath|OnError|OnOutOfMemoryError|"
                    r"maven\.ext\.class\.path|java\.system\.class\.loader|-XX:\+?EnableDynamicAgentLoading")
_OFFICIAL_WRAPPERS = ("services.gradle.org", "downloads.gradle.org", "repo.maven.apache.org", "repo1.maven.org")
_WRAPPER_URL = re.compile(r"^[ \t]*(?:distributionUrl|wrapperUrl)\s*[=:]\s*(\S+)", re.MULTILINE)
_XML_NAMESPACE = re.compile(r'\b(?:xmlns(?::\w+)?|xsi:schemaLocation)\s*=\s*"[^"]*"')
_ANY_URL = re.compile(r"""[a-z][a-z0-9+.-]{0,20}://[^\s"'<>]+""")
_SOURCE_CODE = re.compile(r"dev_overrides|-toolexec|\bGOFLAGS\b|\bCC\s*=|\bCXX\s*=|credential_process|\bexec\s*:")
_MORE_RUNS = re.compile(
    r"callCommand|callProcess|readProcess|rawSystem|spawnCommand|runCommand|System\.Process|^[ \t]*:!|^[ \t]*:shell\b|"
    r"\bsystem2?\s*\(|download\.file|\brun\s*\(\s*`|\bpipeline\s*\(|Process\.(?:run|start|Start)|Process\s*\(\s*\)|"
    r"OS\.(?:execute|create_process|shell_open)|\blocal\s*\(|local_resource|os:cmd|os\.(?:exec|run|execv)\w*\s*\(|"
    r"\bexec\s+[\"'\w]|staticExec|\bgorge\b|Invoke-Expression|\biex\b|Start-Process|Invoke-WebRequest|\biwr\b|"
    r"\birm\b|posix_spawn|NSTask|clojure\.java\.shell|os\.proc|StartProcess|System\.cmd|System\.shell|:os\.cmd|"
    r"\bdownload\s*\(|urlopen|requests\.get|\bsocket\b|shell_exec|passthru|proc_open|\bpopen\b|load-string|"
    r"load-reader|\bslurp\s+\"(?:https?|ftp)://", re.MULTILINE)  # round 20 (t2a): Clojure evaluates a download
_HCL_LIST = re.compile(r"\b(program|execute|inline|commands?)\s*=\s*\[([^\]]*)\]")
_HCL_STRING_KEY = re.compile(r"\b(command|interpreter)\s*=\s*(\"(?:[^\"\\\n]|\\.)*\"|<<)")
_HCL_RUN_CMD = re.compile(r"\brun_cmd\s*\(([^)]*)\)")
_QUOTED = re.compile(r"\"((?:[^\"\\\n]|\\.)*)\"")
_HCL_PATH_REF = re.compile(r"\$\{path\.(?:module|root|cwd)\}")
_HCL_VALUE_REF = re.compile(r"\$\{(?:var|local|each|count|self|terraform)\.[\w.\[\]-]{1,80}\}")
"""Round 48 (ha): Terraform fills ``${path.module}`` (a directory of the plan) and ``${var.env}`` (a plain value) before
the shell sees the command, so they read as ``.`` and a word — a redirect to ``${path.module}/out.txt`` is not an
unresolvable target; any other ``${…}`` (a function call, ``file(…)``) stays as written."""
_NIX_HOOK = re.compile(r"\b(?:shellHook|enterShell|exec)[ \t]*=[ \t]*''")
_NIX_OPAQUE = re.compile(r"builtins\.exec|allow-unsafe-native-code|\bextra-substituters\b|\bsubstituters\b")
_REBAR_HOOKS = re.compile(r"\b(?:pre|post)_hooks\s*,\s*\[([^\]]*)\]")
_PBX_SCRIPT = re.compile(r"\bshellScript\s*=\s*(\"(?:[^\"\\]|\\.)*\")\s*;")
_BAZEL_RUNS = re.compile(r"--(?:workspace_status_command|run_under|override_repository|override_module|registry|"
                         r"credential_helper|experimental_repository_resolved_file)\b|^[ \t]*(?:try-)?import\s+/",
                         re.MULTILINE)
_INI_CODE = re.compile(r"^[ \t]*(?:auto_prepend_file|auto_append_file)\s*=\s*\S|^[ \t]*allow_url_include\s*=\s*(?:1|on|true)",
                       re.MULTILINE | re.IGNORECASE)
_ANSIBLE_CODE = re.compile(r"^[ \t]*(?:vault_password_file|vault_identity_list|\w*_plugins|library|module_utils|"
                           r"become_exe|ssh_executable|ansible_managed_cmd)\s*=\s*(/|~)", re.MULTILINE)
_FFI = re.compile(r"^[ \t]*ffi\s*=\s*true", re.MULTILINE)
_SNAKE_SHELL = re.compile(r"\bshell[ \t]*:\s*(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')")
_SWIFT_PRODUCT = re.compile(r"\.executable(?:Target)?\s*\(")
_PTH_IMPORT = re.compile(r"^import[ \t]", re.MULTILINE)


def _unquote(text: str) -> str:
    try:
        value = json.loads(text if text.startswith('"') else '"' + text + '"')
    except ValueError:
        return text
    return value if isinstance(value, str) else text


def _argv_line(items: list[str]) -> str:
    return shlex.join(items)


def _collect(node: Any, keys: frozenset[str], argv: bool, out: list[str]) -> bool:
    """Command lines under ``keys`` anywhere in ``node``; False when a value is not text."""
    if isinstance(node, dict):
        for key, value in node.items():
            if str(key) in keys:
                if not _lines(value, argv, out):
                    return False
            elif not _collect(value, keys, argv, out):
                return False
    elif isinstance(node, list):
        return all(_collect(item, keys, argv, out) for item in node)
    return True


def _lines(value: Any, argv: bool, out: list[str]) -> bool:
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        if argv and len(value) > 1:
            out.append(_argv_line(value))
        else:
            out += value
    elif isinstance(value, dict):  # per-platform or named commands (`PreBuildSteps`, devcontainer objects)
        return all(_lines(v, argv, out) for v in value.values())
    elif value is not None and not isinstance(value, (bool, int, float)):
        return False
    return True


def _yaml_keys(content: str, spec: str) -> str | None:
    import yaml

    argv = spec.endswith("+argv")
    keys = frozenset(spec.removesuffix("+argv").split(","))
    text = "\n".join(line for line in content.splitlines() if not line.lstrip().startswith("//"))
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    out: list[str] = []
    return "\n".join(out) if _collect(document, keys, argv, out) else None


def _hcl(content: str) -> str | None:
    lines: list[str] = []
    for match in _HCL_LIST.finditer(content):
        items = [_unquote(q) for q in _QUOTED.findall(match.group(2))]
        if match.group(1) in ("program", "execute"):
            lines.append(_argv_line(items))
        elif match.group(1) == "inline":
            lines += items
    for match in _HCL_STRING_KEY.finditer(content):
        if match.group(2) == "<<":
            return None  # a heredoc: not read here
        if match.group(1) == "command":
            lines.append(_unquote(match.group(2)))
    for match in _HCL_RUN_CMD.finditer(content):
        lines.append(_argv_line([_unquote(q) for q in _QUOTED.findall(match.group(1)) if not q.startswith("--")]))
    return _HCL_VALUE_REF.sub("tfvalue", _HCL_PATH_REF.sub(".", "\n".join(lines)))


def _rebar(content: str) -> str:
    return "\n".join(_unquote(q) for block in _REBAR_HOOKS.findall(content) for q in _QUOTED.findall(block))


def _platformio(content: str) -> str:
    """Each ``extra_scripts`` entry (on its line or the indented lines after it) runs as Python inside the build:
    read as ``python3 <script>``."""
    lines: list[str] = []
    entries: list[str] = []
    inside = False
    for line in content.splitlines():
        key, _, value = line.partition("=")
        if not line[:1].isspace():
            inside = key.strip() == "extra_scripts" and bool(_)
            entries += re.split(r"[\s,]+", value) if inside else []
        elif inside:
            entries += re.split(r"[\s,]+", line)
    for entry in entries:
        if entry:
            script = entry.split(":", 1)[1] if entry.startswith(("pre:", "post:")) else entry
            if script and not script.startswith(("$", ";", "#")):
                lines.append(f"python3 {shlex.quote(script)}")
    return "\n".join(lines)


def _wrapper(content: str) -> str | None:
    for url in _WRAPPER_URL.findall(content):
        host = re.sub(r"^https?\\?://", "", url.replace("\\:", ":")).split("/", 1)[0].lower()
        if not any(host == h or host.endswith("." + h) for h in _OFFICIAL_WRAPPERS):
            return None
    return ""


def _sources(content: str) -> str | None:
    """A package manager's sources (``NuGet.Config``, ``settings.xml``, ``pip.conf``, ``.condarc``, ``.terraformrc``,
    Go's ``env`` …): opaque when one is a URL off the public registries, or the file adds a build-time program."""
    text = _XML_NAMESPACE.sub("", content)
    if _SOURCE_CODE.search(text) or any(foreign_url(u) for u in _ANY_URL.findall(text)):
        return None
    return ""


def _snakefile(content: str) -> str | None:
    shells = [m.group(1) for m in _SNAKE_SHELL.finditer(content)]
    rest = _SNAKE_SHELL.sub("", content)
    if _RUNS.search(rest) or _MORE_RUNS.search(rest):
        return None
    return "\n".join(_unquote(s[1:-1]) for s in shells)


def _nix_hooks(content: str) -> str:
    """The ``''…''`` strings of ``shellHook``/``enterShell``/``exec`` (``nix develop``, ``nix-shell``, devenv)."""
    out: list[str] = []
    for match in _NIX_HOOK.finditer(content):
        end = content.find("'';", match.end())
        out.append(content[match.end():end if end >= 0 else len(content)])
    return "\n".join(out)


_CREDENTIAL_PROCESS = re.compile(r"^[ \t]*credential_process[ \t]*=[ \t]*([^\n]*)$", re.MULTILINE)
_DOCKER_HELPERS = frozenset({"desktop", "osxkeychain", "pass", "secretservice", "wincred", "ecr-login", "gcloud",
                             "gcr", "acr-env", "gh", "ghcr"})


def _docker_config(content: str) -> str | None:
    """``credsStore``/``credHelpers`` name ``docker-credential-<name>`` programs docker runs: known ones only."""
    try:
        document = json.loads(content)
    except (ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    helpers = [document.get("credsStore")] + list((document.get("credHelpers") or {}).values())
    return None if any(h is not None and h not in _DOCKER_HELPERS for h in helpers) else ""


def _gh_config(content: str) -> str | None:
    """gh's ``aliases``: one starting with ``!`` is a shell command run by ``gh <alias>``."""
    import yaml

    try:
        document = yaml.safe_load(content)
    except yaml.YAMLError:
        return None
    aliases = document.get("aliases") if isinstance(document, dict) else None
    if not isinstance(aliases, dict):
        return ""
    return "\n".join(v[1:] for v in aliases.values() if isinstance(v, str) and v.startswith("!"))


_DOTENV_LINE = re.compile(r"^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_]{0,100})[ \t]*=[ \t]*(.*)$", re.MULTILINE)


def _dotenv(content: str) -> str:
    """A ``.env`` file that pipenv, bun, honcho/foreman, ``heroku local`` and ``dotenv`` load into the environment of
    what they run: each ``KEY=VALUE`` read as ``export KEY=VALUE`` (so a loader variable in it is judged)."""
    lines = []
    for name, value in _DOTENV_LINE.findall(content):
        value = value.strip()
        if value[:1] in ("'", '"') and value[-1:] == value[:1] and len(value) > 1:
            value = value[1:-1]
        lines.append(f"export {name}={shlex.quote(value)}")
    return "\n".join(lines)


def _pth(content: str) -> tuple[str, str]:
    """A ``.pth`` file's ``import`` lines run as Python at every interpreter start; its other lines are paths."""
    return "\n".join(line for line in content.splitlines() if _PTH_IMPORT.match(line)), "python3"


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(code, runner)`` the tool runs from the file; None when opaque (see the module)."""
    if how == "pth":
        return _pth(content)
    text: str | None
    if how.startswith(YAML_KEYS):
        text = _yaml_keys(content, how[len(YAML_KEYS):])
    elif how == "jvm_options":
        text = None if _AGENT.search(content) else ""
    elif how == "wrapper_props":
        text = _wrapper(content)
    elif how == "nuget_sources":
        text = _sources(content)
    elif how == "hcl_exec":
        text = _hcl(content)
    elif how == "nix_hook":
        text = None if _NIX_OPAQUE.search(content) else _nix_hooks(content)
    elif how == "rebar_config":
        text = _rebar(content)
    elif how == "pbxproj":
        text = "\n".join(_unquote(s) for s in _PBX_SCRIPT.findall(content))
    elif how == "platformio":
        text = _platformio(content)
    elif how == "bazelrc":
        text = None if _BAZEL_RUNS.search(content) else ""
    elif how == "user_ini":
        text = None if _INI_CODE.search(content) else ""
    elif how == "ansible_cfg":
        text = None if _ANSIBLE_CODE.search(content) else ""
    elif how == "foundry":
        text = None if _FFI.search(content) else ""
    elif how == "snakefile":
        text = _snakefile(content)
    elif how == "aws_config":  # `credential_process = CMD` runs at every call of an AWS SDK or CLI
        text = "\n".join(_CREDENTIAL_PROCESS.findall(content))
    elif how == "docker_config":
        text = _docker_config(content)
    elif how == "gh_config":
        text = _gh_config(content)
    elif how == "dotenv":
        text = _dotenv(content)
    else:  # code_any; Swift's `.executableTarget(` / `.executable(` products are not process calls
        code = _SWIFT_PRODUCT.sub("", content)
        text = None if _RUNS.search(code) or _MORE_RUNS.search(code) else ""
    return None if text is None else (text, "shell")
