"""What a version's files and manifest must be before anything touches the disk (R-P-9, issue 25).

Stdlib only. A hostile sync server chooses the manifest, the digest and the file names: every entry's shape
and every path is checked here, and nothing it sends may raise anything but ``ActivationError``.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from typing import Any

from .governed import digest_of_file_map, is_governed
from .profile_state import ActivationError

MAX_PATH = 1024  # a governed path's length; far below PATH_MAX once joined to a profile and its staging
MAX_SEGMENT = 255  # NAME_MAX
_SHA256 = re.compile(r"[0-9a-f]{64}")


def path_problem(name: object) -> str | None:
    """Why `name` cannot be a file of a version (None when it can): checked before anything touches the disk."""
    if not isinstance(name, str):
        return f"{name!r} is not a path"
    shown = repr(name[:80]) + ("…" if len(name) > 80 else "")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        return f"{shown} holds a control character (NUL, newline…)"
    if len(name) > MAX_PATH or any(len(part.encode("utf-8", "surrogatepass")) > MAX_SEGMENT for part in name.split("/")):
        return f"{shown} is longer than a version path may be ({len(name)} characters)"
    if not is_governed(name):
        return f"{shown} is not a governed path; a version holds governed files only"
    return None


def verify_payload(files: Mapping[str, bytes], manifest: Mapping[str, Mapping[str, Any]], digest: str) -> None:
    """Every file against the manifest and the manifest against the digest, before anything is written.

    A hostile server chooses both the manifest and the digest, so the shape of every entry and every
    path is checked here too: nothing it sends may raise anything but ActivationError.
    """
    if not isinstance(manifest, Mapping) or not isinstance(files, Mapping):
        raise ActivationError("the manifest and the files must be objects")
    for name, entry in manifest.items():
        problem = path_problem(name)
        if problem:
            raise ActivationError(problem)
        if not isinstance(entry, Mapping) or not isinstance(entry.get("sha256"), str) \
                or not _SHA256.fullmatch(entry["sha256"]) or type(entry.get("size")) is not int or entry["size"] < 0:
            raise ActivationError(f"{name}: a manifest entry must be an object with a sha256 and a size")
    if digest_of_file_map(manifest) != digest:
        raise ActivationError("the manifest does not hash to the version digest")
    if set(files) != set(manifest):
        raise ActivationError(f"files and manifest differ: {sorted(map(str, set(files) ^ set(manifest)))[:10]}")
    for name, content in files.items():
        if not isinstance(content, bytes):
            raise ActivationError(f"{name}: content is not bytes")
        entry = manifest[name]
        if hashlib.sha256(content).hexdigest() != entry.get("sha256") or len(content) != entry.get("size"):
            raise ActivationError(f"{name}: content does not match the manifest (sha256/size)")
