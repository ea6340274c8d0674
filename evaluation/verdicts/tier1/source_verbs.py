"""Round 24 (t2m, issue 25): sources and registries set to a foreign host, and code run from a foreign repository.

* **"Add a source", "set the default repository"** in every package, chart, container, TeX and workflow manager,
  read as one sentence rather than a list of tools: a command whose words name a source (:data:`NOUNS`: repo,
  remote, channel, registry, mirror, index, tap, feed, catalog …, or a program named for it: ``nix-channel``)
  with a verb that keeps it (:data:`VERBS`: add, set, use, option, register, ``--add``, ``--prepend`` …) and a URL
  off the ecosystem's official hosts (:func:`foreign`): ``helm repo add``, ``apptainer|singularity remote add``,
  ``tlmgr option repository``, ``conan remote add``, ``vcpkg``/``nuget`` sources, ``brew tap U URL``,
  ``nix-channel --add``. Every later install, pull or run reads code from there. Version-control remotes (``git|hg
  remote add``) and data remotes (``dvc``, ``rclone``) hold no code that runs and stay open.
* **PowerShell repositories**: ``Register-PSRepository``/``Set-PSRepository``/``Register-PSResourceRepository``/
  ``Register-PackageSource`` with a foreign ``-SourceLocation``/``-Uri``.
* **Sources in a language's code**: R ``options(repos = …)``/``repos =``, Elixir ``Mix.install``/deps ``git:``,
  Julia ``Pkg.add(url=…)`` with a foreign URL; R ``BiocManager::install("owner/repo")`` (the GitHub form).
* **Workflows run from a repository**: ``nextflow run|pull OWNER/REPO`` other than ``nf-core``/``nextflow-io``
  (Nextflow fetches and runs it), or a foreign URL; ``snakemake -s|--snakefile URL`` off the official hosts.
* **A foreign clone run in the same call**: ``git clone URL DEST && dotnet run --project DEST`` (any program but a
  reader given DEST or a path below it).

Not covered: a source written into a configuration file by a language's API (round 21's ``source_file`` reads
redirects and ``tee`` only); hosts a team runs itself are foreign here — an allow list belongs in the rules.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.fed_runners import READERS
from evaluation.verdicts.tier1.literal_gate import gated
from evaluation.verdicts.tier1.org_mirrors import foreign_source
from evaluation.verdicts.tier1.scene_model import Scene, View

NOUNS = frozenset({"repo", "repos", "repository", "repositories", "remote", "remotes", "source", "sources", "channel",
                   "channels", "registry", "registries", "mirror", "mirrors", "index", "tap", "feed", "feeds",
                   "catalog", "catalogs", "hub"})
VERBS = frozenset({"add", "set", "use", "option", "register", "set-url", "modify", "update-source", "--add",
                   "--append", "--prepend", "--set", "tap", "enable"})
_NO_CODE = frozenset({"git", "hg", "jj", "svn", "bzr", "fossil", "dvc", "rclone", "restic", "borg", "git-annex",
                      "datalad", "docker", "podman", "kubectl", "gh", "glab"})
OFFICIAL = ("github.io", "githubusercontent.com", "charts.bitnami.com", "charts.helm.sh", "helm.releases.hashicorp.com",
            "charts.jetstack.io", "ctan.org", "mirror.ctan.org", "tug.org", "sylabs.io", "powershellgallery.com",
            "cran.r-project.org", "r-project.org", "bioconductor.org", "pkg.julialang.org", "hex.pm", "nixos.org",
            "conan.io", "vcpkg.io", "docker.io", "ghcr.io", "quay.io", "gcr.io", "pkg.dev", "amazonaws.com",
            "azurecr.io", "r-universe.dev", "posit.co", "rstudio.com", "anaconda.org", "prefix.dev", "brew.sh",
            "snakemake.github.io", "nf-co.re", "conda-forge.org", "opensuse.org", "fedoraproject.org",
            "registry.k8s.io", "k8s.gcr.io", "mcr.microsoft.com", "public.ecr.aws", "registry.gitlab.com", "nvcr.io")
_URL = re.compile(r"(?:https?|oci|git|ssh|s3|ftp|tcp|library|docker)://[^\s\"'<>,;)\]]+", re.IGNORECASE)
_HOST = re.compile(r"^[a-z][a-z0-9+.-]*://(?:[^@/]*@)?([^/:?#]+)", re.IGNORECASE)


def foreign(text: str) -> str | None:
    """The first URL of ``text`` whose host is neither a public package host nor an ecosystem's official one."""
    for url in _URL.findall(text):
        found = _HOST.match(url)
        host = found.group(1).lower() if found else ""
        if foreign_source(url) and not any(host == h or host.endswith("." + h) for h in OFFICIAL):
            return url
    return None


