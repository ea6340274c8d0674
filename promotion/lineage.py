"""What the promoter did to an agent, for the pages and seeds of the apps below (registered in `cycles.hooks`)."""
from __future__ import annotations

from typing import Any

from cycles.choices import AttestationKind, Classification, Decision
from cycles.models import Agent, Attestation, Cycle
from evaluation.candidates.hold_close import closed_sentence
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.candidates.outcome_review import outcome_of
from evaluation.verdicts.models import AgentSession
from promotion.models import AgentProfile, Promotion

MAX_DIFF = 20_000
MAX_SESSIONS = 100
# §9 validation entries and the steps (seed §17.1) whose statuses say them.
VALIDATION_STEPS = {
    "constitutional": ("seal", "decoder_regression"),
    "adaptive_context": ("state_correctness",),
    "regression": ("deterministic", "baseline_replay"),
    "held_out": ("held_out",),
    "adversarial": ("adversarial",),
    "safety": ("safety_privacy",),
    "privacy": ("safety_privacy",),
}


def evolution_lineage(cycle: Cycle) -> dict[str, object]:
    """What this cycle actually did to the agent, stated honestly for its B'' (R-S-1, issue 10).

    PROMOTE only when one of its candidates was promoted (the pointer swapped by
    `manage.py promote`); REJECT when its newest finished evaluation rejected;
    HOLD otherwise — a reflection, or evidence or authority still incomplete. Besides
    the decision: the §9 candidate and validation blocks, reasons, monitoring, the
    PROMOTION authorization and the session ids (`cycles.seed_document` assembles them).
    """
    candidate = Candidate.objects.filter(cycle=cycle).order_by("-created_at", "-id").first()
    promotion = Promotion.objects.filter(candidate__cycle=cycle).order_by("-created_at", "-id").first()
    run = None
    if promotion is not None:
        run, candidate = promotion.evaluation_run, promotion.candidate
    elif candidate is not None:
        run = EvaluationRun.objects.filter(candidate=candidate, status="finished").order_by("-finished_at", "-id").first()
    decision = "HOLD"
    reasons = _reasons(run, promotion)
    closed = closed_sentence(candidate) if candidate is not None and promotion is None else ""
    if closed:  # an operator accepted the HOLD (evaluation/candidates/hold_close.py): the B'' says so
        reasons.append(closed)
    if promotion is not None:
        decision = "PROMOTE"
    elif run is not None and outcome_of(run).verdict == "REJECT":  # a 'not met' outcome review too (issue 26)
        decision = "REJECT"
    return {
        "decision": decision,
        "reasons": reasons,
        "digests": {
            "candidate": candidate.content_digest if candidate is not None else None,
            "evaluation": run.result_digest if run is not None and run.result_digest else None,
            "version": promotion.version_digest if promotion is not None else None,
        },
        "promotion_id": str(promotion.pk) if promotion is not None else None,
        "rollback_ref": _rollback_ref(promotion),
        "monitoring": _monitoring(promotion),
        "candidate_ref": candidate.subject_ref if candidate is not None else "",
        "candidate": _candidate_block(candidate),
        "validation": _validation_block(run),
        "promotion_authorization": _authorization(candidate, promotion),
        "session_ids": list(
            AgentSession.objects.filter(agent=cycle.agent, started_at__gte=cycle.created_at)
            .order_by("started_at", "id").values_list("session_id", flat=True)[:MAX_SESSIONS]
        ),
    }


def _reasons(run: EvaluationRun | None, promotion: Promotion | None) -> list[str]:
    if run is None:
        return ["no finished evaluation: evidence is incomplete"]
    reasons = [f"evaluation {run.pk}: {run.verdict}"] + [str(reason) for reason in run.verdict_reasons or []]
    if promotion is not None:
        reasons.append(f"promotion {promotion.pk} by {promotion.os_user} activated {promotion.version_digest}")
        if promotion.rolled_back_at:
            reasons.append(f"rolled back at {promotion.rolled_back_at.isoformat()}: {promotion.rollback_reason}")
    return reasons


def _rollback_ref(promotion: Promotion | None) -> str | None:
    if promotion is None:
        return None
    if promotion.rolled_back_at:
        return f"rolled back at {promotion.rolled_back_at.isoformat()}: {promotion.rollback_reason}"
    return promotion.rollback_ref


