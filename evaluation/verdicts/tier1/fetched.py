"""Round 15 (issue 25, part t1q): code brought in from outside, run or installed from where it landed.

* A script run (``./install.sh``, ``bash F``, ``sh F``, ``python3 F``, ``source F``) that lies in a tree the session
  brought in from outside (``git clone``, ``tar -x``, ``unzip`` …: :attr:`SessionState.trees`) outside the workspace
  (``git clone … /tmp/t && (cd /tmp/t && ./install.sh)``, ``bash /var/tmp/tool/bootstrap.sh``): its content Tier 1
  never saw, so it fails closed (:func:`tree_script_reasons`); a program under a ``bin/`` of such a tree (an unpacked
  toolchain) stays open. Round 11 left a plain temp tree's scripts open as a
  tool's or a checkout's; a tree a call of this session fetched is known to come from outside. ``make``/``pip
  install`` of such a tree were already judged by round 13 (:func:`scene_files.build_derived`).
* A manifest that installs or runs things (``conda|mamba|micromamba env create|update -f``, ``conda create|install
  --file``, ``docker|podman compose -f … up|run|create|start``, ``docker-compose -f``, ``pip|uv install -r|-c``,
  ``uv pip sync``, ``brew bundle --file``, ``bundle install --gemfile``, ``ansible-playbook``, ``helmfile -f``,
  ``kubectl apply|create -f``) given a URL, a file a downloader of this call writes, a file an earlier call wrote
  with content Tier 1 did not see outside the workspace, a file in a tree brought in from outside the workspace, or
  a file in a world-writable temp place that no call wrote (:func:`manifest_reasons`). A manifest in the workspace
  that no call downloaded (``conda env create -f environment.yml``, ``pip install -r requirements.txt``) stays
  open, and so does reading a downloaded one (``cat /tmp/env.yml``).
* The same consumers reading their default manifest in the working directory (``environment.yml`` for ``conda env
  create``, ``Brewfile`` for ``brew bundle``, ``flake.nix`` for ``nix develop``, ``helmfile.yaml``), and a manifest
  read from stdin (``-f -``, ``-r /dev/stdin``) that a downloader of the same pipeline feeds (``curl … | conda env
  create -f -``, ``curl … | kubectl apply -f -``).
* An install of a local directory in such a tree (``npm install -g /tmp/t``, ``cargo install --path /tmp/t``,
  ``uv tool install /tmp/t``, ``pipx install .`` run there): :func:`install_tree_reasons`.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.foreign_templates import KNOWN_OWNERS
from evaluation.verdicts.tier1.origin import temp_root
from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View
from evaluation.verdicts.tier1.untrusted import DOWNLOADERS, INSTALL_VERBS
from evaluation.verdicts.tier1.writes_special import LOCAL_CLONE
from evaluation.verdicts.tier1.written_runs import DOWNLOADED

# program -> (verbs, one of which must appear among its first words ("" = none needed), file options, operands too)
_CONSUMERS: dict[str, tuple[frozenset[str], tuple[str, ...], bool]] = {
    "conda": (frozenset({"create", "update", "install"}), ("-f", "--file"), False),
    "mamba": (frozenset({"create", "update", "install"}), ("-f", "--file"), False),
    "micromamba": (frozenset({"create", "update", "install"}), ("-f", "--file"), False),
    "docker": (frozenset({"up", "run", "create", "start"}), ("-f", "--file"), False),
    "podman": (frozenset({"up", "run", "create", "start"}), ("-f", "--file"), False),
    "docker-compose": (frozenset({"up", "run", "create", "start"}), ("-f", "--file"), False),
    "podman-compose": (frozenset({"up", "run", "create", "start"}), ("-f", "--file"), False),
    "pip": (frozenset({"install"}), ("-r", "--requirement", "-c", "--constraint"), False),
    "pip3": (frozenset({"install"}), ("-r", "--requirement", "-c", "--constraint"), False),
    "uv": (frozenset({"install", "sync"}), ("-r", "--requirement", "-c", "--constraint"), True),
    "brew": (frozenset({"bundle"}), ("--file",), False),
    "bundle": (frozenset({"install"}), ("--gemfile",), False),
    "ansible-playbook": (frozenset({""}), (), True),
    "helmfile": (frozenset({"apply", "sync", "deps"}), ("-f", "--file"), False),
    "kubectl": (frozenset({"apply", "create", "replace"}), ("-f", "--filename"), False),
}
_CLUSTER = frozenset({"kubectl", "helmfile"})
"""Consumers whose manifest runs in a cluster, not here: a URL counts only on a host that is not public (round 14's
rule for ``kubectl apply -f URL``), a file only when downloaded or fetched in this session."""


def _manifests(argv: tuple[str, ...], options: tuple[str, ...], operands_too: bool) -> list[str]:
    out = []
    for i, word in enumerate(argv[1:], start=1):
        name, eq, value = word.partition("=")
        if eq and name in options and name.startswith("--"):
            out.append(value)
        elif word in options and i + 1 < len(argv):
            out.append(argv[i + 1])
        elif operands_too and not word.startswith("-") and i > 1 and argv[i - 1] not in options and \
                word.endswith((".txt", ".in", ".yml", ".yaml", ".toml", ".lock")):
            out.append(word)
    return out


def _unknown(scene: Scene, view: View, state: SessionState, raw: str, named: bool = True) -> str | None:
    if raw in _STDIN:
        return None
    if raw.startswith(("http://", "https://", "ftp://")):
        if _known_constraints(view, raw):
            return None
        cluster = view.command.program in _CLUSTER
        return None if cluster and foreign_url(raw) is None else f"{raw!r}, fetched at run time"
    if view.command.program in _CLUSTER:
        named = False
    workspace = scene.workspace or ""
    for path in scene.canon(view, raw) or ():
        writers = [v.command.program for v in scene.views for t in v.writes if path in (scene.canon(v, t.raw) or ())]
        if any(w in DOWNLOADERS for w in writers):
            return f"{raw!r}, which a downloader of this call writes"
        inside = bool(workspace) and is_within(path, workspace)
        if named and path in state.written and state.written[path] is None and not inside and not writers:
            return f"{raw!r}, written earlier in this session with content Tier 1 did not see"
        tree = next((t for t in state.trees if is_within(path, t) and state.trees[t] != LOCAL_CLONE), None)
        if tree is not None and not (workspace and is_within(tree, workspace)):
            return f"{raw!r}, in {tree}, a tree brought in from outside ({state.trees[tree]})"
        if named and temp_root(path) is not None and path not in state.written and not writers and not any(
                p and is_within(path, p) for p in (scene.workspace, scene.home, scene.hermes_home)):
            return f"{raw!r}, in a world-writable temp place that no call of this session wrote"
    return None


_RAW_OWNER = re.compile(r"^https://raw\.githubusercontent\.com/([\w.-]+)/[\w.-]+/[^?#\s]+$")


def _known_constraints(view: View, raw: str) -> bool:
    """Round 34 (lead): a pip constraints file (``-c URL``: pins versions of what is installed anyway) published by an
    ecosystem's own organisation (``raw.githubusercontent.com/apache/airflow/constraints-2.10.3/…``)."""
    argv = view.command.argv
    given = any(a in ("-c", "--constraint") and b == raw for a, b in zip(argv, argv[1:])) or f"--constraint={raw}" in argv
    owner = _RAW_OWNER.match(raw)
    return given and owner is not None and owner.group(1).lower() in KNOWN_OWNERS


