"""Read side of versions and the fleet (issue 27 items 4, 5), in the selector style of
HackSoftware's Django-Styleguide: keyword-only functions that return plain rows, so the views
stay thin and every page reads the same numbers.

A version's life comes from three places: ``AgentVersion`` (every version ever active, with its
source, ``initial`` or ``promotion``), ``Promotion`` (the candidate, the approving attestation,
the promoter OS user, when, and active / superseded / rolled back) and the sessions and verdicts
tagged with the version (``AgentSession.loaded_digest``, ``VerdictEvent.active_version``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db.models import Count, Q
from django.shortcuts import get_object_or_404

from core.api import ApiError
from cycles.choices import CycleStatus
from cycles.models import Agent, Cycle
from evaluation.verdicts.models import AgentSession, VerdictEvent, VerdictLevel
from promotion.active import active_version
from promotion.choices import PromotionStatus
from promotion.models import AgentProfile, AgentVersion, Promotion, RollbackRequest

DRIFT_LEVELS = ("drift", "mismatch", "break")


@dataclass
class VersionRow:
    """One version of one agent, as the versions page shows it."""
    digest: str
    source: str
    status: str
    created_at: Any
    promotion: Promotion | None = None
    approved_by: str = ""
    sessions_loaded: int = 0
    sessions_pinned: int = 0
    verdicts: int = 0
    blocks: int = 0
    escalates: int = 0
    advise: int = 0
    drift: int = 0
    recent_sessions: list[AgentSession] = field(default_factory=list)

    @property
    def advise_rate(self) -> float | None:
        return self.advise / self.verdicts if self.verdicts else None


def verdict_mix(*, agent: Agent, digests: list[str]) -> dict[str, dict[str, int]]:
    """Per version digest: verdicts answered under it, blocks, ESCALATE, with ADVISE, register drift."""
    rows = (VerdictEvent.objects.filter(agent=agent, active_version__in=digests).order_by()
            .values("active_version").annotate(
                verdicts=Count("id"), blocks=Count("id", filter=Q(block=True)),
                escalates=Count("id", filter=Q(verdict=VerdictLevel.ESCALATE)),
                advise=Count("id", filter=~Q(advise="")),
                drift=Count("id", filter=Q(register_signal__flags__stylistic__in=DRIFT_LEVELS))))
    return {str(r["active_version"]): {"verdicts": int(r["verdicts"]), "blocks": int(r["blocks"]),
                                       "escalates": int(r["escalates"]), "advise": int(r["advise"]),
                                       "drift": int(r["drift"])} for r in rows}


def _session_counts(*, agent: Agent, digests: list[str], field_name: str) -> dict[str, int]:
    rows = (AgentSession.objects.filter(agent=agent, **{f"{field_name}__in": digests}).order_by()
            .values(field_name).annotate(n=Count("id")))
    return {r[field_name]: r["n"] for r in rows}


def versions_for_agent(*, agent: Agent, sessions_per_version: int = 5) -> list[VersionRow]:
    """Every version the agent ever had, newest first, with how it came and how it was used."""
    active = active_version(agent.name)
    promotions = (Promotion.objects.filter(agent=agent).select_related("candidate", "attestation__actor")
                  .order_by("-created_at", "-id"))
    latest_promotion: dict[str, Promotion] = {}
    for p in promotions:
        latest_promotion.setdefault(p.version_digest, p)
    rows: list[VersionRow] = []
    seen: set[str] = set()
    for v in AgentVersion.objects.filter(agent=agent).order_by("-created_at", "-id"):
        seen.add(v.digest)
        rows.append(_row(v.digest, v.source, v.created_at, latest_promotion.get(v.digest), active))
    for digest, p in latest_promotion.items():  # a promotion whose AgentVersion row is missing still shows
        if digest not in seen:
            rows.append(_row(digest, "promotion", p.created_at, p, active))
    digests = [r.digest for r in rows]
    mix = verdict_mix(agent=agent, digests=digests)
    loaded = _session_counts(agent=agent, digests=digests, field_name="loaded_digest")
    pinned = _session_counts(agent=agent, digests=digests, field_name="active_version")
    for row in rows:
        for key, value in mix.get(row.digest, {}).items():
            setattr(row, key, value)
        row.sessions_loaded, row.sessions_pinned = loaded.get(row.digest, 0), pinned.get(row.digest, 0)
        if row.sessions_loaded:
            row.recent_sessions = list(AgentSession.objects.filter(agent=agent, loaded_digest=row.digest)
                                       .order_by("-started_at", "-id")[:sessions_per_version])
    return rows


def _row(digest: str, source: str, created_at: Any, promotion: Promotion | None, active: str | None) -> VersionRow:
    if digest == active:
        status = PromotionStatus.ACTIVE.value
    elif promotion is not None and promotion.status != PromotionStatus.ACTIVE:
        status = promotion.status
    else:
        status = PromotionStatus.SUPERSEDED.value
    approver = promotion.attestation.actor.get_username() if promotion and promotion.attestation else ""
    return VersionRow(digest=digest, source=source, status=status, created_at=created_at, promotion=promotion,
                      approved_by=approver)


@dataclass
class FleetRow:
    """One agent on the fleet page."""
    agent: Agent
    active: str | None
    canary: str
    canary_label: str
    pending: int
    drift: int
    open_cycles: int
    profiles: list[dict[str, Any]]
    profiles_behind: int
    last_session_matches: bool | None
    versions: int

    def sort_key(self, key: str) -> Any:
        return {"name": self.agent.name, "active": self.active or "", "canary": self.canary,
                "pending": -self.pending, "drift": -self.drift, "cycles": -self.open_cycles,
                "behind": -self.profiles_behind}[key]


FLEET_SORTS = ("name", "active", "canary", "pending", "drift", "cycles", "behind")


def fleet(*, sort: str = "name", drift_window: int = 100) -> list[FleetRow]:
    """Every agent on one line: active version, pending activations, canary, drift alarm, open
    cycles, profiles and whether each runs the active version (R-P-10). ``sort`` must be one of
    ``FLEET_SORTS`` (the view whitelists it); ties fall back to the name."""
    agents = list(Agent.objects.order_by("name").annotate(version_count=Count("versions", distinct=True)))
    open_cycles = dict(Cycle.objects.filter(status__in=[CycleStatus.OPEN, CycleStatus.HALTED]).order_by()
                       .values_list("agent_id").annotate(n=Count("id")))
    rows = []
    for agent in agents:
        active = active_version(agent.name)
        promotion = Promotion.objects.filter(agent=agent, status=PromotionStatus.ACTIVE).first()
        profiles = [{"hermes_home": p.hermes_home, "version": p.version, "pending": p.pending_version,
                     "status": p.status, "matches": bool(active) and p.version == active}
                    for p in AgentProfile.objects.filter(agent=agent)]
        recent = list(VerdictEvent.objects.filter(agent=agent).order_by("-created_at", "-id")
                      .values_list("register_signal", flat=True)[:drift_window])
        drift = sum(1 for s in recent if isinstance(s, dict)
                    and (s.get("flags") or {}).get("stylistic") in DRIFT_LEVELS)
        session = AgentSession.objects.filter(agent=agent).exclude(loaded_digest="").order_by("-started_at").first()
        rows.append(FleetRow(
            agent=agent, active=active,
            canary=promotion.canary_status if promotion else "",
            canary_label=promotion.get_canary_status_display() if promotion else "no promotion",
            pending=sum(1 for p in profiles if p["pending"]), drift=drift,
            open_cycles=open_cycles.get(agent.pk, 0), profiles=profiles,
            profiles_behind=sum(1 for p in profiles if not p["matches"]),
            last_session_matches=session.loaded_digest == active if session and active else None,
            versions=getattr(agent, "version_count", 0)))
    key = sort if sort in FLEET_SORTS else "name"
    return sorted(rows, key=lambda r: (r.sort_key(key), r.agent.name))


def active_promotion_for_agent(*, agent: Agent, version: str | None) -> Promotion | None:
    """The active promotion that made ``version`` the agent's, if a promotion did (an initial version has none)."""
    return Promotion.objects.filter(agent=agent, status="active", version_digest=version).first() if version else None


def version_get_for_agent(*, agent: Agent, digest: str) -> AgentVersion:
    """One of the agent's own versions, else NOT_FOUND: another agent's version and an unknown one look the same."""
    version = AgentVersion.objects.filter(agent=agent, digest=digest).first()
    if version is None:
        raise ApiError("NOT_FOUND", f"no version {digest} for this agent", http_status=404)
    return version


def rollback_request_get(*, request_id: int) -> RollbackRequest:
    """An operator page's rollback request with its promotion's candidate; Http404 when there is none."""
    return get_object_or_404(RollbackRequest.objects.select_related("promotion__candidate__cycle__agent"),
                             pk=request_id)
