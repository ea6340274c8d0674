"""Completing a cycle at V: the B'' seed and its ledger entry (R-S-1).

A cycle completes only when its decision is made (seed §6 V.6: "Default to HOLD
when evidence or authority is incomplete"): a candidate that is not yet
evaluated, whose evaluation held, or that passed but waits for a human's
PROMOTION authorization keeps the cycle at V, open, with the reasons shown in
the gate state and the review queue (`hold_reasons`). A REJECT or a PROMOTE
completes it; so does a reflection that proposed no candidate (nothing waits
for evidence or authority; its B'' records HOLD as "no change made").
"""
from __future__ import annotations

import uuid

from django.conf import settings
from django.utils import timezone

from cycles import events, kernel
from cycles.choices import Classification, CycleStatus, Decision, LedgerKind
from cycles.ledger import digest_of, ledger_append
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


def evolution_lineage(cycle: Cycle) -> dict[str, object]:
    """What this cycle actually did to the agent, stated honestly for its B'' (R-S-1).

    PROMOTE only when one of its candidates was promoted (the pointer swapped by
    `manage.py promote`); REJECT when its newest finished evaluation rejected;
    HOLD otherwise — a reflection, or evidence or authority still incomplete.
    """
    from evaluation.models import Candidate, EvaluationRun
    from promotion.models import Promotion

    candidate = Candidate.objects.filter(cycle=cycle).order_by("-created_at", "-id").first()
    promotion = (
        Promotion.objects.filter(candidate__cycle=cycle).order_by("-created_at", "-id").first()
    )
    run = None
    if promotion is not None:
        run, candidate = promotion.evaluation_run, promotion.candidate
    elif candidate is not None:
        run = EvaluationRun.objects.filter(candidate=candidate, status="finished").order_by("-finished_at", "-id").first()
    decision = "HOLD"
    if promotion is not None:
        decision = "PROMOTE"
    elif run is not None and run.verdict == "REJECT":
        decision = "REJECT"
    rollback_ref = None
    if promotion is not None:
        rollback_ref = (
            f"rolled back at {promotion.rolled_back_at.isoformat()}: {promotion.rollback_reason}"
            if promotion.rolled_back_at
            else f"rollback:{promotion.pk}:to:{promotion.previous_version or 'none'}"
        )
    return {
        "digests": {
            "candidate": candidate.content_digest if candidate is not None else None,
            "evaluation": run.result_digest if run is not None and run.result_digest else None,
            "version": promotion.version_digest if promotion is not None else None,
        },
        "decision": decision,
        "promotion_id": str(promotion.pk) if promotion is not None else None,
        "rollback_ref": rollback_ref,
    }


def hold_reasons(cycle: Cycle) -> list[str]:
    """Why V must wait for evidence or authority; empty when the decision is made (PROMOTE or REJECT)
    or when a reflection proposed nothing."""
    from evaluation.models import Candidate, EvaluationRun

    if evolution_lineage(cycle)["decision"] in ("PROMOTE", "REJECT"):
        return []
    candidate = Candidate.objects.filter(cycle=cycle, invalidated_at__isnull=True).order_by("-created_at", "-id").first()
    if candidate is None:
        if cycle.classification == Classification.REFLECTION:
            return []
        return [f"evidence: this {cycle.classification} cycle has no candidate; propose one at P and evaluate it"]
    run = EvaluationRun.objects.filter(candidate=candidate).order_by("-created_at", "-id").first()
    if run is None:
        return [f"evidence: candidate {candidate.pk} has not been evaluated"]
    if run.status != "finished":
        return [f"evidence: evaluation {run.pk} of candidate {candidate.pk} is {run.status}"]
    if run.verdict == "PASS":
        return [f"authority: candidate {candidate.pk} passed evaluation {run.pk}; it waits for a human PROMOTION "
                "authorization and `manage.py promote` (or a rejection)"]
    reasons = "; ".join(str(reason) for reason in run.verdict_reasons) or "no reason given"
    return [f"evidence: evaluation {run.pk} of candidate {candidate.pk} is {run.verdict}: {reasons}"]


def cycle_complete(cycle: Cycle) -> Seed:
    """Create the one B'' of `cycle` and chain it; the caller holds the cycle lock."""
    outputs = cycle.current_outputs()
    v_output = outputs["V"]
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    attestations = Attestation.objects.filter(cycle=cycle, invalidated_at__isnull=True, decision=Decision.APPROVE)
    parent = (
        Seed.objects.filter(cycle__agent=cycle.agent).exclude(cycle=cycle).order_by("-created_at").first()
    )
    lineage = evolution_lineage(cycle)
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
