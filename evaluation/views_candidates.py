"""The candidate page (R-UI-3): diff, 5 × 5 lens grid, fitness table, steps with live progress.

Operators (session + CSRF) record lens findings, start an evaluation and —
with the attest permission, never as the proposer (R-AUTH-5) — attest
PROMOTION on a finished PASS run. The progress endpoint is small JSON that
`static/qlnweb/candidate.js` polls every second while a run works.
"""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from cycles.choices import AttestationKind
from cycles.lenses import PHASES, audit
from cycles.models import Attestation, LensFinding
from evaluation import services
from evaluation.candidate_errors import CandidateError
from evaluation.fitness import FITNESS_KEYS
from evaluation.models import Candidate, EvaluationRun


def _get_candidate_for_user(request: HttpRequest, candidate_id: int) -> Candidate:
    return get_object_or_404(Candidate.objects.select_related("cycle__agent", "proposer_agent", "proposer_user"), pk=candidate_id)


def diff_lines(diff: str) -> list[tuple[str, str]]:
    """Server-side highlighting: a CSS class per unified-diff line."""
    rows = []
    for line in diff.splitlines():
        if line.startswith(("+++", "---")):
            css = "diff-file"
        elif line.startswith("@@"):
            css = "diff-hunk"
        elif line.startswith("+"):
            css = "diff-add"
        elif line.startswith("-"):
            css = "diff-del"
        else:
            css = "diff-ctx"
        rows.append((css, line))
    return rows


def lens_grid(candidate: Candidate) -> tuple[list[dict[str, Any]], list[str]]:
    """Rows are parent phases, columns the borrowed lens (literal-v1: XY = X within Y)."""
    latest: dict[str, LensFinding] = {}
    for finding in LensFinding.objects.filter(subject_ref=candidate.subject_ref).order_by("created_at", "id"):
        latest[finding.coordinate] = finding
    rows = []
    for parent in PHASES:
        cells = []
        for lens in PHASES:
            finding = latest.get(lens + parent)
            cells.append({"coordinate": lens + parent, "status": finding.status if finding else "missing",
                          "evidence": finding.evidence if finding else "not recorded: fails the audit",
                          "by": finding.recorded_by if finding else ""})
        rows.append({"parent": parent, "cells": cells})
    problems = audit({c: (f.status, f.evidence) for c, f in latest.items()})
    return rows, problems


def _fmt(value: Any) -> str:
    return "—" if value is None else str(value)


def fitness_rows(run: EvaluationRun | None) -> list[dict[str, Any]]:
    if run is None or not run.fitness:
        return []
    rows = []
    for key in FITNESS_KEYS:
        value = run.fitness.get(key)
        interval = (run.intervals or {}).get(key, {})
        if isinstance(value, dict) and "baseline" in value:
            base, cand = interval.get("baseline", {}), interval.get("candidate", {})
            rows.append({"key": key, "baseline": _fmt(value.get("baseline")), "candidate": _fmt(value.get("candidate")),
                         "baseline_interval": f"[{base['low']}, {base['high']}]" if base else "",
                         "candidate_interval": f"[{cand['low']}, {cand['high']}]" if cand else "",
                         "note": f"± {value['uncertainty']}" if value.get("uncertainty") is not None else "",
                         "status": ""})
        else:
            status = value if value in ("pass", "fail", "complete", "incomplete", "unknown") else ""
            rows.append({"key": key, "baseline": "", "candidate": _fmt(value), "baseline_interval": "",
                         "candidate_interval": "", "note": "", "status": status})
    return rows


@require_GET
@login_required
def candidate_list(request: HttpRequest) -> HttpResponse:
    candidates = Candidate.objects.select_related("cycle__agent").prefetch_related("runs")[:100]
    return render(request, "evaluation/candidate_list.html", {"candidates": candidates})