def _monitoring(promotion: Promotion | None) -> dict[str, Any]:
    if promotion is None:
        return {"canary": None, "detail": "nothing was activated, so nothing is monitored"}
    return {
        "canary": {"status": promotion.canary_status, "turns": promotion.canary_turns,
                   "findings": len(promotion.canary_findings or [])},
        "rollback_requests": [
            {"code": request.code, "status": request.status} for request in promotion.rollback_requests.all()
        ],
        "status": promotion.status,
    }


def _candidate_block(candidate: Candidate | None) -> dict[str, Any] | None:
    if candidate is None:
        return None
    diff = candidate.diff or ""
    return {
        "id": candidate.pk,
        "target_stratum": candidate.target_stratum,
        "target_path": candidate.target_path,
        "parent_version": candidate.parent_version_digest or None,
        "proposed_version": candidate.content_digest,
        "manifest_digest": candidate.manifest_digest or None,
        "diff": diff if len(diff) <= MAX_DIFF else f"{diff[:MAX_DIFF]}…[+{len(diff) - MAX_DIFF} chars]",
        "proposer": candidate.proposer_label,
        "invalidated": candidate.invalidated_at is not None,
        "forbidden_effects": None,  # the cycle engine fills it from X's FORBIDDEN line
    }


def _validation_block(run: EvaluationRun | None) -> dict[str, Any] | None:
    if run is None:
        return None
    steps = {step.key: step.status for step in run.steps.all()}
    fitness = run.fitness or {}
    block: dict[str, Any] = {
        name: {"steps": {key: steps.get(key) for key in keys}, "fitness": fitness.get(name)}
        for name, keys in VALIDATION_STEPS.items()
    }
    block["baseline_comparison"] = {"task_benefit": fitness.get("task_benefit"), "intervals": run.intervals,
                                    "baseline_version": run.baseline_version or None}
    block.update({
        "evaluation_run": run.pk, "verdict": run.verdict, "result_digest": run.result_digest or None,
        "kernel_digest": run.kernel_digest or None, "decoder_version": run.decoder_version or None,
        "model_name": run.model_name or None, "evaluator": run.worker or None, "suites": run.suite_digests,
        "gates": {name: (gate or {}).get("status") for name, gate in (run.gates or {}).items()},
    })
    return block


def _authorization(candidate: Candidate | None, promotion: Promotion | None) -> dict[str, Any] | None:
    attestation = promotion.attestation if promotion is not None else None
    if attestation is None and candidate is not None:
        attestation = Attestation.objects.filter(
            kind=AttestationKind.PROMOTION, subject_ref=candidate.subject_ref, decision=Decision.APPROVE,
            invalidated_at__isnull=True,
        ).order_by("-created_at", "-id").first()
    if attestation is None:
        return None
    return {"subject_digest": attestation.subject_digest, "actor": attestation.actor.get_username(),
            "at": attestation.created_at.isoformat(),
            "promoter_os_user": promotion.os_user if promotion is not None else None}


def agent_profiles(agent: Agent) -> dict[str, Any]:
    """R-P-8 on the agent page: the Hermes profiles the promoter activates versions into."""
    return {"profiles": AgentProfile.objects.filter(agent=agent).order_by("hermes_home")}


def hold_reasons(cycle: Cycle) -> list[str]:
    """Why V must wait for evidence or authority; empty when the decision is made (PROMOTE or REJECT)
    or when a reflection proposed nothing."""
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
    if run.status == "finished" and run.verdict == "HOLD" and closed_sentence(candidate):
        return []  # an operator accepted this HOLD and closed it: the decision is made, no change
    if run.status != "finished":
        return [f"evidence: evaluation {run.pk} of candidate {candidate.pk} is {run.status}"]
    effective = outcome_of(run)  # issue 26 item 7: the signed result plus the outcome reviews bound to it
    if effective.verdict == "PASS":
        return [f"authority: candidate {candidate.pk} passed evaluation {run.pk}; it waits for a human PROMOTION "
                "authorization and `manage.py promote` (or a rejection)"]
    reasons = "; ".join(str(reason) for reason in (effective.reasons if effective.code else run.verdict_reasons)) \
        or "no reason given"
    return [f"evidence: evaluation {run.pk} of candidate {candidate.pk} is {effective.verdict}: {reasons}"]
