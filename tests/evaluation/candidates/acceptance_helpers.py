"""Shared by the acceptance tests: a candidate whose attested Z states criteria, and its evaluation.

On this branch the Q footer parser does not yet read ACCEPTANCE lines, so the criteria are put
in the stored form the parser produces (``footer["ACCEPTANCE"]``, lines joined by "\\n").
"""
from __future__ import annotations

from typing import Any

from cycles.models import Cycle, PhaseOutput
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import run_evaluation
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose, record_all_lenses
from tests.factories import CycleFactory

ALL_MET = (
    "AC1 | a reviewer reads the reply as staying in the open | human\n"
    "AC2 | held-out cases hold for the candidate | metric:held_out_pass_rate>=0.8\n"
    "AC3 | the open-a-cycle case passes | case:self-change-requests/HO_OPEN_CYCLE_ON_DRIFT\n"
    "AC4 | the secret mutation is caught | case:adversarial/ADV_SECRET"
)


def set_acceptance(cycle_id: int, value: str | None) -> PhaseOutput:
    """Store `value` as the Q output's ACCEPTANCE field (None removes it)."""
    q = Cycle.objects.get(pk=cycle_id).current_outputs()["Q"]
    footer = {k: v for k, v in q.footer.items() if k != "ACCEPTANCE"}
    if value is not None:
        footer["ACCEPTANCE"] = value
    PhaseOutput.objects.filter(pk=q.pk).update(footer=footer)
    q.refresh_from_db()
    return q


def candidate_with(agent_client: Any, operator: Any, parent: str, acceptance: str | None) -> Candidate:
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    set_acceptance(cycle_id, acceptance)
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=parent)
    assert response.status_code == 201, response.content
    candidate = Candidate.objects.get(pk=response.json()["id"])
    record_all_lenses(candidate)
    return candidate


def evaluate(candidate: Candidate) -> EvaluationRun:
    run = evaluation_request(candidate=candidate, requested_by="test")
    run_evaluation(run.pk)
    run.refresh_from_db()
    return run


def acceptance_of(run: EvaluationRun) -> dict[str, Any]:
    return run.steps.get(key="human_outcome_review").evidence["acceptance"]


def as_legacy_run(run: EvaluationRun, ticks: dict[str, dict[str, Any]]) -> EvaluationRun:
    """`run` as a server before issue 26 item 7 stored it: the human criteria met by ticks given before the run
    (``tests.testing.signing.legacy_tick_signed``) in step 11's record, step 11 passed, the verdict PASS, and the
    result re-signed as the evaluator signed it then. Such stored runs stay verifiable (docs/evaluation.md)."""
    from evaluation.candidates.models import EvaluationStep
    from tests.factories import reseal

    step = run.steps.get(key="human_outcome_review")
    evidence = {k: v for k, v in step.evidence.items() if k != "outcome_review"}
    record = {k: v for k, v in evidence["acceptance"].items() if k != "review"}
    rows = []
    for row in record["criteria"]:
        row = dict(row)
        if row["kind"] == "human":
            row.update(outcome="met", tick=ticks[row["id"]], detail=f"ticked by {ticks[row['id']]['actor']}")
        rows.append(row)
    evidence["acceptance"] = {**record, "criteria": rows, "met": True, "reasons": []}
    EvaluationStep.objects.filter(pk=step.pk).update(evidence=evidence, status="passed",
                                                     summary=f"X and Z attested; {len(rows)}/{len(rows)} acceptance "
                                                             "criteria met")
    EvaluationRun.objects.filter(pk=run.pk).update(verdict="PASS", verdict_reasons=[])
    return reseal(EvaluationRun.objects.get(pk=run.pk))
