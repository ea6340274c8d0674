"""Round 16 (issue 25): code a tool or a loader fetches from a source Tier 1 cannot vouch for, and runs.

* JVM launchers: ``jbang URL`` (a script from the network), ``jbang trust add URL`` (every later script of that
  source runs unasked), ``jbang --repos URL``; coursier ``cs … -r|--repository URL`` and ``--channel URL`` off
  Maven Central; Maven's ``-DremoteRepositories=URL``; Gradle ``--init-script|-I`` given a URL or a temp file;
* ``mvn … exec:exec -Dexec.executable=X -Dexec.args=Y`` (the exec-maven-plugin): the command ``X Y`` is read;
* PHP ``-d allow_url_include=On`` (includes of URLs) and ``-d auto_prepend_file|auto_append_file`` given a URL
  or a temp file;
* code that deserialises objects which run code when loaded (``pickle``, ``joblib``, ``dill``, ``cloudpickle``,
  ``torch.load`` without ``weights_only=True``, ``pd.read_pickle``, ``np.load(allow_pickle=True)``,
  ``yaml.unsafe_load``, ``marshal``, Ruby ``Marshal.load``, PHP ``unserialize``) from the network (a URL literal
  of a remote scheme, ``urlopen``, ``requests``/``httpx``, ``load_state_dict_from_url``);
* ``torch.hub.load`` of a repository whose owner is not a known publisher (it imports ``hubconf.py`` from it),
  and ``trust_remote_code=True`` (a model or dataset repository's Python runs here).

Local files, ``weights_only=True``, published hub repositories and the launchers' list/help commands stay open.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.foreign_builds import foreign_build_reasons
from evaluation.verdicts.tier1.literal_gate import gated
from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands
from evaluation.verdicts.tier1.word_branches import compiled

_URL = re.compile(r"^[a-z][a-z0-9+.-]*://", re.IGNORECASE)
_TEMP = ("/tmp/", "/var/tmp/", "/dev/shm/")
_URL_RUNNERS = frozenset({"scala-cli", "scala", "kotlinc", "kotlin", "groovy", "amm", "nimble", "raco", "crystal",
                          "lein", "clj", "clojure", "swift", "dotnet-script", "csi", "elixir", "escript"})
"""Launchers that fetch a script or a package from any URL they are given and run or install it."""
_RUNNER_VERBS = frozenset({"run", "install", "pkg", "shebang", "script", "exec", "-script"})
_URL_OPTIONS = {"raco": ("--catalog", "--source"), "cabal": ("--project-file",), "stack": ("--resolver",), "kubectl": ("--manifest-url",),
                "krew": ("--manifest-url",), "terraform": ("-plugin-dir",), "opam": (), "luarocks": ("--server",
                "--only-server"), "cpanm": ("--mirror",)}
"""Options that point a tool at a catalog, project file, manifest or plugin place (a URL off the public sources)."""
_ANY_URL_ARGUMENT: dict[str, frozenset[str] | None] = {
    "nix-env": None, "nix-build": None, "nix-shell": None, "guix": frozenset({"pull", "time-machine", "install"}),
    "pulumi": frozenset({"plugin"}), "arduino-cli": None, "pio": frozenset({"pkg", "lib", "platform"}),
    "platformio": frozenset({"pkg", "lib", "platform"}), "west": frozenset({"init", "update"}),
    "idf.py": frozenset({"add-dependency", "update-dependencies"}), "mix": frozenset({"hex.repo", "archive.install"}),
    "dart": frozenset({"pub"}), "flutter": frozenset({"pub"}), "conan": frozenset({"remote", "install",
    "create", "config"}), "vcpkg": frozenset({"install", "x-update-registry"}), "pixi": frozenset({"add", "install",
    "project", "global"}), "rustup": frozenset({"toolchain", "install", "update"}), "opam": None,
    "elan": None, "ghcup": frozenset({"install", "set", "config"}), "juliaup": frozenset({"add", "link"}), "esy": None}
"""Installers and environment managers whose packages, registries, manifests or toolchains come from any URL they
are given (``mix hex.repo add NAME URL``, ``dart pub global activate --source git URL``, ``west init -m URL``,
``arduino-cli --additional-urls URL``, ``nix-env -if URL``, ``stack --resolver URL``): one off the public sources is
code Tier 1 never sees, run here (toolchains, board tools, extension commands, build hooks)."""
_ECOSYSTEM_SOURCES = ("pub.dev", "pub.dartlang.org", "storage.googleapis.com/flutter_infra", "hex.pm", "repo.hex.pm",
                      "hackage.haskell.org", "stackage.org", "cran.r-project.org", "cloud.r-project.org",
                      "pkg.julialang.org", "opam.ocaml.org", "luarocks.org", "cpan.org", "metacpan.org",
                      "downloads.arduino.cc", "registry.platformio.org", "cache.nixos.org", "channels.nixos.org",
                      "releases.nixos.org", "static.rust-lang.org", "maven.google.com", "dl.google.com",
                      "raw.githubusercontent.com/espressif/", "espressif.github.io", "adafruit.github.io",
                      "raw.githubusercontent.com/adafruit/", "arduino.esp8266.com", "github.com/", "gitlab.com/",
                      "conan.io", "center.conan.io", "api.pulumi.com", "get.pulumi.com", "download.swift.org",
                      "downloads.haskell.org", "julialang-s3.julialang.org", "git.savannah.gnu.org", "codeberg.org/guix")


def _off_ecosystem(url: str) -> bool:
    """A URL off the public registries (:data:`package_sources.PUBLIC_HOSTS`) and the ecosystems' own sources."""
    rest = re.sub(r"^\w+(?:\+\w+)?://", "", url).lower()
    return bool(foreign_url(url)) and not any(rest.startswith(s) or rest.split("/", 1)[0].endswith("." + s)
                                             for s in _ECOSYSTEM_SOURCES)


