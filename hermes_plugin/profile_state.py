"""A Hermes profile's ``.qln/`` state, shared by activation, the session lease and the sync client (R-P-8, R-P-12).

Stdlib only. The names of the state files, the errors activation raises, the durable write every one of them
uses (temp file, fsync, rename, fsync the directory) and the reader of ``active.json``.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

STATE_DIR = ".qln"
ACTIVE = "active.json"
JOURNAL = "journal.json"
LEASE = "sessions.lock"
NO_BUNDLED_SKILLS = ".no-bundled-skills"  # Hermes: do not seed bundled skills into a governed skills/


class ActivationError(Exception):
    """The version could not be activated; the profile is unchanged (or was rolled forward)."""


class ProfileBusy(ActivationError):
    """A session holds the lease: activating now would mix versions inside it (source §18.3)."""


def fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_durable(path: Path, content: bytes, mode: int = 0o644) -> None:
    """Temp file beside `path`, fsync, os.replace, fsync the directory (never through a symlink)."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, mode)
    try:
        os.write(fd, content)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, mode)
    os.replace(tmp, path)
    fsync_dir(path.parent)


def state_dir(home: Path) -> Path:
    return home / STATE_DIR


def read_active(home: Path) -> dict[str, Any] | None:
    """The profile's ``active.json``, or None before the first activation."""
    try:
        value = json.loads((state_dir(home) / ACTIVE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None
