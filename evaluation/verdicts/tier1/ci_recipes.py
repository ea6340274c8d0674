"""Round 33 (t3t, issue 25): CI definitions of every forge and package recipes that are code.

* ``ci_pushed`` — a CI file of a hosted forge (codemagic, bitrise, CircleCI, Azure Pipelines, Travis, Bitbucket,
  AppVeyor, Cloud Build, CodeBuild, Semaphore …) runs its steps on the forge's machines once git pushes it, with the
  project's secrets in its environment. Its script values (any of :data:`_SCRIPT_KEYS`, at any depth) are read as
  shell lines, but only the lines that reach the network AND send something (a secret-named variable, the
  environment, a file): a step that sends a secret is judged as that line here; a download run on the forge's machine
  stays open (round 20). ``ci_own`` — a forge whose runners are always the project's own machines (Drone, Woodpecker,
  Buildkite, Tekton): every line that reaches the network (a download run there runs on the project's machine).
  ``ci_jenkins``: the ``sh``/``bat``/``powershell`` strings of a Jenkinsfile (its agents are the project's), the same
  way. CI secret syntaxes (``${{ secrets.X }}``, ``$(X.Y)``, ``${env.X}``) are read as the shell variables they are.
* ``ci_local`` — the same file run here by a local runner (``bitrise run``, ``drone exec``, ``woodpecker-cli exec``,
  ``snapcraft``, ``flatpak-builder``): every script line.
* ``recipe_yaml`` — a conda ``meta.yaml``/rattler ``recipe.yaml`` (Jinja put aside): its ``script`` lines.
* ``conda_sh`` — a conda ``build.sh``: shell, with the interpreter conda names (``$PYTHON``) as ``python``
  (``$PYTHON -m pip`` as ``pip``).
* ``container_def`` — an Apptainer/Singularity definition: the ``%setup`` section runs on the host (every line);
  ``%post`` and ``%test`` run inside the image being built (their lines that reach the network: ``dnf clean all``
  there empties the image's cache, not the host's).
* ``gradle_sub`` — a sub-project's ``build.gradle``: opaque when it applies a script from a URL or starts a process
  (the root build file keeps round 10's stricter reading).
* ``rpm_spec`` — the ``%prep``/``%build``/``%install``/``%check`` and scriptlet sections of an RPM spec.
* ``indented`` — the indented lines (function bodies) of a BitBake recipe.
* ``nix_build`` — every ``''…''`` string of a Nix expression (phases, ``buildCommand``).
* ``scheme_code`` — a Guix package file: opaque when it starts a process.
* ``pubspec`` — a Dart/Flutter ``pubspec.yaml``: opaque when a dependency comes from git or a host off pub.dev
  (``dart run build_runner``, ``dart test`` run the dependencies' builders and code).
A file that does not parse runs nothing here (a pushed file that does not parse runs nowhere).
"""
from __future__ import annotations

import re
from typing import Any

from evaluation.verdicts.tier1.foreign_loads import recipe_lines

HOWS = ("ci_pushed", "ci_own", "ci_jenkins", "ci_local", "recipe_yaml", "container_def", "rpm_spec", "indented", "nix_build",
        "scheme_code", "pubspec", "conda_sh", "gradle_sub")
_SCRIPT_KEYS = frozenset({
    "run", "script", "scripts", "commands", "command", "content", "before_script", "after_script", "bash", "pwsh",
    "powershell", "sh", "install", "before_install", "after_success", "after_failure", "before_deploy", "deploy",
    "after_deploy", "before_build", "build_script", "test_script", "after_build", "on_finish", "prologue",
    "epilogue", "cmd", "override-build", "override-pull", "override-stage", "override-prime", "build-commands",
    "post-install", "inline", "args", "entrypoint"})
_NETWORK = re.compile(r"://|\b(?:curl|wget|nc|ncat|socat|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|scp|sftp|ftp|"
                      r"telnet|http|xh|aria2c|rsync|ssh|openssl\s+s_client)\b|/dev/tcp/")
_SENDS = re.compile(r"\$\{?\w*(?:TOKEN|SECRET|PASSW|KEY|CRED|AUTH|PRIVATE|CERT|PAT)\w*|\b(?:env|printenv|set)\b[^|\n]*\||"
                    r"@|--upload-file|--post-file|-T[ \t]|\bcat\b", re.IGNORECASE)
