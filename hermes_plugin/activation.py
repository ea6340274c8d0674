"""Activate a version's governed files in a Hermes profile, crash-safe (R-P-8, R-P-9, R-P-12).

Stdlib only: the promoter (same host) and ``hermes_plugin.sync`` (other
hosts) both call :func:`activate`. Hermes 0.19 builds the system prompt from
``SOUL.md`` and the skills index before any session hook fires, caches it,
and reads skill bodies on demand later, so a version must change only
between sessions and never half-way.

State lives in ``$HERMES_HOME/.qln/`` (owned by whoever activates; the agent
only reads it):

- ``active.json``   the version the profile holds: digest, file list, time;
- ``journal.json``  only while an activation runs (write-ahead, fsynced);
- ``staging-<attempt>/`` the new files, complete and verified before any switch;
- ``sessions.lock`` the session lease of plugins from before issue 25.

The session lease is a shared ``flock`` on ``$HERMES_HOME`` itself, taken by
the plugin in ``register()`` (before Hermes reads ``SOUL.md``) and held until
its process ends; activation takes it (and ``sessions.lock``) exclusively, so
it waits until no session is open, and a session starting mid-switch waits
for the switch to finish. Activation removes only files an earlier version
placed (``active.json``'s list): an unsealed profile is refused, never emptied.

Order: ``begin`` → ``staging`` → ``staged`` (every file re-hashed against
the manifest, the map against the digest) → ``switching`` (the commit
point) → ``switch_half`` → ``switched`` → ``recorded``. A crash before
``switching`` leaves the profile untouched (recovery drops the staging); a
crash after it rolls forward from the staging, which holds every new file
until it is renamed into place. Either way the profile ends at the old or
the new version, never between. ``QLN_ACTIVATE_CRASH_AT=<step>`` SIGKILLs
the process right after a step (crash tests). The journal, the staging and
the switch are :mod:`hermes_plugin.activation_journal`; this module decides
whether a version may be activated and drives the steps.
"""

from __future__ import annotations

import hashlib
import os
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .activation_journal import FILE_MODE, clear, crash_point, record, recover, safe_dirs, switch, write_active
from .governed import digest_of_file_map, file_map, file_sha256, governed_files
from .profile_state import NO_BUNDLED_SKILLS, STATE_DIR, ActivationError, read_active, write_durable
from .session_lease import SessionLease
from .version_payload import verify_payload


@dataclass(frozen=True)
class ActivationResult:
    home: Path
    version: str
    previous: str | None
    changed: bool
    files: int


def _unplaced(home: Path, placed: set[str], files: Mapping[str, bytes]) -> list[str]:
    """Governed files on disk no earlier version placed that this activation would delete or overwrite.

    Activation removes only what an earlier version put there (issue 25): a profile that was never
    sealed (its SOUL.md, its skills) is not the promoter's to replace. A file already holding exactly
    the version's bytes (``promoter init --from`` the same profile) is taken over as it is.
    """
    foreign = []
    for name, path in governed_files(home).items():
        if name in placed:
            continue
        if name in files and path.stat().st_size == len(files[name]) \
                and file_sha256(path) == hashlib.sha256(files[name]).hexdigest():
            continue
        foreign.append(name)
    return foreign


