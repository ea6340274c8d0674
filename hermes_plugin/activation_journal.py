"""The write-ahead journal of an activation: record a step, switch, recover (R-P-8, R-P-9).

Split from :mod:`hermes_plugin.activation` along the commit point: this module
knows the journal (``$HERMES_HOME/.qln/journal.json``), the staging directory
and the switch; :func:`hermes_plugin.activation.activate` decides *whether*
a version may be activated (verified payload, sealed profile, no obstacle)
and drives these steps. Stdlib only, as the rest of the plugin.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any

from .profile_state import ACTIVE, JOURNAL, ActivationError, fsync_dir, read_active, state_dir, write_durable

CRASH_ENV = "QLN_ACTIVATE_CRASH_AT"
STEPS = ("begin", "staging", "staged", "switching", "switch_half", "switched", "recorded")
FILE_MODE = 0o444
DIR_MODE = 0o755



def crash_point(step: str) -> None:
    if os.environ.get(CRASH_ENV) == step:
        os.kill(os.getpid(), signal.SIGKILL)


def safe_dirs(home: Path, relative_dir: str) -> Path:
    """Create home/relative_dir one segment at a time; a symlink on the way is refused."""
    current = home
    for segment in [s for s in relative_dir.split("/") if s]:
        current = current / segment
        if current.is_symlink():
            raise ActivationError(f"{current} is a symlink; refusing to activate through it")
        if not current.exists():
            os.mkdir(current, DIR_MODE)
            os.chmod(current, DIR_MODE)
        elif not current.is_dir():
            raise ActivationError(f"{current} exists and is not a directory")
    return current


def read_journal(home: Path) -> dict[str, Any] | None:
    try:
        return json.loads((state_dir(home) / JOURNAL).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None


def record(home: Path, journal: dict[str, Any], step: str) -> None:
    journal["steps"].append(step)
    write_durable(state_dir(home) / JOURNAL, json.dumps(journal, indent=1).encode("utf-8"), 0o600)
    crash_point(step)


def clear(home: Path, journal: dict[str, Any]) -> None:
    staging = state_dir(home) / f"staging-{journal['attempt']}"
    remove_tree(staging)
    path = state_dir(home) / JOURNAL
    if path.exists():
        path.unlink()
        fsync_dir(path.parent)


def remove_tree(directory: Path) -> None:
    if not directory.exists():
        return
    for root, dirs, files in os.walk(directory, topdown=False):
        for name in files:
            os.unlink(os.path.join(root, name))
        for name in dirs:
            os.chmod(os.path.join(root, name), 0o700)
            os.rmdir(os.path.join(root, name))
    os.chmod(directory, 0o700)
    os.rmdir(directory)


def recover(home: Path) -> str:
    """Finish or undo an interrupted activation: 'clean', 'rolled_back' or 'rolled_forward'."""
    journal = read_journal(home)
    if journal is None:
        return "clean"
    if "switching" not in journal["steps"]:
        clear(home, journal)
        return "rolled_back"
    switch(home, journal)
    write_active(home, journal)
    clear(home, journal)
    return "rolled_forward"


def switch(home: Path, journal: dict[str, Any], crash_half: bool = False) -> None:
    staging = state_dir(home) / f"staging-{journal['attempt']}"
    names = sorted(journal["files"])
    for index, name in enumerate(names):
        staged = staging / name
        if staged.exists():  # absent once renamed: roll-forward is idempotent
            parent, _, _ = name.rpartition("/")
            target_dir = safe_dirs(home, parent)
            os.replace(staged, target_dir / Path(name).name)
            fsync_dir(target_dir)
        if crash_half and index == len(names) // 2:
            crash_point("switch_half")
    for name in to_remove(home, journal):
        path = home / name
        if path.is_file() and not path.is_symlink():  # absent once removed: roll-forward is idempotent
            path.unlink()
            fsync_dir(path.parent)


def to_remove(home: Path, journal: dict[str, Any]) -> list[str]:
    """What the switch may delete: files the previous version placed that the new one does not have.

    Computed before the commit point and journalled; a journal from before issue 25 has no list,
    and then the previous ``active.json`` (still in place until ``recorded``) says what was placed.
    """
    if "remove" in journal:
        return [str(name) for name in journal["remove"]]
    placed = set((read_active(home) or {}).get("files") or [])
    return sorted(placed - set(journal["files"]))


def write_active(home: Path, journal: dict[str, Any]) -> None:
    payload = {"version": journal["version"], "files": sorted(journal["files"]),
               "adopted": sorted(journal.get("adopted") or []), "previous": journal.get("previous"), "activated_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    write_durable(state_dir(home) / ACTIVE, (json.dumps(payload, indent=1, sort_keys=True) + "\n").encode(), 0o644)
