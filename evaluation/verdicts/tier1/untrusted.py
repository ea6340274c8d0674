"""Round 13 (issue 25): installs and runs from a source Tier 1 cannot vouch for.

A package manager or runner told to take its code from somewhere other than its default registry by name installs
(and, through install scripts, runs) code nobody reviewed and Tier 1 never sees. The command fails closed
(``opaque_command``) when it is told so by:

* an operand or spec that is a URL, a VCS reference (``git+https://…``, ``git://``, ``git@host:``, ``github:x/y``,
  ``hg+``/``svn+``/``bzr+``, PEP 508 ``name @ URL``) or an OCI reference (``oci://``) — whatever the host: a
  repository is not the registry;
* an option that names another index, registry, server, source, repository or channel whose host is not the
  public default (``--index-url``, ``--extra-index-url``, ``--registry``, ``gem --source``, ``luarocks --server``,
  ``helm --repo``, ``composer --repository``, ``conda -c URL`` …; :func:`package_sources.foreign_url`), or a
  VCS source option (``cargo --git``, ``bundle add --git``) with any URL;
* an archive operand (``.tar.gz``, ``.whl``, ``.gem``, ``.deb``, ``.ez`` …) that lies in a world-writable temp
  place and is not the session's own scratch tree (:func:`origin.temp_root`), or that the session downloaded
  (written with content Tier 1 did not see);
* interpreter code that installs from a URL or repository (R ``remotes::``/``devtools::install_url|github|git…``,
  ``pak::pkg_install("github::…")``; round 39: by the argument's shape, :mod:`r_package_specs`), Julia
  ``Pkg.add(url=…)``), ``pre-commit try-repo`` of a remote,
  ``ansible-pull``, ``nix run|shell|develop|profile install`` of a flake that is not the registry's.

Benign and open: installs by NAME from the default registry (``pip install requests``, ``npm install -D x``,
``cargo install ripgrep``, ``go install host/mod@latest`` — Go fetches every module by its path and runs none of
its code at install time), ``pip install -e .``/``-r requirements.txt``, lockfile installs (``npm ci``), local
paths in the workspace (``pip install dist/x.whl``), ``pip download --no-deps NAME`` (fetches, builds nothing of
a wheel; an sdist by URL still counts), runners of a registry package by name, even ``@latest`` (``npx x@latest``
is ``npm install x`` then run: the registry's everyday use, left open as ``npm install`` is).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.foreign_taps import foreign_tap
from evaluation.verdicts.tier1.foreign_templates import known_github_installs
from evaluation.verdicts.tier1.org_mirrors import foreign_source, org_mirror
from evaluation.verdicts.tier1.origin import temp_root
from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.r_package_specs import r_install_spec
from evaluation.verdicts.tier1.scene_model import Scene, View

_REMOTE = re.compile(r"^(?:git\+|hg\+|svn\+|bzr\+|git://|git@[^:/\s]+:|ssh://|https?://|ftp://|oci://|"
                     r"(?:github|gitlab|bitbucket|gist|sourcehut|codeberg|tarball\+https?|git\+ssh):)",
                     re.IGNORECASE)
_PEP508_URL = re.compile(r"^[A-Za-z0-9._\[\],-]+ ?@ ?(?:git\+|hg\+|svn\+|bzr\+|https?://|file:)")
_ARCHIVE = re.compile(r"\.(?:tar\.gz|tgz|tar\.bz2|tbz2?|tar\.xz|txz|tar|zip|whl|egg|gem|crate|ez|rock|rockspec|"
                      r"nupkg|deb|rpm|apk|snap|vsix|jar|phar|flatpakref)$", re.IGNORECASE)
# program → the verbs that install or run what they fetch ("" = the program itself, any operand)
INSTALL_VERBS: dict[str, frozenset[str]] = {
    "pip": frozenset({"install", "download", "wheel"}), "pip3": frozenset({"install", "download", "wheel"}),
    "uv": frozenset({"pip", "add", "tool", "run", "sync", "python"}), "pipx": frozenset({"install", "inject", "run", "upgrade"}),
    "poetry": frozenset({"add"}), "pdm": frozenset({"add"}), "pipenv": frozenset({"install"}),
    "rye": frozenset({"add"}), "conda": frozenset({"install", "create"}), "mamba": frozenset({"install", "create"}),
    "micromamba": frozenset({"install", "create"}),
    "npm": frozenset({"install", "i", "add", "update", "exec", "x", "link", "create", "init"}),
    "yarn": frozenset({"add", "global", "dlx", "create"}), "pnpm": frozenset({"add", "install", "i", "dlx", "create"}),
    "bun": frozenset({"add", "install", "i", "x", "create"}), "gem": frozenset({"install", "specific_install"}),
    "bundle": frozenset({"add"}), "cargo": frozenset({"install", "add", "binstall"}), "cpanm": frozenset({""}),
    "cpan": frozenset({"install", ""}), "luarocks": frozenset({"install", "build", "make"}),
    "opam": frozenset({"install", "pin", "switch"}), "helm": frozenset({"install", "upgrade"}),
    "mix": frozenset({"archive.install", "escript.install"}), "composer": frozenset({"require", "create-project",
                                                                                   "global"}),
    "brew": frozenset({"install", "reinstall", "tap"}), "apt": frozenset({"install", "reinstall"}),
    "apt-get": frozenset({"install", "reinstall"}), "dnf": frozenset({"install", "reinstall"}),
    "yum": frozenset({"install", "localinstall", "reinstall"}), "zypper": frozenset({"install", "in"}),
    "dpkg": frozenset({"-i", "--install", "-x", "--unpack"}), "rpm": frozenset({"-i", "-U", "-ivh", "-Uvh",
                                                                                "--install", "--upgrade"}),
    "snap": frozenset({"install"}), "flatpak": frozenset({"install"}), "ansible-galaxy": frozenset({"install"}),
    "nix": frozenset({"run", "shell", "develop", "profile"}), "nix-env": frozenset({"-i", "--install", "-iA"}),
    "nix-shell": frozenset({""}), "pre-commit": frozenset({"try-repo"}), "code": frozenset({"--install-extension"}),
    "codium": frozenset({"--install-extension"}), "deno": frozenset({"install", "add"}),
    "easy_install": frozenset({""}), "dotnet": frozenset({"tool", "add", "new"}), "nuget": frozenset({"install"}),
    # round 15: plugin managers whose plugins are code run by every later command; a URL is a repository
    "asdf": frozenset({"plugin", "plugin-add"}), "mise": frozenset({"plugins", "plugin"}),
    "rtx": frozenset({"plugins", "plugin"}), "vagrant": frozenset({"plugin"}), "gh": frozenset({"extension", "ext"}),
    # round 19 (t1y): Raku's zef, cabal install of a URL
    "zef": frozenset({"install", "upgrade"}), "cabal": frozenset({"install"}),
    "r": frozenset({"INSTALL"}),  # round 27 (t2w): `R CMD INSTALL ARCHIVE` builds and installs it (its code runs)
    # round 34 (lead): data tools that install plugins and packages (`meltano add … --pip-url git+URL`, `dbt deps
    # --add-package URL`)
    "meltano": frozenset({"add", "install"}), "dbt": frozenset({"deps"}),
}
_SOURCE_OPTIONS = frozenset({"--index-url", "--extra-index-url", "--find-links", "--index", "--default-index",
                             "--registry", "--source", "--server", "--only-server", "--repo", "--repository",
                             "--repository-url", "--registry-url", "--add-source", "--channel", "--tap", "--from", "--only-sources",
                             "--plugin-source", "--mirror", "--pypy-mirror", "--python-downloads-json-url"})
_SHORT_SOURCE = {"pip": ("-i", "-f"), "pip3": ("-i", "-f"), "uv": ("-i", "-f"), "gem": ("-s",),
                 "conda": ("-c",), "mamba": ("-c",), "micromamba": ("-c",)}
_URL_IN = re.compile(r"https?://[^\s\"',}]+")
_VCS_OPTIONS = frozenset({"--git", "--hg", "--svn", "--github", "--pip-url", "--add-package"})
_R_REMOTE = re.compile(r"\b(?:remotes|devtools|pak|githubinstall)::\w*(?:install_(?:url|github|git|gitlab|bitbucket|"
                       r"svn|local|dev))\b|\binstall_github\(|\bsource_url\(|\bsource\([\"']https?:")
# `install.packages("https://…/x.tar.gz", repos = NULL)`, `install.packages("x", repos = "https://…")`
_R_REPOS = re.compile(r"install\.packages\([\"'](https?://[^\"']+)|repos ?= ?(?:c\()?[\"'](https?://[^\"']+)")
_SHORTHAND = re.compile(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+#[^\s#]+$")
# round 15: npm-package-arg reads `owner/repo` (no leading `@ . / ~`, no `:`) as a GitHub repository, ref or not
_BARE_SHORTHAND = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,100}/[A-Za-z0-9_.-]{1,100}(?:#\S{0,200})?$")
_NODE_ADDS = frozenset({"install", "i", "add", "update", "up", "global"})
_NODE_VALUE_OPTIONS = frozenset({"--prefix", "-C", "--dir", "--cwd", "-w", "--workspace", "--filter", "-F", "--tag",
                                 "--cache", "--userconfig", "--globalconfig", "--omit", "--include", "--loglevel",
                                 "--registry", "--install-strategy", "--modules-folder", "--store-dir",
                                 "--virtual-store-dir", "--lockfile-dir", "--save-prefix", "--cpu", "--os"})
_NODE_MANAGERS = frozenset({"npm", "yarn", "pnpm", "bun"})
_JULIA_REMOTE = re.compile(r"\bPkg\.(?:add|develop|dev)\b")
_URL_ARG = re.compile(r"\burl ?= ?[\"']|[\"'](?:https?|git)://")
_R_PROGRAMS = frozenset({"rscript", "r"})
_JULIA = frozenset({"julia"})


def _program(view: View) -> tuple[str, list[str]]:
    command = view.command
    program, argv = command.program, list(command.argv[1:])
    if program.startswith("python") and argv[:2] == ["-m", "pip"]:
        return "pip", argv[2:]
    if program == "uv" and argv[:1] == ["pip"]:
        return "uv", argv
    return program, argv


def _option_values(program: str, argv: list[str], taken: set[int]) -> list[tuple[str, str]]:
    """``(option, value)`` of the source options; the indexes of values given as separate words join ``taken``."""
    shorts = _SHORT_SOURCE.get(program, ())
    out = []
    for i, word in enumerate(argv):
        name, _, value = word.partition("=")
        if word.startswith("--") and value and (name in _SOURCE_OPTIONS or name in _VCS_OPTIONS):
            out.append((name, value))
        elif (word in _SOURCE_OPTIONS or word in _VCS_OPTIONS or word in shorts) and i + 1 < len(argv):
            taken.add(i + 1)
            out.append((word, argv[i + 1]))
        elif shorts and word[:2] in shorts and len(word) > 2 and not word.startswith("--"):
            out.append((word[:2], word[2:]))
    return out


def _unknown_archive(scene: Scene, view: View, word: str) -> str | None:
    if not _ARCHIVE.search(word) or any(t.raw == word for t in view.writes):
        return None
    for path in scene.canon(view, word) or ():
        if path in scene.written and scene.written[path] is None and made_here(scene, path) is not False:
            return f"{word!r}, an archive downloaded or written with content Tier 1 did not see"
        root = in_temp(scene, path)
        if root is not None and path not in scene.written:
            return f"{word!r}, an archive in the world-writable {root} that no call of this session made"
    return None


DOWNLOADERS = frozenset({"curl", "wget", "wget2", "fetch", "aria2c", "http", "https", "xh", "curlie",
                         "lwp-request", "get", "lynx", "w3m", "links"})


def made_here(scene: Scene, path: str) -> bool | None:
    """True when a downloader of this call writes ``path``, False when only other programs of this call do
    (``tar czf /tmp/x.tgz src``: the session's own archive), None when no view of this call writes it (an
    earlier call did: who, Tier 1 no longer knows, so it counts as unknown)."""
    writers = [v.command.program for v in scene.views for t in v.writes
               if path in (scene.canon(v, t.raw) or ())]
    if not writers:
        return None
    return any(w in DOWNLOADERS for w in writers)


def in_temp(scene: Scene, path: str) -> str | None:
    """The temp root holding ``path`` when it is not inside the session's own places (workspace, home, profile:
    a test's home may live under ``/tmp``) nor a plain scratch tree below the root; else None."""
    root = temp_root(path)
    if root is None or any(p and is_within(path, p) for p in (scene.workspace, scene.home, scene.hermes_home)):
        return None
    return root if root == "/dev/shm" or not posixpath_depth_plain(path, root) else None


