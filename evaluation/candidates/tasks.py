"""django-q2 task functions, enqueued by dotted path with ids only (R-E-7, docs/conventions.md §10).

``run_evaluation(run_id)`` claims the run by a conditional update
(queued → running); a second worker that receives the same id finds
nothing to claim and returns. The claimed run executes the eleven steps in
order, each stored with status, evidence and duration, then the fitness
vector, gates, verdict and result digest in one transaction — with the
evaluator's signature over the result and its ledger entry (issue 24 item 3).
A process that cannot read the evaluator key (the web user's qcluster in the
hardened deployment) claims nothing: the evaluator's own process takes the run.
"""
from __future__ import annotations

import logging
import os
import socket
import time
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone
from django_q.tasks import async_task

from core.digests import digest_of
from cycles import events
from cycles.interventions import cycle_settle
from evaluation.candidates.evaluator_key import EvaluatorKey
from evaluation.candidates.fitness import build_fitness, build_gates, decide
from evaluation.candidates.hermes_sandbox import RunnerUnavailable
from evaluation.candidates.models import EvaluationRun, EvaluationStep, RunStatus, StepStatus, Suite
from evaluation.candidates.recovery import recover_stale_runs
from evaluation.candidates.replay import SuiteCases
from evaluation.candidates.result_signing import load_evaluator_key, result_record, result_sign
from evaluation.candidates.run_context import RunContext
from evaluation.candidates.runner_mode import case_runner
from evaluation.candidates.steps import EXECUTION_ORDER, FUNCTIONS, model_config
from evaluation.candidates.sufficiency import rules_from_settings

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
    """Digest of everything the verdict rests on: pins, evaluator identity, fitness, gates, verdict, step evidence."""
    return digest_of({
        "evaluator": run.evaluator,
        "candidate": run.candidate.content_digest, "baseline_version": run.baseline_version,
        "kernel_digest": run.kernel_digest, "decoder_version": run.decoder_version, "suites": run.suite_digests,
        "fitness": run.fitness, "gates": run.gates, "verdict": run.verdict,
        "steps": [[s.key, s.status, digest_of(s.evidence)] for s in steps],
    })


def run_evaluation(run_id: int) -> str:
    """Claim and execute one evaluation run; returns what happened (for the django-q result)."""
    run = EvaluationRun.objects.select_related("candidate__cycle").get(pk=run_id)
    try:
        key = load_evaluator_key()
    except PermissionError as exc:  # hardened: only the evaluator's OS user reads the key (issue 24 item 3)
        logger.info("evaluation %s left queued: this process cannot read the evaluator key (%s)", run_id, exc)
        return "not claimed: the evaluator key is not readable here"
    if not run.claim(worker_identity()):
        logger.info("evaluation %s already claimed (status %s); nothing to do", run_id, run.status)
        return f"not claimed: {run.status}"
    events.emit("evaluation_started", cycle=run.candidate.cycle, run=run.pk, worker=run.worker)
    try:
        return _execute(run, key)
    except Exception as exc:  # a crash is a failed run with its reason, never a verdict
        logger.exception("evaluation %s crashed", run_id)
        run.refresh_from_db()
        if run.status == RunStatus.RUNNING:
            EvaluationStep.objects.filter(run=run, status=StepStatus.RUNNING).update(status=StepStatus.FAILED)
            reason = str(exc) if isinstance(exc, RunnerUnavailable) else f"{type(exc).__name__}: {exc}"
            run.finish(status=RunStatus.FAILED, error=reason[:2000])
            events.emit("evaluation_failed", cycle=run.candidate.cycle, run=run.pk, error=str(exc)[:500])
        return f"failed: {exc}"