_ASSIGNMENT = re.compile(r"[ \t]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_]*=")
_GHA_SECRET = re.compile(r"\$\{\{\s*(?:secrets|env|vars)\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
_AZURE_VAR = re.compile(r"\$\(([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\)")
_JENKINS_ENV = re.compile(r"\$\{(?:env|params)\.([A-Za-z_][A-Za-z0-9_]*)\}")
_JENKINS_STEP = re.compile(r"\b(?:sh|bat|powershell|pwsh)\b[ \t]*\(?[ \t]*(?:script[ \t]*:[ \t]*)?(?='|\")")
_JINJA_BLOCK = re.compile(r"\{%[^\n]*?%\}")
_JINJA_VALUE = re.compile(r"\{\{[^\n]*?\}\}")
_DEF_SECTION = re.compile(r"^%([A-Za-z]+)", re.MULTILINE)
_DEF_RUNS = frozenset({"setup", "post", "test"})
_CONDA_PIP = re.compile(r"\"?\$\{?PYTHON\}?\"?[ \t]+-m[ \t]+pip(?=\s)")
_CONDA_PYTHON = re.compile(r"\"?\$\{?PYTHON\}?\"?(?=\s|$)")
_GRADLE_SUB = re.compile(r"apply\s*\(?\s*from\s*[:=]\s*(?:uri\s*\(\s*)?[\"']?[A-Za-z][A-Za-z0-9+.-]{0,20}://|\bexec\s*\{|\.execute\s*\(|"
                         r"\.execute\b|ProcessBuilder|Runtime\.getRuntime|commandLine|providers\.exec")
_RPM_RUNS = frozenset({"prep", "build", "install", "check", "clean", "pre", "post", "preun", "postun", "pretrans",
                       "posttrans", "triggerin", "triggerun", "generate_buildrequires", "conf"})
_RPM_OTHER = frozenset({"description", "files", "changelog", "package", "global", "define", "if", "else", "endif",
                        "undefine", "patchlist", "sourcelist", "bcond_with", "bcond_without", "bcond"})
_SCHEME_RUNS = re.compile(r"\((?:system\*?|invoke|open-pipe\*?|open-input-pipe|execl\w*|primitive-fork|url-fetch\*?)\b")
_LIMIT = 200_000
_PUB_DEPENDENCIES = ("dependencies", "dev_dependencies", "dependency_overrides")
_PUB_HOSTS = ("https://pub.dev", "https://pub.dartlang.org")


def secret_names(text: str) -> str:
    """CI secret syntaxes read as the shell variables they are."""
    text = _GHA_SECRET.sub(lambda m: "$" + m.group(1), text)
    text = _AZURE_VAR.sub(lambda m: "$" + m.group(1).upper() + "_" + m.group(2).upper(), text)
    return _JENKINS_ENV.sub(lambda m: "$" + m.group(1), text)


def network_lines(lines: list[str], sends_only: bool = False) -> list[str]:
    """The lines (of each value) that reach the network — with ``sends_only``, those that also send something (a
    secret-named variable, the environment, a file) — with the value's assignments before them (a secret put in a
    variable on one line and sent on the next)."""
    out: list[str] = []
    for value in lines:
        split = value.splitlines()
        kept = [line for line in split if _NETWORK.search(line) and (not sends_only or _SENDS.search(line))]
        if kept:
            out += [line for line in split if line in kept or _ASSIGNMENT.match(line)]
    return out


def _collect(node: Any, out: list[str], depth: int = 0) -> None:
    if depth > 12:
        return
    if isinstance(node, dict):
        for key, value in node.items():
            if str(key) in _SCRIPT_KEYS:
                _values(value, out, depth + 1)
            else:
                _collect(value, out, depth + 1)
    elif isinstance(node, list):
        for item in node:
            _collect(item, out, depth + 1)


def _values(value: Any, out: list[str], depth: int) -> None:
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, list):
        strings = [v for v in value if isinstance(v, str)]
        if strings[:1] in (["-c"], ["-lc"], ["-ec"]) and len(strings) > 1:  # `args: [-c, 'line']`
            strings = strings[1:]
        out += strings
        for item in value:
            if not isinstance(item, str):
                _collect(item, out, depth)
    else:
        _collect(value, out, depth)