def posixpath_depth_plain(path: str, root: str) -> bool:
    """Whether ``path`` lies in a plain (not hidden) directory below ``root`` (a session's scratch tree)."""
    below = path[len(root) + 1:].split("/")
    return len(below) > 1 and not any(part.startswith(".") for part in below)


def _cran_foreign(url: str) -> bool:
    """A URL that is neither CRAN nor one of its public mirrors (``cloud.r-project.org``, RStudio's, Posit's)."""
    found = re.match(r"https?://([^/:?#]+)", url)
    host = found.group(1).lower() if found else ""
    return not host.endswith(("r-project.org", "rstudio.com", "posit.co")) and foreign_url(url) is not None \
        and not org_mirror(url)  # round 39 (lead fa): the org's own CRAN proxy (`https://rspm.x.internal/…`)


def _code_install(scene: Scene, view: View, program: str, argv: list[str]) -> str | None:
    code = " ".join(argv)
    remotes = len(_R_REMOTE.findall(code)) if program in _R_PROGRAMS else 0
    if remotes and known_github_installs(scene, code, remotes):
        remotes = 0  # round 33 (t3v): `remotes::install_github("tidyverse/dplyr")`, a known organisation's
    if program in _R_PROGRAMS and (remotes or any(
            _cran_foreign(m.group(1) or m.group(2)) for m in _R_REPOS.finditer(code))):
        return f"{program} code installs a package from a URL or a repository, code Tier 1 never sees"
    spec = r_install_spec(scene, view, code) if program in _R_PROGRAMS else None  # round 39 (lead fa)
    if spec:
        return f"{spec}, code Tier 1 never sees"
    if program in _JULIA and _JULIA_REMOTE.search(code) and _URL_ARG.search(code):
        return "julia's Pkg installs a package from a URL, code Tier 1 never sees"
    return None


