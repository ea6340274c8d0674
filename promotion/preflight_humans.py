"""The promoter's checks of the human part (seed §18.2.3, R-AUTH-5; issues 10, 24, 26): X, Z and PROMOTION
attested and passkey-signed, separation of duties, acceptance ticks and outcome reviews verified from the ledger.

Each returns the evidence it saw or raises PromotionRefused naming itself (``promotion.preflight.CHECKS`` runs them).
A row in the database says what was decided; only a signature the promoter verifies says a human decided it.
"""
from __future__ import annotations

from typing import Any

from core.digests import promotion_subject_digest
from cycles.choices import AttestationKind, Decision
from cycles.gates import approved_attestation
from cycles.models import Attestation
from evaluation.candidates.acceptance import recheck, recorded
from evaluation.candidates.outcome_review import required_ids
from promotion.exceptions import PromotionRefused
from promotion.preflight_packet import Packet


def _phase_attestation(packet: Packet, kind: str, phase: str) -> dict[str, Any]:
    output = packet.candidate.cycle.current_outputs().get(phase)
    attestation = approved_attestation(output, kind) if output is not None else None
    if attestation is None:
        raise PromotionRefused(
            f"cycle {packet.candidate.cycle_id} has no approved {kind} bound to its current {phase} output",
            check=f"{kind.lower()}_attestation",
        )
    # The row says what was decided; only the passkey signature in the ledger says a human decided it.
    act = packet.verifier().verify(kind=kind, ref=packet.candidate.cycle_id, digest=output.digest)
    packet.acts[kind] = act
    return {"attestation": attestation.pk, "digest": attestation.subject_digest, "actor": attestation.actor_id,
            "signed": act.as_dict()}


def check_x_attestation(packet: Packet) -> dict[str, Any]:
    """§18.2.3: a human X bound to the current S output."""
    return _phase_attestation(packet, AttestationKind.X, "S")


def check_z_attestation(packet: Packet) -> dict[str, Any]:
    """§18.2.3: a human Z bound to the current Q output."""
    return _phase_attestation(packet, AttestationKind.Z, "Q")


def check_promotion_attestation(packet: Packet) -> dict[str, Any]:
    """§18.2.3: a human PROMOTION approval bound to this candidate *and* this evaluation."""
    candidate, run = packet.candidate, packet.run
    expected = promotion_subject_digest(candidate.content_digest, run.result_digest)
    attestation = (
        Attestation.objects.filter(
            kind=AttestationKind.PROMOTION, subject_ref=f"candidate:{candidate.pk}",
            invalidated_at__isnull=True,
        ).select_related("actor").order_by("-created_at", "-id").first()
    )
    if attestation is None:
        raise PromotionRefused(f"candidate {candidate.pk} has no PROMOTION attestation", check="promotion_attestation")
    if attestation.decision != Decision.APPROVE:
        raise PromotionRefused(f"the latest PROMOTION decision is {attestation.decision}", check="promotion_attestation")
    if attestation.subject_digest != expected:
        raise PromotionRefused(
            f"the PROMOTION attestation binds {attestation.subject_digest}, the current digests give {expected} "
            "(candidate or evaluation changed since approval)",
            check="promotion_attestation",
        )
    if not attestation.actor.is_active or not attestation.actor.has_perm("cycles.attest"):
        raise PromotionRefused(f"{attestation.actor} may not attest promotions", check="promotion_attestation")
    act = packet.verifier().verify(kind="PROMOTION", ref=candidate.pk, digest=candidate.content_digest,
                                   result_digest=run.result_digest)
    if act.signed and act.operator != attestation.actor.get_username():
        raise PromotionRefused(f"the PROMOTION row names {attestation.actor}, the signature {act.operator}",
                               check="promotion_signature")
    packet.attestation = attestation
    packet.acts["PROMOTION"] = act
    return {"attestation": attestation.pk, "digest": expected, "actor": attestation.actor.get_username(),
            "signed": act.as_dict()}


