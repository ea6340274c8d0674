"""Round 38 (lead fb, issue 25): a tool's dependency list DOWNLOADED from a foreign host, then the tool run on it.

A file a tool loads as its package or dependency list (``packages.yml``/``dependencies.yml`` of dbt,
``requirements*.txt``, ``package.json``, ``Gemfile``, ``go.mod``, ``Cargo.toml``, ``renv.lock``, ``Pipfile``,
``pyproject.toml``, ``composer.json``, ``environment.yml``, ``pubspec.yaml``, ``mix.exs``, ``deps.edn``, ``vcpkg.json``
…: :data:`_MANIFESTS`, names of the FORMAT, no project's) that a downloader of this call or session wrote from a
foreign URL (:attr:`SessionState.fetched`, recorded by :func:`written_runs.record_download`: a raw IP, a host off the
public registries) decides what the next install, build or restore fetches and runs. A later command of the same call
or session that works in that file's directory — runs there (``cd DIR && …``), or names the directory or the file
(``--project-dir DIR``, ``-C DIR``, ``--manifest-path F``) — with a verb that resolves dependencies (``deps``,
``install``, ``restore``, ``sync``, ``build``, ``fetch``, ``download``, ``update``, ``ci``, ``get``, ``vendor`` …,
also inside inline code: ``Rscript -e 'renv::restore()'``) fails closed.

Open: the same tool on a manifest nobody downloaded; readers (``cat``, ``diff``, ``git add``), a download from the
public registries or the org's own mirror (:mod:`org_mirrors`), a verb that resolves nothing (``dbt ls``,
``npm view``).
"""
from __future__ import annotations

import posixpath
import re

from evaluation.verdicts.tier1.org_mirrors import org_mirror
from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View
from evaluation.verdicts.tier1.untrusted import DOWNLOADERS

_MANIFESTS = re.compile(r"(?i)(?:packages|dependencies|environment|pubspec)\.ya?ml|requirements[\w.-]{0,40}\.(?:txt|in)"
                        r"|package\.json|gemfile|gems\.rb|go\.mod|cargo\.toml|renv\.lock|pipfile|pyproject\.toml"
                        r"|composer\.json|mix\.exs|deps\.edn|project\.clj|vcpkg\.json|conanfile\.txt|pom\.xml"
                        r"|build\.gradle(?:\.kts)?|bower\.json|deno\.json|bunfig\.toml|chart\.yaml|galaxy\.yml"
                        r"|requirements\.yml|paket\.dependencies|packages\.config|podfile|cartfile|package\.swift")
_RESOLVES = re.compile(r"(?i)(?<![\w-])(?:deps|install|i|ci|restore|sync|build|fetch|download|update|upgrade|get|"
                       r"vendor|resolve|bundle|add|seed|run|compile|hydrate|snapshot|init)(?![\w-])")
_NOT_TOOLS = DOWNLOADERS | frozenset({"cat", "less", "more", "head", "tail", "grep", "rg", "diff", "cmp", "wc", "ls",
                                      "stat", "file", "sha256sum", "md5sum", "git", "cp", "mv", "rm", "chmod",
                                      "echo", "printf", "cd", "test", "[", "jq", "yq", "vim", "vi", "nano", "code",
                                      "sed", "awk", "tee", "touch", "mkdir", "bat", "view"})


def downloaded_manifest(scene: Scene, view: View, state: SessionState) -> list[str]:
    """Why ``view`` resolves dependencies from a list a downloader wrote from a foreign URL (see module), else []."""
    program = posixpath.basename(view.command.program or "")
    if not state.fetched or not program or program in _NOT_TOOLS:
        return []
    lists = {p: u for p, u in state.fetched.items() if _MANIFESTS.fullmatch(posixpath.basename(p)) and not org_mirror(u)}
    argv = view.command.argv
    if not lists or not any(_RESOLVES.search(w) for w in argv[1:12]):
        return []
    places = {c for c in view.cwds if c}
    for word in argv[1:40]:
        value = word.split("=", 1)[1] if word.startswith("-") and "=" in word else word
        if value.startswith(("/", "~", ".", "$HOME", "${HOME}")) or "/" in value:
            places.update(scene.canon(view, value) or ())
    for path, url in lists.items():
        if path in places or posixpath.dirname(path) in places:
            return [f"{program} resolves dependencies from {path}, a list a downloader of this session wrote from "
                    f"{url}: code Tier 1 never sees"]
    return []
