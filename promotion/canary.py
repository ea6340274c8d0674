"""The canary monitor (R-P-5): a django-q2 scheduled function, never a promoter.

It reads the first N turns (VerdictEvents) of the promoted agent's sessions
that loaded the newly active version (R-P-11) — never another agent's events — files a RollbackRequest on a hard failure and sets HOLD on an
ambiguous decline; a hard failure only the agent reports files its request as
HOLD, for a human's signed confirmation (issue 24 §5). Executing a rollback is `manage.py promoter run`'s job,
under the promoter OS user, after re-checking.
"""
from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction

from cycles import events, kernel
from cycles.models import Attestation, CorruptionFinding, Event
from evaluation.verdicts.models import AgentSession, ToolResult, VerdictEvent
from promotion import profiles, store
from promotion.canary_rules import AMBIGUOUS, HARD, PASSED, Assessment, CanarySignals, Thresholds, assess
from promotion.choices import CanaryStatus, PromotionStatus, RollbackRequestStatus
from promotion.models import Promotion, RollbackRequest

TOOL_ERROR_STATUSES = {"error", "failed", "failure", "timeout", "exception"}
# Refusals that mean a footer failure or a phase skip (seed §19). A routine wait for a human
# (ATTESTATION_REQUIRED), a closed cycle or a race lost is never a canary failure (R-P-11).
FOOTER_EVENT = "phase_output_invalid"
PHASE_SKIP_CODES = {"PHASE_SKIP"}
# Tier 1 rules whose block means "tried to write a protected path" (R-T1-3); other blocks are not this signal.
PROTECTED_PATH_RULES = {"protected-write", "unmodelled-write"}


def _median(values: list[float]) -> float | None:
    values = sorted(values)
    if not values:
        return None
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def watched_sessions(promotion: Promotion) -> tuple[list[Any], list[Any]]:
    """R-P-11: the agent's sessions on the new version that loaded it, and those that report loading something else.

    A session whose profile is still waiting for activation (a session was open)
    is neither: it runs the previous files by design, not by fault.
    """
    since = promotion.activated_at
    sessions = list(AgentSession.objects.filter(
        agent_id=promotion.agent_id, active_version=promotion.version_digest, started_at__gte=since,
    ))
    registered = {p.hermes_home: p for p in profiles.for_agent(promotion.agent_id)}  # the promoter's list, not rows
    grace = timedelta(seconds=settings.QLN_CANARY_SYNC_GRACE_SECONDS)
    watched, mismatches = [], []
    for session in sessions:
        if session.loaded_digest == promotion.version_digest:
            watched.append(session)
            continue
        if not session.loaded_digest:
            continue  # nothing reported: not a turn "on the new version" we can vouch for
        profile = registered.get(session.hermes_home)
        if profile is not None:
            activated = profile.activated
            settled = profile.version == promotion.version_digest and activated is not None \
                and activated <= session.started_at
        else:  # another host: its sync timer gets a grace period after activation
            settled = since is not None and session.started_at >= since + grace
        if settled:
            mismatches.append(session)
    return watched, mismatches


def collect_signals(promotion: Promotion) -> CanarySignals:
    """Everything the rules need, from the DB and the store, for one promotion of one agent."""
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    package = store.verify_version(promotion.version_digest)
    since = promotion.activated_at
    sessions, mismatches = watched_sessions(promotion)
    session_ids = [s.session_id for s in sessions]
    turns = list(
        VerdictEvent.objects.filter(agent_id=promotion.agent_id, session_id__in=session_ids, created_at__gte=since)
        .order_by("created_at", "id")[: promotion.canary_turns]
    )
    window_end = turns[-1].created_at if len(turns) >= promotion.canary_turns else None

    def window(queryset: Any) -> Any:
        queryset = queryset.filter(created_at__gte=since)
        return queryset.filter(created_at__lte=window_end) if window_end is not None else queryset

    results = list(window(ToolResult.objects.filter(agent_id=promotion.agent_id, session_id__in=session_ids)))
    phase_events = window(Event.objects.filter(agent_id=promotion.agent_id, kind__in=[FOOTER_EVENT, "phase_gate_blocked"]))
    footer_or_skip = sum(1 for e in phase_events if e.kind == FOOTER_EVENT or e.payload.get("code") in PHASE_SKIP_CODES)
    before = list(
        VerdictEvent.objects.filter(agent_id=promotion.agent_id, created_at__lt=since)
        .exclude(active_version=promotion.version_digest).order_by("-created_at")[: promotion.canary_turns]
    )
    earlier_latency = ToolResult.objects.filter(agent_id=promotion.agent_id, created_at__lt=since,
                                                duration_ms__isnull=False).order_by("-created_at")[:200]
    return CanarySignals(
        turns=len(turns),
        kernel_ok=status.ok,
        decoder_ok=status.decoder_version == kernel.DECODER_VERSION,
        package_ok=package.ok,
        package_problems=package.problems,
        # Tier 1's protected-path rules only; other blocks (rm -rf, DROP TABLE…) are not this signal.
        protected_path_attempts=sum(1 for t in turns if t.block and t.rule_id in PROTECTED_PATH_RULES),
        phase_gate_blocks=footer_or_skip,
        loaded_mismatches=len(mismatches),
        tool_results=len(results),
        tool_errors=sum(1 for r in results if r.status.lower() in TOOL_ERROR_STATUSES or r.error_type),
        tool_latency_ms=_median([float(r.duration_ms) for r in results if r.duration_ms is not None]),
        baseline_tool_latency_ms=_median([float(r.duration_ms) for r in earlier_latency if r.duration_ms is not None]),
        corruptions=window(CorruptionFinding.objects.filter(cycle__agent_id=promotion.agent_id)).count(),
        rejected_attestations=window(Attestation.objects.filter(cycle__agent_id=promotion.agent_id, decision="reject")).count(),
        nudges=sum(1 for t in turns if t.verdict == "NUDGE"),
        baseline_nudge_rate=(sum(1 for t in before if t.verdict == "NUDGE") / len(before)) if before else None,
        register_drift=sum(1 for t in turns if t.register_signal),
    )


