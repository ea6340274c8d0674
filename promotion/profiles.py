"""The promoter's own list of the Hermes profiles it keeps at an agent's active version (issue 24 §4, R-P-8).

`promoter activate --agent A --hermes-home DIR` (and `connect_hermes`, which calls it) writes the
(agent, profile) pair into ``QLN_ACTIVE_STORE/profiles.json``, owned by the promoter like the rest
of the store. Promote, rollback, recovery and `promoter run` activate only the profiles listed
here, and keep each one's state here: the version the promoter put in it, the version waiting
while a session holds the lease, and the promoter's own hash of the profile's governed files.

The ``AgentProfile`` table is a mirror for the pages and ``GET /api/v1/sessions``: a row written
by anyone else (another agent's profile path, a ``pending`` status) activates nothing, and
`promoter run` says it ignored it (forgery 2 of issue 24).

Every writer holds the promotion lock (promote, rollback, recovery, `promoter activate`, the
pending step and the hashing step of `promoter run`), so read-modify-write here never loses one.
"""
from __future__ import annotations

import json
import socket
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from promotion.store import store_root, write_durable

PROFILES = "profiles.json"
FORMAT = 1


class ProfileRefused(ValueError):
    """A profile the promoter will not register (another agent's, not a directory)."""


@dataclass(frozen=True)
class ProfileRecord:
    agent: str  # the agent's name when `promoter activate` registered it
    agent_id: int  # and its id: a renamed agent row in the database no longer matches
    hermes_home: str  # resolved absolute path
    host: str
    registered_at: str
    version: str = ""  # what the promoter put there last
    pending_version: str = ""  # waiting for the session lease (a session was open)
    status: str = "active"  # active | pending | failed
    detail: str = ""
    activated_at: str = ""  # ISO 8601, when `version` was put there
    hashed_digest: str = ""  # the promoter's own hash of the governed files (hermes_plugin.governed.profile_digest)
    hashed_at: str = ""

    @property
    def activated(self) -> datetime | None:
        return datetime.fromisoformat(self.activated_at) if self.activated_at else None


def profiles_path(root: Path | None = None) -> Path:
    return (root or store_root()) / PROFILES


def load(root: Path | None = None) -> dict[str, ProfileRecord]:
    """Every registered profile by its path ({} before the first `promoter activate`)."""
    try:
        document = json.loads(profiles_path(root).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    fields = set(ProfileRecord.__dataclass_fields__)
    return {home: ProfileRecord(**{k: v for k, v in raw.items() if k in fields})
            for home, raw in document.get("profiles", {}).items()}


def for_agent(agent_id: int, root: Path | None = None) -> list[ProfileRecord]:
    return [record for _, record in sorted(load(root).items()) if record.agent_id == agent_id]


def _save(records: dict[str, ProfileRecord], root: Path | None) -> None:
    document = {"format": FORMAT, "profiles": {home: asdict(r) for home, r in sorted(records.items())}}
    # Readable by everyone (the canary quotes the promoter's hash); written only by the promoter.
    write_durable(profiles_path(root), (json.dumps(document, sort_keys=True, indent=1) + "\n").encode(), mode=0o644)


def register(*, agent: str, agent_id: int, hermes_home: Path, now: str, root: Path | None = None) -> ProfileRecord:
    """Add the profile (idempotent); a profile belongs to one agent, so another agent's is refused."""
    home = hermes_home.resolve()
    if not home.is_dir():
        raise ProfileRefused(f"{home} is not a directory")
    records = load(root)
    known = records.get(str(home))
    if known is not None:
        if (known.agent, known.agent_id) != (agent, agent_id):
            raise ProfileRefused(f"{home} is registered for agent {known.agent}; a profile serves one agent")
        return known
    record = ProfileRecord(agent=agent, agent_id=agent_id, hermes_home=str(home), host=socket.gethostname(),
                           registered_at=now)
    records[record.hermes_home] = record
    _save(records, root)
    return record


def update(hermes_home: str, root: Path | None = None, **changes: Any) -> ProfileRecord:
    """Change one record's state and write the list durably; returns the new record."""
    records = load(root)
    record = replace(records[hermes_home], **changes)
    records[hermes_home] = record
    _save(records, root)
    return record
