"""Round 39 (lead fa, issue 25): what an R installer call in inline code is told to install, by its ARGUMENT's shape.

An installer call (``install.packages``, ``renv::install``, ``pak::pkg_install``/``pak::pak``,
``BiocManager::install``, ``remotes::``/``devtools::install_*``, ``pacman::p_install`` …: any ``NS::install*`` or
``*_install`` call) in ``Rscript -e``/``R -e`` code fails closed when a package argument is:

* a REMOTE spec: ``owner/repo`` (``@ref``, ``#pr``; renv, pak and remotes read it as a GitHub repository —
  ``install.packages`` does not, its ``a/b`` is a local path), a ``github::``/``gitlab::``/``bitbucket::``/
  ``git::``/``url::``/``gist::`` prefix, ``git@host:`` or a URL off CRAN and the org's own mirror
  (:func:`org_mirrors.org_mirror`);
* a local package in a TEMP or download place (``/tmp``, ``/var/tmp``, ``/dev/shm``, ``~/Downloads``; also after
  ``local::``) outside the workspace and home, or a file an earlier call downloaded: code nobody reviewed.

Open: a package by NAME (``"admiral"``, ``c("dplyr", "tidyr")``, ``"bioc::limma"``, ``"cran::x@1.2.0"``), a local
package in the workspace (pak by name too: round 13 read any ``pak::pkg_install`` as remote; a value Tier 1
cannot read still counts). :func:`lockfile_why` decides ``renv::restore(lockfile = …)``: the workspace's own lockfile
installs the versions the project pinned (as ``npm ci``/``pip install -r``); a lockfile outside the workspace, in a
temp place, or downloaded stays blocked. Linear: a bounded scan of at most 400 characters per installer call, at
most 16 calls.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.org_mirrors import org_mirror
from evaluation.verdicts.tier1.origin import temp_root
from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, View

_CALL = re.compile(r"\b(?:\w{1,30}::)?(?:install\.packages|install_\w{1,20}|p_install|pkg_install|pak|install)"
                   r"\s?\(")
_SHORT = re.compile(r"[A-Za-z0-9][\w.-]{0,100}/[\w.-]{1,100}(?:[@#]\S{1,200})?")
_PREFIX = re.compile(r"(?i)(?:github|gitlab|bitbucket|git|url|gist)::|git@[^:/\s]{1,200}:|(?:https?|ftp|git)://")
_ROUND13 = ("remotes::", "devtools::", "githubinstall::", "install_github", "install_git", "install_url")
_DOWNLOADS = ("/downloads/", "/download/")
_CRAN = ("r-project.org", "rstudio.com", "posit.co", "r-universe.dev", "bioconductor.org")


def _strings(segment: str) -> list[str]:
    """The string literals of the positional arguments at the start of ``segment`` (after the call's ``(``)."""
    out: list[str] = []
    depth, i, n = 0, 0, len(segment)
    while i < n:
        ch = segment[i]
        if ch in "\"'":
            end = segment.find(ch, i + 1)
            if end < 0:
                break
            out.append(segment[i + 1:end])
            i = end + 1
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                break
            depth -= 1
        elif ch == "=" and depth == 0:
            break  # a named argument: `repos = …`, `lib = …` name no package
        i += 1
    return out


def _cran(url: str) -> bool:
    found = re.match(r"(?i)https?://([^/:?#\s]{1,253})", url)
    host = found.group(1).lower() if found else ""
    return bool(host) and (host.endswith(_CRAN) or foreign_url(url) is None or org_mirror(url))


def _local_why(scene: Scene, view: View, raw: str) -> str | None:
    for path in scene.canon(view, raw) or ():
        if scene.workspace and is_within(path, scene.workspace):
            continue
        if any(part in path.lower() + "/" for part in _DOWNLOADS):
            return f"{raw!r}, a package in a download place"
        root = temp_root(path)
        if root is not None and not any(p and is_within(path, p) for p in (scene.home, scene.hermes_home)):
            return f"{raw!r}, a package in the temp place {root}"
    return None


def _spec_why(scene: Scene, view: View, call: str, spec: str) -> str | None:
    spec = spec.strip()
    if _PREFIX.match(spec):
        if re.match(r"(?i)https?://", spec) and _cran(spec):
            return None
        return f"{spec!r}, a remote repository or URL"
    if spec.lower().startswith("local::"):
        spec = spec[7:]
    if spec.startswith(("/", "~")):
        return _local_why(scene, view, spec)
    if "install.packages" not in call and _SHORT.fullmatch(spec) and not spec.startswith((".", "..")):
        return f"{spec!r}, a GitHub repository (owner/repo)"
    return None


def r_install_spec(scene: Scene, view: View, code: str) -> str | None:
    """Why an installer call of R ``code`` installs from a remote spec or a temp/download path (see module)."""
    if "install" not in code and "pak" not in code:
        return None
    for count, match in enumerate(_CALL.finditer(code)):
        if count >= 16:
            break
        call = match.group(0)
        if call.startswith(_ROUND13):
            continue  # remotes/devtools calls: round 13's rule, with round 33's known owners (`tidyverse/dplyr`)
        specs = _strings(code[match.end():match.end() + 400])[:8]
        if not specs and call.startswith("pak::"):
            return "R code installs with pak a package named by a value Tier 1 cannot read"
        for spec in specs:
            why = _spec_why(scene, view, call, spec)
            if why:
                return f"R code installs {why}"
    return None


def lockfile_why(scene: Scene, view: View, raw: str) -> str | None:
    """Why ``renv::restore(lockfile = raw)`` restores a lockfile that is not the workspace's own, else None."""
    own = {t.raw for t in view.writes}
    for path in scene.canon(view, raw) or ():
        others = any(v is not view and path in (scene.canon(v, t.raw) or ()) for v in scene.views for t in v.writes)
        if path in scene.unseen_before or scene.written.get(path, "") is None and (raw not in own or others):
            return f"{raw!r}, a download or a file another command of this call writes"
        if not scene.workspace or not is_within(path, scene.workspace):
            return f"{raw!r}, a lockfile outside the workspace"
    return None
