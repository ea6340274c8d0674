"""Start-up recovery of evaluation runs left `running` by a dead worker (R-E-7, seed §22).

A run is stale when its worker is on this host and its pid no longer exists,
or when its heartbeat is older than ``QLN_EVAL_STALE_S`` (default 300 s; the
worker beats after every step and every 25 model calls). A stale run is
failed honestly — never inferred finished — with the step it stopped in and
the reason; ``requeue=True`` then queues a fresh run of the same candidate,
which pins everything again.

Called by ``manage.py recover_evaluations`` (run before the cluster starts)
and by every django-q2 worker as it spawns (``post_spawn``), which is safe
because a live run on this host has a live pid and a fresh heartbeat.
"""
from __future__ import annotations

import datetime as dt
import logging
import os
import socket
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from cycles import events
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import EvaluationRun, EvaluationStep, RunStatus, StepStatus

logger = logging.getLogger("qlnweb.evaluation")


@dataclass(frozen=True)
class Recovered:
    run_id: int
    worker: str
    reason: str
    requeued_as: int | None = None


def pid_alive(pid: int) -> bool:
    """True when the process exists and is not a zombie (a killed worker whose parent died too
    may linger as a zombie when PID 1 does not reap; it is dead all the same)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = open(f"/proc/{pid}/stat", encoding="ascii", errors="replace").read()
        return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except (OSError, IndexError):
        return True


def stale_reason(run: EvaluationRun, now: Any, stale_after: timedelta) -> str | None:
    host, _, pid = run.worker.rpartition(":")
    if host == socket.gethostname() and pid.isdigit() and not pid_alive(int(pid)):
        return f"worker {run.worker} is gone (no such process on this host)"
    beat = run.heartbeat_at or run.started_at
    if beat is None or now - beat > stale_after:
        since = f"{beat.astimezone(dt.timezone.utc):%d %b %Y, %H:%M:%S} UTC" if beat else "never"
        return f"no heartbeat from worker {run.worker or '?'} since {since}"
    return None


def recover_stale_runs(*, requeue: bool = False, stale_after_s: int | None = None) -> list[Recovered]:
    """Fail every stale running run with its reason; optionally queue a fresh run for each."""
    seconds = stale_after_s if stale_after_s is not None else settings.QLN_EVAL_STALE_S
    now = timezone.now()
    recovered: list[Recovered] = []
    for run in EvaluationRun.objects.filter(status=RunStatus.RUNNING).select_related("candidate__cycle"):
        reason = stale_reason(run, now, timedelta(seconds=seconds))
        if reason is None:
            continue
        with transaction.atomic():
            # Conditional update: only the recoverer that still sees it running fails it.
            step = run.steps.filter(status=StepStatus.RUNNING).first()
            where = f" during step {step.order} ({step.key})" if step else ""
            message = f"recovered at start-up: {reason}{where}; no verdict is inferred from a vanished worker"
            changed = EvaluationRun.objects.filter(pk=run.pk, status=RunStatus.RUNNING, worker=run.worker).update(
                status=RunStatus.FAILED, error=message, finished_at=now)
            if not changed:
                continue
            EvaluationStep.objects.filter(run=run, status=StepStatus.RUNNING).update(
                status=StepStatus.FAILED, summary="interrupted: the worker died", finished_at=now)
            events.emit("evaluation_recovered", cycle=run.candidate.cycle, run=run.pk, worker=run.worker, reason=message)
        requeued = None
        if requeue:
            from evaluation.candidates.services import evaluation_request

            try:
                requeued = evaluation_request(candidate=run.candidate, requested_by=f"recovery of run {run.pk}",
                                              repeats=run.repeats).pk
            except CandidateError as refused:  # e.g. EVALUATION_LIMIT_REACHED: a failed run is not requeued forever
                logger.warning("evaluation %s not requeued: %s %s", run.pk, refused.code, refused.detail)
        logger.warning("evaluation %s %s", run.pk, message)
        recovered.append(Recovered(run.pk, run.worker, message, requeued))
    return recovered


def recover_on_spawn(sender: Any = None, proc_name: str = "", **kwargs: Any) -> None:
    """django-q2 `post_spawn` receiver: recover what a previous worker left behind; never raises."""
    try:
        recover_stale_runs()
    except Exception:  # a worker must start even when recovery cannot run (e.g. before migrate)
        logger.exception("evaluation recovery at worker spawn failed")
