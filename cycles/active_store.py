"""The active store's layout and its read side (R-P-1, R-P-7), which the evaluator reads too; the writes are
`promotion.store`'s, and which version is active is `promotion.active`'s answer (issue 28 item 4).

Layout under ``QLN_ACTIVE_STORE``::

    agents/<agent>/current.json       {"version": <digest>|null, "promotion": id, "previous": ...} (R-P-7)
    versions/<digest>/manifest.json   {"format": 1, "files": {path: {"sha256", "size"}}}
    versions/<digest>/tree/...        the files, read-only

`current.json` is the promoter's own file (its journal and recovery work on it); which version is
active is what the ledger says (promotion/active.py), never this file alone.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings

from hermes_plugin.governed import digest_of_file_map, file_map
from hermes_plugin.profile_state import ActivationError

POINTER = "current.json"
AGENTS = "agents"
VERSIONS = "versions"
MANIFEST = "manifest.json"
TREE = "tree"


def store_root() -> Path:
    return Path(settings.QLN_ACTIVE_STORE)


_AGENT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")


def pointer_dir(agent: str, root: Path | None = None) -> Path:
    """`agents/<name>/`: one pointer per agent (R-P-7); the versions are shared and content-addressed."""
    if not _AGENT_NAME.match(agent or ""):
        raise ValueError(f"not a valid agent name for the active store: {agent!r}")
    return (root or store_root()) / AGENTS / agent


def read_pointer(agent: str, root: Path | None = None) -> dict[str, Any] | None:
    """The agent's parsed `current.json`, or None when nothing was promoted for it yet."""
    pointer = pointer_dir(agent, root) / POINTER
    try:
        value = json.loads(pointer.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def pointer_version(agent: str, root: Path | None = None) -> str | None:
    """What the agent's `current.json` names, unchecked: the promoter's own file, read by the promoter.

    Not what is active: that is the ledger's answer, ``promotion.active.active_version`` (reached from
    below through ``cycles.hooks.active_version``), which reads this only to catch a forged pointer.
    """
    pointer = read_pointer(agent, root)
    if pointer is None or not pointer.get("version"):
        return None
    return str(pointer["version"])


def tree_files(directory: Path) -> dict[str, Path]:
    """Regular files under `directory` by POSIX relative path; symlinks are refused."""
    files: dict[str, Path] = {}
    if not directory.is_dir():
        return files
    for path in sorted(directory.rglob("*")):
        if path.is_symlink():
            raise ValueError(f"symlink in a version tree is not allowed: {path}")
        if path.is_file():
            files[path.relative_to(directory).as_posix()] = path
    return files


def version_dir(digest: str, root: Path | None = None) -> Path:
    return (root or store_root()) / VERSIONS / digest


def version_tree(digest: str, root: Path | None = None) -> Path:
    """Where a sealed version's files are: `versions/<digest>/tree/` (one copy of the layout)."""
    return version_dir(digest, root) / TREE


@dataclass(frozen=True)
class VersionCheck:
    ok: bool
    digest: str
    problems: tuple[str, ...] = ()


def verify_version(digest: str, root: Path | None = None) -> VersionCheck:
    """Recompute every file of a version against its manifest and the digest of the map."""
    directory = version_dir(digest, root)
    try:
        manifest = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
        expected: dict[str, dict[str, Any]] = manifest["files"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return VersionCheck(False, digest, (f"manifest unreadable: {exc}",))
    problems: list[str] = []
    if digest_of_file_map(expected) != digest:
        problems.append("the manifest's file map does not hash to the version digest")
    try:
        actual = file_map(tree_files(directory / TREE))
    except (OSError, ValueError) as exc:
        return VersionCheck(False, digest, (f"tree unreadable: {exc}",))
    for name in sorted(set(expected) | set(actual)):
        if name not in actual:
            problems.append(f"{name}: missing")
        elif name not in expected:
            problems.append(f"{name}: not in the manifest")
        elif actual[name]["sha256"] != expected[name]["sha256"]:
            problems.append(f"{name}: sha256 differs from the manifest")
    return VersionCheck(not problems, digest, tuple(problems))


def version_payload(digest: str | None, root: Path | None = None) -> tuple[str, dict[str, bytes], dict[str, Any]]:
    """(digest, files, manifest) of a sealed version, re-verified; the empty set for None."""
    if not digest:
        return digest_of_file_map({}), {}, {}
    check = verify_version(digest, root)
    if not check.ok:
        raise ActivationError(f"version {digest} does not verify: {'; '.join(check.problems)}")
    directory = version_dir(digest, root)
    manifest = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))["files"]
    files = {name: (directory / TREE / name).read_bytes() for name in manifest}
    return digest, files, manifest
