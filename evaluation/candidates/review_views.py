"""The acceptance card of the candidate page and its outcome review form (issue 26 item 7).

:func:`acceptance_rows` lists Z's criteria with their binding and outcome: machine ones from the
latest run's step 11 record, human ones from the outcome reviews bound to that run's result digest,
each human row with the run's evidence next to it. :func:`review_acts` gives each criterion the run
waits on its signed REVIEW form (met / not met, with a note). :func:`candidate_review` records one:
a refusal (a stale run, another result digest, no review pending, …) answers its 4xx code and
records nothing — the run and digest are checked before the passkey's nonce is used.
"""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from core.pending import operator_action
from cycles.act_form import act_form
from cycles.signing.payload import note_text, review_subject
from cycles.signing.services import SigningError
from cycles.signing.web import signed_act_from_post
from evaluation.candidates import acceptance as acceptance_check
from evaluation.candidates import outcome_review
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun

EVIDENCE_STEPS = ("baseline_replay", "held_out", "adversarial", "safety_privacy", "independent_evaluation")


def _page(candidate_id: int) -> str:
    return reverse("qln-candidate-detail", args=[candidate_id])


def run_evidence(run: EvaluationRun | None) -> list[dict[str, str]]:
    """What a reviewer reads a human criterion against: the finished run's behavioural steps, as recorded."""
    if run is None or run.status != "finished":
        return []
    return [{"name": s.name, "status": s.status, "summary": s.summary} for s in run.steps.all()
            if s.key in EVIDENCE_STEPS]


def _human_row(row: dict[str, Any], recorded_row: dict[str, Any], run: EvaluationRun | None,
               effective: outcome_review.Outcome) -> None:
    review = effective.reviews.get(row["id"])
    if review is not None:
        row["outcome"] = "met" if review["decision"] == outcome_review.MET else "not met"
        # the instant is shown by the template as a <time> (issue 27 item 9: no raw ISO in what a page shows)
        row["detail"] = (f"reviewed as {row['outcome']} by {review['actor']} on run "
                         f"{run.pk if run else '?'}'s result" + (f": {review['note']}" if review["note"] else ""))
        row["review"] = review
    elif row["id"] in effective.required:
        row["outcome"] = "waiting for review"
        row["detail"] = f"{outcome_review.WAITING}: read evaluation {run.pk if run else '?'}'s evidence, then decide"
    elif isinstance(recorded_row.get("tick"), dict):  # a run recorded before issue 26 item 7 (docs/evaluation.md)
        row["outcome"] = recorded_row.get("outcome", "met")
        row["detail"] = f"ticked by {recorded_row['tick'].get('actor')} before the run (recorded before reviews)"
    else:
        row["outcome"] = "pending"
        row["detail"] = "reviewed by a human on a finished run whose machine gates and criteria all pass"


def acceptance_rows(candidate: Candidate, run: EvaluationRun | None) -> dict[str, Any]:
    """Z's criteria with binding, outcome and (human ones) the run's evidence; `all_met` offers the PROMOTION form.

    `all_met` is the effective outcome (signed result + reviews) PASS and the promoter's own re-check clean."""
    zc = acceptance_check.z_criteria(candidate.cycle)
    record = acceptance_check.recorded(run) if run is not None else None
    if record is not None and record.get("z_digest") != zc.digest:
        record = None
    by_id = {row.get("id"): row for row in (record or {}).get("criteria") or []}
    effective = outcome_review.outcome_of(run)
    evidence = run_evidence(run)
    rows = []
    for criterion in zc.criteria:
        row: dict[str, Any] = criterion.as_dict()
        recorded_row = by_id.get(criterion.id) or {}
        if criterion.kind == "human":
            _human_row(row, recorded_row, run, effective)
            row["evidence"] = evidence if row["outcome"] != "pending" else []
        else:
            row["outcome"] = recorded_row.get("outcome", "not evaluated")
            row["detail"] = recorded_row.get("detail", "no finished evaluation of this Z yet")
        rows.append(row)
    passed = run is not None and effective.verdict == "PASS"
    problems = acceptance_check.recheck(candidate, run)[0] if passed else []
    return {"rows": rows, "problems": [p for p in zc.problems() if p], "z_digest": zc.digest, "outcome": effective,
            "all_met": bool(passed and not problems), "recheck": problems}


