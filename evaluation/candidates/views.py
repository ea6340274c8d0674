"""The candidate page (R-UI-3): diff, 5 × 5 lens grid, fitness table, steps with live progress.

Operators (session + CSRF) record lens findings, start an evaluation and —
with the attest permission, never as the proposer (R-AUTH-5) — review Z's human
criteria on a finished run (issue 26 item 7, ``review_views.py``) and attest
PROMOTION once the run's effective outcome is PASS (the form posts to promotion/attest_views.py; issue 10 bullet 4). The progress endpoint is small JSON that
`static/qlnweb/candidate.js` polls every second while a run works.
"""
from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET

from core.diffview import listing_rows, unified_rows
from core.pending import operator_action, take_pending
from cycles import hooks
from cycles.act_form import act_form
from cycles.choices import AttestationKind
from cycles.diffpage import diff_block
from cycles.history import page_of
from cycles.lenses import COORDINATES, PHASES
from cycles.models import Attestation
from cycles.signing.payload import attestation_subject, lens_cells, lens_note
from cycles.signing.services import SigningError
from cycles.signing.web import signed_act_from_post
from evaluation.candidates import selectors, services
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.hold_close import close_form, closed_sentence
from evaluation.candidates.lens_form import GRID_FIELDS, keep_grid, lens_grid, record_grid
from evaluation.candidates.lifecycle_state import candidate_lifecycle
from evaluation.candidates.models import Candidate
from evaluation.candidates.results_view import fitness_rows, gate_rows, verdict_reasons
from evaluation.candidates.review_views import acceptance_rows, review_acts


def _candidate_page(candidate_id: int) -> str:
    return reverse("qln-candidate-detail", args=[candidate_id])


def _get_candidate_for_user(request: HttpRequest, candidate_id: int) -> Candidate:
    return selectors.candidate_get(candidate_id=candidate_id)


@require_GET
@login_required
def candidate_list(request: HttpRequest) -> HttpResponse:
    """All candidates, newest first, with search (target, agent, number), a state filter and pages."""
    q = request.GET.get("q", "").strip()[:200]
    state = request.GET.get("state", "") if request.GET.get("state") in ("live", "invalidated") else ""
    candidates = Candidate.objects.select_related("cycle__agent").prefetch_related("runs").order_by("-created_at", "-id")
    if q:
        candidates = candidates.filter(Q(target_path__icontains=q) | Q(cycle__agent__name__icontains=q)
                                       | Q(pk=int(q) if q.isdigit() else None))
    if state:
        candidates = candidates.filter(invalidated_at__isnull=state == "live")
    return render(request, "evaluation/candidate_list.html", page_of(request, candidates, {"q": q, "state": state}))


@require_GET
@login_required
def candidate_detail(request: HttpRequest, candidate_id: int) -> HttpResponse:
    candidate = _get_candidate_for_user(request, candidate_id)
    runs = list(candidate.runs.prefetch_related("steps"))
    run = runs[0] if runs else None
    pending = take_pending(request, request.path)
    grid, lens_summary = lens_grid(candidate, kept=pending["data"] if pending and "status-SS" in pending["data"] else None)
    promotions = Attestation.objects.filter(kind=AttestationKind.PROMOTION, subject_ref=candidate.subject_ref).select_related("actor")
    is_proposer = candidate.proposer_user_id is not None and candidate.proposer_user_id == request.user.pk
    acceptance = acceptance_rows(candidate, run)
    new_file = not candidate.parent_version_digest or not candidate.parent_content
    rows = listing_rows(candidate.content) if new_file else unified_rows(candidate.diff)
    # The ledger's answer, as the API and the proposal use it: the pointer file may lag it (issue 27 item 3).
    active_now = hooks.active_version(candidate.cycle.agent.name)
    can_attest = request.user.has_perm("cycles.attest") and not is_proposer
    # The PROMOTION form's act, bound as candidate_promotion checks it: content digest and the run's result digest.
    outcome = acceptance["outcome"]  # issue 26 item 7: the signed result plus the outcome reviews bound to it
    act = act_form(request, kind="PROMOTION", ref=candidate.pk, digest=candidate.content_digest,
                   result_digest=run.result_digest, note_field="note") \
        if run and outcome.verdict == "PASS" and run.status == "finished" and acceptance["all_met"] and can_attest \
        else None
    if can_attest:  # one signed REVIEW per human criterion the finished run waits on
        review_acts(request, candidate, run, acceptance)
    can_review = request.user.has_perm("cycles.review") or request.user.has_perm("cycles.attest")
    newer = Candidate.objects.filter(cycle_id=candidate.cycle_id, target_path=candidate.target_path, pk__gt=candidate.pk,
                                     invalidated_at__isnull=True).order_by("pk").values_list("pk", flat=True).first()
    lifecycle = candidate_lifecycle(candidate, run, active_now=active_now, promotion_decisions=list(promotions),
                                    newer=newer, closed=closed_sentence(candidate))
    if not lifecycle.allows("promote_form"):
        act = None
    if not lifecycle.allows("review"):
        for row in acceptance["rows"]:
            row.pop("act", None)
    hold_act = act_form(request, kind="PROMOTION", ref=candidate.pk, digest=candidate.content_digest,
                        result_digest=run.result_digest, note_field="note") \
        if run and lifecycle.state == "HOLD" and run.verdict == "HOLD" and can_attest and not is_proposer \
        and not outcome.awaits_review else None
    kept_note = request.session.pop("qln_hold_reject_note", None)
    hold_note = kept_note["note"] if kept_note and kept_note.get("candidate") == candidate.pk else \
        (pending["data"].get("note", "") if pending and pending.get("what") == "your rejection" else "")
    lens_act = act_form(request, kind="LENS", ref=candidate.pk, digest=candidate.content_digest,
                        grid=COORDINATES) if can_review else None
    context = {
        "candidate": candidate, "run": run, "runs": runs, "grid": grid, "new_file": new_file,
        "diff": diff_block(request, rows, anchor="candidate-diff"),
        "parent_moved": active_now != candidate.parent_version_digest and lifecycle.state not in ("promoted", "rolled back"),
        "active_now": active_now, "lifecycle": lifecycle, "hold_act": hold_act, "hold_note": hold_note,
        "lens": lens_summary, "phases": PHASES, "fitness": fitness_rows(run), "pending": pending,
        "gates": gate_rows(run), "reasons": verdict_reasons(run),
        "promotions": promotions, "is_proposer": is_proposer,
        "can_review": can_review, "can_attest": can_attest, "act": act, "lens_act": lens_act,
        "promotion_digest": services.promotion_subject_digest(candidate, run) if run and outcome.verdict == "PASS" else "",
        "outcome": outcome,
        "working": bool(run and run.status in ("queued", "running")), "acceptance": acceptance,
        **close_form(request, candidate, run, hold_act),
    }
    return render(request, "evaluation/candidate_detail.html", context)


