"""The §9 Fractal Seed document of a completing cycle (R-S-1, issue 10 "B''").

The cycle engine knows the trail, the attestations and the lens audit; what became
of the cycle's candidates (evaluation, promotion, canary) is known only by higher apps,
which answer through ``cycles.hooks.LINEAGE_PROVIDERS`` (the promotion app registers
``promotion.lineage.evolution_lineage``); the prompt version active at completion comes
from ``cycles.hooks.active_version``. cycles never imports them (docs/conventions.md §17).

Every text that goes into a seed passes :func:`core.redaction.redact_tree` first:
a secret the agent wrote into V is not kept verbatim in the B'' (R-S-3).
"""
from __future__ import annotations

import json
from typing import Any

from django.utils import timezone

from core.redaction import redact_tree
from cycles import hooks
from cycles.choices import AttestationKind, Decision
from cycles.models import Attestation, Cycle, LensFinding, Seed

# The keys a lineage provider may answer; missing keys keep the defaults (HOLD, nothing known).
OUTCOME_KEYS = (
    "decision", "reasons", "digests", "promotion_id", "rollback_ref", "monitoring",
    "candidate_ref", "candidate", "validation", "promotion_authorization", "session_ids",
)

MAX_SESSIONS = 100


def cycle_outcome(cycle: Cycle) -> dict[str, Any]:
    """What the registered sources know about the cycle; HOLD with nothing else when none does.

    The default outcome is HOLD: "Default to HOLD when evidence or authority is incomplete" (§6 V.6).
    """
    outcome: dict[str, Any] = {
        "decision": "HOLD", "reasons": [], "digests": {"candidate": None, "evaluation": None, "version": None},
        "promotion_id": None, "rollback_ref": None, "monitoring": None, "prompt_digest": "",
        "candidate_ref": "", "candidate": None, "validation": None, "promotion_authorization": None,
        "session_ids": [],
    }
    answer = hooks.lineage(cycle) or {}
    outcome.update({key: value for key, value in answer.items() if key in OUTCOME_KEYS})
    # The digest of the prompt version the agent runs as the cycle completes (R-S-1, issue 10).
    try:
        outcome["prompt_digest"] = hooks.active_version(cycle.agent.name) or ""
    except ValueError:  # a name the active store cannot hold has no pointer
        outcome["prompt_digest"] = ""
    return outcome


def lens_matrix(cycle: Cycle, subject_ref: str) -> dict[str, dict[str, str]]:
    """The newest finding per coordinate of the 25-lens audit of `subject_ref` (the cycle when blank)."""
    return {coordinate: {"status": finding.status, "evidence": finding.evidence, "notation": finding.notation,
                         "recorded_by": finding.recorded_by}
            for coordinate, finding in sorted(LensFinding.latest_by_coordinate(subject_ref, cycle=cycle).items())}


def human_attestation(cycle: Cycle, promotion_authorization: Any) -> dict[str, Any]:
    """§9 human_attestation: the standing X and Z approvals (digest-bound) and the promotion's."""
    block: dict[str, Any] = {"X": None, "Z": None, "promotion_authorization": promotion_authorization}
    approvals = Attestation.objects.filter(
        cycle=cycle, kind__in=[AttestationKind.X, AttestationKind.Z], decision=Decision.APPROVE,
        invalidated_at__isnull=True,
    ).select_related("actor").order_by("created_at", "id")
    for attestation in approvals:
        block[attestation.kind] = {
            "subject_digest": attestation.subject_digest, "actor": attestation.actor.get_username(),
            "channel": attestation.channel, "at": attestation.created_at.isoformat(),
        }
    return block


def scope(cycle: Cycle, outputs: dict[str, Any], candidate: dict[str, Any] | None) -> dict[str, Any]:
    """§9 scope: whose cycle, what kind of change, which target, and the scope X declared."""
    s_footer = outputs["S"].footer if "S" in outputs else {}
    return {
        "agent": cycle.agent.name,
        "classification": cycle.classification,
        "target_stratum": candidate.get("target_stratum") if candidate else None,
        "target_path": candidate.get("target_path") if candidate else None,
        "declared": s_footer.get("SCOPE"),
    }


def seed_document(cycle: Cycle, outputs: dict[str, Any], outcome: dict[str, Any], parent: Seed | None) -> dict[str, Any]:
    """The §9 blocks a seed keeps besides its columns, redacted (R-S-1, R-S-3)."""
    candidate = outcome["candidate"]
    forbidden = outputs["S"].footer.get("FORBIDDEN") if "S" in outputs else None
    if candidate is not None:
        candidate = {**candidate, "forbidden_effects": candidate.get("forbidden_effects") or forbidden}
    validation = outcome["validation"]
    matrix = lens_matrix(cycle, outcome["candidate_ref"])
    if validation is not None or matrix:
        validation = {**(validation or {}), "lens_matrix": matrix}
    document = {
        "schema": "5qln.fractal-seed.v1",
        "timestamp": timezone.now().isoformat(),
        "parent_seed_hash": parent.digest if parent is not None else None,
        "scope": scope(cycle, outputs, candidate),
        "candidate": candidate,
        "validation": validation,
        "human_attestation": human_attestation(cycle, outcome["promotion_authorization"]),
        "decision": {
            "outcome": outcome["decision"], "reasons": list(outcome["reasons"] or []),
            "monitoring": outcome["monitoring"], "rollback_ref": outcome["rollback_ref"],
        },
        "session_ids": list(outcome["session_ids"] or [])[:MAX_SESSIONS],
    }
    return plain_json(redact_tree(document))


def plain_json(value: Any) -> Any:
    """`value` as it reads back from a JSON column (string keys, lists), so its digest survives storage."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))
