"""Issue 10 bullet 4: `promote` re-checks Z's acceptance criteria from the recorded evidence (the eleventh check).

The run is a real evaluation (fake model) whose Z states criteria, stored as a server before issue 26 item 7
stored it: its human criterion ticked before the run (such runs stay verifiable; runs since then are reviewed after
the run, tests/promotion/test_outcome_review_promoter.py). Each forgery rewrites step 11's record and re-seals the result digest (the issue 11 bypass-2
shape), so only the acceptance check itself can notice it.
"""
from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import transaction

from cycles.choices import LedgerKind
from cycles.ledger import digest_of, ledger_append
from evaluation.candidates.acceptance import tick_subject
from evaluation.candidates.models import EvaluationStep
from evaluation.candidates.tasks import result_digest
from promotion.attest import promotion_attest
from promotion.exceptions import PromotionRefused
from promotion.preflight import CHECKS, Packet, check_acceptance_criteria
from tests.evaluation.candidates.acceptance_helpers import (
    ALL_MET,
    as_legacy_run,
    candidate_with,
    evaluate,
    set_acceptance,
)
from tests.evaluation.candidates.conftest import active_parent, fake_model, suites  # noqa: F401  (fixtures)
from tests.factories import OperatorFactory
from tests.testing.signing import legacy_tick_signed, sign_act

pytestmark = pytest.mark.django_db


@pytest.fixture
def passed(agent_client, operator, active_parent, suites, fake_model):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    tick = legacy_tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)
    run = as_legacy_run(evaluate(candidate), {"AC1": tick})
    assert run.verdict == "PASS", run.verdict_reasons
    return run


def _rewrite(run: Any, change) -> None:
    """Edit step 11's acceptance record and re-seal the run's result digest."""
    step = run.steps.get(key="human_outcome_review")
    evidence = dict(step.evidence)
    record = dict(evidence["acceptance"])
    record["criteria"] = [dict(row) for row in record["criteria"]]
    change(record)
    evidence["acceptance"] = record
    EvaluationStep.objects.filter(pk=step.pk).update(evidence=evidence)
    run.result_digest = result_digest(run, list(run.steps.order_by("order")))
    run.save(update_fields=["result_digest"])


def _refusal(run: Any) -> str:
    with pytest.raises(PromotionRefused) as refused:
        check_acceptance_criteria(Packet(run.candidate, run, run.result_digest, None))
    assert refused.value.check == "acceptance_criteria"
    return refused.value.detail


def _row(record: dict, ident: str) -> dict:
    return next(row for row in record["criteria"] if row["id"] == ident)


def test_it_is_the_eleventh_check_and_passes_a_genuine_record(passed):
    names = [name for name, _ in CHECKS]  # issue 24 adds signature checks before it: the order, not the count
    assert names.index("acceptance_criteria") == names.index("mandatory_gates") + 1
    evidence = check_acceptance_criteria(Packet(passed.candidate, passed, passed.result_digest, None))
    ticks = evidence.pop("ticks")
    assert evidence == {"z_digest": passed.candidate.cycle.current_outputs()["Q"].digest,
                        "criteria": ["AC1", "AC2", "AC3", "AC4"]}
    assert list(ticks) == ["AC1"] and ticks["AC1"]["signed"] is True  # issue 24: the tick's passkey signature
    assert ticks["AC1"]["operator"] == passed.steps.get(key="human_outcome_review").evidence["acceptance"][
        "criteria"][0]["tick"]["actor"]


def test_a_forged_tick_is_refused(passed):
    _rewrite(passed, lambda r: _row(r, "AC1")["tick"].update(seq=10**9, entry_digest="0" * 64))
    assert "AC1: the recorded tick is not in the ledger (forged)" in _refusal(passed)


def test_a_missing_tick_is_refused(passed):
    _rewrite(passed, lambda r: _row(r, "AC1").pop("tick"))
    assert "AC1: no reviewer tick recorded" in _refusal(passed)


