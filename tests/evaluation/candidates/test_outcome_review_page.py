"""Issue 26 item 7: step 11 after the run — the human outcome review on the finished run's evidence.

A run whose machine gates all pass and whose only outstanding criteria are Z's human ones is HOLD with the code
OUTCOME_REVIEW_REQUIRED (inside the signed result). The candidate page shows the run's evidence next to each human
criterion and offers the review (met / not met, with a note): a passkey-signed REVIEW bound to the run's result
digest, recorded in the ledger. Reviewed as met, the effective outcome is PASS while the evaluator's signed result
stays HOLD; 'not met' makes it REJECT. A review of a stale run or another result digest is refused with a 4xx code
and records nothing.
"""
from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client

from cycles.models import ActNonce, LedgerEntry
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import EvaluationRun
from evaluation.candidates.outcome_review import LEDGER_KIND, NOT_MET, REQUIRED, REVIEWED, outcome_of
from promotion.attest import promotion_attest
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, candidate_with, evaluate
from tests.testing.signing import review_form

pytestmark = pytest.mark.django_db


def _reviews() -> list[LedgerEntry]:
    return list(LedgerEntry.objects.filter(payload__kind=LEDGER_KIND))


def _url(candidate) -> str:
    return f"/candidates/{candidate.pk}/review/"


