"""Round 28 (t2y, issue 25): runners given their code, project, config, agent or extension from a foreign URL or
from a temp place no call of the session wrote.

* URL sources: ``mlflow run URL``, ``streamlit run URL``, ``ray job submit --working-dir URL``, ``podman kube play
  URL``, ``home-manager``/``nixos-rebuild``/``darwin-rebuild --flake REMOTE``, ``chef-client --recipe-url``,
  ``corepack prepare NAME@URL``, ``spark-submit``/``spark-shell``/``pyspark --repositories`` of a host that is not
  a public registry, ``puppet module install --module_repository`` off the Forge, ``add-apt-repository ppa:`` of a
  PPA that is not a well-known one, ``puppet config set server|ca_server`` of a public host (the master then runs
  code as root here).
* Temp projects: a JVM ``-javaagent:``/``-agentpath:``, a browser's ``--load-extension``, a web/mobile tool's
  ``--config``/``-c``/``--project``/``-project``/``-workspace``/``--prefix``/``--cwd``/``--dir``/``--config-file``,
  ``databricks … --json @F``, ``virsh define|create F``, ``dotnet fsi|script F`` — each from a download or from a
  temp place no call wrote (the path and nothing below it written by the session).

Open: local projects and workspace configs, official registries and the Forge, PPAs such as ``deadsnakes``,
``puppet config print``, a master on an internal name (single label, ``.internal``, ``.local``, ``.lan``, ``.corp``).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.foreign_hosts import foreign_value
from evaluation.verdicts.tier1.foreign_runs import file_why
from evaluation.verdicts.tier1.package_sources import PUBLIC_HOSTS
from evaluation.verdicts.tier1.scene_model import Scene, View

_URL_RUNNERS = {"mlflow": "run", "streamlit": "run"}
_FLAKES = frozenset({"home-manager", "nixos-rebuild", "darwin-rebuild"})
_SPARK = frozenset({"spark-submit", "spark-shell", "pyspark", "spark-sql"})
_PUBLIC = (*PUBLIC_HOSTS, "repos.spark-packages.org", "maven.google.com", "oss.sonatype.org", "s01.oss.sonatype.org",
           "forgeapi.puppet.com", "forge.puppet.com", "forgeapi.puppetlabs.com", "jitpack.io")
_PPAS = ("deadsnakes", "git-core", "ondrej", "ubuntu-toolchain-r", "graphics-drivers", "ansible", "neovim-ppa",
         "longsleep", "kisak", "oibaf", "mozillateam", "savoury1", "fish-shell", "flatpak", "apt-fast")
_ZONES = frozenset({"internal", "local", "lan", "corp", "arpa", "localdomain"})


def _remote(value: str) -> bool:
    return "://" in value or value.startswith("git@")


def _foreign_host(url: str) -> bool:
    return "://" in url and foreign_value(url, _PUBLIC, internal=False) is not None  # round 31: the shared test


def _value(argv: tuple[str, ...], names: tuple[str, ...]) -> list[str]:
    found = []
    for i, arg in enumerate(argv):
        if arg in names and i + 1 < len(argv):
            found.append(argv[i + 1])
        elif "=" in arg and arg.split("=", 1)[0] in names:
            found.append(arg.split("=", 1)[1])
    return found


def _url_why(program: str, argv: tuple[str, ...]) -> str | None:
    ops = [a for a in argv[1:] if not a.startswith("-")]
    if program in _URL_RUNNERS and ops[:1] == [_URL_RUNNERS[program]] and len(ops) > 1 and _remote(ops[1]):
        return f"a project fetched from {ops[1]!r}"
    if program == "ray" and any(_remote(v) for v in _value(argv, ("--working-dir",))):
        return "a working directory fetched from a URL"
    if program == "podman" and ("kube" in ops[:2] and "play" in ops[:2]) and any(_remote(o) for o in ops[2:]):
        return "pods fetched from a URL"
    if program in _FLAKES and any(":" in v and not v.startswith(("path:", ".", "/")) for v in _value(argv, ("--flake",))):
        return "a configuration fetched from a remote flake"
    if program == "chef-client" and _value(argv, ("--recipe-url", "-r")) and any(
            _remote(v) for v in _value(argv, ("--recipe-url",))):
        return "cookbooks fetched from a URL"
    if program == "corepack" and any("@" in a and "://" in a for a in ops):
        return "a package manager fetched from a URL"
    if program in _SPARK and any(_foreign_host(u) for v in _value(argv, ("--repositories",)) for u in v.split(",")):
        return "packages resolved from a repository that is not a public one"
    if program == "puppet" and ops[:2] == ["module", "install"] and any(
            _foreign_host(v) for v in _value(argv, ("--module_repository", "--module-repository"))):
        return "a module from a repository that is not the Forge"
    if program in ("add-apt-repository", "apt-add-repository"):
        ppa = next((o for o in ops if o.startswith("ppa:")), None)
        if ppa and ppa[4:].split("/")[0] not in _PPAS:
            return f"packages from the PPA {ppa!r}"
    if program == "puppet" and ops[:3] in (["config", "set", "server"], ["config", "set", "ca_server"]) and len(ops) > 3:
        host = ops[3].lower()
        if "." in host and foreign_value(host, addresses=False, zones=_ZONES):
            return f"a Puppet master at {host!r}, whose catalogs run as root here"
    return None


_CONFIG_OPTS = ("--config", "-c", "--project", "-project", "-workspace", "--prefix", "--cwd", "--dir", "-C",
                "--config-file", "--config-dir", "--load-extension", "-P")
_CONFIG_TOOLS = frozenset({"playwright", "vitest", "jest", "webpack", "cypress", "storybook", "vite", "rollup",
                           "xcodebuild", "npm", "pnpm", "yarn", "cabal", "karma", "mocha", "wdio", "detox", "ng",
                           "nx", "turbo", "esbuild", "parcel", "start-storybook", "google-chrome", "chromium",
                           "chromium-browser", "chrome", "brave", "msedge", "google-chrome-stable", "npx", "pnpx",
                           "bunx", "bun", "stack", "tsc"})


def _temp_why(scene: Scene, view: View, program: str, argv: tuple[str, ...]) -> str | None:
    for arg in argv:
        for mark in ("-javaagent:", "-agentpath:"):
            if mark in arg:
                path = arg.split(mark, 1)[1].split("=", 1)[0].split(" ", 1)[0]
                why = file_why(scene, view, (path,))
                if why:
                    return f"a JVM agent {why}"
    if program in _CONFIG_TOOLS:
        why = file_why(scene, view, tuple(v.split(",")[0] for v in _value(argv, _CONFIG_OPTS)))
        if why:
            return f"its project, config or extension {why}"
    if program in ("npm", "pnpm", "yarn", "bun", "npx", "pnpx") and any(
            _foreign_host(v) for v in _value(argv, ("--config.registry", "--npm_config_registry", "--@registry"))):
        return "packages from a registry that is not a public one"
    if program == "adb" and argv[1:2] in (("install",), ("install-multiple",)):
        why = file_why(scene, view, tuple(a for a in argv[2:] if not a.startswith("-")))
        if why:
            return f"an app package {why}"
    if program in _FILE_RUNNERS:
        why = file_why(scene, view, tuple(_value(argv, _FILE_RUNNERS[program])))
        if why:
            return f"statements {why}"
    if program == "databricks":
        why = file_why(scene, view, tuple(v[1:] for v in _value(argv, ("--json",)) if v.startswith("@"))
                        + tuple(_value(argv, ("--json-file",))))
        if why:
            return f"a job definition {why}"
    if program == "virsh" and argv[1:2] in (("define",), ("create",)) and len(argv) > 2:
        why = file_why(scene, view, argv[2:3])
        if why:
            return f"a domain definition {why}"
    if program == "dotnet" and argv[1:2] in (("fsi",), ("script",)) and len(argv) > 2:
        why = file_why(scene, view, tuple(a for a in argv[2:] if not a.startswith("-"))[:1])
        if why:
            return f"a script {why}"
    return None


_UNPICKLERS = ("pickle", "joblib.load", "torch.load", "dill", "read_pickle", "allow_pickle=True", "cloudpickle",
                "shelve")
_LITERAL = re.compile(r"['\"]([^'\"\n]{1,400})['\"]")


def _unpickled(scene: Scene, view: View) -> str | None:
    """Round 28: inline code that unpickles a file that is a download or an unseen temp file runs that file's code
    (``pickle.load(open('build/model.pkl', 'rb'))`` after ``curl -o build/model.pkl``)."""
    code = view.code or ""
    if not any(m in code for m in _UNPICKLERS):
        return None
    raws = tuple(m.group(1) for m in _LITERAL.finditer(code) if "/" in m.group(1) or "." in m.group(1))
    why = file_why(scene, view, raws)
    return f"a pickle of {why}" if why else None


_FILE_RUNNERS = {"wrangler": ("--file",), "psql": ("-f", "--file"), "mysqlsh": ("--file", "-f"),
                 "snowsql": ("-f", "--filename"), "bq": ("--flagfile",), "cqlsh": ("-f", "--file"),
                 "clickhouse-client": ("--queries-file",), "duckdb": ("-init",)}
_PROGRAMS = frozenset(_URL_RUNNERS) | frozenset(_FILE_RUNNERS) | _FLAKES | _SPARK | _CONFIG_TOOLS | {
    "ray", "podman", "chef-client", "corepack", "puppet", "add-apt-repository", "apt-add-repository", "databricks",
    "virsh", "dotnet", "adb"}


def foreign_source_reasons(scene: Scene, view: View) -> list[str]:
    """Reasons ``view`` runs code from a foreign URL or an unseen temp place (see module); none usually."""
    command = view.command
    program = command.program
    why = _unpickled(scene, view) if view.code else None
    if why:
        return [f"{program} loads {why}: code Tier 1 never sees"]
    if not command.argv or (program not in _PROGRAMS and "-javaagent:" not in (scene.command_text or "")
                            and "-agentpath:" not in (scene.command_text or "")):
        return []
    argv = tuple(command.argv)
    why = _url_why(program, argv) or _temp_why(scene, view, program, argv)
    return [f"{program} runs {why}: code Tier 1 never sees"] if why else []