def _execute(run: EvaluationRun, key: EvaluatorKey) -> str:
    rules = rules_from_settings()  # a setting below the source's bar fails the run, never a verdict
    config = model_config()
    runner = case_runner(run, run.candidate, config)  # RunnerUnavailable (e.g. HERMES_NOT_FOUND) fails the run
    run.evaluator = runner.identity
    EvaluationRun.objects.filter(pk=run.pk).update(evaluator=runner.identity)
    ctx = RunContext(run=run, candidate=run.candidate, suites=_pinned_suites(run), config=config, beat=run.beat, runner=runner)
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
    if ctx.case_errors:  # a case that could not run is missing evidence: never PASS
        verdict = "HOLD" if verdict == "PASS" else verdict
        reasons = list(reasons) + [f"{len(ctx.case_errors)} case run(s) errored in the {runner.mode} runner"] + [
            f"case error: {e}" for e in ctx.case_errors[:5]]
    if ctx.acceptance_unmet and verdict != "REJECT":  # step 11: an unmet criterion is HOLD, never PASS
        unmet = [f"acceptance: {reason}" for reason in ctx.acceptance_unmet]
        verdict, reasons = "HOLD", (unmet if verdict == "PASS" else reasons + unmet)
    elif ctx.review_pending and verdict == "PASS":  # issue 26 item 7: only human criteria outstanding
        verdict, reasons = "HOLD", outcome_review_required(run, ctx.review_pending)
    with transaction.atomic():
        run.fitness, run.gates, run.verdict, run.verdict_reasons = vector, gates, verdict, reasons
        run.intervals = _intervals(ctx)
        steps = list(run.steps.order_by("order"))
        digest = result_digest(run, steps)
        signed = result_sign(run_id=run.pk, candidate_digest=run.candidate.content_digest, result_digest=digest, key=key)
        run.finish(status=RunStatus.FINISHED, fitness=vector, gates=gates, verdict=verdict, verdict_reasons=reasons,
                   intervals=run.intervals, judge=run.judge, result_digest=digest, **signed.fields())
        result_record(signed=signed)
        events.emit("evaluation_finished", cycle=run.candidate.cycle, run=run.pk, verdict=verdict, result_digest=digest)

        cycle_settle(run.candidate.cycle_id)  # a cycle waiting at V completes on a REJECT (issue 10)
    return f"{verdict} {digest}"


def outcome_review_required(run: EvaluationRun, criteria: list[dict[str, str]]) -> list[str]:
    """Step 11 waits for the human outcome review: its evidence (inside the result digest) says so with the code,
    the criteria and Z's digest; the reasons say it in words. The signed verdict is HOLD and stays HOLD."""
    from evaluation.candidates.outcome_review import REQUIRED, WAITING

    step = run.steps.get(key="human_outcome_review")
    evidence = dict(step.evidence or {})
    evidence["outcome_review"] = {"code": REQUIRED, "criteria": criteria,
                                  "z_digest": (evidence.get("acceptance") or {}).get("z_digest")}
    EvaluationStep.objects.filter(pk=step.pk).update(evidence=evidence)
    ids = ", ".join(c["id"] for c in criteria)
    return [f"{REQUIRED}: every machine gate passed; {WAITING} of {ids} on this run's result"]


def _intervals(ctx: RunContext) -> dict[str, Any]:
    table: dict[str, Any] = {}
    if ctx.evidence.replay.live:
        table["task_benefit"] = ctx.evidence.replay.rates
    if ctx.evidence.held_out is not None and ctx.evidence.held_out.live:
        table["held_out"] = ctx.evidence.held_out.rates
    return table


def evaluation_queue() -> dict[str, Any]:
    """Fail stale runs and hand queued runs to a worker (claims are conditional, so repeats are harmless)."""
    recovered = recover_stale_runs()
    queued = list(EvaluationRun.objects.filter(status="queued", created_at__lte=timezone.now() - timedelta(minutes=1))
                  .values_list("id", flat=True))
    for run_id in queued:
        async_task("evaluation.candidates.tasks.run_evaluation", run_id)
    return {"recovered": [r.run_id for r in recovered], "enqueued": queued}