def check_separation_of_duties(packet: Packet) -> dict[str, Any]:
    """R-AUTH-5: the proposer's own X, Z or PROMOTION approval never counts."""
    proposer = packet.candidate.proposer_user_id
    if proposer is None:
        return {"proposer_user": None}
    cycle = packet.candidate.cycle
    actors = {
        "PROMOTION": packet.attestation.actor_id if packet.attestation else None,
        "X": _actor(cycle, "X", "S"),
        "Z": _actor(cycle, "Z", "Q"),
    }
    proposer_name = packet.candidate.proposer_user.get_username()
    signers = {kind: act.operator for kind, act in packet.acts.items()}  # who signed, from the ledger
    same = sorted({kind for kind, actor in actors.items() if actor == proposer}
                  | {kind for kind, name in signers.items() if name == proposer_name})
    if same:
        raise PromotionRefused(
            f"the proposer of candidate {packet.candidate.pk} also gave {', '.join(same)}", check="separation_of_duties"
        )
    return {"proposer_user": proposer, "attesters": actors}


def _actor(cycle: Any, kind: str, phase: str) -> int | None:
    output = cycle.current_outputs().get(phase)
    attestation = approved_attestation(output, kind) if output is not None else None
    return attestation.actor_id if attestation else None


def check_acceptance_criteria(packet: Packet) -> dict[str, Any]:
    """Issue 10 bullet 4: every criterion of the current Z met in the evaluation's record, human ticks genuine.

    Re-checked from the recorded evidence (step 11 of the run, inside its result digest): the record
    covers exactly the current Z's criteria at its digest; each is met, a metric's recorded value meets
    its threshold, a case passed, and each human tick is the ledger entry it names, bound to the
    current Z digest, by an operator who may attest and is not the proposer.
    """

    problems, evidence = recheck(packet.candidate, packet.run)
    if problems:
        raise PromotionRefused("acceptance criteria not met: " + "; ".join(problems), check="acceptance_criteria")
    # Issue 24: each human tick is a passkey-signed TICK, verified from its ledger entry with the promoter's keys
    # (a refusal names `tick_signature: <check>`).
    ticks: dict[str, dict[str, Any]] = {}
    for row in (recorded(packet.run) or {}).get("criteria") or []:
        tick = row.get("tick") if isinstance(row, dict) and row.get("kind") == "human" else None
        if isinstance(tick, dict):
            act = packet.verifier().verify_tick(candidate_id=packet.candidate.pk, criterion=str(row.get("id")),
                                                z_digest=str(evidence.get("z_digest")), seq=int(tick.get("seq") or 0))
            ticks[str(row.get("id"))] = act.as_dict()
    return {**evidence, "ticks": ticks} if ticks else evidence


def check_outcome_review(packet: Packet) -> dict[str, Any]:
    """Issue 26 item 7: a run that waits for the human outcome review is PASS only with every review, each verified.

    Which criteria need a review is read from step 11's record (inside the result digest the evaluator signed, both
    checked before this); each review is read from the ledger and verified as the PROMOTION attestation is: a
    passkey-signed REVIEW of that criterion, decision met, bound to this candidate's content digest and this run's
    result digest. A row written to the database without a valid signature, a review of another run's result, a
    'not met' or a missing review refuses (``review_signature``, the message naming the OUTCOME_REVIEW_* code).
    """
    run, candidate = packet.run, packet.candidate
    required = required_ids(run)
    if not required:
        return {"required": []}
    reviews: dict[str, dict[str, Any]] = {}
    for criterion in required:
        act = packet.verifier().verify_review(candidate_id=candidate.pk, run_id=run.pk, criterion=criterion,
                                              content_digest=candidate.content_digest, result_digest=run.result_digest)
        reviews[criterion] = act.as_dict()
        packet.acts[f"REVIEW {criterion} met"] = act  # printed in the promoter's summary with X, Z and PROMOTION
    return {"required": required, "result_digest": run.result_digest, "reviews": reviews}
