"""Activation of the agent's active version in its Hermes profiles on this host (R-P-8, R-P-12).

The file work is `hermes_plugin.activation` (stdlib, shared with the other-host
sync); this module feeds it a sealed version from the store and records the
outcome per profile. A profile with an open Hermes session is left *pending*
(never switched under a running session, source §18.3) and `promoter run`
completes it; a failed activation is reported to the caller, which restores
the prior pointer before it says anything succeeded.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.utils import timezone

from cycles import events
from cycles.active_store import version_payload
from hermes_plugin import activation
from promotion import store
from promotion.models import AgentProfile

ACTIVATED, UNCHANGED, PENDING, FAILED = "activated", "unchanged", "pending", "failed"


@dataclass(frozen=True)
class ProfileOutcome:
    hermes_home: str
    status: str
    version: str
    detail: str = ""

    def line(self) -> str:
        return f"profile {self.hermes_home}: {self.status} {self.version[:16]}" + (f" — {self.detail}" if self.detail else "")


def profile_activate(profile: AgentProfile, version: str | None, *, wait: float | None = None) -> ProfileOutcome:
    """Activate `version` in one registered profile; record and return the outcome (never raises)."""
    wait = settings.QLN_ACTIVATION_WAIT_SECONDS if wait is None else wait
    try:
        digest, files, manifest = version_payload(version)
        result = activation.activate(Path(profile.hermes_home), version=digest, files=files, manifest=manifest, wait=wait)
    except activation.ProfileBusy as busy:
        AgentProfile.objects.filter(pk=profile.pk).update(status=PENDING, pending_version=version or "", detail=str(busy))
        events.emit("profile_activation_pending", agent=profile.agent, hermes_home=profile.hermes_home, version=version)
        return ProfileOutcome(profile.hermes_home, PENDING, version or "", str(busy))
    except (activation.ActivationError, OSError) as exc:
        AgentProfile.objects.filter(pk=profile.pk).update(status=FAILED, detail=str(exc)[:2000])
        events.emit("profile_activation_failed", agent=profile.agent, hermes_home=profile.hermes_home,
                    version=version, error=str(exc)[:500])
        return ProfileOutcome(profile.hermes_home, FAILED, version or "", str(exc))
    now = timezone.now()
    AgentProfile.objects.filter(pk=profile.pk).update(
        status="active", version=digest, pending_version="", detail="",
        **({"activated_at": now} if result.changed or profile.version != digest else {}),
    )
    if result.changed:
        events.emit("profile_activated", agent=profile.agent, hermes_home=profile.hermes_home, version=digest,
                    previous=result.previous, files=result.files)
    return ProfileOutcome(profile.hermes_home, ACTIVATED if result.changed else UNCHANGED, digest)


def profiles_activate(agent_id: int, version: str | None, *, wait: float | None = None) -> list[ProfileOutcome]:
    """Every registered profile of the agent to `version` (promote, rollback, recovery)."""
    return [profile_activate(p, version, wait=wait)
            for p in AgentProfile.objects.filter(agent_id=agent_id).select_related("agent")]


def pending_profiles_activate() -> list[ProfileOutcome]:
    """`promoter run`: profiles left pending get the agent's *current* active version now, if idle."""
    outcomes = []
    for profile in AgentProfile.objects.filter(status__in=[PENDING, FAILED]).select_related("agent"):
        outcomes.append(profile_activate(profile, store.active_version_digest(profile.agent.name), wait=0))
    return outcomes


def profile_register(*, agent: Any, hermes_home: Path) -> AgentProfile:
    """Remember a profile so every later promote and rollback re-activates it (R-P-8)."""
    home = hermes_home.resolve()
    if not home.is_dir():
        raise activation.ActivationError(f"{home} is not a directory")
    profile, _ = AgentProfile.objects.get_or_create(agent=agent, hermes_home=str(home))
    return profile