# program -> (verbs, the manifests it reads in its working directory when no file is named)
_DEFAULTS: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    "conda": (frozenset({"env"}), ("environment.yml", "environment.yaml")),
    "mamba": (frozenset({"env"}), ("environment.yml", "environment.yaml")),
    "micromamba": (frozenset({"env"}), ("environment.yml", "environment.yaml")),
    "brew": (frozenset({"bundle"}), ("Brewfile",)),
    "nix": (frozenset({"develop", "shell", "build", "run"}), ("flake.nix",)),
    "helmfile": (frozenset({"apply", "sync", "deps", "template"}), ("helmfile.yaml", "helmfile.yaml.gotmpl")),
}
_STDIN = frozenset({"-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"})


def _piped_download(scene: Scene, view: View) -> str | None:
    """The downloader feeding this command's stdin through its pipeline, if any."""
    command = view.command
    if command.pipeline_pos == 0:
        return None
    return next((v.command.program for v in scene.views if v.command.pipeline_id == command.pipeline_id
                 and v.command.pipeline_pos < command.pipeline_pos and v.command.program in DOWNLOADERS), None)


def manifest_reasons(scene: Scene, view: View, state: SessionState) -> list[str]:
    """Why ``view`` installs or runs what a manifest of unknown origin lists (see module), else []."""
    command = view.command
    spec = _CONSUMERS.get(command.program) or _DEFAULTS.get(command.program)
    if spec is None or len(command.argv) < 2:
        return []
    verbs, options, operands_too = _CONSUMERS.get(command.program, (frozenset(), (), False))
    default = _DEFAULTS.get(command.program)
    named = True
    if default is not None and any(w in default[0] for w in command.argv[1:3]) and \
            not any(w in options or w.split("=", 1)[0] in options for w in command.argv):
        words = [w for w in command.argv[1:] if not w.startswith("-")]
        if words[1:2] and words[0] in ("env", "bundle") and words[1] not in ("create", "update", "install"):
            return []  # `conda env list`, `brew bundle dump|check|list`: no manifest installed
        raws, named = list(default[1]), False
    elif "" not in verbs and not any(w in verbs for w in command.argv[1:6]):
        return []
    else:
        raws = _manifests(command.argv, options, operands_too)
    for raw in raws:
        if raw in _STDIN:
            source = _piped_download(scene, view)
            if source is not None:
                return [f"{command.program} installs or runs what a manifest downloaded by {source} and piped to "
                        "it lists: code Tier 1 never sees"]
            continue
        why = _unknown(scene, view, state, raw, named)
        if why is not None:
            return [f"{command.program} installs or runs what the manifest {why} lists: code Tier 1 never sees"]
    return []


