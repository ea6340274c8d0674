"""An operator rejects a candidate whose evaluation held (issue 27 item 2: a HOLD offered no Reject).

A HOLD can be answered three ways: supply what is missing, evaluate again, or reject. The reject
is a human decision, so it is the same signed act as the REJECT of a PROMOTION (kind PROMOTION,
decision reject, over the content digest and the HOLD run's result digest, the reason bound
into the signature), recorded as a PROMOTION attestation with its ledger entry: the promoter can
never promote this candidate and evaluation, and its page says *rejected* with the reason. The
approve half stays only for a PASS (:func:`promotion.attest.promotion_attest`).
"""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse

from core.pending import operator_action
from cycles import events
from cycles.choices import Decision
from cycles.models import Attestation, SignedAct
from cycles.signing.payload import attestation_subject, note_text
from cycles.signing.services import SigningError
from cycles.signing.web import signed_act_from_post
from evaluation.candidates import selectors
from evaluation.candidates.decisions import check_decider, record_promotion_decision
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun, RunStatus, Verdict


def hold_reject(*, candidate: Candidate, run: EvaluationRun, actor: Any, note: str,
                signed_act: SignedAct | None) -> Attestation:
    """Record an operator's signed rejection of ``candidate`` on its finished HOLD ``run``."""
    check_decider(candidate, actor, action="reject a candidate")
    note = note_text(note)[:2000]  # as the browser hashed it into the signature
    if not note:
        raise CandidateError("REASON_REQUIRED", "a rejection needs a reason; nothing was recorded")
    if candidate.invalidated_at is not None:
        raise CandidateError("CANDIDATE_INVALIDATED", f"the candidate is invalidated ({candidate.invalidated_reason})",
                             http_status=409)
    from evaluation.candidates.hold_close import closed_entry

    if closed_entry(candidate) is not None:
        raise CandidateError("ALREADY_CLOSED", "an operator already accepted this HOLD and closed it", http_status=409)
    run = EvaluationRun.objects.select_for_update().get(pk=run.pk)
    if run.candidate_id != candidate.pk or run.status != RunStatus.FINISHED or run.verdict != Verdict.HOLD:
        raise CandidateError("NOT_HELD", "this form rejects a finished HOLD evaluation of this candidate; the run "
                             "shown is not one (reload the page)", http_status=409)
    attestation = record_promotion_decision(
        candidate=candidate, run=run, actor=actor, decision=Decision.REJECT, note=note, signed_act=signed_act,
        stored_note=f"{note} — evaluation {run.pk} (HOLD) result {run.result_digest}")
    events.emit("attestation_recorded", cycle=candidate.cycle, kind="PROMOTION", decision="reject",
                actor=actor.get_username(), on="HOLD")
    return attestation


def _page(candidate_id: int) -> str:
    return reverse("qln-candidate-detail", args=[candidate_id])


@operator_action(back=_page, fields=("run", "note"), perm="cycles.attest", what="your rejection")
def candidate_hold_reject(request: HttpRequest, candidate_id: int) -> HttpResponse:
    """POST of the HOLD's reject form: the run shown, the reason, the passkey's signature."""
    candidate = selectors.candidate_get(candidate_id=candidate_id)
    run = selectors.run_get_for_candidate(candidate=candidate, run_id=request.POST.get("run", ""))
    back = _page(candidate.pk) + "#hold-reject"
    if run is None:
        messages.error(request, "NO_SUCH_RUN: the form named no evaluation run of this candidate; reload the page")
        return redirect(back)
    note = note_text(request.POST.get("note", ""))[:2000]
    try:
        with transaction.atomic():  # the nonce is used up only with the decision it signed
            signed = signed_act_from_post(
                request.POST, actor=request.user, kind="PROMOTION", decision="reject",
                subject=attestation_subject("PROMOTION", candidate.pk), digest=candidate.content_digest,
                result_digest=run.result_digest, note=note)
            hold_reject(candidate=candidate, run=run, actor=request.user, note=note, signed_act=signed)
        messages.success(request, "Candidate rejected; your reason is recorded with the decision.")
    except (CandidateError, SigningError) as error:
        shown = note if len(note) <= 200 else note[:199] + "…"
        messages.error(request, f"{error.code}: {error.detail} Nothing was recorded (your reason: “{shown}”; the "
                       "form below keeps it while the candidate can still be rejected).")
        request.session["qln_hold_reject_note"] = {"candidate": candidate.pk, "note": note}
    return redirect(back)
