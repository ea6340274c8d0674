"""Which files of a Hermes profile are governed, and the digest of a set of them (R-P-7..R-P-10).

One copy of the rule, stdlib only, used by three parties that must agree to the
byte: the promoter (sealing ``promoter init --from DIR`` and activating a
version into a profile), the plugin (reporting at ``on_session_start`` what
the session loaded) and ``hermes_plugin.sync`` (verifying a download).

The governed set is the profile's adaptive-expression and governed-decoding
strata (source §4): every regular file under these roots, relative to
``HERMES_HOME``, POSIX separators:

- adaptive expression: ``SOUL.md``, ``skills/``, ``prompts/``, ``memory/``
  (memory *policy*; Hermes's own ``memories/`` store is the agent's), ``policies/``,
  ``examples/``
- governed decoding: ``decoder/``, ``scripts/5qln/``

Inside those roots, names starting with ``.`` (Hermes's ``.bundled_manifest``,
``.usage.json``, ``.hub/``) and ``__pycache__`` / ``*.pyc`` are runtime state,
not governed content. Everything else in a profile (``config.yaml``, ``.env``,
``plugins/``, ``state.db``, ``sessions/``, ``logs/``, ``memories/``) is never
part of a version.

A version's digest is the sha256 of the canonical JSON of its file map
``{path: {"sha256": hex, "size": int}}`` (sorted keys, no spaces).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ADAPTIVE_ROOTS = ("SOUL.md", "skills/", "prompts/", "memory/", "policies/", "examples/")
DECODING_ROOTS = ("decoder/", "scripts/5qln/")
GOVERNED_ROOTS = ADAPTIVE_ROOTS + DECODING_ROOTS


def is_runtime_name(name: str) -> bool:
    """A path segment that is Hermes's runtime state inside a governed root."""
    return name.startswith(".") or name == "__pycache__" or name.endswith(".pyc")


def is_governed(relative: str) -> bool:
    """True when a profile-relative POSIX path belongs to a governed root and is not runtime state."""
    parts = relative.split("/")
    if any(is_runtime_name(part) or part in ("", "..") for part in parts):
        return False
    for root in GOVERNED_ROOTS:
        if root.endswith("/"):
            if relative.startswith(root):
                return True
        elif relative == root:
            return True
    return False


class SymlinkRefused(ValueError):
    """A governed path is a symlink: versions hold regular files only."""


def governed_files(home: Path) -> dict[str, Path]:
    """The governed regular files under ``home`` by relative path; a symlink on the way raises."""
    found: dict[str, Path] = {}
    for root in GOVERNED_ROOTS:
        start = home / root.rstrip("/")
        if start.is_symlink():
            raise SymlinkRefused(f"{start} is a symlink; governed paths must be real files and directories")
        if not root.endswith("/"):
            if start.is_file():
                found[root] = start
            continue
        if not start.is_dir():
            continue
        for directory, dirnames, filenames in os.walk(start):
            dirnames[:] = sorted(d for d in dirnames if not is_runtime_name(d))
            base = Path(directory)
            for name in list(dirnames) + sorted(filenames):
                path = base / name
                relative = path.relative_to(home).as_posix()
                if path.is_symlink():
                    if is_governed(relative):
                        raise SymlinkRefused(f"{path} is a symlink; governed paths must be real files")
                    continue
                if name in filenames and is_governed(relative) and path.is_file():
                    found[relative] = path
    return dict(sorted(found.items()))


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


def file_map(files: Mapping[str, Path]) -> dict[str, dict[str, Any]]:
    """``{path: {"sha256", "size"}}`` for the given files, sorted by path."""
    return {name: {"sha256": file_sha256(path), "size": path.stat().st_size} for name, path in sorted(files.items())}


def digest_of_file_map(files: Mapping[str, Mapping[str, Any]]) -> str:
    canonical = json.dumps(dict(sorted(files.items())), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def profile_digest(home: Path) -> tuple[str, int]:
    """The digest of the governed files in a profile, and how many there are (R-P-10)."""
    files = governed_files(home)
    return digest_of_file_map(file_map(files)), len(files)
