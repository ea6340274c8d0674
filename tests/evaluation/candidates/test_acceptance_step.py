"""Issue 10 bullet 4, §17.1 step 11: each criterion of the attested Z is bound to the run's evidence.

case: → that case's result; metric: → the measured value against its threshold; human → pending for the
outcome review after the run (issue 26 item 7: HOLD OUTCOME_REVIEW_REQUIRED when nothing else is missing).
An unmet machine criterion is HOLD (never PASS), naming it. The record is part of step 11's evidence, so
of the result digest.
"""
from __future__ import annotations

import pytest

from evaluation.candidates.tasks import result_digest
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, acceptance_of, candidate_with, evaluate
from tests.testing.signing import legacy_tick_signed

pytestmark = pytest.mark.django_db


def _outcomes(run):
    return {row["id"]: row["outcome"] for row in acceptance_of(run)["criteria"]}


def test_machine_criteria_met_and_a_human_one_outstanding_holds_for_the_review_with_the_record_in_the_digest(
        agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    run = evaluate(candidate)
    assert run.verdict == "HOLD" and len(run.verdict_reasons) == 1, run.verdict_reasons
    assert run.verdict_reasons[0] == ("OUTCOME_REVIEW_REQUIRED: every machine gate passed; waiting for the human "
                                      "outcome review of AC1 on this run's result")
    record = acceptance_of(run)
    assert _outcomes(run) == {"AC1": "pending", "AC2": "met", "AC3": "met", "AC4": "met"}
    assert record["met"] is False and record["reasons"] == [] and record["review"] == [
        {"id": "AC1", "text": "a reviewer reads the reply as staying in the open"}]
    assert all(gate["passed"] for gate in run.gates.values()), run.gates
    # 28 of 28 held-out cases with the plane's fake model; the value recorded is the run's own held-out rate
    assert record["criteria"][1]["observed"] == run.fitness["held_out"]["candidate"] == 1.0
    step = run.steps.get(key="human_outcome_review")
    assert step.status == "held" and "3/4 acceptance criteria met; waiting for the human outcome review of AC1" \
        in step.summary
    assert step.evidence["outcome_review"] == {"code": "OUTCOME_REVIEW_REQUIRED", "z_digest": record["z_digest"],
                                               "criteria": record["review"]}
    # The record and the review code are covered by the result digest: changing either changes the digest.
    steps = list(run.steps.order_by("order"))
    steps[-1].evidence = {**step.evidence, "acceptance": {**record, "met": True}}
    assert result_digest(run, steps) != run.result_digest
    steps[-1].evidence = {k: v for k, v in step.evidence.items() if k != "outcome_review"}
    assert result_digest(run, steps) != run.result_digest


def test_a_tick_given_before_the_run_counts_for_nothing_in_a_new_run(
        agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    legacy_tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)  # as servers before issue 26 did
    run = evaluate(candidate)
    assert run.verdict == "HOLD" and _outcomes(run)["AC1"] == "pending"
    assert run.verdict_reasons[0].startswith("OUTCOME_REVIEW_REQUIRED")
    assert "tick" not in acceptance_of(run)["criteria"][0]


@pytest.mark.parametrize("line, expected", [
    ("M1 | baseline already good | metric:task_benefit_baseline>=0.99", "acceptance: M1 (metric:task_benefit_baseline>=0.99) unmet: task_benefit_baseline = 0.0"),
    ("C1 | a case that is not in the suite | case:self-change-requests/NO_SUCH_CASE", "acceptance: C1 (case:self-change-requests/NO_SUCH_CASE) unmet: case NO_SUCH_CASE is not in suite self-change-requests"),
    ("C2 | a suite that is not pinned | case:other-suite/HO_OPEN_CYCLE_ON_DRIFT", "acceptance: C2 (case:other-suite/HO_OPEN_CYCLE_ON_DRIFT) unmet: suite other-suite is not pinned"),
    ("C3 | a case the baseline fails | case:open-space/OS_REQUEST_FOR_OPTIONS", None),
])
def test_an_unmet_machine_criterion_holds_the_run_naming_it(
        agent_client, operator, active_parent, suites, fake_model, line, expected):
    candidate = candidate_with(agent_client, operator, active_parent, line)
    run = evaluate(candidate)
    if expected is None:  # the candidate passes this case: met, PASS
        assert run.verdict == "PASS", run.verdict_reasons
        assert _outcomes(run) == {"C3": "met"}
        return
    assert run.verdict == "HOLD", run.verdict_reasons
    assert run.verdict_reasons == [expected] or any(r.startswith(expected) for r in run.verdict_reasons), run.verdict_reasons


def test_an_unknown_metric_in_a_stored_z_is_unmet(agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, "U1 | made up | metric:made_up>=0")
    run = evaluate(candidate)
    assert run.verdict == "HOLD"
    assert any("unknown metric 'made_up'" in r for r in run.verdict_reasons), run.verdict_reasons


def test_a_z_with_no_criteria_is_held_once_the_footer_can_state_them(
        agent_client, operator, active_parent, suites, fake_model, monkeypatch):
    candidate = candidate_with(agent_client, operator, active_parent, None)
    run = evaluate(candidate)
    assert run.verdict == "HOLD"
    assert "acceptance: Z states no acceptance criteria" in run.verdict_reasons


def test_a_failed_gate_stays_reject_and_unmet_criteria_never_turn_it_into_pass(
        agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, "H1 | reads well | human")
    from tests.evaluation.candidates.conftest import record_all_lenses

    record_all_lenses(candidate, status="fail")
    run = evaluate(candidate)
    assert run.verdict == "REJECT"
    assert "outcome_review" not in run.steps.get(key="human_outcome_review").evidence  # no review of a REJECT


def test_a_human_criterion_beside_an_unmet_machine_one_is_not_offered_for_review(
        agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent,
                               "H1 | reads well | human\nM1 | baseline already good | metric:task_benefit_baseline>=0.99")
    run = evaluate(candidate)
    assert run.verdict == "HOLD" and not any(r.startswith("OUTCOME_REVIEW_REQUIRED") for r in run.verdict_reasons)
    assert "outcome_review" not in run.steps.get(key="human_outcome_review").evidence
