"""Corruption findings that no phase output carries (R-C-5): L1, a mutation before X is attested (issue 25).

A candidate or an evaluation request reaches the evaluation plane through its own service; this is
where that plane asks whether X holds, and how the refusal is kept in the trail like every other
detected code: a `CorruptionFinding`, a ledger entry and an event, committed even though the
mutation itself is rolled back.
"""
from __future__ import annotations

from django.db import transaction

from cycles import corruption, events
from cycles.choices import AttestationKind, LedgerKind
from cycles.gates import approved_attestation
from cycles.ledger import ledger_append
from cycles.models import CorruptionFinding, Cycle


class MutationBeforeX(Exception):
    """Raised inside the mutation's transaction; record it with `mutation_finding_record` after the rollback."""

    def __init__(self, cycle_id: int, phase: str, hits: list[corruption.CorruptionHit]) -> None:
        super().__init__(hits[0].evidence)
        self.cycle_id, self.phase, self.hits = cycle_id, phase, hits


def x_attested(cycle: Cycle) -> bool:
    """The cycle's current S output carries an approving X attestation bound to its digest (R-C-4)."""
    output = cycle.current_outputs().get("S")
    return output is not None and approved_attestation(output, AttestationKind.X) is not None


def require_x_attested(cycle: Cycle, mutation: str) -> None:
    """Raise MutationBeforeX (L1) when `mutation` would happen before X holds."""
    hits = corruption.detect_l1(x_attested=x_attested(cycle), mutation=mutation)
    if hits:
        raise MutationBeforeX(cycle.pk, cycle.current_phase, hits)


def mutation_finding_record(refusal: MutationBeforeX) -> list[CorruptionFinding]:
    """Keep the refused mutation in the trail and the ledger, in its own transaction."""
    findings = []
    with transaction.atomic():
        cycle = Cycle.objects.select_for_update().get(pk=refusal.cycle_id)
        for hit in refusal.hits:
            findings.append(CorruptionFinding.objects.create(
                cycle=cycle, output=None, phase=refusal.phase, code=hit.code, evidence=hit.evidence,
                detected_by="detector"))
            ledger_append(kind=LedgerKind.CORRUPTION, subject=f"cycle:{cycle.pk}",
                          payload={"cycle": cycle.pk, "phase": refusal.phase, "code": hit.code, "output_digest": None})
            events.emit("corruption_detected", cycle=cycle, phase=refusal.phase, code=hit.code, evidence=hit.evidence)
    return findings