_PKG_URL = gated(r"""\b(?:Pkg\.(?:Registry\.)?add|Registry\.add|install_url|install_git|source_url)\s*\(\s*"""
                      r"""(?:url\s*=\s*)?["'](\w+://[^"']{1,500})["']""")
_JBANG_READS = frozenset({"trust list", "trust remove", "cache clear", "version", "--version", "--help", "-h",
                          "info", "alias list", "catalog list", "template list", "app list", "edit", "init"})
_DESERIALISE = compiled(
    r"\b(?:pickle|cPickle|dill|cloudpickle|marshal|joblib|Marshal)\.loads?\s*\(|\bread_pickle\s*\(|"
    r"\btorch\.load\s*\(|load_state_dict_from_url\s*\(|\bload_url\s*\(|allow_pickle\s*=\s*True|"
    r"\byaml\.(?:unsafe_load|load)\s*\([^)]*Loader\s*=\s*(?:yaml\.)?(?:Unsafe)?Loader\b|\byaml\.unsafe_load\s*\(|"
    r"\bunserialize\s*\(|YAML\.unsafe_load|\bshelve\.open\s*\(")
_NETWORK = compiled(r"""["'](?:https?|s3|gs|gcs|az|abfss?|hf|ftp)://|urlopen|\brequests\.|\bhttpx\.|"""
                      r"""load_state_dict_from_url|\bload_url\s*\(|URI\.open|Net::HTTP|file_get_contents\s*\(\s*["']https?""")
_WEIGHTS_ONLY = re.compile(r"weights_only\s*=\s*True")
_HUB_LOAD = gated(r"""\bhub\.load\s*\(\s*(?:repo_or_dir\s*=\s*)?["']([A-Za-z0-9_.-]+)/""")
_HUB_PUBLISHERS = frozenset({"pytorch", "facebookresearch", "huggingface", "nvidia", "NVIDIA", "intel-isl",
                             "ultralytics", "snakers4", "openai", "google", "microsoft", "pytorch-labs"})
_REMOTE_CODE = gated(r"\btrust_remote_code\s*=\s*True")


def _jbang(argv: tuple[str, ...]) -> str | None:
    """``jbang [run] URL``, ``jbang trust add URL``, ``jbang app install URL``, ``--repos URL``: the script, the
    trusted source or the repository (the script's own arguments are not)."""
    words = [a for a in argv[1:] if not a.startswith("-")]
    if " ".join(words[:2]) in _JBANG_READS or (words[:1] and words[0] in _JBANG_READS):
        return None
    skip = 2 if words[:2] in (["trust", "add"], ["app", "install"]) else 1 if words[:1] == ["run"] else 0
    candidates = words[skip:skip + 1] + _option_values(argv, ("--repos", "--repo"))
    url = next((c for c in candidates if _URL.match(c)), None)
    return f"jbang runs or trusts code from {url!r}, a source Tier 1 never sees" if url else None


