"""The active store (R-P-1): immutable versions and an atomically swapped pointer.

Layout under ``QLN_ACTIVE_STORE``::

    agents/<agent>/current.json  {"version": <digest>|null, "promotion": id, "previous": ...} (R-P-7)
    versions/<digest>/manifest.json   {"format": 1, "files": {path: {"sha256", "size"}}}
    versions/<digest>/tree/...        the files, read-only
    journal.json                 the promoter's journal while a promotion runs

A version's digest is the digest of its file map (hermes_plugin.governed), so identical content has
one directory. Reading is for everyone; writing is the promoter's alone
(R-AUTH-4), which the OS enforces once ``setup_promoter`` has run.
No Django imports beyond settings, so the functions take the store path.
"""
from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path
from typing import Any, Iterable, Mapping

# The read side lives in cycles.active_store, used by every app; the writes below are the promoter's.
from cycles.active_store import (  # noqa: F401
    AGENTS,
    MANIFEST,
    POINTER,
    TREE,
    VERSIONS,
    VersionCheck,
    pointer_dir,
    pointer_version,
    read_pointer,
    store_root,
    tree_files,
    verify_version,
    version_dir,
    version_tree,
)
from hermes_plugin.governed import digest_of_file_map, file_map, file_sha256  # noqa: F401 — one copy of the digest rule
from hermes_plugin.profile_state import fsync_dir, write_durable  # noqa: F401 — one copy of the durable write

STAGING_PREFIX = ".staging-"
READ_ONLY_FILE = 0o444
READ_ONLY_DIR = 0o555


def migrate_legacy_pointer(agent: str, root: Path | None = None) -> bool:
    """Move the single pre-fleet `current.json` to the agent it belongs to (once; promoter side)."""
    root = root or store_root()
    legacy = root / POINTER
    if not legacy.exists():
        return False
    target = pointer_dir(agent, root)
    shared_mkdirs(target)
    if not (target / POINTER).exists():
        os.replace(legacy, target / POINTER)
        fsync_dir(target)
    else:
        legacy.unlink()
    fsync_dir(root)
    return True


def pointer_bytes(version: str | None, **extra: Any) -> bytes:
    return (json.dumps({"version": version, **extra}, sort_keys=True, indent=1) + "\n").encode("utf-8")


def prepare_pointer(agent: str, version: str | None, root: Path | None = None, **extra: Any) -> Path:
    """First half of the swap: `agents/<agent>/current.json.tmp` written and fsynced."""
    folder = pointer_dir(agent, root)
    shared_mkdirs(folder)
    tmp = folder / (POINTER + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, pointer_bytes(version, **extra))
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, 0o644)
    return tmp


def commit_pointer(agent: str, root: Path | None = None) -> None:
    """Second half: os.replace onto `current.json`, then fsync the directory."""
    folder = pointer_dir(agent, root)
    os.replace(folder / (POINTER + ".tmp"), folder / POINTER)
    fsync_dir(folder)


def swap_pointer(agent: str, version: str | None, root: Path | None = None, **extra: Any) -> None:
    """R-P-1: the atomic swap of the agent's `current.json` (temp, fsync, os.replace, fsync dir)."""
    prepare_pointer(agent, version, root, **extra)
    commit_pointer(agent, root)


def restore_pointer(agent: str, snapshot: dict[str, Any] | None, root: Path | None = None) -> None:
    """Put back exactly the pointer a journal snapshotted (absent when nothing was active)."""
    root = pointer_dir(agent, root)
    shared_mkdirs(root)
    if snapshot is None:
        if (root / POINTER).exists():
            (root / POINTER).unlink()
            fsync_dir(root)
        return
    write_durable(root / POINTER, (json.dumps(snapshot, sort_keys=True, indent=1) + "\n").encode("utf-8"))


def compose_files(parent: str | None, overlay: Mapping[str, Path], root: Path | None = None) -> dict[str, Path]:
    """The new version's files: the parent version's tree with `overlay` on top."""
    files = tree_files(version_dir(parent, root) / TREE) if parent else {}
    files.update(overlay)
    return dict(sorted(files.items()))


def stage_version(files: Mapping[str, Path], staging: Path, on_file: Any = None) -> str:
    """Copy `files` into a staging directory with its manifest; return the version digest."""
    if staging.exists():
        make_writable(staging)
        shutil.rmtree(staging)
    (staging / TREE).mkdir(parents=True)
    for index, (name, source) in enumerate(files.items()):
        if name.startswith("/") or ".." in Path(name).parts:
            raise ValueError(f"unsafe path in a version: {name!r}")
        target = staging / TREE / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        if on_file is not None:
            on_file(index)
    mapping = file_map(tree_files(staging / TREE))
    digest = digest_of_file_map(mapping)
    (staging / MANIFEST).write_text(json.dumps({"format": 1, "files": mapping}, indent=1, sort_keys=True) + "\n")
    return digest


def seal_version(staging: Path, digest: str, root: Path | None = None) -> Path:
    """Make the staged tree read-only, fsync it and rename it to versions/<digest> (R-P-1)."""
    target = version_dir(digest, root)
    for path in _walk_bottom_up(staging):
        if path.is_file():
            os.chmod(path, READ_ONLY_FILE)
            fd = os.open(path, os.O_RDONLY)
            os.fsync(fd)
            os.close(fd)
    for path in _walk_bottom_up(staging):
        if path.is_dir():
            fsync_dir(path)
            os.chmod(path, READ_ONLY_DIR)
    os.rename(staging, target)
    os.chmod(target, READ_ONLY_DIR)  # created under the promoter's umask 077: the web user reads it
    fsync_dir(target.parent)
    return target


def remove_tree(directory: Path) -> None:
    """Remove a (possibly read-only) directory tree; used only by recovery for unsealed work."""
    if directory.exists():
        make_writable(directory)
        shutil.rmtree(directory)
        fsync_dir(directory.parent)


def make_writable(directory: Path) -> None:
    for path in [directory, *_walk_bottom_up(directory)]:
        if path.is_dir() and not path.is_symlink():
            os.chmod(path, stat.S_IMODE(path.stat().st_mode) | stat.S_IWUSR | stat.S_IXUSR | stat.S_IRUSR)


def staging_dirs(root: Path | None = None) -> Iterable[Path]:
    versions = (root or store_root()) / VERSIONS
    return sorted(versions.glob(STAGING_PREFIX + "*")) if versions.is_dir() else []


def shared_mkdirs(path: Path) -> None:
    """``mkdir -p`` whose new directories take their parent's read bits, not the umask's.

    The promoter runs under umask 077 (``qlnweb.hardening``); the web user still reads the
    store through the group or world bits ``setup_promoter`` gave its root."""
    missing: list[Path] = []
    current = path
    while not current.exists():
        missing.append(current)
        current = current.parent
    for directory in reversed(missing):
        # the parent's read bits pass on; mkdir (not chmod, which drops the setgid of a group the
        # promoter is not in) keeps the setgid setup_promoter gave, so the web group owns it too.
        # The umask is relaxed for this one call only: the promoter's commands are single-threaded.
        previous = os.umask(0)
        try:
            os.mkdir(directory, 0o700 | (stat.S_IMODE(directory.parent.stat().st_mode) & 0o055))
        except FileExistsError:
            continue
        finally:
            os.umask(previous)


def _walk_bottom_up(directory: Path) -> list[Path]:
    return sorted(directory.rglob("*"), key=lambda p: len(p.parts), reverse=True)


def ensure_layout(root: Path | None = None) -> Path:
    root = root or store_root()
    shared_mkdirs(root / VERSIONS)
    return root
