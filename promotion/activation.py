"""Activation of the agent's active version in its Hermes profiles on this host (R-P-8, R-P-12).

The file work is `hermes_plugin.activation` (stdlib, shared with the other-host
sync); this module feeds it a sealed version from the store and records the
outcome per profile. Which profiles, and their state, come from the promoter's
own list (`promotion.profiles`, issue 24 §4); the ``AgentProfile`` table is only
its mirror for the pages and never drives an activation. A profile with an open
Hermes session is left *pending* (never switched under a running session, source
§18.3) and `promoter run` completes it; a failed activation is reported to the
caller, which restores the prior pointer before it says anything succeeded.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.utils import timezone

from cycles import events
from cycles.active_store import version_payload
from cycles.models import Agent
from hermes_plugin import activation, profile_state
from hermes_plugin.governed import SymlinkRefused, profile_digest
from promotion import profiles, store
from promotion.models import AgentProfile
from promotion.profiles import ProfileRecord

ACTIVATED, UNCHANGED, PENDING, FAILED = "activated", "unchanged", "pending", "failed"
REFUSED, IGNORED = "refused", "ignored"


@dataclass(frozen=True)
class ProfileOutcome:
    hermes_home: str
    status: str
    version: str
    detail: str = ""

    def line(self) -> str:
        return f"profile {self.hermes_home}: {self.status} {self.version[:16]}" + (f" — {self.detail}" if self.detail else "")


def _mirror(record: ProfileRecord) -> None:
    """The display copy of the promoter's record (pages, `GET /api/v1/sessions`)."""
    AgentProfile.objects.update_or_create(
        agent_id=record.agent_id, hermes_home=record.hermes_home,
        defaults={"version": record.version, "pending_version": record.pending_version, "status": record.status,
                  "detail": record.detail[:2000], "activated_at": record.activated},
    )


def _agent(record: ProfileRecord) -> Agent | None:
    """The agent the promoter registered the profile for, for the event log only."""
    return Agent.objects.filter(pk=record.agent_id, name=record.agent).first()


def _record(record: ProfileRecord, **changes: Any) -> ProfileRecord:
    updated = profiles.update(record.hermes_home, **changes)
    _mirror(updated)
    return updated


def profile_activate(profile: ProfileRecord, version: str | None, *, wait: float | None = None) -> ProfileOutcome:
    """Activate `version` in one profile of the promoter's list; record and return the outcome (never raises)."""
    wait = settings.QLN_ACTIVATION_WAIT_SECONDS if wait is None else wait
    try:
        digest, files, manifest = version_payload(version)
        result = activation.activate(Path(profile.hermes_home), version=digest, files=files, manifest=manifest, wait=wait)
    except profile_state.ProfileBusy as busy:
        _record(profile, status=PENDING, pending_version=version or "", detail=str(busy))
        events.emit("profile_activation_pending", agent=_agent(profile), hermes_home=profile.hermes_home, version=version)
        return ProfileOutcome(profile.hermes_home, PENDING, version or "", str(busy))
    except (profile_state.ActivationError, OSError) as exc:
        _record(profile, status=FAILED, detail=str(exc)[:2000])
        events.emit("profile_activation_failed", agent=_agent(profile), hermes_home=profile.hermes_home,
                    version=version, error=str(exc)[:500])
        return ProfileOutcome(profile.hermes_home, FAILED, version or "", str(exc))
    changed = result.changed or profile.version != digest
    _record(profile, status="active", version=digest, pending_version="", detail="",
            **({"activated_at": timezone.now().isoformat()} if changed else {}))
    if result.changed:
        events.emit("profile_activated", agent=_agent(profile), hermes_home=profile.hermes_home, version=digest,
                    previous=result.previous, files=result.files)
    return ProfileOutcome(profile.hermes_home, ACTIVATED if result.changed else UNCHANGED, digest)


def profiles_activate(agent_id: int, version: str | None, *, wait: float | None = None) -> list[ProfileOutcome]:
    """Every profile the promoter registered for the agent to `version` (promote, rollback, recovery).

    A record whose agent the database now names differently is refused: a renamed row must not
    carry another agent's version into this profile."""
    name = Agent.objects.filter(pk=agent_id).values_list("name", flat=True).first()
    outcomes = []
    for profile in profiles.for_agent(agent_id):
        if profile.agent != name:
            outcomes.append(ProfileOutcome(profile.hermes_home, REFUSED, version or "",
                                           f"registered for agent {profile.agent}, the database names {name}"))
            continue
        outcomes.append(profile_activate(profile, version, wait=wait))
    return outcomes


def pending_profiles_activate() -> list[ProfileOutcome]:
    """`promoter run`: profiles left pending get their agent's *current* active version now, if idle.

    The agent and the version come from the promoter's store only; a database row that claims a
    profile the promoter never registered is reported as ignored."""
    outcomes = []
    for profile in profiles.load().values():
        if profile.status in (PENDING, FAILED):
            outcomes.append(profile_activate(profile, store.pointer_version(profile.agent), wait=0))
    return outcomes + unregistered_rows()


def unregistered_rows() -> list[ProfileOutcome]:
    """``AgentProfile`` rows the promoter's list does not hold (planted, or from before issue 24)."""
    registered = {(r.agent_id, r.hermes_home) for r in profiles.load().values()}
    return [ProfileOutcome(row.hermes_home, IGNORED, row.pending_version or row.version,
                           f"a database row for agent {row.agent_id} that the promoter never registered "
                           f"(status {row.status}); run `promoter activate --agent NAME --hermes-home DIR` to keep it")
            for row in AgentProfile.objects.all() if (row.agent_id, row.hermes_home) not in registered]


def profile_register(*, agent: Any, hermes_home: Path) -> ProfileRecord:
    """Remember a profile in the promoter's store so every later promote and rollback re-activates it (R-P-8)."""
    try:
        record = profiles.register(agent=agent.name, agent_id=agent.pk, hermes_home=hermes_home,
                                   now=timezone.now().isoformat())
    except profiles.ProfileRefused as exc:
        raise profile_state.ActivationError(str(exc)) from exc
    _mirror(record)
    return record


@dataclass(frozen=True)
class ProfileHash:
    record: ProfileRecord
    digest: str  # "" when the profile could not be read
    problem: str = ""

    @property
    def differs(self) -> bool:
        """The promoter's own hash disagrees with the version it put there (an established signal)."""
        # An unreadable profile is reported, never taken as a mismatch: its reader may not be the promoter's doing.
        return self.record.status == "active" and bool(self.record.version and self.digest) \
            and self.digest != self.record.version


def profiles_hash(agent_id: int | None = None) -> list[ProfileHash]:
    """Hash every registered profile (of one agent) on this host and record it: the promoter's own evidence."""
    found = []
    for record in profiles.load().values():
        if agent_id is not None and record.agent_id != agent_id:
            continue
        try:
            digest, _ = profile_digest(Path(record.hermes_home))
            problem = ""
        except (SymlinkRefused, OSError) as exc:
            digest, problem = "", str(exc)[:500]
        record = profiles.update(record.hermes_home, hashed_digest=digest, hashed_at=timezone.now().isoformat())
        found.append(ProfileHash(record, digest, problem))
    return found
