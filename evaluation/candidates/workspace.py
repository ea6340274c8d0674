"""Candidate target paths and isolated workspaces (R-E-1, seed §16).

Path policy (documented in docs/evaluation.md, implemented in
``evaluation.candidates.target_paths`` and re-exported here as ``check_target``). A
target path from a client is text, never a file handle. It must be relative,
canonical (no ``.``/``..`` or empty segment, no backslash, NUL, control,
format or surrogate character, NFC, ASCII segments of at most 255 bytes, the
governed root spelled exactly as in ``hermes_plugin.governed``) and a governed
file of its stratum — the governed set is defined once, in
``hermes_plugin.governed``:

- ``adaptive_expression``: ``SOUL.md``, ``skills/**`` (``skills/5qln/**``
  included), ``prompts/``, ``memory/``, ``policies/``, ``examples/``
- ``governed_decoding``: ``decoder/``, ``scripts/5qln/**``

Refused, each with its own code, compared caseless and NFKC-normalised:
the kernel/codex (``CONSTITUTIONAL_TARGET``), the plugin's code
(``PLUGIN_CODE_TARGET``), the evaluator and suites (``EVALUATOR_PATH``), the
active store (``ACTIVE_STORE_TARGET``), configuration and credentials
(``CREDENTIALS_TARGET``), Hermes runtime state (``RUNTIME_STATE_TARGET``),
anything else (``PATH_OUTSIDE_ROOTS``); a governed root spelled another way
(``PATH_NOT_CANONICAL_SPELLING``), the other stratum's root (``WRONG_STRATUM``),
an over-long segment (``PATH_SEGMENT_TOO_LONG``).
Symlinks are refused wherever the server reads or writes: a symlinked parent
file in the active version, and any symlink on the way into the workspace.

The server alone writes ``QLN_HOME/candidates/<cycle>/<candidate>/``:
manifest.json, parent/<target>, proposed/<target>, diff.patch,
test-plan.json, evidence/. Files are created exclusively
(``O_EXCL | O_NOFOLLOW``) and made read-only. A run's outcomes (seed §16's
``evaluation/``) are the evaluator's: it writes them at the same relative place in
its own home, ``QLN_EVAL_HOME`` (``evaluation.candidates.run_outputs``), where the
web user cannot change them.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cycles.active_store import version_tree
from evaluation.candidates.target_paths import MAX_PATH, REFUSED_TARGETS, STRATUM_ROOTS, PathRefused, check_target

__all__ = ["MAX_PATH", "REFUSED_TARGETS", "STRATUM_ROOTS", "PathRefused", "Workspace", "check_target", "read_parent",
           "sha256_text", "unified_diff", "verify_workspace", "write_workspace"]


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def unified_diff(parent: str, proposed: str, target_path: str) -> str:
    lines = difflib.unified_diff(
        parent.splitlines(keepends=True), proposed.splitlines(keepends=True),
        fromfile=f"a/{target_path}", tofile=f"b/{target_path}",
    )
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def read_parent(active_store: Path, version: str | None, target_path: str) -> str:
    """The target's text in the active version ("" for a new file); refuses symlinks on the way."""
    if not version:
        return ""
    root = version_tree(version, active_store)
    current = root
    for segment in target_path.split("/"):
        current = current / segment
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            return ""
        if stat.S_ISLNK(mode):
            raise PathRefused("SYMLINK_REFUSED", f"{target_path} goes through a symlink in the active version")
    return current.read_text(encoding="utf-8")


def _safe_mkdirs(base: Path, relative: str) -> Path:
    """Create base/relative one component at a time, refusing any symlink on the way."""
    current = base
    for segment in [s for s in relative.split("/") if s]:
        current = current / segment
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            os.mkdir(current, 0o755)
            # under the process umask 077 (qlnweb.hardening) only the read bits the operator gave
            # the parent (e.g. `candidates/` for the promoter's group) pass on, never more than 0755
            os.chmod(current, 0o700 | (stat.S_IMODE(os.lstat(current.parent).st_mode) & 0o055))
            continue
        if stat.S_ISLNK(mode):
            raise PathRefused("SYMLINK_REFUSED", f"the workspace path {current} is a symlink; refusing to write through it")
        if not stat.S_ISDIR(mode):
            raise PathRefused("WORKSPACE_CONFLICT", f"{current} exists and is not a directory")
    return current


def _write_exclusive(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o444)
    os.fchmod(fd, 0o400 | (stat.S_IMODE(os.lstat(path.parent).st_mode) & 0o044))  # its directory's read bits
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)


@dataclass(frozen=True)
class Workspace:
    root: Path
    manifest: dict[str, Any]
    manifest_digest: str


def write_workspace(
    *, qln_home: Path, cycle_id: int, candidate_id: int, target_path: str, parent: str, proposed: str,
    diff: str, manifest: dict[str, Any], test_plan: dict[str, Any],
) -> Workspace:
    """Write the isolated workspace of seed §16; every file new, read-only, no symlink followed."""
    for anchor in (qln_home, qln_home / "candidates"):
        if anchor.is_symlink():
            raise PathRefused("SYMLINK_REFUSED", f"{anchor} is a symlink; refusing to write through it")
    qln_home.mkdir(parents=True, exist_ok=True)
    root = _safe_mkdirs(qln_home, f"candidates/{cycle_id}/{candidate_id}")
    if any(root.iterdir()):
        raise PathRefused("WORKSPACE_CONFLICT", f"workspace {root} is not empty; a candidate is written once")
    parent_dir, _, name = target_path.rpartition("/")
    for side, text in (("parent", parent), ("proposed", proposed)):
        folder = _safe_mkdirs(root, f"{side}/{parent_dir}")
        _write_exclusive(folder / name, text)
    _safe_mkdirs(root, "evidence")
    _write_exclusive(root / "diff.patch", diff)
    _write_exclusive(root / "test-plan.json", json.dumps(test_plan, indent=2, sort_keys=True) + "\n")
    manifest_text = json.dumps(manifest, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    _write_exclusive(root / "manifest.json", manifest_text)
    return Workspace(root, manifest, sha256_text(manifest_text))


def verify_workspace(candidate_root: Path, target_path: str, content_digest: str, parent: str) -> list[str]:
    """Problems with a written workspace: missing files, symlinks, digests that no longer match."""
    problems = []
    for relative in ("manifest.json", "diff.patch", "test-plan.json", f"parent/{target_path}", f"proposed/{target_path}"):
        path = candidate_root / relative
        if path.is_symlink():
            problems.append(f"{relative} is a symlink")
        elif not path.is_file():
            problems.append(f"{relative} is missing")
    if problems:
        return problems
    if sha256_text((candidate_root / "proposed" / target_path).read_text(encoding="utf-8")) != content_digest:
        problems.append("proposed content no longer matches the content digest")
    if (candidate_root / "parent" / target_path).read_text(encoding="utf-8") != parent:
        problems.append("parent copy differs from the recorded parent: rollback would not restore it")
    return problems

