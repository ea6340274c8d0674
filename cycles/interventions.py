"""What an operator does to a cycle beside attesting (issue 10): abort it, reopen a phase, record a
corruption finding (L1 needs judgement), and settle a cycle that waited at V for its decision.

Abort and reopen are signed human acts (issue 24 §2): kind ABORT / REOPEN on ``cycle:<id>:<kind>``,
bound to :func:`cycle_state_digest` (the outputs the operator saw) and to the reason; a REOPEN's
decision is the phase. The signed act goes into the act's ledger entry.

Only a human with the attest permission acts here; an agent token is never a User, and the
agent API has no route to these functions.
"""
from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone

from core.digests import digest_of
from cycles import events, hooks, services
from cycles.choices import CorruptionCode, CycleStatus, LedgerKind, OutputStatus, Phase
from cycles.exceptions import CycleError, GateRefused
from cycles.ledger import ledger_append
from cycles.models import CorruptionFinding, Cycle, SignedAct
from cycles.signing.payload import attestation_subject
from cycles.signing.web import require_signed
from cycles.transitions import advance, invalidate_from, locked_cycle, require_kernel

REASON_MAX = 2000


def _require_operator(actor: Any) -> None:
    if not getattr(actor, "is_authenticated", False) or not actor.has_perm("cycles.attest"):
        raise CycleError("only operators with the attest permission can do this", code="FORBIDDEN", http_status=403)


def cycle_state_digest(cycle: Cycle) -> str:
    """What an ABORT or REOPEN is bound to: the cycle, its phase and status, and its valid outputs' digests.

    An output submitted after the page was shown changes it, so the act is refused rather than applied to a
    cycle the operator did not see."""
    outputs = {phase: output.digest for phase, output in cycle.current_outputs().items()}
    return digest_of({"cycle": cycle.pk, "phase": cycle.current_phase, "status": cycle.status, "outputs": outputs})


def cycle_abort(*, cycle_id: int, actor: Any, reason: str, signed_act: SignedAct | None = None) -> Cycle:
    """Halt an open cycle for good (status `halted`): the reason is kept on the cycle and in the ledger.

    Signed with the operator's passkey over the cycle as shown and the reason (issue 24). Every later
    agent action on it is refused with 409 CYCLE_HALTED.
    """
    _require_operator(actor)
    reason = (reason or "").strip()[:REASON_MAX]
    if not reason:
        raise CycleError("an abort needs a reason; nothing was recorded", code="REASON_REQUIRED", http_status=400)
    with transaction.atomic():
        cycle = locked_cycle(cycle_id)
        if cycle.status != CycleStatus.OPEN:
            raise GateRefused(f"cycle {cycle.pk} is {cycle.status}; only an open cycle is aborted", code="CYCLE_NOT_OPEN")
        require_signed(signed_act, actor=actor, kind="ABORT", subject=attestation_subject("ABORT", cycle.pk),
                       digest=cycle_state_digest(cycle), decision="halt", note=reason)
        cycle.status = CycleStatus.HALTED
        cycle.halted_reason = reason
        cycle.revision += 1
        cycle.save(update_fields=["status", "halted_reason", "revision", "updated_at"])
        ledger_append(
            kind=LedgerKind.DECISION, subject=f"cycle:{cycle.pk}",
            payload={"cycle": cycle.pk, "decision": "HALT", "phase": cycle.current_phase, "reason": reason,
                     "actor": actor.get_username(),
                     "signed": signed_act.ledger_form() if signed_act is not None else None},
        )
        events.emit("cycle_halted", cycle=cycle, actor=actor.get_username(), reason=reason, phase=cycle.current_phase)
    return cycle


