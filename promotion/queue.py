"""Review-queue items of the promotion boundary (R-UI-1, R-P-5).

Two things wait on people here: a canary HOLD (an ambiguous decline after an
activation, which only a human may resolve) and a rollback request filed by the
canary that the promoter has not executed yet. Both link to the promoted
candidate's page; the promoter acts with `manage.py`, never from the queue.
"""
from __future__ import annotations

from collections.abc import Iterable

from django.urls import reverse

from cycles.models import Event
from cycles.queue import ReviewItem
from promotion.choices import CanaryStatus, PromotionStatus, RollbackRequestStatus
from promotion.models import Promotion, RollbackRequest


def _candidate_url(promotion: Promotion) -> str:
    return reverse("qln-candidate-detail", args=[promotion.candidate_id]) + "#promotion-card"


def canary_hold_items() -> Iterable[ReviewItem]:
    holds = Promotion.objects.filter(status=PromotionStatus.ACTIVE, canary_status=CanaryStatus.HOLD).select_related(
        "candidate__cycle__agent"
    )
    for promotion in holds:
        # The HOLD's age is the canary's decision, recorded as an event; the activation is the fallback.
        event = Event.objects.filter(kind="canary_hold", payload__promotion=promotion.pk).order_by("-created_at").first()
        codes = ", ".join(sorted({f.get("code", "?") for f in promotion.canary_findings})) or "ambiguous decline"
        # Issue 24 §5: a failure only the agent reports waits here with what to check and a passkey confirmation.
        held = RollbackRequest.objects.filter(promotion=promotion, status=RollbackRequestStatus.HOLD).first()
        if held is not None:
            yield ReviewItem(
                kind="HOLD",
                title=f"promotion {promotion.pk}: canary HOLD — the agent reports {held.code}; confirm the rollback "
                      "after checking",
                url=reverse("qln-rollback-request", args=[held.pk]),
                waiting_since=held.created_at, digest=promotion.version_digest,
                agent=promotion.candidate.cycle.agent.name, detail=(held.detail,), cycle_id=promotion.candidate.cycle_id,
            )
            continue
        yield ReviewItem(
            kind="HOLD",
            title=f"promotion {promotion.pk}: canary HOLD ({codes}) on {promotion.candidate.target_path}",
            url=_candidate_url(promotion),
            waiting_since=event.created_at if event else (promotion.activated_at or promotion.created_at),
            digest=promotion.version_digest,
            agent=promotion.candidate.cycle.agent.name,
            detail=tuple(_finding(f) for f in promotion.canary_findings[:8])
            or ("The canary saw an ambiguous decline after the activation; only a human may resolve it.",),
            cycle_id=promotion.candidate.cycle_id,
        )


def _finding(finding: dict) -> str:
    code, detail = finding.get("code", "?"), finding.get("detail") or finding.get("evidence") or ""
    return f"{code}: {detail}" if detail else str(code)


def rollback_request_items() -> Iterable[ReviewItem]:
    waiting = RollbackRequest.objects.filter(
        status__in=[RollbackRequestStatus.PENDING, RollbackRequestStatus.CLAIMED]
    ).select_related("promotion__candidate__cycle__agent")
    for request in waiting:
        promotion = request.promotion
        yield ReviewItem(
            kind="ROLLBACK",
            title=f"promotion {promotion.pk}: rollback request {request.pk} ({request.code}) waiting for "
                  f"`manage.py promoter run`",
            url=_candidate_url(promotion),
            waiting_since=request.created_at,
            digest=promotion.version_digest,
            agent=promotion.candidate.cycle.agent.name,
            detail=(f"The canary filed rollback request {request.pk} ({request.code}); the promoter executes it "
                    "with `manage.py promoter run` — nothing to press here.",),
            cycle_id=promotion.candidate.cycle_id,
        )


def promotion_items() -> Iterable[ReviewItem]:
    yield from canary_hold_items()
    yield from rollback_request_items()