@require_GET
@login_required
def candidate_detail(request: HttpRequest, candidate_id: int) -> HttpResponse:
    candidate = _get_candidate_for_user(request, candidate_id)
    runs = list(candidate.runs.prefetch_related("steps"))
    run = runs[0] if runs else None
    grid, problems = lens_grid(candidate)
    promotions = Attestation.objects.filter(kind=AttestationKind.PROMOTION, subject_ref=candidate.subject_ref).select_related("actor")
    is_proposer = candidate.proposer_user_id is not None and candidate.proposer_user_id == request.user.pk
    context = {
        "candidate": candidate, "run": run, "runs": runs, "diff": diff_lines(candidate.diff), "grid": grid,
        "lens_problems": problems, "phases": PHASES, "fitness": fitness_rows(run),
        "promotions": promotions, "is_proposer": is_proposer,
        "can_review": request.user.has_perm("cycles.review") or request.user.has_perm("cycles.attest"),
        "can_attest": request.user.has_perm("cycles.attest") and not is_proposer,
        "promotion_digest": services.promotion_subject_digest(candidate, run) if run and run.verdict == "PASS" else "",
        "working": bool(run and run.status in ("queued", "running")),
    }
    return render(request, "evaluation/candidate_detail.html", context)


@require_GET
@login_required
def run_progress(request: HttpRequest, candidate_id: int, run_id: int) -> JsonResponse:
    run = get_object_or_404(EvaluationRun, pk=run_id, candidate_id=candidate_id)
    return JsonResponse({
        "id": run.pk, "status": run.status, "verdict": run.verdict or None, "progress": run.progress,
        "steps": [{"order": s.order, "name": s.name, "status": s.status, "summary": s.summary, "duration_ms": s.duration_ms}
                  for s in run.steps.all()],
    })


def _refused(request: HttpRequest, error: CandidateError) -> None:
    messages.error(request, f"{error.code}: {error.detail}")


@require_POST
@login_required
@permission_required("cycles.review", raise_exception=True)
def candidate_lens(request: HttpRequest, candidate_id: int) -> HttpResponse:
    candidate = _get_candidate_for_user(request, candidate_id)
    try:
        services.lens_record(candidate=candidate, label=request.POST.get("coordinate", ""), status=request.POST.get("status", ""),
                             evidence=request.POST.get("evidence", ""), recorded_by=request.user.get_username(),
                             notation=request.POST.get("notation", "literal-v1"))
        messages.success(request, "Lens finding recorded.")
    except CandidateError as error:
        _refused(request, error)
    return redirect("qln-candidate-detail", candidate_id=candidate.pk)


@require_POST
@login_required
@permission_required("cycles.review", raise_exception=True)
def candidate_evaluate(request: HttpRequest, candidate_id: int) -> HttpResponse:
    candidate = _get_candidate_for_user(request, candidate_id)
    try:
        services.evaluation_request(candidate=candidate, requested_by=f"user:{request.user.get_username()}")
        messages.success(request, "Evaluation queued.")
    except CandidateError as error:
        _refused(request, error)
    return redirect("qln-candidate-detail", candidate_id=candidate.pk)


@require_POST
@login_required
@permission_required("cycles.attest", raise_exception=True)
def candidate_promotion(request: HttpRequest, candidate_id: int) -> HttpResponse:
    """PROMOTION attestation bound to sha256(content_digest:result_digest) of the run shown (R-AUTH-5)."""
    candidate = _get_candidate_for_user(request, candidate_id)
    run = get_object_or_404(EvaluationRun, pk=request.POST.get("run") or 0, candidate=candidate)
    if request.POST.get("digest") != services.promotion_subject_digest(candidate, run):
        messages.error(request, "STALE_DIGEST: the evaluation shown is not the one on record")
        return redirect("qln-candidate-detail", candidate_id=candidate.pk)
    try:
        services.promotion_attest(candidate=candidate, run=run, actor=request.user, decision=request.POST.get("decision", ""))
        messages.success(request, "Promotion attestation recorded.")
    except CandidateError as error:
        _refused(request, error)
    return redirect("qln-candidate-detail", candidate_id=candidate.pk)