def cycle_reopen_signed(*, cycle_id: int, phase: str, actor: Any, reason: str,
                        signed_act: SignedAct | None) -> Cycle:
    """An operator returns the cycle to `phase` (every later output and attestation invalidated), signed over
    the cycle as shown, the phase (the act's decision) and the reason; a ledger entry records it (issue 24)."""
    _require_operator(actor)
    reason = (reason or "").strip()[:REASON_MAX]
    with transaction.atomic():
        cycle = locked_cycle(cycle_id)
        require_signed(signed_act, actor=actor, kind="REOPEN", subject=attestation_subject("REOPEN", cycle.pk),
                       digest=cycle_state_digest(cycle), decision=phase, note=reason)
        cycle = services.cycle_reopen(cycle_id=cycle.pk, phase=phase, actor_label=actor.get_username(),
                                      reason=reason or "reopened by operator")
        ledger_append(
            kind=LedgerKind.DECISION, subject=f"cycle:{cycle.pk}",
            payload={"cycle": cycle.pk, "decision": "REOPEN", "phase": phase, "reason": reason,
                     "actor": actor.get_username(),
                     "signed": signed_act.ledger_form() if signed_act is not None else None},
        )
    return cycle


def corruption_record(*, cycle_id: int, phase: str, code: str, evidence: str, actor: Any) -> CorruptionFinding:
    """An operator's finding (L1 above all, which needs judgement) stops the cycle as a detected code does
    (seed §11): the phase's output is marked corrupt, everything derived from it is invalidated and the
    cycle returns to `phase`; the finding goes to the trail and the ledger."""
    _require_operator(actor)
    evidence = (evidence or "").strip()[:REASON_MAX]
    if code not in CorruptionCode.values:
        raise CycleError(f"code must be one of {', '.join(CorruptionCode.values)}", code="BAD_CORRUPTION_CODE",
                         http_status=400)
    if not evidence:
        raise CycleError("a corruption finding needs its evidence", code="EVIDENCE_REQUIRED", http_status=400)
    with transaction.atomic():
        cycle = locked_cycle(cycle_id)
        require_kernel()
        if cycle.status != CycleStatus.OPEN:
            raise GateRefused(f"cycle {cycle.pk} is {cycle.status}; findings stop open cycles only", code="CYCLE_NOT_OPEN")
        if phase not in Phase.values or Phase.index(phase) > Phase.index(cycle.current_phase):
            raise GateRefused(f"phase {phase!r} is not reached: the cycle is at {cycle.current_phase}", code="BAD_PHASE")
        output = cycle.current_outputs().get(phase)
        reason = f"{code} recorded by {actor.get_username()} at {phase}: {evidence}"
        if output is not None:
            output.status = OutputStatus.CORRUPT
            output.invalidated_at, output.invalidated_reason = timezone.now(), reason
            output.save(update_fields=["status", "invalidated_at", "invalidated_reason"])
        invalidate_from(cycle, phase, reason)
        if Phase.index(phase) <= Phase.index("P"):
            hooks.reopen(cycle, timezone.now(), reason)
        finding = CorruptionFinding.objects.create(
            cycle=cycle, output=output, phase=phase, code=code, evidence=evidence, detected_by=actor.get_username()
        )
        cycle.current_phase = phase
        cycle.revision += 1
        cycle.save(update_fields=["current_phase", "revision", "updated_at"])
        ledger_append(
            kind=LedgerKind.CORRUPTION, subject=f"cycle:{cycle.pk}",
            payload={"cycle": cycle.pk, "phase": phase, "code": code,
                     "output_digest": output.digest if output is not None else None,
                     "recorded_by": actor.get_username()},
        )
        events.emit("corruption_detected", cycle=cycle, phase=phase, code=code, evidence=evidence,
                     recorded_by=actor.get_username())
    return finding


def cycle_settle(cycle_id: int) -> Cycle | None:
    """Complete a cycle that waited at V once its decision is made (a REJECT, or a promotion).

    Called where those happen (an evaluation finishing, `promote`); a cycle elsewhere is left alone.
    """
    with transaction.atomic():
        cycle = Cycle.objects.select_for_update().filter(pk=cycle_id).first()
        if cycle is None or cycle.status != CycleStatus.OPEN or cycle.current_phase != Phase.V:
            return cycle
        if "V" not in cycle.current_outputs():
            return cycle
        advance(cycle)
        cycle.revision += 1
        cycle.save()
    return cycle