_PATH_OPTIONS = frozenset({"--path", "-e", "--editable", "--from", "--spec"})


def install_tree_reasons(scene: Scene, view: View, state: SessionState) -> list[str]:
    """Why ``view`` installs a local directory that lies in a tree brought in from outside the workspace
    (``npm install -g /tmp/t``, ``cargo install --path /tmp/t``, ``uv tool install /tmp/t`` after a clone there)."""
    command = view.command
    verbs = INSTALL_VERBS.get(command.program)
    if not state.trees or verbs is None or not any(w in verbs for w in command.argv[1:3]):
        return []
    workspace = scene.workspace or ""
    argv = command.argv
    words = [w for i, w in enumerate(argv[1:], start=1)
             if not w.startswith("-") and (argv[i - 1] in _PATH_OPTIONS or w.startswith(("/", ".", "~")))]
    for raw in words:
        for path in scene.canon(view, raw) or ():
            tree = next((t for t in state.trees if is_within(path, t) and state.trees[t] != LOCAL_CLONE), None)
            if tree is not None and not (workspace and is_within(tree, workspace)):
                return [f"{command.program} installs {raw!r}, in {tree}, a tree brought in from outside "
                        f"({state.trees[tree]}) whose content Tier 1 never saw"]
    return []


def fetched_reasons(scene: Scene, view: View, state: SessionState) -> list[str]:
    """Round 15's reasons for one command: a manifest of unknown origin, or a fetched tree installed."""
    return manifest_reasons(scene, view, state) or install_tree_reasons(scene, view, state)


def tree_script_reasons(scene: Scene, paths: list[str], raw: str, state: SessionState) -> list[str]:
    """Why running ``raw`` (resolved to ``paths``) runs a script of a tree brought in from outside the workspace."""
    if not state.trees:
        return []
    workspace = scene.workspace or ""
    for path in paths:
        tree = next((t for t in state.trees if is_within(path, t) and path != t and state.trees[t] != LOCAL_CLONE),
                    None)
        if tree is None or path in state.written:
            continue
        if not state.trees[tree].endswith(DOWNLOADED) and ("/bin/" in path or workspace and is_within(tree, workspace)):
            continue  # an unpacked toolchain's program (`/tmp/node-v20/bin/node`): round 11 left it open; 27: not one
            # unpacked from an archive downloaded from a host off the public sources (`written_runs`)
        return [f"runs {raw!r}, a script of {tree}, a tree brought in from outside ({state.trees[tree]}) "
                "whose content Tier 1 never saw"]
    return []
