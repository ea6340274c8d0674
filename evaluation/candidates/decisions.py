"""What every human decision on a candidate shares (R-AUTH-5, issues 24 and 27): who may decide it, and how a
PROMOTION-kind decision — an approve or reject of promotion (:mod:`promotion.attest`) or the reject of a HOLD
(:mod:`evaluation.candidates.hold_reject`) — is checked against its passkey signature and recorded with its ledger
entry. The callers keep what differs: which runs they accept, and what they say."""
from __future__ import annotations

from typing import Any

from cycles.choices import AttestationKind, Channel, LedgerKind
from cycles.ledger import ledger_append
from cycles.models import Attestation, SignedAct
from cycles.signing.payload import attestation_subject
from cycles.signing.web import require_signed
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.candidates.services import promotion_subject_digest


def check_decider(candidate: Candidate, actor: Any, *, action: str) -> None:
    """Only an operator with the attest permission decides, and never the candidate's proposer."""
    if not actor.has_perm("cycles.attest"):
        raise CandidateError("FORBIDDEN", f"only operators with the attest permission can {action}", http_status=403)
    if candidate.proposer_user_id is not None and candidate.proposer_user_id == actor.pk:
        raise CandidateError("SEPARATION_OF_DUTIES", "the proposer of a candidate cannot decide it", http_status=403)


def record_promotion_decision(*, candidate: Candidate, run: EvaluationRun, actor: Any, decision: str, note: str,
                              signed_act: SignedAct | None, stored_note: str) -> Attestation:
    """Check the signed act over the content and result digests, refuse a second decision on the same pair, then
    store the PROMOTION attestation (``stored_note`` as its note) and its ledger entry. Inside the caller's
    transaction, after the caller's own checks of the run."""
    require_signed(signed_act, actor=actor, kind=AttestationKind.PROMOTION,
                   subject=attestation_subject(AttestationKind.PROMOTION, candidate.pk), digest=candidate.content_digest,
                   decision=decision, result_digest=run.result_digest, note=note)
    digest = promotion_subject_digest(candidate, run)
    subject = candidate.subject_ref
    if Attestation.objects.filter(kind=AttestationKind.PROMOTION, subject_ref=subject, subject_digest=digest,
                                  invalidated_at__isnull=True).exists():
        raise CandidateError("ALREADY_ATTESTED", "this candidate and evaluation are already decided", http_status=409)
    attestation = Attestation.objects.create(
        cycle=candidate.cycle, output=None, subject_ref=subject, kind=AttestationKind.PROMOTION, subject_digest=digest,
        actor=actor, decision=decision, channel=Channel.WEB, signed_act=signed_act, note=stored_note,
    )
    ledger_append(kind=LedgerKind.ATTESTATION, subject=subject, payload={
        "cycle": candidate.cycle_id, "kind": AttestationKind.PROMOTION, "subject_digest": digest, "candidate": candidate.pk,
        "evaluation": run.pk, "result_digest": run.result_digest, "actor": actor.get_username(), "decision": decision,
        "channel": Channel.WEB, "note": note, "signed": signed_act.ledger_form() if signed_act is not None else None,
    })
    return attestation