def review_acts(request: HttpRequest, candidate: Candidate, run: EvaluationRun | None, acceptance: dict[str, Any]) -> None:
    """One signed REVIEW form per criterion the run waits on (bound to the content and the run's result digest)."""
    effective = acceptance["outcome"]
    if run is None or not effective.awaits_review or candidate.invalidated_at is not None:
        return
    for row in acceptance["rows"]:
        if row["kind"] == "human" and row["id"] in effective.pending:
            row["act"] = act_form(request, kind=outcome_review.ACT_KIND, ref=candidate.pk,
                                  digest=candidate.content_digest, result_digest=run.result_digest,
                                  subject=review_subject(candidate.pk, row["id"]), note_field="note")


def _refused(request: HttpRequest, candidate: Candidate, code: str, detail: str, status: int) -> HttpResponse:
    return render(request, "error.html", {
        "status": status, "code": code, "title": "Outcome review not recorded",
        "detail": f"{detail}. Nothing was recorded.", "back": _page(candidate.pk) + "#acceptance-card"}, status=status)


@operator_action(back=_page, fields=("run", "result_digest", "criterion", "decision", "note"), perm="cycles.attest",
                 what="your outcome review")
def candidate_review(request: HttpRequest, candidate_id: int) -> HttpResponse:
    """A reviewer's signed outcome review of one human criterion on the run and result digest the page showed."""
    candidate = get_object_or_404(Candidate.objects.select_related("cycle"), pk=candidate_id)
    raw_run = request.POST.get("run", "")
    run = EvaluationRun.objects.filter(pk=int(raw_run), candidate=candidate).first() \
        if raw_run.isascii() and raw_run.isdigit() and len(raw_run) <= 18 else None
    criterion = request.POST.get("criterion", "")[:16]
    decision = request.POST.get("decision", "")
    note = note_text(request.POST.get("note", ""))[:2000]
    shown = request.POST.get("result_digest", "")[:128]
    try:
        outcome_review.refuse_unless_reviewable(candidate=candidate, run=run, criterion_id=criterion,
                                                decision=decision, note=note, actor=request.user, result_digest=shown)
        if run is None:  # refuse_unless_reviewable refused a missing run already
            raise CandidateError("NO_SUCH_RUN", "no evaluation run of this candidate was named", http_status=404)
        with transaction.atomic():  # the nonce is used up only with the review it signed
            signed = signed_act_from_post(request.POST, actor=request.user, kind=outcome_review.ACT_KIND,
                                          decision=decision, subject=review_subject(candidate.pk, criterion),
                                          digest=candidate.content_digest, result_digest=run.result_digest,
                                          note=note or None)
            done = outcome_review.review(candidate=candidate, run=run, criterion_id=criterion, decision=decision,
                                         note=note, actor=request.user, signed_act=signed, result_digest=shown)
    except CandidateError as error:
        return _refused(request, candidate, error.code, error.detail, error.http_status)
    except SigningError as error:
        return _refused(request, candidate, error.code, error.detail, 400)
    outcome = done["outcome"]
    messages.success(request, f"Outcome review recorded: {criterion} {'met' if decision == 'met' else 'not met'}. "
                              f"The evaluation's outcome is now {outcome['verdict']}"
                              + (f" ({outcome['code']})." if outcome["code"] else "."))
    return redirect(_page(candidate.pk) + ("#promotion-card" if outcome["verdict"] == "PASS" else "#acceptance-card"))
