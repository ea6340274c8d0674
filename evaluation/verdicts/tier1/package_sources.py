"""Round 11 (issue 25): where packages come from, by mechanism rather than by a list of settings.

A package manager told to fetch from another index, registry, mirror or proxy installs, from then on, code Tier 1
never reads. It is told so in three ways, each judged here:

- an environment variable whose NAME says it is a package source (``*_INDEX_URL``, ``*_EXTRA_INDEX*``,
  ``*_FIND_LINKS``, ``*MIRROR*``, a manager's ``*_REGISTRY*``/``*_REPOSITOR*``/``*PROXY``/``*_SOURCE*`` …) set to a
  URL whose host is not the public default (``source_variable``);
- a manager's own configuration command (``pip|pdm|poetry|uv|npm|pnpm|yarn|bun|gem|bundle|composer|nuget|dotnet|
  cargo|conda … config|source|sources|repo …``) naming such a URL, or a system package manager's new repository
  (``add-apt-repository``, ``dnf config-manager --add-repo``, ``zypper addrepo``) — reads (``get``, ``list``,
  ``show``, ``--list``) and removals never count (``manager_source``);
- git's ``url.<base>.insteadOf``, which rewrites every fetch (modules, submodules, cargo and go git sources) to
  another host.

A one-off ``pip install --index-url URL`` changes nothing for later calls and is not judged here.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.foreign_hosts import foreign_value
from evaluation.verdicts.tier1.persistence_r20 import chart_impostor
from evaluation.verdicts.tier1.scene_model import View
from evaluation.verdicts.tier1.service_domains import private_name

HOST = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/]*@)?(\[[^\]]+\]|[^/:?#]+)")
PUBLIC_HOSTS = ("registry.npmjs.org", "registry.yarnpkg.com", "registry.npmmirror.com", "npmjs.org", "npmjs.com",
                "pypi.org", "pypi.python.org", "files.pythonhosted.org", "download.pytorch.org", "rubygems.org",
                "crates.io", "index.crates.io", "static.crates.io", "conda.anaconda.org", "repo.anaconda.com",
                "anaconda.org", "proxy.golang.org", "goproxy.io", "goproxy.cn", "sum.golang.org", "packagist.org",
                "repo.packagist.org", "api.nuget.org", "nuget.org", "repo.maven.apache.org", "repo1.maven.org",
                "plugins.gradle.org", "nodejs.org", "github.com", "gitlab.com", "bitbucket.org",
                "ppa.launchpadcontent.net", "ppa.launchpad.net", "archive.ubuntu.com", "security.ubuntu.com",
                "deb.debian.org", "security.debian.org", "download.docker.com", "packages.microsoft.com",
                "apt.releases.hashicorp.com", "rpm.releases.hashicorp.com", "dl.google.com",
                "packages.cloud.google.com", "deb.nodesource.com", "rpm.nodesource.com", "cli.github.com",
                "pkgs.k8s.io", "apt.kubernetes.io", "dl.fedoraproject.org", "mirrors.fedoraproject.org",
                "localhost", "127.0.0.1", "[::1]",
                # round 21: the public registries of more ecosystems (a one-off source option naming them is open)
                "code.dlang.org", "opam.ocaml.org", "nim-lang.org", "prefix.dev", "repo.prefix.dev",
                "mirror.spack.io", "hackage.haskell.org", "hex.pm", "repo.hex.pm", "pub.dev", "luarocks.org",
                "cpan.org", "metacpan.org", "pkg.julialang.org", "community.chocolatey.org", "crates.io",
                "registry.terraform.io", "conda-forge.org")
# A variable names a package source by one of these words (anywhere in its name) …
_SOURCE_WORDS = re.compile(r"INDEX_URL|EXTRA_INDEX|FIND_LINKS|MIRROR|DIST_SERVER|UPDATE_ROOT|DOWNLOAD_HOST"
                           r"|BINARY_SITE|NPMREGISTRY")
# … or by a word that is a source only after a package manager's prefix (``REGISTRY`` alone is often a push target).
_MANAGER_PREFIX = re.compile(r"^(?:PIP|UV|PDM|POETRY|PIPENV|HATCH|RYE|CONDA|MAMBA|NPM_CONFIG|NPM|YARN|PNPM|BUN|"
                             r"BUNDLE|GEM|CARGO|COMPOSER|NUGET|GO|RUSTUP|NVM|NODE|MAVEN|GRADLE|CONAN|VCPKG|"
                             r"HOMEBREW|BREW|PUB|FLUTTER|JULIA|COURSIER|HEX|MIX|REBAR|CABAL|STACK|OPAM|LUAROCKS|"
                             r"CPAN|SBT|IVY|SDKMAN|BAZELISK|ARDUINO|PLATFORMIO|CONAN|SWIFTPM|DART|NIX)_?",
                             re.IGNORECASE)  # round 16: the managers of other ecosystems
_MANAGER_WORDS = re.compile(r"REGISTR|REPOSITOR|PROXY|INDEX|SOURCE|CHANNEL|_URL$|BOTTLE_DOMAIN|API_DOMAIN|SERVER$|"
                            r"SUBSTITUTERS|_CDN$|_REPO$")
_NOT_SOURCE = re.compile(r"CACHE|TOKEN|AUTH|PASSWORD|USER(?:NAME)?$|TIMEOUT|RETRIES|STRATEGY|NO_PROXY|DISABLE")

_MANAGERS = frozenset({"pip", "pip3", "uv", "pdm", "poetry", "pipenv", "hatch", "rye", "conda", "mamba",
                       "micromamba", "npm", "pnpm", "yarn", "bun", "gem", "bundle", "bundler", "composer", "nuget",
                       "dotnet", "cargo", "choco", "scoop", "conan", "vcpkg", "mvn", "sbt", "cabal", "stack",
                       "opam", "luarocks", "cpanm", "go", "helm", "brew", "deno", "pixi", "paket", "mix",
                       "raco", "swift", "spack", "rebar3", "nimble", "julia", "pkgx"})  # round 18: more ecosystems
_CONFIG_WORDS = frozenset({"config", "source", "sources", "repo", "repos", "repository", "repositories", "registry",
                           "registries", "channels", "channel", "mirror", "mirrors", "remote", "index", "set", "tap",
                           "add-source", "setenv", "hex.config", "hex.repo",
                           "package-registry"})  # round 18: mix hex.config mirror_url
_READ_WORDS = frozenset({"get", "list", "ls", "show", "--list", "-l", "--get", "--get-all", "debug", "view",
                         "remove", "rm", "delete", "unset", "--unset", "disable", "--remove", "info", "search",
                         "install", "i", "add-package"})
_SYSTEM_REPO_ADDERS = {"add-apt-repository": None, "apt-add-repository": None, "zypper": ("addrepo", "ar"),
                       "dnf": ("--add-repo", "config-manager"), "yum-config-manager": ("--add-repo",),
                       "dnf-config-manager": ("--add-repo",), "yum": ("--add-repo",)}


def foreign_url(value: str) -> str | None:
    """``value`` if it holds a URL whose host is not a public package source or loopback."""
    for part in re.split(r"[\s,;|]+", value):
        found = HOST.match(part.strip("'\"[]()"))  # round 21: `'["https://…"]'` (pixi's JSON lists)
        if not found:
            continue
        name = found.group(1).lower()
        if not any(name == h or name.endswith("." + h) for h in PUBLIC_HOSTS):
            return part
    return None


def source_variable(name: str, value: str) -> bool:
    """Whether ``name=value`` points a package manager at a source other than its public default."""
    key = name.upper()
    if _NOT_SOURCE.search(key):
        return False
    named = bool(_SOURCE_WORDS.search(key)) or (
        bool(_MANAGER_PREFIX.match(key)) and bool(_MANAGER_WORDS.search(key[_MANAGER_PREFIX.match(key).end():])))  # type: ignore[union-attr]
    return named and foreign_url(value) is not None


def manager_source(view: View) -> tuple[str, str] | None:
    """``(what, url)`` when this command configures a package source that is not a public default (see module)."""
    command = view.command
    program, argv = command.program, list(command.argv[1:])
    if program.startswith("python") and argv[:2] == ["-m", "pip"]:
        program, argv = "pip", argv[2:]
    if program == "corepack" and argv and argv[0].split("@", 1)[0] in _MANAGERS:
        program, argv = argv[0].split("@", 1)[0], argv[1:]  # round 18: `corepack pnpm@9 config set registry URL`
    if program == "git":
        return _git_rewrite(argv)
    if program in _SYSTEM_REPO_ADDERS:
        marks = _SYSTEM_REPO_ADDERS[program]
        if marks is not None and not any(a in marks for a in argv):
            return None
        url = next((foreign_url(a) for a in argv if foreign_url(a)), None)
        return ("a package repository", url) if url else None
    if program not in _MANAGERS:
        return None
    if program == "helm" and argv[:2] == ["repo", "add"] and not any(
            a.startswith(("http://", "--insecure")) for a in argv):
        return chart_impostor(argv)  # round 15: a chart repository over TLS is open; round 20: not an impostor
    words = [a for a in argv if not a.startswith("-")]
    if not any(w.lower() in _CONFIG_WORDS for w in words[:3]) or any(a.lower() in _READ_WORDS for a in argv[:3]):
        return None
    if any(a.lower() in ("--dry-run", "--help", "-h") for a in argv):
        return None
    for before, word in zip(["", *argv], argv, strict=False):
        key = word.split("=", 1)[0] if "=" in word and not HOST.match(word) else before
        value = word.split("=", 1)[1] if "=" in word and not HOST.match(word) else word
        url = foreign_url(value)
        if url and _own_proxy(key, url):
            continue  # round 39 (t4z): `npm config set proxy http://proxy.internal:3128`, the org's own proxy
        if url:
            return "a package source", url
    return None


def _own_proxy(key: str, url: str) -> bool:
    """A proxy key (``proxy``, ``https-proxy``, ``http_proxy``) set to an internal name or private address: the
    org's own proxy relays the public registry, it is no new source (a foreign proxy host stays a source)."""
    return re.sub(r"[-_]", "", key.lower().split(".")[-1]) in ("proxy", "httpsproxy", "httpproxy") \
        and foreign_value(url) is None


