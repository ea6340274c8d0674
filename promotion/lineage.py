"""What the promoter did to an agent, for the pages and seeds of the apps below (registered in `cycles.hooks`)."""
from __future__ import annotations

from typing import Any

from cycles.choices import Classification
from cycles.models import Agent, Cycle
from evaluation.candidates.models import Candidate, EvaluationRun
from promotion.models import AgentProfile, Promotion


def evolution_lineage(cycle: Cycle) -> dict[str, object]:
    """What this cycle actually did to the agent, stated honestly for its B'' (R-S-1).

    PROMOTE only when one of its candidates was promoted (the pointer swapped by
    `manage.py promote`); REJECT when its newest finished evaluation rejected;
    HOLD otherwise — a reflection, or evidence or authority still incomplete.
    """
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
    if run.status != "finished":
        return [f"evidence: evaluation {run.pk} of candidate {candidate.pk} is {run.status}"]
    if run.verdict == "PASS":
        return [f"authority: candidate {candidate.pk} passed evaluation {run.pk}; it waits for a human PROMOTION "
                "authorization and `manage.py promote` (or a rejection)"]
    reasons = "; ".join(str(reason) for reason in run.verdict_reasons) or "no reason given"
    return [f"evidence: evaluation {run.pk} of candidate {candidate.pk} is {run.verdict}: {reasons}"]