def test_the_run_holds_for_the_review_then_a_signed_review_makes_it_pass(
        agent_client, operator, operator_client, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    run = evaluate(candidate)
    assert run.verdict == "HOLD" and run.verdict_reasons[0].startswith(f"{REQUIRED}: every machine gate passed")
    step = run.steps.get(key="human_outcome_review")
    assert step.evidence["outcome_review"]["code"] == REQUIRED
    assert [c["id"] for c in step.evidence["outcome_review"]["criteria"]] == ["AC1"]
    signed_before = (run.result_digest, run.evaluator_signature)

    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'id="review-evidence-AC1"' in page and "Held-out" in page.split('id="review-evidence-AC1"')[1][:3000]
    assert 'id="review-met-AC1"' in page and 'id="review-unmet-AC1"' in page and 'id="promote-approve"' not in page
    assert f'data-code="{REQUIRED}"' in page and "waiting for the human outcome review of AC1" in page
    with pytest.raises(CandidateError) as refused:  # no PROMOTION on a run still at step 11
        promotion_attest(candidate=candidate, run=run, actor=operator, decision="approve")
    assert refused.value.code == REQUIRED

    api = agent_client.get(f"/api/v1/evaluations/{run.pk}").json()
    assert api["verdict"] == "HOLD" and api["verdict_code"] == REQUIRED and api["evaluator_verdict"] == "HOLD"
    assert f"waiting for the human outcome review at http://testserver/candidates/{candidate.pk}/#acceptance-card" \
        in api["next_step"]
    assert api["verdict_reasons"] == [f"{REQUIRED}: every machine gate passed; waiting for the human outcome review "
                                      f"of AC1 at http://testserver/candidates/{candidate.pk}/#acceptance-card"]
    cycle = agent_client.get(f"/api/v1/cycles/{candidate.cycle_id}").json()
    assert f"waiting for the human outcome review at http://testserver/candidates/{candidate.pk}/#acceptance-card" \
        in cycle["next_step"], cycle["next_step"]
    assert cycle["human_actions"][0]["kind"] == "REVIEW", cycle["human_actions"]

    unsigned = operator_client.post(_url(candidate), {"criterion": "AC1", "run": run.pk, "decision": "met",
                                                      "result_digest": run.result_digest})
    assert unsigned.status_code == 400 and "SIGNATURE_REQUIRED" in unsigned.content.decode() and _reviews() == []
    response = operator_client.post(_url(candidate), review_form(operator, run=run, criterion_id="AC1",
                                                                 note="read the held-out replies: open space kept"))
    assert response.status_code == 302 and response["Location"].endswith("#promotion-card")
    [entry] = _reviews()
    assert entry.payload["signed"]["payload"]["kind"] == "REVIEW"
    assert entry.payload["signed"]["payload"]["result_digest"] == entry.payload["result_digest"] == run.result_digest
    assert entry.payload["decision"] == "met" and entry.payload["run"] == run.pk

    run = EvaluationRun.objects.get(pk=run.pk)
    assert run.verdict == "HOLD" and (run.result_digest, run.evaluator_signature) == signed_before  # evidence kept
    effective = outcome_of(run)
    assert (effective.verdict, effective.code) == ("PASS", REVIEWED)
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'id="promote-approve"' in page and 'id="review-met-AC1"' not in page
    assert 'id="run-outcome" data-code="OUTCOME_REVIEWED">PASS' in page
    api = agent_client.get(f"/api/v1/evaluations/{run.pk}").json()
    assert (api["verdict"], api["evaluator_verdict"], api["verdict_code"]) == ("PASS", "HOLD", REVIEWED)


def test_a_review_not_met_needs_a_note_and_makes_the_outcome_reject(
        agent_client, operator, operator_client, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    run = evaluate(candidate)
    bare = operator_client.post(_url(candidate), review_form(operator, run=run, criterion_id="AC1", decision="unmet"))
    assert bare.status_code == 400 and "REASON_REQUIRED" in bare.content.decode() and _reviews() == []
    response = operator_client.post(_url(candidate), review_form(operator, run=run, criterion_id="AC1",
                                                                 decision="unmet", note="the reply lists options"))
    assert response.status_code == 302
    effective = outcome_of(EvaluationRun.objects.get(pk=run.pk))
    assert (effective.verdict, effective.code) == ("REJECT", NOT_MET)
    assert "the reply lists options" in effective.reasons[0]
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'id="lifecycle-state"' in page and ">rejected<" in page and 'id="promote-approve"' not in page
    with pytest.raises(CandidateError) as refused:
        promotion_attest(candidate=candidate, run=run, actor=operator, decision="approve")
    assert refused.value.code == "NOT_PROMOTABLE"
    again = operator_client.post(_url(candidate), review_form(operator, run=run, criterion_id="AC1"))
    assert again.status_code == 409 and "ALREADY_REVIEWED" in again.content.decode() and len(_reviews()) == 1


def test_a_review_of_a_stale_run_or_another_digest_is_refused_and_records_nothing(
        agent_client, operator, operator_client, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    first = evaluate(candidate)
    mismatch = review_form(operator, run=first, criterion_id="AC1", result_digest="0" * 64)
    response = operator_client.post(_url(candidate), mismatch)
    assert response.status_code == 409 and "RESULT_DIGEST_MISMATCH" in response.content.decode()
    assert _reviews() == [] and ActNonce.objects.get(nonce=mismatch["act_nonce"]).used_at is None
    stale_form = review_form(operator, run=first, criterion_id="AC1")
    second = evaluate(candidate)  # a newer run: the first one's evidence is no longer what is decided on
    assert second.pk != first.pk and second.result_digest != first.result_digest
    response = operator_client.post(_url(candidate), stale_form)
    assert response.status_code == 409 and "STALE_RUN" in response.content.decode()
    assert _reviews() == [] and ActNonce.objects.get(nonce=stale_form["act_nonce"]).used_at is None
    other = operator_client.post(_url(candidate), review_form(operator, run=second, criterion_id="AC2"))
    assert other.status_code == 400 and "NO_SUCH_CRITERION" in other.content.decode() and _reviews() == []
    assert outcome_of(EvaluationRun.objects.get(pk=second.pk)).code == REQUIRED


def test_reviews_need_an_operator_who_is_not_the_proposer(agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    run = evaluate(candidate)
    body = {"criterion": "AC1", "run": run.pk, "decision": "met", "result_digest": run.result_digest}
    assert agent_client.post(_url(candidate), body).status_code == 403
    csrf_client = Client(enforce_csrf_checks=True)
    csrf_client.force_login(operator)
    assert csrf_client.post(_url(candidate), body).status_code == 403
    reader = User.objects.create_user("reader", password="x")
    reader_client = Client()
    reader_client.force_login(reader)
    assert reader_client.post(_url(candidate), body).status_code == 403
    type(candidate).objects.filter(pk=candidate.pk).update(proposer_user=operator)
    client = Client()
    client.force_login(operator)
    response = client.post(_url(candidate), review_form(operator, run=run, criterion_id="AC1"))
    assert response.status_code == 403 and "SEPARATION_OF_DUTIES" in response.content.decode()
    assert _reviews() == []


def test_a_z_without_criteria_says_so_on_the_page(agent_client, operator, operator_client, active_parent, suites):
    candidate = candidate_with(agent_client, operator, active_parent, None)
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert "Z states no acceptance criteria." in page
