"""An operator accepts a HOLD and closes it (issue 27 item 2: "reject or close with a reason").

A HOLD says evidence or authority is incomplete. Besides supplying it, evaluating again or
rejecting the candidate, the operator can *accept* the HOLD: nothing is promoted, and the cycle
ends with "no change made". That is a decision, so it is signed with the passkey like every
other: a CLOSE act (decision ``accept``) over the candidate's content digest and the HOLD run's
result digest, the reason bound into the signature (``note_digest``). It is recorded as one
``decision`` ledger entry (``HOLD_ACCEPTED``) on the candidate, which the offline ledger check binds
field by field to the signed act.

What follows from it, each from that one entry:

- the cycle's V no longer waits for this HOLD (:func:`promotion.lineage.hold_reasons`): a cycle
  whose V is posted completes now, with a B'' whose decision is HOLD and whose reasons say who
  accepted it, why, and that no change was made; a cycle whose agent has not posted V yet
  completes when it does;
- the candidate's state is *closed* and its page offers nothing; the HOLD leaves the queue;
- the candidate can no longer be evaluated (``CANDIDATE_CLOSED``) or rejected, and a rejected one
  cannot be closed: one decision per HOLD.

Unlike a reject, closing does not say the candidate is wrong: it says the operator accepts that
the cycle changes nothing.
"""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse

from core.pending import operator_action
from cycles import events
from cycles.act_form import act_form
from cycles.choices import AttestationKind, CycleStatus, LedgerKind
from cycles.ledger import ledger_append
from cycles.models import Attestation, LedgerEntry, SignedAct
from cycles.signing.payload import attestation_subject, note_text
from cycles.signing.services import SigningError
from cycles.signing.web import require_signed, signed_act_from_post
from evaluation.candidates.decisions import check_decider
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun, RunStatus, Verdict

DECISION = "HOLD_ACCEPTED"
OUTCOME = "no change made"
SESSION_KEY = "qln_hold_close_note"


def closed_entry(candidate: Any) -> LedgerEntry | None:
    """The ledger entry that accepted and closed this candidate's HOLD, if any."""
    return LedgerEntry.objects.filter(kind=LedgerKind.DECISION, subject=candidate.subject_ref,
                                      payload__decision=DECISION).order_by("-seq").first()


def closed_sentence(candidate: Any, entry: LedgerEntry | None = None) -> str:
    """What the page and the B'' say about a closed HOLD ("" when it is not closed)."""
    entry = entry or closed_entry(candidate)
    if entry is None:
        return ""
    payload = entry.payload
    return (f"HOLD accepted and closed by {payload.get('actor')}: {payload.get('note')} — {OUTCOME}; "
            f"evaluation {payload.get('evaluation')} (result {str(payload.get('result_digest'))[:16]}…) stays HOLD "
            "and nothing is promoted.")


def hold_close(*, candidate: Candidate, run: EvaluationRun, actor: Any, note: str,
               signed_act: SignedAct | None) -> LedgerEntry:
    """Record an operator's signed acceptance of ``candidate``'s finished HOLD ``run``; the caller settles the cycle."""
    check_decider(candidate, actor, action="close a HOLD")
    note = note_text(note)[:2000]  # as the browser hashed it into the signature
    if not note:
        raise CandidateError("REASON_REQUIRED", "closing a HOLD needs a reason; nothing was recorded", field="note")
    locked = Candidate.objects.select_for_update().select_related("cycle").get(pk=candidate.pk)
    if locked.invalidated_at is not None:
        raise CandidateError("CANDIDATE_INVALIDATED", f"the candidate is invalidated ({locked.invalidated_reason})",
                             http_status=409)
    if locked.cycle.status != CycleStatus.OPEN:
        raise CandidateError("CYCLE_CLOSED", f"cycle {locked.cycle_id} is {locked.cycle.status}; there is nothing "
                             "left to close", http_status=409)
    run = EvaluationRun.objects.select_for_update().get(pk=run.pk)
    newest = locked.runs.order_by("-created_at", "-id").first()
    if run.candidate_id != locked.pk or run.status != RunStatus.FINISHED or run.verdict != Verdict.HOLD \
            or newest is None or newest.pk != run.pk:
        raise CandidateError("NOT_HELD", "this form closes the latest evaluation of this candidate when it finished "
                             "HOLD; the run shown is not that (reload the page)", http_status=409)
    if closed_entry(locked) is not None:
        raise CandidateError("ALREADY_CLOSED", "this HOLD was already accepted and closed", http_status=409)
    if Attestation.objects.filter(kind=AttestationKind.PROMOTION, subject_ref=locked.subject_ref,
                                  invalidated_at__isnull=True).exists():
        raise CandidateError("ALREADY_ATTESTED", "this candidate was already decided (rejected)", http_status=409)
    newer = Candidate.objects.filter(cycle_id=locked.cycle_id, target_path=locked.target_path, pk__gt=locked.pk,
                                     invalidated_at__isnull=True).values_list("pk", flat=True).first()
    if newer is not None:
        raise CandidateError("SUPERSEDED", f"candidate {newer} replaces this one; its HOLD is not the cycle's to close",
                             http_status=409)
    require_signed(signed_act, actor=actor, kind="CLOSE", subject=attestation_subject("CLOSE", locked.pk),
                   digest=locked.content_digest, decision="accept", result_digest=run.result_digest, note=note)
    entry = ledger_append(kind=LedgerKind.DECISION, subject=locked.subject_ref, payload={
        "cycle": locked.cycle_id, "decision": DECISION, "outcome": OUTCOME, "candidate": locked.pk,
        "evaluation": run.pk, "content_digest": locked.content_digest, "result_digest": run.result_digest,
        "actor": actor.get_username(), "note": note,
        "signed": signed_act.ledger_form() if signed_act is not None else None,
    })
    events.emit("hold_accepted", cycle=locked.cycle, candidate=locked.pk, evaluation=run.pk,
                actor=actor.get_username(), reason=note)
    return entry


