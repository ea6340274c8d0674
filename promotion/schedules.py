"""Scheduled jobs (R-P-6) as django-q2 `Schedule` rows, and the plain task functions they call.

None of these can promote or attest: they only observe, evaluate, request
and record. The promoter refuses to run inside a worker (guard.py), and the
canary's rollback requests are executed by `manage.py promoter run` under
the promoter OS user.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.db.models import Count
from django.utils import timezone

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append, verify_ledger


@dataclass(frozen=True)
class Job:
    name: str
    func: str
    schedule_type: str  # django-q2: I minutes, H hourly, D daily, M monthly
    minutes: int | None = None


JOBS = (
    Job("qln: drift watch", "promotion.schedules.drift_watch", "I", 15),
    Job("qln: observation bundler", "promotion.schedules.observation_bundle", "H"),
    Job("qln: evaluation queue", "promotion.schedules.evaluation_queue", "I", 1),
    Job("qln: canary monitor", "promotion.canary.canary_monitor", "I", 1),
    Job("qln: ledger checkpoint", "promotion.schedules.ledger_checkpoint", "D"),
    # Same row as the register app's migration creates, so it is never duplicated.
    Job("register: stale baselines (monthly)", "register.tasks.stale_baselines_report", "M"),
)


def ensure_schedules(schedule_model: Any = None) -> list[tuple[str, bool]]:
    """Create or update every job's Schedule row; idempotent. Returns (name, created)."""
    if schedule_model is None:
        from django_q.models import Schedule as schedule_model
    done = []
    for job in JOBS:
        _, created = schedule_model.objects.update_or_create(
            name=job.name,
            defaults={"func": job.func, "schedule_type": job.schedule_type, "minutes": job.minutes, "repeats": -1},
        )
        done.append((job.name, created))
    return done


def drift_watch() -> dict[str, Any]:
    """Kernel and active package digests still match what was sealed; an event when not."""
    from django.conf import settings

    from cycles import kernel
    from promotion import store

    from cycles.models import Agent

    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    versions = {a.name: store.active_version_digest(a.name) for a in Agent.objects.all()}
    problems = {name: list(store.verify_version(v).problems) for name, v in versions.items() if v}
    problems = {name: p for name, p in problems.items() if p}
    report = {"kernel_ok": status.ok, "kernel_problems": list(status.problems), "versions": versions,
              "package_ok": not problems, "package_problems": problems}
    if not status.ok or problems:
        events.emit("drift_detected", **report)
    return report


def observation_bundle(hours: int = 1) -> dict[str, Any]:
    """Evidence for K (seed §25): tool failures, blocks, corrections, latency. It never attests."""
    from cycles.models import Attestation
    from evaluation.verdicts.models import AgentSession, ToolResult, VerdictEvent

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


def evaluation_queue() -> dict[str, Any]:
    """Fail stale runs and hand queued runs to a worker (claims are conditional, so repeats are harmless)."""
    from django_q.tasks import async_task

    from evaluation.candidates.models import EvaluationRun
    from evaluation.candidates.recovery import recover_stale_runs

    recovered = recover_stale_runs()
    queued = list(EvaluationRun.objects.filter(status="queued", created_at__lte=timezone.now() - timedelta(minutes=1))
                  .values_list("id", flat=True))
    for run_id in queued:
        async_task("evaluation.candidates.tasks.run_evaluation", run_id)
    return {"recovered": [r.run_id for r in recovered], "enqueued": queued}


def ledger_checkpoint() -> dict[str, Any]:
    """Verify the chain and record its head digest in the ledger itself (R-S-2)."""
    verdict = verify_ledger()
    with transaction.atomic():
        entry = ledger_append(
            kind=LedgerKind.CHECKPOINT, subject="ledger",
            payload={"verified": verdict.ok, "entries": verdict.entries, "head_digest": verdict.head_digest,
                     "message": verdict.message},
        )
    if not verdict.ok:
        events.emit("ledger_broken", position=verdict.first_broken_seq, message=verdict.message)
    return {"seq": entry.seq, "head_digest": verdict.head_digest, "verified": verdict.ok}
