"""The canary monitor (R-P-5): a django-q2 scheduled function, never a promoter.

It reads the first N turns (VerdictEvents) made under the newly active
version, files a RollbackRequest on a hard failure and sets HOLD on an
ambiguous decline. Executing a rollback is `manage.py promoter run`'s job,
under the promoter OS user, after re-checking.
"""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction

from cycles import events, kernel
from cycles.models import Event
from promotion import store
from promotion.canary_rules import AMBIGUOUS, HARD, PASSED, Assessment, CanarySignals, Thresholds, assess
from promotion.choices import CanaryStatus, PromotionStatus
from promotion.models import Promotion, RollbackRequest

TOOL_ERROR_STATUSES = {"error", "failed", "failure", "timeout", "exception"}


def collect_signals(promotion: Promotion) -> CanarySignals:
    """Everything the rules need, from the DB and the store, for one promotion."""
    from evaluation.models import ToolResult, VerdictEvent

    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    package = store.verify_version(promotion.version_digest)
    since = promotion.activated_at
    turns = list(
        VerdictEvent.objects.filter(active_version=promotion.version_digest, created_at__gte=since)
        .order_by("created_at", "id")[: promotion.canary_turns]
    )
    window_end = turns[-1].created_at if len(turns) >= promotion.canary_turns else None
    sessions = {(t.agent_id, t.session_id) for t in turns}
    results = ToolResult.objects.filter(created_at__gte=since)
    if window_end is not None:
        results = results.filter(created_at__lte=window_end)
    results = [r for r in results if (r.agent_id, r.session_id) in sessions]
    gate_blocks = Event.objects.filter(kind="phase_gate_blocked", created_at__gte=since)
    if window_end is not None:
        gate_blocks = gate_blocks.filter(created_at__lte=window_end)
    before = list(
        VerdictEvent.objects.filter(created_at__lt=since).exclude(active_version=promotion.version_digest)
        .order_by("-created_at")[: promotion.canary_turns]
    )
    return CanarySignals(
        turns=len(turns),
        kernel_ok=status.ok,
        decoder_ok=status.decoder_version == kernel.DECODER_VERSION,
        package_ok=package.ok,
        package_problems=package.problems,
        protected_path_attempts=sum(1 for t in turns if t.block),
        phase_gate_blocks=gate_blocks.count(),
        tool_results=len(results),
        tool_errors=sum(1 for r in results if r.status.lower() in TOOL_ERROR_STATUSES or r.error_type),
        nudges=sum(1 for t in turns if t.verdict == "NUDGE"),
        baseline_nudge_rate=(sum(1 for t in before if t.verdict == "NUDGE") / len(before)) if before else None,
        register_drift=sum(1 for t in turns if t.register_signal),
    )


def assess_promotion(promotion: Promotion) -> Assessment:
    return assess(collect_signals(promotion), Thresholds(turns=promotion.canary_turns))


def canary_monitor() -> list[dict[str, Any]]:
    """Scheduled every minute: watch active promotions still in their canary window."""
    report = []
    watched = Promotion.objects.filter(
        status=PromotionStatus.ACTIVE, canary_status=CanaryStatus.WATCHING, activated_at__isnull=False
    )
    for promotion in watched:
        assessment = assess_promotion(promotion)
        report.append({"promotion": promotion.pk, "outcome": assessment.outcome,
                       "findings": [f.code for f in assessment.findings]})
        _act(promotion, assessment)
    return report


def _act(promotion: Promotion, assessment: Assessment) -> None:
    findings = [{"code": f.code, "severity": f.severity, "detail": f.detail} for f in assessment.findings]
    if assessment.outcome == HARD:
        hard = assessment.first_hard
        assert hard is not None
        try:
            with transaction.atomic():
                RollbackRequest.objects.create(promotion=promotion, code=hard.code, detail=hard.detail,
                                               evidence={"findings": findings})
                _set_canary(promotion, CanaryStatus.ROLLBACK_REQUESTED, findings)
                events.emit("canary_rollback_requested", promotion=promotion.pk, code=hard.code, detail=hard.detail)
        except IntegrityError:
            pass  # an open request already exists (one_open_rollback_request)
    elif assessment.outcome == AMBIGUOUS:
        # Never an automatic promotion or rollback: a human decides (seed §19).
        _set_canary(promotion, CanaryStatus.HOLD, findings)
        events.emit("canary_hold", promotion=promotion.pk, findings=findings)
    elif assessment.outcome == PASSED:
        _set_canary(promotion, CanaryStatus.PASSED, findings)
        events.emit("canary_passed", promotion=promotion.pk)


def _set_canary(promotion: Promotion, status: str, findings: list[dict[str, str]]) -> None:
    Promotion.objects.filter(pk=promotion.pk, canary_status=CanaryStatus.WATCHING).update(
        canary_status=status, canary_findings=findings
    )
