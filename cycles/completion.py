"""Completing a cycle at V: the B'' seed and its ledger entry (R-S-1).

A cycle completes only when its decision is made (seed §6 V.6: "Default to HOLD
when evidence or authority is incomplete"): a candidate that is not yet
evaluated, whose evaluation held, or that passed but waits for a human's
PROMOTION authorization keeps the cycle at V, open, with the reasons shown in
the gate state and the review queue (`cycles.hooks.hold_reasons`, answered by `promotion.lineage`). A REJECT or a PROMOTE
completes it; so does a reflection that proposed no candidate (nothing waits
for evidence or authority; its B'' records HOLD as "no change made").
"""
from __future__ import annotations

import uuid

from django.conf import settings
from django.utils import timezone

from cycles import events, hooks, kernel
from cycles.choices import CycleStatus, Decision, LedgerKind
from cycles.digests import digest_of
from cycles.ledger import ledger_append
from cycles.models import Attestation, Cycle, Seed

TRAIL_KEYS = {
    "S": {"X": "X"},
    "G": {"ALPHA": "alpha", "SEEKS": "alpha_expressions"},
    "Q": {"PHI": "phi", "OMEGA": "omega", "ALIGNMENT": "intersection", "EXTENT": "extent", "Z": "Z"},
    "P": {"VALUE_MAX": "delta_value", "ENERGY": "delta_energy", "A": "A"},
    "V": {"L": "L", "B2": "B2", "INF0P": "zero_prime_question", "LIVENESS": "liveness"},
}


def formation_trail(outputs: dict) -> dict[str, object]:
    """The ordered, per-output formation trail of the seed §9, with digests."""
    trail: dict[str, object] = {}
    for phase, mapping in TRAIL_KEYS.items():
        output = outputs.get(phase)
        if output is None:
            continue
        for key, name in mapping.items():
            if key in output.footer:
                trail[name] = output.footer[key]
        trail[f"{phase}_digest"] = output.digest
        trail[f"{phase}_context_digest"] = output.context_digest
    trail["Y"] = outputs["G"].body[:2000] if "G" in outputs else ""
    return trail


def cycle_complete(cycle: Cycle) -> Seed:
    """Create the one B'' of `cycle` and chain it; the caller holds the cycle lock."""
    outputs = cycle.current_outputs()
    v_output = outputs["V"]
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    attestations = Attestation.objects.filter(cycle=cycle, invalidated_at__isnull=True, decision=Decision.APPROVE)
    parent = (
        Seed.objects.filter(cycle__agent=cycle.agent).exclude(cycle=cycle).order_by("-created_at").first()
    )
    lineage = hooks.lineage(cycle)
    fields = {
        "seed_id": uuid.uuid4().hex,
        "parent_seed_id": parent.seed_id if parent else None,
        "codex_hash": status.kernel_sha256,
        "decoder_version": status.decoder_version,
        "runtime_version": cycle.runtime_version,
        "prompt_digest": digest_of([outputs[p].digest for p in ("S", "G", "Q", "P", "V")]),
        "lens_notation_version": kernel.LENS_NOTATION_VERSION,
        "cycle_id": cycle.pk,
        "formation_trail": formation_trail(outputs),
        "digests": {"attestations": sorted(a.subject_digest + ":" + a.kind for a in attestations), **lineage["digests"]},
        "decision": lineage["decision"],
        "promotion_id": lineage["promotion_id"],
        "rollback_ref": lineage["rollback_ref"],
        "B": v_output.body,
        "B2": v_output.footer["B2"],
        "zero_prime_question": v_output.footer["INF0P"],
    }
    seed = Seed.objects.create(
        cycle=cycle,
        seed_id=fields["seed_id"],
        parent_seed=parent,
        codex_hash=fields["codex_hash"],
        decoder_version=fields["decoder_version"],
        runtime_version=fields["runtime_version"],
        prompt_digest=fields["prompt_digest"],
        lens_notation_version=fields["lens_notation_version"],
        formation_trail=fields["formation_trail"],
        digests=fields["digests"],
        decision=fields["decision"],
        promotion_id=fields["promotion_id"] or "",
        rollback_ref=fields["rollback_ref"] or "",
        b_text=fields["B"],
        b2_text=fields["B2"],
        zero_prime_question=fields["zero_prime_question"],
        digest=digest_of(fields),
    )
    ledger_append(
        kind=LedgerKind.SEED, subject=f"cycle:{cycle.pk}",
        payload={"seed_id": seed.seed_id, "seed_digest": seed.digest, "cycle": cycle.pk,
                 "parent_seed_id": fields["parent_seed_id"], "zero_prime_question": seed.zero_prime_question},
    )
    cycle.status = CycleStatus.COMPLETED
    cycle.completed_at = timezone.now()
    events.emit("cycle_completed", cycle=cycle, seed_id=seed.seed_id)
    return seed
