"""Issue 10 bullet 4: human criteria are ticked by a reviewer on the candidate page before PROMOTION is offered.

POST with CSRF, operators with the attest permission only; an agent token is refused 403; the proposer
cannot tick; each tick records who, when and the Z digest it is bound to. The page lists every criterion
with its binding and outcome, and shows the PROMOTION form only when all are met.
"""
from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client

from cycles.models import LedgerEntry
from evaluation.candidates.acceptance import tick_subject
from evaluation.candidates.exceptions import CandidateError
from promotion.attest import promotion_attest
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, acceptance_of, candidate_with, evaluate
from tests.testing.signing import tick_form

pytestmark = pytest.mark.django_db


def _ticks(candidate):
    return list(LedgerEntry.objects.filter(subject=tick_subject(candidate)))


def test_the_reviewer_ticks_then_the_next_run_passes_and_the_promotion_form_appears(
        agent_client, operator, operator_client, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    held = evaluate(candidate)
    assert held.verdict == "HOLD"
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'id="acceptance-table"' in page
    for binding in ("human", "metric:held_out_pass_rate&gt;=0.8", "case:self-change-requests/HO_OPEN_CYCLE_ON_DRIFT"):
        assert binding in page
    assert 'id="tick-AC1"' in page and 'id="promote-approve"' not in page
    with pytest.raises(CandidateError) as refused:  # a direct POST cannot get round the missing form
        promotion_attest(candidate=candidate, run=held, actor=operator, decision="approve")
    assert refused.value.code == "NOT_PROMOTABLE"

    unsigned = operator_client.post(f"/candidates/{candidate.pk}/acceptance/", {"criterion": "AC1"}, follow=True)
    assert "SIGNATURE_REQUIRED" in unsigned.content.decode() and _ticks(candidate) == []  # issue 24: signed only
    response = operator_client.post(f"/candidates/{candidate.pk}/acceptance/",
                                    tick_form(operator, candidate=candidate, criterion_id="AC1"))
    assert response.status_code == 302
    [entry] = _ticks(candidate)
    assert entry.payload["signed"]["payload"]["kind"] == "TICK"
    q = candidate.cycle.current_outputs()["Q"]
    assert entry.payload["z_digest"] == q.digest and entry.payload["actor"] == operator.get_username()
    assert entry.payload["criterion"] == "AC1" and entry.payload["at"]
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert f"ticked by {operator.get_username()}" in page and 'id="tick-AC1"' not in page

    passed = evaluate(candidate)
    assert passed.verdict == "PASS", passed.verdict_reasons
    assert acceptance_of(passed)["criteria"][0]["tick"]["seq"] == entry.seq
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'id="promote-approve"' in page


def test_a_second_tick_is_refused(agent_client, operator, operator_client, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    operator_client.post(f"/candidates/{candidate.pk}/acceptance/", tick_form(operator, candidate=candidate,
                                                                              criterion_id="AC1"))
    response = operator_client.post(f"/candidates/{candidate.pk}/acceptance/",
                                    tick_form(operator, candidate=candidate, criterion_id="AC1"), follow=True)
    assert "ALREADY_TICKED" in response.content.decode()
    assert len(_ticks(candidate)) == 1


@pytest.mark.parametrize("criterion, code", [("AC2", "NO_SUCH_CRITERION"), ("NOPE", "NO_SUCH_CRITERION")])
def test_only_a_human_criterion_of_z_can_be_ticked(agent_client, operator, operator_client, active_parent, suites,
                                                   criterion, code):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    response = operator_client.post(f"/candidates/{candidate.pk}/acceptance/",
                                    tick_form(operator, candidate=candidate, criterion_id=criterion), follow=True)
    assert code in response.content.decode()
    assert _ticks(candidate) == []


def test_ticks_need_csrf_an_operator_and_never_an_agent_token(agent_client, operator, active_parent, suites):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    url = f"/candidates/{candidate.pk}/acceptance/"
    assert agent_client.post(url, {"criterion": "AC1"}).status_code == 403
    csrf_client = Client(enforce_csrf_checks=True)
    csrf_client.force_login(operator)
    assert csrf_client.post(url, {"criterion": "AC1"}).status_code == 403
    reader = User.objects.create_user("reader", password="x")
    reader_client = Client()
    reader_client.force_login(reader)
    assert reader_client.post(url, {"criterion": "AC1"}).status_code == 403
    assert _ticks(candidate) == []


def test_the_proposer_cannot_tick(agent_client, operator, active_parent, suites):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    type(candidate).objects.filter(pk=candidate.pk).update(proposer_user=operator)
    client = Client()
    client.force_login(operator)
    response = client.post(f"/candidates/{candidate.pk}/acceptance/",
                           tick_form(operator, candidate=candidate, criterion_id="AC1"), follow=True)
    assert "SEPARATION_OF_DUTIES" in response.content.decode()
    assert _ticks(candidate) == []


def test_a_z_without_criteria_says_so_on_the_page(agent_client, operator, operator_client, active_parent, suites):
    candidate = candidate_with(agent_client, operator, active_parent, None)
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert "Z states no acceptance criteria." in page