def close_form(request: HttpRequest, candidate: Candidate, run: EvaluationRun | None, hold_act: Any) -> dict[str, Any]:
    """The close form's context beside the reject form (offered exactly when the reject form is): act and kept reason."""
    kept = request.session.pop(SESSION_KEY, None)
    note = kept["note"] if kept and kept.get("candidate") == candidate.pk else ""
    act = act_form(request, kind="CLOSE", ref=candidate.pk, digest=candidate.content_digest,
                   result_digest=run.result_digest, note_field="note") if hold_act and run is not None else None
    return {"close_act": act, "close_note": note}


def _page(candidate_id: int) -> str:
    return reverse("qln-candidate-detail", args=[candidate_id])


@operator_action(back=_page, fields=("run", "note"), perm="cycles.attest", what="your closing of the HOLD")
def candidate_hold_close(request: HttpRequest, candidate_id: int) -> HttpResponse:
    """POST of the HOLD's close form: the run shown, the reason, the passkey's signature."""
    from cycles.interventions import cycle_settle

    candidate = get_object_or_404(Candidate.objects.select_related("cycle__agent"), pk=candidate_id)
    run_id = request.POST.get("run", "")
    ascii_id = run_id.isascii() and run_id.isdigit() and len(run_id) <= 18
    run = EvaluationRun.objects.filter(pk=int(run_id), candidate=candidate).first() if ascii_id else None
    back = _page(candidate.pk) + "#lifecycle"
    note = note_text(request.POST.get("note", ""))[:2000]
    if run is None:
        messages.error(request, "NO_SUCH_RUN: the form named no evaluation run of this candidate; reload the page")
        request.session[SESSION_KEY] = {"candidate": candidate.pk, "note": note}
        return redirect(back)
    try:
        with transaction.atomic():  # the nonce is used up only with the decision it signed
            signed = signed_act_from_post(
                request.POST, actor=request.user, kind="CLOSE", decision="accept",
                subject=attestation_subject("CLOSE", candidate.pk), digest=candidate.content_digest,
                result_digest=run.result_digest, note=note)
            hold_close(candidate=candidate, run=run, actor=request.user, note=note, signed_act=signed)
    except (CandidateError, SigningError) as error:
        shown = note if len(note) <= 200 else note[:199] + "…"
        messages.error(request, f"{error.code}: {error.detail} Nothing was recorded (your reason: “{shown}”; the "
                       "form below keeps it while the HOLD can still be closed).")
        request.session[SESSION_KEY] = {"candidate": candidate.pk, "note": note}
        return redirect(_page(candidate.pk) + "#hold-close")
    cycle = cycle_settle(candidate.cycle_id)
    done = cycle is not None and cycle.status == CycleStatus.COMPLETED
    messages.success(request, "HOLD accepted and closed: no change made. " + (
        f"Cycle {candidate.cycle_id} completed at V; its B'' records your reason." if done else
        f"Cycle {candidate.cycle_id} completes at V once its agent posts V; its B'' will record your reason."))
    return redirect(back)