def _option_values(argv: tuple[str, ...], names: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for i, word in enumerate(argv):
        for name in names:
            if word == name and i + 1 < len(argv):
                out.append(argv[i + 1])
            elif word.startswith(name + "=") or (name.startswith("-D") and word.startswith(name + "=")):
                out.append(word.split("=", 1)[1])
    return out


def _properties(argv: tuple[str, ...]) -> dict[str, str]:
    """``-Dkey=value`` (and ``-D key=value``) of a JVM launcher."""
    out: dict[str, str] = {}
    for i, word in enumerate(argv):
        text = argv[i + 1] if word == "-D" and i + 1 < len(argv) else word[2:] if word.startswith("-D") else ""
        if "=" in text:
            key, value = text.split("=", 1)
            out[key] = value
    return out


def _foreign_or_temp(value: str) -> bool:
    return bool(_URL.match(value)) or value.startswith(_TEMP)


def tool_reasons(command: SimpleCommand) -> tuple[list[str], list[str]]:
    """``(scripts, reasons)``: commands a launcher's options run, and why it runs code from a foreign source."""
    program, argv = command.program, command.argv
    scripts: list[str] = []
    reasons: list[str] = []
    if program == "jbang":
        reason = _jbang(argv)
        reasons += [reason] if reason else []
    elif program in ("cs", "coursier"):
        for value in _option_values(argv, ("-r", "--repository", "--channel")):
            if foreign_url(value) or (value.startswith(("http://", "https://")) and "maven.org" not in value):
                reasons.append(f"{program} fetches and runs artifacts from {value!r}, a repository off Maven Central")
    elif program in ("mvn", "mvnw"):
        properties = _properties(argv)
        executable = properties.get("exec.executable")
        if executable:
            scripts.append(f"{executable} {properties.get('exec.args', '')}")
        remote = properties.get("remoteRepositories", "")
        if remote and foreign_url(remote):
            reasons.append(f"{program} fetches artifacts from {remote!r}, a repository off Maven Central")
    elif program in ("gradle", "gradlew"):
        for value in _option_values(argv, ("--init-script", "-I")):
            if _foreign_or_temp(value):
                reasons.append(f"{program} runs the init script {value!r}, fetched or from a temp place")
    elif program.startswith("php"):
        for value in _option_values(argv, ("-d",)):
            key, _, setting = value.partition("=")
            if key.strip() == "allow_url_include" and setting.strip().lower() in ("1", "on", "true", "yes"):
                reasons.append("php allows include of URLs (allow_url_include): code from the network runs")
            elif key.strip() in ("auto_prepend_file", "auto_append_file") and _foreign_or_temp(setting.strip()):
                reasons.append(f"php runs {setting.strip()!r} before every script ({key.strip()})")
    verbs = _ANY_URL_ARGUMENT.get(program, frozenset())
    first = next((a for a in argv[1:] if not a.startswith("-")), "")
    if program in _ANY_URL_ARGUMENT and (verbs is None or first in verbs):
        url = next((v for a in argv[1:] for v in (a, a.split("=", 1)[-1]) if _URL.match(v) and _off_ecosystem(v)),
                   None)
        if url:
            reasons.append(f"{program} installs or runs code from {url!r}, a source off the public registries")
    if program in _URL_RUNNERS or (program in _URL_OPTIONS and not reasons):
        names = _URL_OPTIONS.get(program, ())
        values = _option_values(argv, names) if names else []
        if program in _URL_RUNNERS:  # the script or package operand, after the launcher's verbs (not its arguments)
            operands = [a for a in argv[1:] if not a.startswith("-")]
            operands = operands[next((i for i, o in enumerate(operands) if o not in _RUNNER_VERBS), len(operands)):]
            values += operands[:1]
        url = next((v for v in values if _URL.match(v) and (program in _URL_RUNNERS or foreign_url(v))), None)
        if url or (program == "terraform" and any(v.startswith(_TEMP) for v in _option_values(argv, ("-plugin-dir",)))):
            reasons.append(f"{program} runs or installs code from {url or 'a temp plugin directory'!r}, a source Tier 1 "
                           "never sees")
    return scripts, reasons


def code_reasons(code: str) -> list[str]:
    """Why interpreter ``code`` runs code from a foreign source (a deserialised download, a hub repository)."""
    reasons: list[str] = []
    if _DESERIALISE.search(code) and _NETWORK.search(code) and not _WEIGHTS_ONLY.search(code):
        reasons.append("code deserialises an object fetched from the network (a pickle runs code when loaded)")
    for owner in _HUB_LOAD.findall(code):
        if owner not in _HUB_PUBLISHERS:
            reasons.append(f"torch.hub.load imports hubconf.py from the repository of {owner!r}, code Tier 1 never "
                           "sees")
    for url in _PKG_URL.findall(code):
        if _off_ecosystem(url):
            reasons.append(f"code installs a package or registry from {url!r}, a source off the public registries")
    if _REMOTE_CODE.search(code):
        reasons.append("trust_remote_code=True runs a model or dataset repository's Python code")
    return reasons


def derived(command: SimpleCommand, code: str | None, counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """Commands and opaque reasons of this module for one command (and its inline code)."""
    scripts, reasons = tool_reasons(command)
    reasons += foreign_build_reasons(command)  # round 22 (t2g): remote build contexts, temp build files, mint
    if code:
        reasons += code_reasons(code)
    out: list[SimpleCommand] = []
    for script in scripts:
        try:
            out += parse_commands(script, depth=command.depth + 1, context="shell_c", counter=counter)
        except ShellSyntaxError as exc:
            reasons.append(f"cannot read the command {command.program} runs ({exc})")
    return out, reasons