def activate(
    home: Path, *, version: str, files: Mapping[str, bytes], manifest: Mapping[str, Mapping[str, Any]],
    wait: float = 0.0,
) -> ActivationResult:
    """Make ``home``'s governed files exactly ``files`` (verified against ``manifest`` and ``version``).

    Raises ProfileBusy when a session is open after ``wait`` seconds, and
    ActivationError on anything else; both leave the profile at its old version.
    """
    home = Path(home)
    if not home.is_dir() or home.is_symlink():
        raise ActivationError(f"{home} is not a directory")
    verify_payload(files, manifest, version)
    safe_dirs(home, STATE_DIR)
    if not (home / NO_BUNDLED_SKILLS).exists():
        write_durable(home / NO_BUNDLED_SKILLS, b"governed by qlnweb: skills arrive only through promotion\n", 0o444)
    lease = SessionLease(home)
    lease.acquire(wait)
    try:
        recover(home)
        before = read_active(home)
        previous = (before or {}).get("version")
        on_disk = digest_of_file_map(_current_map(home))
        if previous == version and on_disk == version:
            return ActivationResult(home, version, previous, False, len(files))
        placed = {str(name) for name in (before or {}).get("files") or []}
        foreign = _unplaced(home, placed, files)
        if foreign:
            raise ActivationError(
                f"{home} holds governed files no version placed there, which this activation would delete or "
                f"replace: {', '.join(foreign[:10])}{' …' if len(foreign) > 10 else ''}; seal the profile first "
                "(`manage.py promoter init --agent NAME --from DIR`) or move them out of the profile")
        # Files a version took over as they were (sealed from this very profile) are the profile's own: the
        # empty version (a rollback to nothing) never removes them, so it never empties a sealed profile, while
        # a profile that started empty (an evaluation's scratch profile) returns to empty (issue 25). A later
        # non-empty version may drop one, as it may any file an earlier version placed.
        adopted = {str(name) for name in (before or {}).get("adopted") or []} & placed
        adopted |= {name for name in files if name not in placed and (home / name).is_file()}
        if not files and adopted:
            raise ActivationError(
                f"{home}: the empty version would delete governed files the profile held before it was sealed "
                f"({', '.join(sorted(adopted)[:10])}); refused — a rollback to nothing never empties a sealed profile")
        journal = {"attempt": uuid.uuid4().hex, "version": version, "previous": previous,
                   "files": sorted(files), "remove": sorted(placed - set(files)), "adopted": sorted(adopted),
                   "steps": []}
        record(home, journal, "begin")
        staging = safe_dirs(home, f"{STATE_DIR}/staging-{journal['attempt']}")
        names = sorted(files)
        for index, name in enumerate(names):
            parent, _, base = name.rpartition("/")
            folder = safe_dirs(staging, parent)
            path = folder / base
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
            try:
                os.write(fd, files[name])
                os.fsync(fd)
            finally:
                os.close(fd)
            os.chmod(path, FILE_MODE)
            if index == len(names) // 2:
                crash_point("staging")
        staged = {name: staging / name for name in names}
        if digest_of_file_map(file_map(staged)) != version:
            raise ActivationError("the staged files do not hash to the version digest")
        obstacles = _obstacles(home, names)
        if obstacles:  # found before the commit point, so the profile is left as it was
            raise ActivationError("the profile cannot take this version: " + "; ".join(obstacles))
        record(home, journal, "staged")
        record(home, journal, "switching")
        switch(home, journal, crash_half=True)
        record(home, journal, "switched")
        write_active(home, journal)
        record(home, journal, "recorded")
        clear(home, journal)
        if digest_of_file_map(_current_map(home)) != version:
            raise ActivationError("after the switch the profile's governed files do not hash to the version")
        return ActivationResult(home, version, previous, True, len(files))
    except Exception as exc:  # OSError, ValueError (a NUL the checks missed)…: never a half-done profile
        recover(home)  # before `switching`: drop the staging; after it: roll forward
        if isinstance(exc, ActivationError):
            raise
        raise ActivationError(f"activation into {home} failed: {exc}") from exc
    finally:
        lease.release()


def _obstacles(home: Path, names: list[str]) -> list[str]:
    """What would make the switch fail half-way: a symlink or non-directory on a path, a directory as a file."""
    problems = []
    for name in names:
        current = home
        parts = name.split("/")
        for index, segment in enumerate(parts):
            current = current / segment
            last = index == len(parts) - 1
            if current.is_symlink():
                problems.append(f"{current} is a symlink")
                break
            if not current.exists():
                break
            if last and current.is_dir():
                problems.append(f"{current} is a directory, the version has a file there")
            elif not last and not current.is_dir():
                problems.append(f"{current} is not a directory")
                break
    return problems


def _current_map(home: Path) -> dict[str, dict[str, Any]]:
    return file_map(governed_files(home))