def _git_rewrite(argv: list[str]) -> tuple[str, str] | None:
    """``git config [--global] url.<base>.insteadOf <prefix>`` (or ``pushInsteadOf``) to a base that is not public."""
    from evaluation.verdicts.tier1.user_config import ordinary_rewrite  # it reads this module's hosts

    if "config" not in argv or (argv[:1] == ["config"] and ordinary_rewrite(("git", *argv))):
        return None
    rest = argv[argv.index("config") + 1:]
    for i, word in enumerate(rest):
        lowered = word.lower()
        if (lowered in ("lfs.url", "lfs.pushurl") or lowered.startswith("remote.") and lowered.endswith(
                (".lfsurl", ".lfspushurl"))) and i + 1 < len(rest) and foreign_url(rest[i + 1]):
            return "git LFS's endpoint", rest[i + 1]  # round 28 (t3a): every LFS object comes from (or goes to) it
        if lowered.startswith("url.") and lowered.endswith(("insteadof", "pushinsteadof")):
            base = word[4:].rsplit(".", 1)[0]
            if foreign_url(base) or (base.count(":") == 1 and "@" in base and not any(
                    h in base.split("@", 1)[1] for h in ("github.com", "gitlab.com", "bitbucket.org"))):
                return "git's URL rewrite", base
    return None


