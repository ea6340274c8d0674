"""Completing a cycle at V: the B'' seed and its ledger entry (R-S-1).

A cycle completes only when its decision is made (seed §6 V.6: "Default to HOLD
when evidence or authority is incomplete"): a candidate that is not yet
evaluated, whose evaluation held, or that passed but waits for a human's
PROMOTION authorization keeps the cycle at V, open, with the reasons shown in
the gate state and the review queue (`cycles.hooks.hold_reasons`, answered by `promotion.lineage`). A REJECT or a PROMOTE
completes it; so does a reflection that proposed no candidate (nothing waits
for evidence or authority; its B'' records HOLD as "no change made").

What became of the cycle (PROMOTE only when one of its candidates was promoted by
`manage.py promote`; REJECT when its newest finished evaluation rejected; HOLD
otherwise) comes from the outcome sources of :mod:`cycles.seed_document`.
"""
from __future__ import annotations

import uuid

from django.conf import settings
from django.utils import timezone

from core.redaction import redact_text, redact_tree
from cycles import events, kernel
from cycles.choices import CycleStatus, Decision, LedgerKind
from cycles.ledger import ledger_append, seed_digest
from cycles.models import Attestation, Cycle, Seed
from cycles.seed_document import cycle_outcome, plain_json, seed_document

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
    outcome = cycle_outcome(cycle)
    seed = Seed(
        cycle=cycle,
        seed_id=uuid.uuid4().hex,
        parent_seed=parent,
        codex_hash=status.kernel_sha256,
        decoder_version=status.decoder_version,
        runtime_version=cycle.runtime_version,
        # The digest of the prompt version active when the cycle completed (the promoted one
        # when this cycle promoted); blank when nothing verifiable is active.
        prompt_digest=outcome["prompt_digest"] or "",
        lens_notation_version=kernel.LENS_NOTATION_VERSION,
        formation_trail=plain_json(redact_tree(formation_trail(outputs))),
        digests=plain_json({"attestations": sorted(a.subject_digest + ":" + a.kind for a in attestations),
                            **outcome["digests"]}),
        decision=outcome["decision"],
        promotion_id=outcome["promotion_id"] or "",
        rollback_ref=redact_text(outcome["rollback_ref"] or "")[:120],
        b_text=redact_text(v_output.body),
        b2_text=redact_text(v_output.footer["B2"]),
        zero_prime_question=redact_text(v_output.footer["INF0P"]),
        document=seed_document(cycle, outputs, outcome, parent),
    )
    seed.digest = seed_digest(seed)
    seed.save(force_insert=True)
    ledger_append(
        kind=LedgerKind.SEED, subject=f"cycle:{cycle.pk}",
        payload={"seed_id": seed.seed_id, "seed_digest": seed.digest, "cycle": cycle.pk,
                 "parent_seed_id": parent.seed_id if parent else None, "zero_prime_question": seed.zero_prime_question},
    )
    cycle.status = CycleStatus.COMPLETED
    cycle.completed_at = timezone.now()
    events.emit("cycle_completed", cycle=cycle, seed_id=seed.seed_id)
    return seed
