"""The PROMOTION decision (R-AUTH-5): an operator approves or rejects promoting a candidate's PASS run.

The promotion decision is in one app (issue 28 item 4): this attestation here, the promoter's re-check in
promotion/preflight.py (check_promotion_attestation). The candidate page's form posts to
promotion/attest_views.py; what the attestation binds to, ``promotion_subject_digest``, is the evaluation
plane's, which the page also shows.
"""
from __future__ import annotations

from typing import Any

from django.db import transaction

from cycles import events
from cycles.choices import Decision
from cycles.models import Attestation, SignedAct
from cycles.signing.payload import note_text
from evaluation.candidates.decisions import check_decider, record_promotion_decision
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun, RunStatus, Verdict
from evaluation.candidates.outcome_review import outcome_of


@transaction.atomic
def promotion_attest(
    *, candidate: Candidate, run: EvaluationRun, actor: Any, decision: str, note: str = "",
    signed_act: SignedAct | None = None,
) -> Attestation:
    """An operator's PROMOTION decision on a finished PASS run; never the proposer (R-AUTH-5).

    A rejection needs a reason (issue 12): it is stored as the attestation's note and shown. The act is
    signed with the operator's passkey over the content digest and the result digest (issue 24).
    """
    check_decider(candidate, actor, action="attest promotion")
    if decision not in Decision.values:
        raise CandidateError("BAD_DECISION", f"decision must be approve or reject, not {decision!r}")
    note = note_text(note)[:2000]  # as the browser hashed it into the signature
    if decision == Decision.REJECT and not note:
        raise CandidateError("REASON_REQUIRED", "a rejected promotion needs a reason; nothing was recorded")
    if candidate.invalidated_at is not None:
        raise CandidateError("CANDIDATE_INVALIDATED", "the cycle was reopened after this candidate was proposed", http_status=409)
    run = EvaluationRun.objects.select_for_update().get(pk=run.pk)
    effective = outcome_of(run)  # issue 26 item 7: a signed HOLD waiting at step 11 is PASS once reviewed as met
    if run.candidate_id != candidate.pk or run.status != RunStatus.FINISHED or effective.verdict != Verdict.PASS:
        if effective.awaits_review:
            raise CandidateError("OUTCOME_REVIEW_REQUIRED", "; ".join(effective.reasons), http_status=409)
        raise CandidateError("NOT_PROMOTABLE", "PROMOTION is attested only on a finished PASS evaluation of this candidate", http_status=409)
    if decision == Decision.APPROVE:  # issue 10: Z's criteria met (human ones reviewed, issue 26), as the promoter re-checks
        from evaluation.candidates.acceptance import recheck

        unmet = recheck(candidate, run)[0]
        if unmet:
            raise CandidateError("ACCEPTANCE_UNMET", "; ".join(unmet), http_status=409)
    attestation = record_promotion_decision(
        candidate=candidate, run=run, actor=actor, decision=decision, note=note, signed_act=signed_act,
        stored_note=(f"{note} — " if note else "") + f"evaluation {run.pk} result {run.result_digest}")
    events.emit("attestation_recorded", cycle=candidate.cycle, kind="PROMOTION", decision=decision, actor=actor.get_username())
    return attestation
