"""The cycle engine's transition primitives (docs/conventions.md §6), shared by its writes.

``cycles.services`` (open, submit, attest, reopen) and ``cycles.interventions`` (halt, resume,
acknowledge) lock the cycle, check the kernel, invalidate a phase's descendants and move through the
gates with these, inside their own transactions.
"""
from __future__ import annotations

import hashlib

from django.conf import settings
from django.utils import timezone

from cycles import events, hooks, kernel
from cycles.choices import CycleStatus, GateCode, LedgerKind, OutputStatus, Phase
from cycles.completion import cycle_complete
from cycles.exceptions import CycleError, GateRefused, KernelTampered
from cycles.gates import gate_state
from cycles.ledger import ledger_append
from cycles.models import Agent, Attestation, Cycle, PhaseOutput


def require_kernel() -> kernel.KernelStatus:
    """Fail closed before any transition when the sealed kernel does not verify (R-K-2)."""
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    if not status.ok:
        raise KernelTampered("The sealed kernel does not verify: " + "; ".join(status.problems), problems=list(status.problems))
    return status


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def locked_cycle(cycle_id: int, agent: Agent | None = None) -> Cycle:
    queryset = Cycle.objects.select_for_update()
    if agent is not None:
        queryset = queryset.filter(agent=agent)
    try:
        return queryset.get(pk=cycle_id)
    except Cycle.DoesNotExist:
        raise CycleError(f"cycle {cycle_id} not found", code="NOT_FOUND", http_status=404) from None


def invalidate_from(cycle: Cycle, phase: str, reason: str, *, include_phase: bool = True) -> int:
    """Cascade (R-C-4): invalidate outputs and attestations of `phase` (optionally) and every later phase."""
    start = Phase.index(phase) + (0 if include_phase else 1)
    phases = Phase.order()[start:]
    now = timezone.now()
    changed = PhaseOutput.objects.filter(cycle=cycle, phase__in=phases, status=OutputStatus.VALID).update(
        status=OutputStatus.INVALIDATED, invalidated_at=now, invalidated_reason=reason
    )
    Attestation.objects.filter(
        cycle=cycle, output__phase__in=phases, invalidated_at__isnull=True
    ).update(invalidated_at=now, invalidated_reason=reason)
    if changed and Phase.index(phase) <= Phase.index("P"):
        # Candidates derive from α, Z and A: their evaluations and PROMOTION attestations go with them.
        hooks.reopen(cycle, now, reason)
    return changed


def halted_refusal(cycle: Cycle) -> CycleError:
    """The machine-readable refusal of any agent action on a halted cycle (409 CYCLE_HALTED)."""
    return GateRefused(
        f"cycle {cycle.pk} was halted by an operator: {cycle.halted_reason or 'no reason recorded'}",
        code="CYCLE_HALTED", halted_reason=cycle.halted_reason,
    )


def advance(cycle: Cycle) -> None:
    """Move through every gate that is now satisfied; complete at V."""
    while cycle.status == CycleStatus.OPEN:
        state = gate_state(cycle)
        if state.code == GateCode.DECISION_HOLD:
            record_hold(cycle, state.missing)
            return
        if state.code is not None:
            return
        if cycle.current_phase == "V":
            cycle_complete(cycle)
            return
        following = Phase.after(cycle.current_phase)
        assert following is not None  # V never advances: it completes (above)
        events.emit("phase_transition", cycle=cycle, phase_from=cycle.current_phase, phase_to=following)
        cycle.current_phase = following


def record_hold(cycle: Cycle, reasons: list[str]) -> None:
    """V waits (seed §6 V.6): the HOLD and its reasons go to the ledger and the events."""
    ledger_append(
        kind=LedgerKind.DECISION, subject=f"cycle:{cycle.pk}",
        payload={"cycle": cycle.pk, "decision": "HOLD", "phase": "V", "reasons": reasons},
    )
    events.emit("cycle_held", cycle=cycle, reasons=reasons)