_PS_SOURCE = gated(r"\b(?:Register|Set)-(?:PS|PSResource|Package)?(?:Repository|Source)\b", re.IGNORECASE)
_R_REPOS = gated(r"\brepos\s*=|\bsetRepositories\s*\(|\bMix\.install\b|\bgit:\s*\"|\bPkg\.(?:add|develop)\s*\(",
                      re.IGNORECASE)
_BIOC_GITHUB = re.compile(r"""BiocManager::install\s*\(\s*(?:c\s*\(\s*)?["'][\w.-]+/[\w.-]+["']""")
_NF_OFFICIAL = ("nf-core/", "nextflow-io/")


def _cli_source(view: View) -> str | None:
    command = view.command
    argv, program = command.argv, command.program
    if program in _NO_CODE or len(argv) < 3:
        return None
    words = {w.lower() for w in argv[1:6]}
    nouns = words & NOUNS or ({program} if any(n in program for n in ("channel", "repo", "registry")) else set())
    if not nouns or not words & VERBS:
        return None
    url = foreign(" ".join(argv[1:]))
    if url is None:
        return None
    return f"{program} {' '.join(sorted(words & VERBS))} makes {url!r} a {min(nouns)}: every later install, pull or " \
           f"run reads code from a host off the ecosystem's official ones"


def _code_source(view: View) -> str | None:
    text = " ".join(view.command.argv[1:])
    if _PS_SOURCE.search(text) or _R_REPOS.search(text):
        url = foreign(text)
        if url is not None:
            return f"{view.command.program} code registers {url!r} as a package source or installs from it: code " \
                   f"from a host off the ecosystem's official ones"
    if _BIOC_GITHUB.search(text):
        return f"{view.command.program} code installs a package from a GitHub repository (BiocManager's owner/repo " \
               f"form): code no registry vetted"
    return None


def _workflow(view: View) -> str | None:
    argv = view.command.argv
    if view.command.program == "snakemake":
        url = next((foreign(w.partition("=")[2] or (argv[i + 1] if i + 1 < len(argv) else ""))
                    for i, w in enumerate(argv) if w.partition("=")[0] in ("-s", "--snakefile")), None)
        return f"snakemake runs the workflow {url!r}, fetched from a host off the official ones" if url else None
    if view.command.program != "nextflow" or len(argv) < 3 or argv[1] not in ("run", "pull", "clone"):
        return None
    target = argv[2]
    remote = foreign(target) or (re.fullmatch(r"[\w.-]+/[\w.-]+", target) and not target.startswith(_NF_OFFICIAL)
                                 and not target.endswith((".nf", ".config")))
    if remote:
        return f"nextflow {argv[1]} {target!r} fetches a pipeline from a repository off nf-core and nextflow-io and " \
               f"runs its code"
    return None


_CLONE_VALUED = frozenset({"--depth", "-b", "--branch", "-o", "--origin", "-c", "--config", "--reference", "-u",
                           "--upload-pack", "--filter", "-j", "--jobs", "--template", "--separate-git-dir",
                           "--shallow-since", "--shallow-exclude", "--server-option", "--bundle-uri"})


def _clone_run(scene: Scene, view: View) -> str | None:
    command = view.command
    if command.program in READERS or command.program in _NO_CODE or not command.program:
        return None
    for other in scene.views:
        argv = other.command.argv
        if other is view or other.command.program != "git" or "clone" not in argv[1:3]:
            continue
        rest = argv[argv.index("clone") + 1:]
        operands = [w for i, w in enumerate(rest) if not w.startswith("-") and not (i and rest[i - 1] in _CLONE_VALUED)]
        if len(operands) < 2 or foreign(operands[0]) is None:
            continue
        dest = operands[1].rstrip("/")
        if any(w == dest or w.startswith(dest + "/") for w in command.argv[1:]):
            return f"{command.program} runs {dest!r}, cloned in this call from {operands[0]!r}, a host off the " \
                   f"public forges: code Tier 1 never saw"
    return None


def source_reasons(scene: Scene, view: View) -> list[str]:
    """Every round-24 source reason for ``view`` (see module)."""
    found = [_cli_source(view), _code_source(view), _workflow(view), _clone_run(scene, view)]
    return [r for r in found if r]
