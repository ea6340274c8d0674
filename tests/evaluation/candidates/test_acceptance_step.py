"""Issue 10 bullet 4, §17.1 step 11: each criterion of the attested Z is bound to the run's evidence.

case: → that case's result; metric: → the measured value against its threshold; human → pending until
a reviewer ticks it. Step 11 passes only when every criterion is met; otherwise the run is HOLD (never
PASS), naming the criterion. The record is part of step 11's evidence, so of the result digest.
"""
from __future__ import annotations

import pytest
from django.db import transaction

from cycles.choices import LedgerKind
from cycles.ledger import digest_of, ledger_append
from evaluation.candidates.acceptance import tick_subject
from evaluation.candidates.tasks import result_digest
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, acceptance_of, candidate_with, evaluate
from tests.testing.signing import tick_signed

pytestmark = pytest.mark.django_db


def _outcomes(run):
    return {row["id"]: row["outcome"] for row in acceptance_of(run)["criteria"]}


def test_every_criterion_met_and_ticked_gives_pass_with_the_record_in_the_digest(
        agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)
    run = evaluate(candidate)
    assert run.verdict == "PASS", run.verdict_reasons
    record = acceptance_of(run)
    assert _outcomes(run) == {"AC1": "met", "AC2": "met", "AC3": "met", "AC4": "met"}
    assert record["met"] is True and record["reasons"] == []
    assert record["criteria"][0]["tick"]["actor"] == operator.get_username()
    # 28 of 28 held-out cases with the plane's fake model; the value recorded is the run's own held-out rate
    assert record["criteria"][1]["observed"] == run.fitness["held_out"]["candidate"] == 1.0
    step = run.steps.get(key="human_outcome_review")
    assert step.status == "passed" and "4/4 acceptance criteria met" in step.summary
    # The record is covered by the result digest: changing it changes the digest.
    steps = list(run.steps.order_by("order"))
    steps[-1].evidence = {**step.evidence, "acceptance": {**record, "met": False}}
    assert result_digest(run, steps) != run.result_digest


def test_an_unticked_human_criterion_holds_the_run_naming_it(agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    run = evaluate(candidate)
    assert run.verdict == "HOLD"
    assert _outcomes(run)["AC1"] == "pending"
    assert any(r.startswith("acceptance: AC1 (human) pending") for r in run.verdict_reasons), run.verdict_reasons
    assert run.steps.get(key="human_outcome_review").status == "held"


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


def test_a_tick_bound_to_another_z_digest_does_not_count(agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, "H1 | reads well | human")
    with transaction.atomic():  # a tick recorded against an earlier Q output
        ledger_append(kind=LedgerKind.ATTESTATION, subject=tick_subject(candidate), payload={
            "kind": "ACCEPTANCE", "candidate": candidate.pk, "criterion": "H1", "z_digest": digest_of("old Q"),
            "actor": operator.get_username(), "actor_id": operator.pk})
    run = evaluate(candidate)
    assert run.verdict == "HOLD" and _outcomes(run) == {"H1": "pending"}


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
