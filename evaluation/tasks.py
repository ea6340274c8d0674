"""django-q2 task functions, enqueued by dotted path with ids only (R-E-7, STYLE §10).

``run_evaluation(run_id)`` claims the run by a conditional update
(queued → running); a second worker that receives the same id finds
nothing to claim and returns. The claimed run executes the eleven steps in
order, each stored with status, evidence and duration, then the fitness
vector, gates, verdict and result digest in one transaction.
"""
from __future__ import annotations

import logging
import os
import socket
import time
from typing import Any

from django.db import transaction
from django.utils import timezone

from cycles import events
from cycles.ledger import digest_of
from evaluation.fitness import build_fitness, build_gates, decide
from evaluation.models import EvaluationRun, EvaluationStep, RunStatus, StepStatus, Suite
from evaluation.replay import SuiteCases
from evaluation.steps import EXECUTION_ORDER, FUNCTIONS, RunContext, model_config
from evaluation.sufficiency import rules_from_settings

logger = logging.getLogger("qlnweb.evaluation")


def worker_identity() -> str:
    """host:pid of this evaluator process (R-AUTH-3); recovery checks the pid on the same host."""
    return f"{socket.gethostname()}:{os.getpid()}"


def _pinned_suites(run: EvaluationRun) -> list[SuiteCases]:
    by_digest = {s.digest: s for s in Suite.objects.filter(digest__in=[p["digest"] for p in run.suite_digests])}
    pinned = []
    for entry in run.suite_digests:
        suite = by_digest[entry["digest"]]
        pinned.append(SuiteCases(suite.digest, suite.name, suite.kind, suite.cases, suite.recorded_runs, suite.source))
    return pinned


def result_digest(run: EvaluationRun, steps: list[EvaluationStep]) -> str:
    """Digest of everything the verdict rests on: pins, fitness, gates, verdict, step evidence."""
    return digest_of({
        "candidate": run.candidate.content_digest, "baseline_version": run.baseline_version,
        "kernel_digest": run.kernel_digest, "decoder_version": run.decoder_version, "suites": run.suite_digests,
        "fitness": run.fitness, "gates": run.gates, "verdict": run.verdict,
        "steps": [[s.key, s.status, digest_of(s.evidence)] for s in steps],
    })


def run_evaluation(run_id: int) -> str:
    """Claim and execute one evaluation run; returns what happened (for the django-q result)."""
    run = EvaluationRun.objects.select_related("candidate__cycle").get(pk=run_id)
    if not run.claim(worker_identity()):
        logger.info("evaluation %s already claimed (status %s); nothing to do", run_id, run.status)
        return f"not claimed: {run.status}"
    events.emit("evaluation_started", cycle=run.candidate.cycle, run=run.pk, worker=run.worker)
    try:
        return _execute(run)
    except Exception as exc:  # a crash is a failed run with its reason, never a verdict
        logger.exception("evaluation %s crashed", run_id)
        run.refresh_from_db()
        if run.status == RunStatus.RUNNING:
            EvaluationStep.objects.filter(run=run, status=StepStatus.RUNNING).update(status=StepStatus.FAILED)
            run.finish(status=RunStatus.FAILED, error=f"{type(exc).__name__}: {exc}"[:2000])
            events.emit("evaluation_failed", cycle=run.candidate.cycle, run=run.pk, error=str(exc)[:500])
        return f"failed: {exc}"


def _execute(run: EvaluationRun) -> str:
    rules = rules_from_settings()  # a setting below the source's bar fails the run, never a verdict
    ctx = RunContext(run=run, candidate=run.candidate, suites=_pinned_suites(run), config=model_config(), beat=run.beat)
    errors: list[str] = []
    rank = {key: index for index, key in enumerate(EXECUTION_ORDER)}
    for step in sorted(run.steps.all(), key=lambda s: rank.get(s.key, len(rank))):
        started = time.monotonic()
        EvaluationStep.objects.filter(pk=step.pk).update(status=StepStatus.RUNNING, started_at=timezone.now())
        try:
            status, summary, evidence = FUNCTIONS[step.key](ctx)
        except Exception as exc:  # one broken step leaves evidence incomplete: HOLD, never PASS
            logger.exception("step %s of evaluation %s raised", step.key, run.pk)
            status, summary, evidence = StepStatus.FAILED, f"step raised {type(exc).__name__}", {"error": str(exc)[:1000]}
            errors.append(f"{step.key}: {type(exc).__name__}: {exc}")
        EvaluationStep.objects.filter(pk=step.pk).update(
            status=status, summary=summary[:2000], evidence=evidence, finished_at=timezone.now(),
            duration_ms=int((time.monotonic() - started) * 1000),
        )
        run.beat()
    vector = build_fitness(ctx.evidence)
    gates = build_gates(ctx.evidence, vector, rules)
    verdict, reasons = decide(gates)
    if errors and verdict == "PASS":
        verdict, reasons = "HOLD", [f"step error: {e}" for e in errors]
    with transaction.atomic():
        run.fitness, run.gates, run.verdict, run.verdict_reasons = vector, gates, verdict, reasons
        run.intervals = _intervals(ctx)
        steps = list(run.steps.order_by("order"))
        digest = result_digest(run, steps)
        run.finish(status=RunStatus.FINISHED, fitness=vector, gates=gates, verdict=verdict, verdict_reasons=reasons,
                   intervals=run.intervals, judge=run.judge, result_digest=digest)
        events.emit("evaluation_finished", cycle=run.candidate.cycle, run=run.pk, verdict=verdict, result_digest=digest)
    return f"{verdict} {digest}"


def _intervals(ctx: RunContext) -> dict[str, Any]:
    table: dict[str, Any] = {}
    if ctx.evidence.replay.live:
        table["task_benefit"] = ctx.evidence.replay.rates
    if ctx.evidence.held_out is not None and ctx.evidence.held_out.live:
        table["held_out"] = ctx.evidence.held_out.rates
    return table
