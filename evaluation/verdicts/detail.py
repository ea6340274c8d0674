"""One verdict, whole (issue 27 item 6): its tiers, the redacted arguments, the latency, the ADVISE
and the session it was answered in.

Only holders of ``cycles.review`` see it: the tiers carry the register signal (deviations from
the secret baseline, R-R-9) and the arguments, even redacted, are what the agent tried to run.
The arguments shown are exactly ``args_redacted`` — the redacted, size-capped copy the event
stores; the raw arguments are never stored, only their digest. The verdict is looked up under
the agent of the address, so another agent's id answers 404 like a missing one.
"""
from __future__ import annotations

import json
from typing import Any

from django.contrib.auth.decorators import login_required, permission_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET

from evaluation.verdicts.models import AdviseDelivery, AgentSession, DecidingTier, VerdictEvent

TIER_NAMES = (("tier1", "Tier 1 — rules"), ("tier1_5", "Tier 1.5 — register"), ("tier2", "Tier 2 — judge"))
SHOWN_KEYS = ("status", "verdict", "ms")


def _pretty(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True, default=str)


def tier_rows(event: VerdictEvent) -> list[dict[str, Any]]:
    """One row per tier: its status, verdict and time, whether it decided, and the rest as JSON."""
    rows = []
    tiers = event.tiers or {}
    for key, label in TIER_NAMES:
        tier = tiers.get(key) or {}
        rest = {k: v for k, v in tier.items() if k not in SHOWN_KEYS}
        rows.append({
            "key": key, "label": label, "status": tier.get("status", "not run"), "verdict": tier.get("verdict") or "",
            "ms": tier.get("ms"), "decided": event.decided_by == key, "details": _pretty(rest) if rest else "",
        })
    return rows


@require_GET
@login_required
@permission_required("cycles.review", raise_exception=True)
def verdict_detail(request: HttpRequest, name: str, verdict_id: int) -> HttpResponse:
    event = get_object_or_404(VerdictEvent.objects.select_related("agent"), pk=verdict_id, agent__name=name)
    tiers = tier_rows(event)
    session = AgentSession.objects.filter(agent=event.agent, session_id=event.session_id).first()
    context = {
        "event": event, "agent": event.agent, "tiers": tiers,
        "decided_label": DecidingTier(event.decided_by).label if event.decided_by in DecidingTier.values else "",
        "args": _pretty(event.args_redacted), "session": session,
        "deliveries": AdviseDelivery.objects.filter(verdict_event=event).order_by("created_at", "id"),
        "signal": _pretty(event.register_signal) if event.register_signal else "",
        "tiers_ms": sum(float(r["ms"] or 0) for r in tiers),
    }
    return render(request, "evaluation/verdict_detail.html", context)
