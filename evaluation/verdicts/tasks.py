"""Scheduled task of the verdict side (R-P-6): evidence for K, never an attestation."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db.models import Count
from django.utils import timezone

from cycles import events
from cycles.models import Attestation
from evaluation.verdicts.models import AgentSession, ToolResult, VerdictEvent


def observation_bundle(hours: int = 1) -> dict[str, Any]:
    """Evidence for K (seed §25): tool failures, blocks, corrections, latency. It never attests."""
    since = timezone.now() - timedelta(hours=hours)
    verdicts = VerdictEvent.objects.filter(created_at__gte=since)
    bundle = {
        "since": since.isoformat(),
        "verdicts": dict(verdicts.values_list("verdict").annotate(n=Count("id")).order_by()),
        "blocked": verdicts.filter(block=True).count(),
        "tool_failures": ToolResult.objects.filter(created_at__gte=since).exclude(status__in=["ok", "success"]).count(),
        "rejected_attestations": Attestation.objects.filter(created_at__gte=since, decision="reject").count(),
        "sessions_started": AgentSession.objects.filter(started_at__gte=since).count(),
        "slowest_verdict_ms": max(verdicts.values_list("total_ms", flat=True), default=None),
    }
    events.emit("observation_bundle", **bundle)
    return bundle