_GH_OFFICIAL = ("github/", "cli/")


def _gh_extension(argv: list[str]) -> str | None:
    """``gh extension install OWNER/REPO|URL``: a repository's code that every later ``gh NAME`` runs (the
    ``github/`` and ``cli/`` owners' are GitHub's own)."""
    words = [w for w in argv if not w.startswith("-")]
    if words[:2] not in (["extension", "install"], ["ext", "install"]) or len(words) < 3:
        return None
    spec = words[2]
    if spec == "." or spec.lower().startswith(_GH_OFFICIAL) or spec.lower().startswith(
            tuple("https://github.com/" + o for o in _GH_OFFICIAL)):
        return None
    return f"gh extension install {spec!r}: a repository's code that later gh calls run, which Tier 1 never sees"


_DEFAULT_REPOS = {"mix": ("--repo", "hexpm"), "cargo": ("--registry", "crates-io")}


def _named_source(program: str, argv: list[str]) -> str | None:
    """Round 25 (t2p): a repository named, not given by URL, that is not the tool's default (``mix archive.install hex
    x --repo gh-mirror``, ``cargo install x --registry corp``): configured elsewhere, code Tier 1 never sees; and
    krew's plugin indexes (``kubectl krew index add NAME URL``, ``krew install NAME/plugin`` of a custom index)."""
    if program in ("kubectl", "oc") and argv[:1] == ["krew"] or program == "kubectl-krew":
        words = [w for w in (argv[1:] if argv[:1] == ["krew"] else argv) if not w.startswith("-")]
        if words[:2] == ["index", "add"] and len(words) >= 4:
            return f"krew adds the plugin index {words[3]!r}: every plugin installed from it is code Tier 1 never sees"
        custom = next((w for w in words[1:] if words[:1] in (["install"], ["upgrade"]) and "/" in w
                       and not w.startswith("default/")), None)
        return f"krew installs {custom!r} from a custom index, code Tier 1 never sees" if custom else None
    option, default = _DEFAULT_REPOS.get(program, ("", ""))
    if not option or not set(argv[:2]) & INSTALL_VERBS.get(program, frozenset()):
        return None
    value = next((argv[i + 1] if w == option else w.split("=", 1)[1] for i, w in enumerate(argv)
                  if (w == option and i + 1 < len(argv)) or w.startswith(option + "=")), None)
    if value and value.split(":", 1)[0] != default and "://" not in value:
        return f"{program} {option} {value!r}: a repository other than the default, configured where Tier 1 cannot see"
    return None