def assess_promotion(promotion: Promotion) -> Assessment:
    return assess(collect_signals(promotion), Thresholds(turns=promotion.canary_turns))


def canary_monitor() -> list[dict[str, Any]]:
    """Scheduled every minute: watch active promotions still in their canary window."""
    report = []
    # A HOLD is still watched: a failure the server establishes later must not wait behind the human.
    watched = Promotion.objects.filter(
        status=PromotionStatus.ACTIVE, canary_status__in=[CanaryStatus.WATCHING, CanaryStatus.HOLD],
        activated_at__isnull=False,
    )
    for promotion in watched:
        assessment = assess_promotion(promotion)
        report.append({"promotion": promotion.pk, "outcome": assessment.outcome,
                       "findings": [f.code for f in assessment.findings]})
        _act(promotion, assessment)
    return report


def _act(promotion: Promotion, assessment: Assessment) -> None:
    findings = [{"code": f.code, "severity": f.severity, "detail": f.detail, **({"reported": "agent"} if f.reported else {})}
                for f in assessment.findings]
    if assessment.outcome == HARD and assessment.first_established is not None:
        hard = assessment.first_established
        try:
            with transaction.atomic():
                # A HOLD filed for the agent's reports becomes the server's own request (one open per promotion).
                upgraded = RollbackRequest.objects.filter(promotion=promotion, status=RollbackRequestStatus.HOLD).update(
                    status=RollbackRequestStatus.PENDING, code=hard.code, detail=hard.detail,
                    evidence={"findings": findings})
                if not upgraded:
                    RollbackRequest.objects.create(promotion=promotion, code=hard.code, detail=hard.detail,
                                                   evidence={"findings": findings})
                Promotion.objects.filter(pk=promotion.pk, canary_status__in=[CanaryStatus.WATCHING, CanaryStatus.HOLD]) \
                    .update(canary_status=CanaryStatus.ROLLBACK_REQUESTED, canary_findings=findings)
                events.emit("canary_rollback_requested", promotion=promotion.pk, code=hard.code, detail=hard.detail)
        except IntegrityError:
            pass  # an open request already exists (one_open_rollback_request)
    elif assessment.outcome == HARD:
        # Only the agent says so (issue 24 §5): a HOLD whose request a human's signed confirmation executes.
        reported = assessment.first_hard
        assert reported is not None
        check = what_to_check(promotion, reported.code)
        try:
            with transaction.atomic():
                RollbackRequest.objects.create(
                    promotion=promotion, code=reported.code, detail=f"{reported.detail}. {check}",
                    status=RollbackRequestStatus.HOLD, evidence={"findings": findings, "reported_by": "agent"})
                _set_canary(promotion, CanaryStatus.HOLD, findings)
                events.emit("canary_hold", promotion=promotion.pk, findings=findings, check=check)
        except IntegrityError:
            pass  # already on HOLD with its request
    elif assessment.outcome == AMBIGUOUS:
        # Never an automatic promotion or rollback: a human decides (seed §19).
        if _set_canary(promotion, CanaryStatus.HOLD, findings):
            events.emit("canary_hold", promotion=promotion.pk, findings=findings)
    elif assessment.outcome == PASSED:
        if _set_canary(promotion, CanaryStatus.PASSED, findings):
            events.emit("canary_passed", promotion=promotion.pk)


def what_to_check(promotion: Promotion, code: str) -> str:
    """What a human should look at before confirming a rollback only the agent's reports call for."""
    if code == "PACKAGE_DIGEST_MISMATCH":
        _, mismatched = watched_sessions(promotion)
        registered = {p.hermes_home: p for p in profiles.for_agent(promotion.agent_id)}
        lines = []
        for session in mismatched[:3]:
            profile = registered.get(session.hermes_home)
            if profile is None:
                lines.append(f"the agent reports loading {session.loaded_digest[:16]}… in session {session.session_id} "
                             f"(profile {session.hermes_home or 'unnamed'}), which the promoter does not keep: check "
                             "that profile on the agent's host (`python -m hermes_plugin.sync`)")
                continue
            seen = (f"the promoter's hash of the profile is {profile.hashed_digest[:16]}… (at {profile.hashed_at})"
                    if profile.hashed_digest else "the promoter has not hashed the profile yet")
            lines.append(f"the agent reports loading {session.loaded_digest[:16]}… in session {session.session_id} while "
                         f"{seen} and it put {profile.version[:16]}… there; check the profile {profile.hermes_home} "
                         f"on host {profile.host}")
        return "; ".join(lines) + ". A rollback runs only after a signed human confirmation (or the promoter's own " \
            "hash showing the mismatch)."
    if code == "TOOL_ERROR_RATE":
        return ("Tool errors come from the agent's own reports (POST /api/v1/tool-results): check its sessions' "
                "tool output before confirming; a rollback runs only after a signed human confirmation.")
    return "Only the agent reports it: a rollback runs only after a signed human confirmation."


def _set_canary(promotion: Promotion, status: str, findings: list[dict[str, str]]) -> bool:
    """Leave WATCHING once; False when the promotion had already left it (a HOLD stays a HOLD)."""
    return bool(Promotion.objects.filter(pk=promotion.pk, canary_status=CanaryStatus.WATCHING).update(
        canary_status=status, canary_findings=findings
    ))
