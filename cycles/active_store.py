"""The active store's read side (R-P-1, R-P-7): one module every app uses; the writes are `promotion.store`'s.

Layout under ``QLN_ACTIVE_STORE``::

    agents/<agent>/current.json       {"version": <digest>|null, "promotion": id, "previous": ...} (R-P-7)
    versions/<digest>/manifest.json   {"format": 1, "files": {path: {"sha256", "size"}}}
    versions/<digest>/tree/...        the files, read-only

What is active is what the hash-chained ledger says the promoter made active
(issue 11 bypass 1; issue 13 §3). The ledger lives in the database every web node
shares, so every node gives the same answer the moment the promoter's commit point
(Promotion row + ledger entry, one transaction) is committed — nothing is cached.
`promotion` and `rollback` ledger entries carry `agent` and `active_after`.

`current.json` is the promoter's own file (its journal and recovery work on it);
the web nodes read it only to catch a forgery: whoever can write the directory it
lives in could put a sealed-looking store there. A pointer naming a version the
ledger never made active for the agent is refused ("nothing verifiable is active",
an event, sessions pinned to nothing). A pointer that is merely behind — the
promoter between its commit and its pointer swap, or a web node whose read-only
mount of the shared store has not yet shown the swap — names a version the ledger
did make active before, and the ledger's answer stands. A node that does not mount
the store at all (no pointer) answers from the ledger too; it only cannot serve files.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings

from cycles import events
from cycles.choices import LedgerKind
from cycles.models import LedgerEntry
from hermes_plugin.activation import ActivationError
from hermes_plugin.governed import digest_of_file_map, file_map

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


def active_version_digest(agent: str) -> str | None:
    """The digest the agent's `current.json` points at, or None when nothing is active for it."""
    pointer = read_pointer(agent)
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


class PointerMismatch(Exception):
    """The pointer file names a version the ledger never made active for this agent."""


def recorded_active_version(agent: str) -> tuple[bool, str | None]:
    """(known, version): the ledger's latest activation for the agent; known=False when it has none."""
    kinds = [LedgerKind.PROMOTION, LedgerKind.ROLLBACK]
    entry = LedgerEntry.objects.filter(kind__in=kinds, payload__agent=agent).order_by("-seq").first()
    if entry is None:
        # Before one pointer per agent (R-P-7) the entries named no agent: the single pointer's history.
        entry = LedgerEntry.objects.filter(kind__in=kinds, payload__has_key="active_after").exclude(
            payload__has_key="agent").order_by("-seq").first()
    if entry is None:
        return False, None
    return True, entry.payload.get("active_after") or None


def _was_made_active(agent: str, version: str) -> bool:
    """True when some promotion or rollback of the ledger made `version` active for `agent`."""
    kinds = [LedgerKind.PROMOTION, LedgerKind.ROLLBACK]
    entries = LedgerEntry.objects.filter(kind__in=kinds, payload__active_after=version)
    return entries.filter(payload__agent=agent).exists() or entries.exclude(payload__has_key="agent").exists()


def active_version(agent: str, *, strict: bool = False) -> str | None:
    """The ledger's active version for `agent`; None (or PointerMismatch when strict) when the pointer is forged."""
    known, recorded = recorded_active_version(agent)
    pointed = active_version_digest(agent)
    if pointed == recorded or pointed is None or (known and _was_made_active(agent, pointed)):
        return recorded  # the pointer agrees, is absent here, or is only behind the ledger
    detail = f"the pointer names {pointed} but the ledger made {recorded or 'nothing'} active"
    events.emit("active_pointer_mismatch", agent_name=agent, pointer=pointed, ledger=recorded)
    if strict:
        raise PointerMismatch(detail)
    return None