def untrusted_install(scene: Scene, view: View) -> str | None:
    """Why ``view`` installs or runs code from a source that is not its registry by name (see module), else None."""
    program, argv = _program(view)
    named = _named_source(program, argv)
    if named:
        return named
    if (program in _R_PROGRAMS and argv[:2] != ["CMD", "INSTALL"]) or program in _JULIA:
        return _code_install(scene, view, program, argv)
    if program == "ansible-pull":
        return "ansible-pull runs a playbook fetched from a repository, code Tier 1 never sees"
    if program == "brew":  # round 27 (t2w): `brew install|upgrade OWNER/TAP/NAME`, `brew tap OWNER/TAP`
        tapped = foreign_tap(argv)
        if tapped:
            return tapped
    verbs = INSTALL_VERBS.get(program)
    if verbs is None or not argv:
        return None
    words = [w for w in argv if not w.startswith("-") or w in verbs]
    if "" not in verbs and not any(w in verbs for w in words[:2]):
        return None
    if program == "pip" or program == "pip3" or program == "uv":
        if "--dry-run" in argv or "--help" in argv:
            return None
    taken: set[int] = set()
    if program == "gh":
        return _gh_extension(argv)
    if program == "cargo":  # round 15: `--config 'source.x.registry="URL"'` replaces crates.io for this install
        found = next((u for w in argv for u in _URL_IN.findall(w) if "=" in w and foreign_url(u.removeprefix(
            "sparse+"))), None) if any(w == "--config" or w.startswith("--config=") for w in argv) else None
        if found:
            return f"cargo --config installs from {found!r}, a source that is not the public registry"
    for option, value in _option_values(program, argv, taken):
        if option in _VCS_OPTIONS and _REMOTE.match(value):
            return f"{program} {option} {value!r}: code from a repository, not the registry, which Tier 1 never sees"
        url = foreign_source(value) or next((u for u in _URL_IN.findall(value) if foreign_source(u)), None) or (
            value if value.startswith("oci://") else None)
        if url:
            return f"{program} installs from {url!r}, a source that is not the public registry"
    for i, word in enumerate(argv):
        if word.startswith("-") or i in taken or i and argv[i - 1] in ("-c", "--constraint") and program in (
                "pip", "pip3", "uv"):
            continue  # round 34 (lead): a constraints file is judged as a manifest (fetched.manifest_reasons)
        if program == "mix" and word in ("git", "github"):
            return f"mix installs an archive from a {word} repository, code Tier 1 never sees"
        if program in _NODE_MANAGERS and (_SHORTHAND.match(word) or (
                _BARE_SHORTHAND.match(word) and not (i and argv[i - 1] in _NODE_VALUE_OPTIONS)
                and "--" not in argv[:i] and any(w in _NODE_ADDS for w in words[:2]))):
            return f"{program} installs {word!r}, a GitHub repository at a ref, code Tier 1 never sees"
        if _REMOTE.match(word) or _PEP508_URL.match(word):
            if program == "nix" and word.startswith(("github:NixOS/nixpkgs", "github:nixos/nixpkgs")):
                continue
            return f"{program} installs or runs {word!r}, code fetched from a URL or repository Tier 1 never sees"
        archive = _unknown_archive(scene, view, word)
        if archive:
            return f"{program} installs {archive}: code of unknown origin"
    return None
