"""Reversibility by a real rehearsal (seed §17.1.5 "rollback", §17.2 reversibility, §19; issue 10).

The candidate is activated into a scratch Hermes profile with the functions
the promoter uses (:func:`cycles.active_store.version_payload` reads and
re-verifies the parent version in the active store,
:func:`hermes_plugin.activation.activate` switches the profile's governed
files), then rolled back to the parent the same way. The rehearsal fails when
anything differs afterwards: the profile's governed file map (digest and
bytes), its ``active.json``, the parent version in the store, or the parent
text the candidate was diffed against. Nothing outside the temporary
directory is written.
"""
from __future__ import annotations

import hashlib
import tempfile
from pathlib import Path
from typing import Any

from cycles.active_store import version_payload
from hermes_plugin import activation, profile_state
from hermes_plugin.governed import digest_of_file_map, governed_files


def _manifest(files: dict[str, bytes]) -> dict[str, dict[str, Any]]:
    return {name: {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)} for name, data in sorted(files.items())}


def _snapshot(home: Path) -> dict[str, bytes]:
    return {name: path.read_bytes() for name, path in governed_files(home).items()}


def rehearse(*, store: Path, parent_version: str | None, target_path: str, content: str,
             parent_content: str) -> dict[str, Any]:
    """Activate the candidate into a scratch profile, roll back, compare. Returns {ran, ok, problems, …}."""
    problems: list[str] = []
    try:
        parent_digest, parent_files, parent_manifest = version_payload(parent_version or None, store)
    except (profile_state.ActivationError, OSError, ValueError) as exc:
        return {"ran": True, "ok": False, "problems": [f"the parent version cannot be read for a rollback: {exc}"]}
    recorded_parent = parent_files.get(target_path, b"").decode("utf-8", errors="replace")
    if recorded_parent != parent_content:
        problems.append(f"{target_path} in the parent version differs from the parent the candidate was diffed "
                        "against: a rollback would not restore it")
    candidate_files = {**parent_files, target_path: content.encode("utf-8")}
    candidate_manifest = _manifest(candidate_files)
    candidate_digest = digest_of_file_map(candidate_manifest)
    with tempfile.TemporaryDirectory(prefix="qln-rehearsal-") as scratch:
        home = Path(scratch) / "profile"
        home.mkdir()
        try:
            activation.activate(home, version=parent_digest, files=parent_files, manifest=parent_manifest)
            before, before_active = _snapshot(home), (profile_state.read_active(home) or {}).get("version")
            activation.activate(home, version=candidate_digest, files=candidate_files, manifest=candidate_manifest)
            live = _snapshot(home)
            if live != candidate_files:
                problems.append("after activation the scratch profile does not hold exactly the candidate's files")
            activation.activate(home, version=parent_digest, files=parent_files, manifest=parent_manifest)
            after, after_active = _snapshot(home), profile_state.read_active(home) or {}
        except profile_state.ActivationError as exc:
            problems.append(f"activation or rollback failed in the scratch profile: {exc}")
            return {"ran": True, "ok": False, "problems": problems, "candidate_version": candidate_digest}
    changed = sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))
    if changed:
        problems.append(f"after the rollback these files differ from the parent: {changed}")
    if digest_of_file_map(_manifest(after)) != parent_digest or after_active.get("version") != before_active:
        problems.append("after the rollback the profile's digest or active.json is not the parent version")
    try:
        again = version_payload(parent_version or None, store)[0]
    except (profile_state.ActivationError, OSError, ValueError) as exc:
        problems.append(f"the parent version no longer verifies after the rehearsal: {exc}")
    else:
        if again != parent_digest:
            problems.append("the parent version's digest changed during the rehearsal")
    return {"ran": True, "ok": not problems, "problems": problems, "parent_version": parent_digest,
            "candidate_version": candidate_digest, "files": len(candidate_files),
            "summary": f"activated {candidate_digest[:12]} in a scratch profile and rolled back to "
                       f"{parent_digest[:12]}: {len(parent_files)} file(s) identical"}