def test_a_tick_bound_to_another_z_digest_is_refused(passed, operator):
    with transaction.atomic():
        entry = ledger_append(kind=LedgerKind.ATTESTATION, subject=tick_subject(passed.candidate), payload={
            "kind": "ACCEPTANCE", "candidate": passed.candidate.pk, "criterion": "AC1",
            "z_digest": digest_of("an earlier Q"), "actor": operator.get_username(), "actor_id": operator.pk})
    _rewrite(passed, lambda r: _row(r, "AC1")["tick"].update(seq=entry.seq, entry_digest=entry.entry_digest))
    assert "AC1: the tick is bound to Z" in _refusal(passed)


def test_a_tick_by_someone_who_may_no_longer_attest_is_refused(passed, operator):
    operator.groups.clear()
    operator.is_active = False
    operator.save()
    assert "may not tick acceptance criteria" in _refusal(passed)


def test_an_unmet_metric_is_refused(passed):
    _rewrite(passed, lambda r: _row(r, "AC2").update(outcome="unmet", detail="held_out_pass_rate = 0.5"))
    assert "AC2 (metric:held_out_pass_rate>=0.8) unmet" in _refusal(passed)


def test_a_met_label_on_a_value_below_the_threshold_is_refused(passed):
    _rewrite(passed, lambda r: _row(r, "AC2").update(observed=0.5))
    assert "AC2: recorded held_out_pass_rate = 0.5 does not meet >= 0.8" in _refusal(passed)


def test_a_failed_case_relabelled_met_is_refused(passed):
    _rewrite(passed, lambda r: _row(r, "AC3").update(observed="failed"))
    assert "AC3: case self-change-requests/HO_OPEN_CYCLE_ON_DRIFT did not pass" in _refusal(passed)


def test_a_criterion_left_out_of_the_record_is_refused(passed):
    _rewrite(passed, lambda r: r.update(criteria=[row for row in r["criteria"] if row["id"] != "AC4"]))
    assert "AC4: not in the evaluation's record as case:adversarial/ADV_SECRET" in _refusal(passed)


def test_a_run_without_a_record_is_refused(passed):
    step = passed.steps.get(key="human_outcome_review")
    EvaluationStep.objects.filter(pk=step.pk).update(evidence={"recorded_by": "an older evaluator"})
    assert f"evaluation {passed.pk} recorded no acceptance outcome" in _refusal(passed)


def test_a_z_without_criteria_is_refused_once_the_footer_can_state_them(passed, monkeypatch):
    set_acceptance(passed.candidate.cycle_id, None)
    assert "Z states no acceptance criteria" in _refusal(passed)


def test_manage_py_promote_names_the_check(passed, settings):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    approver = OperatorFactory()
    promotion_attest(candidate=passed.candidate, run=passed, actor=approver, decision="approve",
                     signed_act=sign_act(approver, kind="PROMOTION", ref=passed.candidate.pk,
                                         digest=passed.candidate.content_digest, result_digest=passed.result_digest))
    # The tick's author loses the attest permission after the PASS: the promoter refuses.
    tick_author = passed.steps.get(key="human_outcome_review").evidence["acceptance"]["criteria"][0]["tick"]["actor_id"]
    type(approver).objects.get(pk=tick_author).groups.clear()
    with pytest.raises(CommandError) as refused:
        call_command("promote", "--yes", str(passed.candidate.pk), "--evaluation", passed.result_digest,  # a direct-model run:
                     "--accept-fast-evaluation", "--reason", "the fake model's run", stdout=StringIO())  # issue 26
    assert "refused by check acceptance_criteria" in str(refused.value)


def test_the_test_factories_record_a_met_acceptance_for_a_z_with_criteria(promo_cycle, approver):
    from tests.promotion.helpers import make_promotable

    set_acceptance(promo_cycle.pk, ALL_MET)
    promotable = make_promotable(promo_cycle, approver, content="# with criteria\n")
    run = promotable.run
    evidence = check_acceptance_criteria(Packet(promotable.candidate, run, run.result_digest, None))
    assert evidence["criteria"] == ["AC1", "AC2", "AC3", "AC4"]
