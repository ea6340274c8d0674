"""Scheduled jobs (R-P-6) as django-q2 `Schedule` rows: the composition root names each app's task.

None of these can promote or attest: they only observe, evaluate, request
and record. The promoter refuses to run inside a worker (guard.py), and the
canary's rollback requests are executed by `manage.py promoter run` under
the promoter OS user.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Job:
    name: str
    func: str
    schedule_type: str  # django-q2: I minutes, H hourly, D daily, M monthly
    minutes: int | None = None


JOBS = (
    Job("qln: drift watch", "promotion.tasks.drift_watch", "I", 15),
    Job("qln: observation bundler", "evaluation.verdicts.tasks.observation_bundle", "H"),
    Job("qln: evaluation queue", "evaluation.candidates.tasks.evaluation_queue", "I", 1),
    Job("qln: canary monitor", "promotion.canary.canary_monitor", "I", 1),
    Job("qln: ledger checkpoint", "cycles.tasks.ledger_checkpoint", "D"),
    # Every render of a decision form issues a nonce; the unused ones expire after QLN_ACT_NONCE_TTL_S (issue 24).
    Job("qln: act nonce purge", "cycles.tasks.act_nonces_purge", "H"),
    # Same row as the register app's migration creates, so it is never duplicated.
    Job("register: stale baselines (monthly)", "register.tasks.stale_baselines_report", "M"),
)


def ensure_schedules(schedule_model: Any = None) -> list[tuple[str, bool]]:
    """Create or update every job's Schedule row; idempotent. Returns (name, created)."""
    if schedule_model is None:
        from django_q.models import Schedule  # the live model; migrations pass their historical one

        schedule_model = Schedule
    done = []
    for job in JOBS:
        _, created = schedule_model.objects.update_or_create(
            name=job.name,
            defaults={"func": job.func, "schedule_type": job.schedule_type, "minutes": job.minutes, "repeats": -1},
        )
        done.append((job.name, created))
    return done
