"""`manage.py promoter run`: the promoter side of the canary (R-P-5).

Meant for a systemd timer or cron under the promoter OS user. Each pending
RollbackRequest is claimed with a conditional update, re-checked against
what is true now, and then executed or refused — never taken on trust.

Issue 24 §5: a pending request executes only if the re-check finds a hard
failure the server or the promoter established itself. A request on HOLD (only
the agent reports the failure) executes when the promoter's own hash of one of
the agent's profiles on this host differs from the version it put there, or
when the ledger holds a human's ROLLBACK confirmation whose passkey signature
verifies (``promotion.signed_acts``); otherwise it stays on HOLD and says why.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils import timezone

from cycles import events
from promotion import store
from promotion.activation import ProfileHash, profiles_hash
from promotion.canary import assess_promotion
from promotion.canary_rules import HARD
from promotion.choices import PromotionStatus, RollbackRequestStatus
from promotion.exceptions import LockHeld, PromotionError, PromotionRefused
from promotion.locking import promotion_lock
from promotion.models import RollbackRequest
from promotion.rollback import promotion_rollback
from promotion.signed_acts import ActVerifier

HELD = "hold"


@dataclass(frozen=True)
class RequestOutcome:
    request: int
    promotion: int
    status: str
    detail: str


def rollback_requests_execute(*, os_user: str) -> list[RequestOutcome]:
    """Execute every pending rollback request that still holds, and every HOLD a human or the promoter's hash backs."""
    try:
        with promotion_lock(store.ensure_layout()):
            hashes = profiles_hash()  # the promoter's own evidence, recorded in its store (issue 24 §5)
    except LockHeld:
        hashes = []  # a promotion is under way; its profiles are hashed at the next run
    outcomes = []
    requests = RollbackRequest.objects.filter(
        status__in=[RollbackRequestStatus.PENDING, RollbackRequestStatus.HOLD]).select_related("promotion__agent")
    verifier: ActVerifier | PromotionRefused | None = None
    for request in requests:
        if request.status == RollbackRequestStatus.HOLD:
            differing = [h for h in hashes if h.differs and h.record.agent_id == request.promotion.agent_id]
            backing, by = _profile_evidence(differing), "promoter:profile-hash"
            if backing is None:
                if verifier is None:
                    try:
                        verifier = ActVerifier()  # syncs the enrolled keys once per run, after the chain verifies
                    except PromotionRefused as refused:
                        verifier = refused
                backing, by, waiting = _confirmation(verifier, request)
                if backing is None:
                    outcomes.append(RequestOutcome(request.pk, request.promotion_id, HELD, waiting))
                    continue
            if request.claim():
                outcomes.append(_execute(request, os_user, backing, f"{by}:request:{request.pk}", _recheck_target))
            continue
        if request.claim():
            outcomes.append(_execute(request, os_user, f"canary {request.code}: {request.detail}",
                                     f"canary:request:{request.pk}", _recheck))
    return outcomes


def _profile_evidence(differing: list[ProfileHash]) -> str | None:
    if not differing:
        return None
    return "; ".join(f"the promoter's hash of profile {h.record.hermes_home} is {h.digest[:16]}…, not the version "
                     f"{h.record.version[:16]}… it put there" for h in differing)


def _confirmation(verifier: ActVerifier | PromotionRefused, request: RollbackRequest) -> tuple[str | None, str, str]:
    """(the reason naming the human who confirmed, or None; who; why the request still waits)."""
    promotion = request.promotion
    try:
        if isinstance(verifier, PromotionRefused):
            raise verifier
        act = verifier.verify(kind="ROLLBACK", ref=promotion.pk, digest=promotion.version_digest)
    except PromotionRefused as refused:
        return None, "", (f"HOLD, not executed: {refused} — only the agent reports {request.code}; a human "
                          "confirms the rollback with a passkey on the candidate page")
    signed = f"passkey-signed, ledger #{act.ledger_seq}" if act.signed else f"UNSIGNED (development), ledger #{act.ledger_seq}"
    return (f"confirmed by {act.operator} at {act.time} ({signed}) after {request.code}: {request.detail}",
            f"human:{act.operator}", "")


def _execute(request: RollbackRequest, os_user: str, reason: str, requested_by: str,
             recheck: Callable[[RollbackRequest], str | None]) -> RequestOutcome:
    promotion = request.promotion
    refusal = recheck(request)
    if refusal is not None:
        return _finish(request, RollbackRequestStatus.REFUSED, refusal)
    try:
        rolled = promotion_rollback(promotion_id=promotion.pk, os_user=os_user, requested_by=requested_by,
                                    reason=reason)
    except PromotionError as exc:
        return _finish(request, RollbackRequestStatus.REFUSED, str(exc))
    profiles = "".join(f"; {o.line()}" for o in getattr(rolled, "profile_outcomes", []))
    return _finish(request, RollbackRequestStatus.EXECUTED,
                   f"rolled back to {promotion.previous_version or 'nothing'}{profiles}")


def _recheck_target(request: RollbackRequest) -> str | None:
    """None when the promotion is still the active one the pointer names; otherwise why not."""
    promotion = request.promotion
    promotion.refresh_from_db()
    if promotion.status != PromotionStatus.ACTIVE:
        return f"promotion {promotion.pk} is {promotion.status}, no longer active"
    if store.pointer_version(promotion.agent.name) != promotion.version_digest:
        return "the pointer no longer names this promotion's version"
    return None


def _recheck(request: RollbackRequest) -> str | None:
    """An unattended request holds only while a hard failure the server established holds now."""
    target = _recheck_target(request)
    if target is not None:
        return target
    assessment = assess_promotion(request.promotion)
    if assessment.outcome != HARD:
        return f"re-check found no hard failure now (outcome {assessment.outcome})"
    if assessment.first_established is None:
        codes = ", ".join(f.code for f in assessment.findings if f.reported)
        return (f"re-check found only failures the agent reports ({codes}): they need a human's signed "
                "confirmation, never an unattended rollback")
    return None


def _finish(request: RollbackRequest, status: str, detail: str) -> RequestOutcome:
    RollbackRequest.objects.filter(pk=request.pk).update(status=status, outcome=detail, handled_at=timezone.now())
    events.emit("rollback_request_handled", request=request.pk, promotion=request.promotion_id, status=status, detail=detail)
    return RequestOutcome(request.pk, request.promotion_id, status, detail)