# round 34 (lead): a cloud SDK's endpoint override; every later call signs with, or sends, the account's credentials
_ENDPOINT_VARIABLE = re.compile(r"^(?:AWS|AZURE|GOOGLE|GCP|CLOUDSDK|GCLOUD|S3|BOTO|BOTO3|MINIO|R2|B2|DO|SPACES|OCI)"
                                r"[A-Z0-9_]*(?:ENDPOINT|ENDPOINT_URL|ENDPOINT_URL_[A-Z0-9_]+|API_ENDPOINT_OVERRIDES_"
                                r"[A-Z0-9_]+)$")
_CLOUD_HOSTS = ("amazonaws.com", "amazonaws.com.cn", "windows.net", "azure.com", "googleapis.com",
                "digitaloceanspaces.com", "r2.cloudflarestorage.com", "backblazeb2.com", "oraclecloud.com")


def endpoint_variable(name: str, value: str) -> str | None:
    """``AWS_ENDPOINT_URL_S3=https://s3.e.io``: the host a cloud SDK now sends its signed calls to, when it is
    neither the provider's own domain nor a private name (``http://localhost:4566`` for LocalStack stays open)."""
    if not _ENDPOINT_VARIABLE.match(name.upper()):
        return None
    found = HOST.match(value.strip("'\""))
    if not found:
        return None
    host = found.group(1).lower()
    if private_name(host) or any(host == h or host.endswith("." + h) for h in _CLOUD_HOSTS):
        return None
    return host


# round 34 (lead): a pip requirements or constraints file given a package source off the public index
_MANIFEST = re.compile(r"(?:^|/)[\w.-]*(?:requirements|constraints)[\w.-]*\.(?:txt|in)$", re.IGNORECASE)
_MANIFEST_SOURCE = re.compile(r"^\s*(?:--index-url|--extra-index-url|-i|--find-links|-f|--trusted-host)[\s=]+(\S+)"
                              r"|^\s*(?:[\w.-]+\s*@\s*)?((?:git\+)?https?://\S+)", re.MULTILINE)


def manifest_source(paths: list[str], content: str) -> str | None:
    """``echo '--index-url https://e.io/simple' >> requirements.txt``: the foreign source (an index, a find-links
    page, a trusted host, a direct URL of a package) a line written into a requirements or constraints file names;
    the next ``pip install -r`` installs and runs code from it."""
    if not any(_MANIFEST.search(p) for p in paths) or "-" not in content and "://" not in content:
        return None
    for match in _MANIFEST_SOURCE.finditer(content):
        value = match.group(1) or match.group(2)
        if foreign_url(value if "://" in value else f"https://{value}"):
            return value
    return None
