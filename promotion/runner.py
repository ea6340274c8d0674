"""`manage.py promoter run`: the promoter side of the canary (R-P-5).

Meant for a systemd timer or cron under the promoter OS user. Each pending
RollbackRequest is claimed with a conditional update, re-checked against
what is true now, and then executed or refused — never taken on trust.
"""
from __future__ import annotations

from dataclasses import dataclass

from django.utils import timezone

from cycles import events
from promotion import store
from promotion.canary import assess_promotion
from promotion.canary_rules import HARD
from promotion.choices import PromotionStatus, RollbackRequestStatus
from promotion.exceptions import PromotionError
from promotion.models import RollbackRequest
from promotion.services import promotion_rollback


@dataclass(frozen=True)
class RequestOutcome:
    request: int
    promotion: int
    status: str
    detail: str


def rollback_requests_execute(*, os_user: str) -> list[RequestOutcome]:
    """Execute every pending rollback request that still holds; refuse the others."""
    outcomes = []
    for request in RollbackRequest.objects.filter(status=RollbackRequestStatus.PENDING).select_related("promotion__agent"):
        if not request.claim():
            continue
        outcomes.append(_handle(request, os_user))
    return outcomes


def _handle(request: RollbackRequest, os_user: str) -> RequestOutcome:
    promotion = request.promotion
    reason = _recheck(request)
    if reason is not None:
        return _finish(request, RollbackRequestStatus.REFUSED, reason)
    try:
        rolled = promotion_rollback(
            promotion_id=promotion.pk, os_user=os_user, requested_by=f"canary:request:{request.pk}",
            reason=f"canary {request.code}: {request.detail}",
        )
    except PromotionError as exc:
        return _finish(request, RollbackRequestStatus.REFUSED, str(exc))
    profiles = "".join(f"; {o.line()}" for o in getattr(rolled, "profile_outcomes", []))
    return _finish(request, RollbackRequestStatus.EXECUTED,
                   f"rolled back to {promotion.previous_version or 'nothing'}{profiles}")


def _recheck(request: RollbackRequest) -> str | None:
    """None when the request still holds; otherwise why it no longer does."""
    promotion = request.promotion
    promotion.refresh_from_db()
    if promotion.status != PromotionStatus.ACTIVE:
        return f"promotion {promotion.pk} is {promotion.status}, no longer active"
    if store.active_version_digest(promotion.agent.name) != promotion.version_digest:
        return "the pointer no longer names this promotion's version"
    assessment = assess_promotion(promotion)
    if assessment.outcome != HARD:
        return f"re-check found no hard failure now (outcome {assessment.outcome})"
    return None


def _finish(request: RollbackRequest, status: str, detail: str) -> RequestOutcome:
    RollbackRequest.objects.filter(pk=request.pk).update(status=status, outcome=detail, handled_at=timezone.now())
    events.emit("rollback_request_handled", request=request.pk, promotion=request.promotion_id, status=status, detail=detail)
    return RequestOutcome(request.pk, request.promotion_id, status, detail)