def _yaml_scripts(content: str) -> list[str] | None:
    import yaml

    try:
        document = yaml.safe_load(content[:_LIMIT])
    except (yaml.YAMLError, RecursionError, ValueError):
        return None
    out: list[str] = []
    _collect(document, out)
    return out


def _jenkins(content: str) -> list[str]:
    text = content[:_LIMIT]
    out: list[str] = []
    position = 0
    while (found := _JENKINS_STEP.search(text, position)) is not None:
        start = found.end()
        quote = text[start:start + 3] if text[start:start + 3] in ("'''", '"""') else text[start]
        end = text.find(quote, start + len(quote))
        if end < 0:
            break
        out.append(text[start + len(quote):end])
        position = end + len(quote)
    return out


def _sections(content: str, runs: frozenset[str], others: frozenset[str] | None) -> str:
    """The lines of the sections named in ``runs`` (a section lasts until the next section header)."""
    out: list[str] = []
    keep = False
    for line in content[:_LIMIT].splitlines():
        header = _DEF_SECTION.match(line)
        if header and (others is None or header.group(1) in runs or header.group(1) in others):
            keep = header.group(1) in runs
            continue
        if keep:
            out.append(line.strip())
    return "\n".join(out)


def _nix_strings(content: str) -> str:
    text = content[:_LIMIT]
    out: list[str] = []
    position = 0
    while (start := text.find("''", position)) >= 0:
        end = text.find("''", start + 2)
        while end >= 0 and text[end + 2:end + 3] in ("'", "$", "\\"):  # '''  ''${  ''\ are escapes
            end = text.find("''", end + 3)
        if end < 0:
            break
        out.append(text[start + 2:end])
        position = end + 2
    return "\n".join(out)


def _pub_foreign(content: str) -> bool:
    import yaml

    try:
        document = yaml.safe_load(content[:_LIMIT])
    except (yaml.YAMLError, RecursionError, ValueError):
        return False
    if not isinstance(document, dict):
        return False
    for section in _PUB_DEPENDENCIES:
        packages = document.get(section)
        for spec in packages.values() if isinstance(packages, dict) else []:
            if not isinstance(spec, dict):
                continue
            hosted = spec.get("hosted")
            url = hosted.get("url") if isinstance(hosted, dict) else hosted
            if "git" in spec or (isinstance(url, str) and not url.startswith(_PUB_HOSTS)):
                return True
    return False


def _conda(text: str) -> str:
    """conda's ``$PYTHON`` is the build environment's interpreter; ``$PYTHON -m pip`` is pip."""
    return _CONDA_PYTHON.sub("python", _CONDA_PIP.sub("pip", text))


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(code, runner)`` the tool runs from the file (see the module); None when opaque."""
    if how == "ci_jenkins":
        return "\n".join(network_lines([secret_names(s) for s in _jenkins(content)])), "shell"
    if how in ("ci_pushed", "ci_own", "ci_local"):
        scripts = _yaml_scripts(content)
        if scripts is None:
            return "", "shell"
        scripts = [secret_names(s) for s in scripts]
        return "\n".join(scripts if how == "ci_local" else network_lines(scripts, how == "ci_pushed")), "shell"
    if how == "recipe_yaml":
        scripts = _yaml_scripts(_JINJA_VALUE.sub("x", _JINJA_BLOCK.sub("", content[:_LIMIT])))
        return _conda("\n".join(scripts or [])), "shell"
    if how == "container_def":
        inside = network_lines([_sections(content, _DEF_RUNS - {"setup"}, None)])
        return "\n".join([_sections(content, frozenset({"setup"}), None), *inside]), "shell"
    if how == "conda_sh":
        return _conda(content[:_LIMIT]), "shell"
    if how == "gradle_sub":
        return None if _GRADLE_SUB.search(content[:_LIMIT]) else ("", "shell")
    if how == "rpm_spec":
        return _sections(content, _RPM_RUNS, _RPM_OTHER), "shell"
    if how == "indented":
        return recipe_lines("\n".join(line.strip() for line in content[:_LIMIT].splitlines()
                                       if line[:1] in (" ", "\t"))), "shell"  # round 47 (he): ${D}${bindir}
    if how == "pubspec":
        return None if _pub_foreign(content) else ("", "shell")
    if how == "nix_build":
        return _nix_strings(content), "shell"
    return (None if _SCHEME_RUNS.search(content[:_LIMIT]) else ("", "shell")) if how == "scheme_code" else None