@require_GET
@login_required
def latest_run(request: HttpRequest, candidate_id: int) -> JsonResponse:
    """The newest run of a candidate (id and status), so a page opened earlier notices a new run."""
    candidate = _get_candidate_for_user(request, candidate_id)
    run = candidate.runs.order_by("-created_at", "-id").first()
    return JsonResponse({"id": run.pk if run else None, "status": run.status if run else None})


@require_GET
@login_required
def run_progress(request: HttpRequest, candidate_id: int, run_id: int) -> JsonResponse:
    run = selectors.run_get_of_candidate(candidate_id=candidate_id, run_id=run_id)
    return JsonResponse({
        "id": run.pk, "status": run.status, "verdict": run.verdict or None, "progress": run.progress,
        "evaluator_key_mode": run.evaluator_key_mode or None, "evaluator_signature": run.evaluator_sentence or None,
        "steps": [{"order": s.order, "name": s.name, "status": s.status, "summary": s.summary, "duration_ms": s.duration_ms}
                  for s in run.steps.all()],
    })


def _refused(request: HttpRequest, error: CandidateError) -> None:
    messages.error(request, f"{error.code}: {error.detail}")


@operator_action(back=_candidate_page, fields=GRID_FIELDS, perm="cycles.review", what="the lens audit")
def candidate_lens(request: HttpRequest, candidate_id: int) -> HttpResponse:
    """The whole 5 × 5 grid in one POST (partial saves allowed), one LENS act signed over the grid (issue 24)."""
    candidate = _get_candidate_for_user(request, candidate_id)
    cells = lens_cells(request.POST.get, COORDINATES)
    try:
        with transaction.atomic():  # the nonce is used up only with the audit it signed
            signed = signed_act_from_post(request.POST, actor=request.user, kind="LENS", decision="record",
                                          subject=attestation_subject("LENS", candidate.pk),
                                          digest=candidate.content_digest, note=lens_note(cells))
            result = record_grid(candidate=candidate, cells=cells, actor=request.user, signed_act=signed)
    except SigningError as error:
        keep_grid(request, page=_candidate_page(candidate.pk), cells=cells, reason="act",
                  sentence=f"{error.detail} Nothing was recorded.")
        messages.error(request, f"{error.code}: {error.detail} Nothing was recorded.")
        return redirect(_candidate_page(candidate.pk) + "#lens-card")
    if result.saved:
        messages.success(request, f"Lens audit saved: {len(result.saved)} coordinate(s) recorded "
                                  f"({', '.join(result.saved)}).")
    elif not result.refused:
        messages.info(request, "Lens audit: nothing changed, nothing recorded.")
    for sentence in result.refused:
        messages.error(request, f"Not recorded — {sentence}")
    if result.refused:  # every choice comes back, each refusal next to its cell (issue 27 item 7)
        keep_grid(request, page=_candidate_page(candidate.pk), cells=cells, reason="refused", errors=result.errors)
    return redirect(_candidate_page(candidate.pk) + "#lens-card")


@operator_action(back=_candidate_page, fields=(), perm="cycles.review", what="the evaluation request")
def candidate_evaluate(request: HttpRequest, candidate_id: int) -> HttpResponse:
    candidate = _get_candidate_for_user(request, candidate_id)
    try:
        services.evaluation_request(candidate=candidate, requested_by=f"user:{request.user.get_username()}")
        messages.success(request, "Evaluation queued.")
    except CandidateError as error:
        _refused(request, error)
    return redirect("qln-candidate-detail", candidate_id=candidate.pk)


