"""R-UI-3, R-UI-1, R-AUTH-5: the candidate page, its progress JSON, the review queue and PROMOTION."""
from __future__ import annotations

import hashlib

import pytest

from cycles.models import Attestation, LedgerEntry
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import run_evaluation
from promotion.attest import promotion_attest
from tests.evaluation.candidates.conftest import (
    CANDIDATE_TEXT,
    outcome,
    propose,
    record_all_lenses,
    review_human_criteria,
)
from tests.factories import CycleFactory, OperatorFactory
from tests.testing.signing import signed_form

pytestmark = pytest.mark.django_db


@pytest.fixture
def passed_run(agent_client, operator, active_parent, suites, fake_model) -> EvaluationRun:
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    candidate = Candidate.objects.get(pk=propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"])
    record_all_lenses(candidate)
    run = evaluation_request(candidate=candidate, requested_by="test")
    run_evaluation(run.pk)
    run = review_human_criteria(run)  # step 11 after the run (issue 26 item 7)
    assert outcome(run) == "PASS", run.verdict_reasons
    return run


def test_the_page_shows_diff_lens_grid_fitness_and_steps(operator_client, passed_run):
    html = operator_client.get(f"/candidates/{passed_run.candidate_id}/").content.decode()
    # Line numbers and word-level marks: line 2 was BASELINE-SKILL-V1 and is CANDIDATE-SKILL-V2.
    assert '<tr class="diff-del"><td class="ln">2</td><td class="ln"></td><td class="code"><span class="sign">-</span><mark>BASELINE</mark>-SKILL-<mark>V1</mark></td></tr>' in html
    assert '<tr class="diff-add"><td class="ln"></td><td class="ln">2</td><td class="code"><span class="sign">+</span><mark>CANDIDATE</mark>-SKILL-<mark>V2</mark></td></tr>' in html
    assert html.count('class="lens lens-pass"') == 25
    assert 'data-key="task_benefit"' in html and 'id="fitness-table"' in html
    assert "Baseline replay" in html and 'id="promote-approve"' in html


def test_missing_lenses_show_as_failing_cells(agent_client, operator, operator_client, active_parent):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    candidate_id = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"]
    from evaluation.candidates.models import Candidate
    from tests.testing.signing import lens_form

    unsigned = operator_client.post(f"/candidates/{candidate_id}/lenses/", {"status-GS": "fail", "evidence-GS": "α lost"},
                                    follow=True)
    assert "SIGNATURE_REQUIRED" in unsigned.content.decode()  # issue 24: the lens audit is a signed act
    operator_client.post(f"/candidates/{candidate_id}/lenses/",
                         lens_form(operator, candidate=Candidate.objects.get(pk=candidate_id), cells={"GS": ("fail", "α lost")}))
    html = operator_client.get(f"/candidates/{candidate_id}/").content.decode()
    assert html.count("lens-missing") == 24 and 'data-coordinate="GS" data-status="fail"' in html
    assert "1 of 25 recorded: 0 pass, 1 fail, 0 not applicable, 24 missing." in html
    assert "24 of 25 coordinates are not recorded yet" in html and "1 coordinate(s) fail (GS)" in html
    assert "All 25 coordinates recorded." not in html


def test_progress_json_reports_steps(operator_client, passed_run):
    body = operator_client.get(f"/candidates/{passed_run.candidate_id}/runs/{passed_run.pk}/progress.json").json()
    assert body["status"] == "finished" and body["progress"] == {"done": 11, "total": 11, "percent": 100}
    assert [s["order"] for s in body["steps"]] == list(range(1, 12))


def test_the_review_queue_lists_a_candidate_waiting_for_promotion(operator_client, passed_run):
    html = operator_client.get("/").content.decode()
    assert f"candidate {passed_run.candidate_id}: skills/demo-openness/SKILL.md" in html and "pill-promotion" in html


def test_promotion_attestation_binds_content_and_result_digests(operator_client, operator, passed_run):
    candidate = passed_run.candidate
    digest = hashlib.sha256(f"{candidate.content_digest}:{passed_run.result_digest}".encode()).hexdigest()
    signed = signed_form(operator, kind="PROMOTION", ref=candidate.pk, digest=candidate.content_digest,
                         result_digest=passed_run.result_digest)
    response = operator_client.post(f"/candidates/{candidate.pk}/promotion/",
                                    {"run": passed_run.pk, "digest": digest, "decision": "approve", **signed})
    assert response.status_code == 302
    attestation = Attestation.objects.get(kind="PROMOTION")
    assert (attestation.subject_ref, attestation.subject_digest, attestation.decision) == (f"candidate:{candidate.pk}", digest, "approve")
    assert LedgerEntry.objects.filter(subject=f"candidate:{candidate.pk}", payload__kind="PROMOTION").count() == 1
    assert "pill-promotion" not in operator_client.get("/").content.decode()


def test_a_promotion_rejection_needs_a_reason_and_shows_it(operator_client, operator, passed_run):
    """Issue 12: rejecting a promotion is refused without a reason; the reason is shown on the candidate page."""
    candidate = passed_run.candidate
    digest = hashlib.sha256(f"{candidate.content_digest}:{passed_run.result_digest}".encode()).hexdigest()
    url = f"/candidates/{candidate.pk}/promotion/"
    operator_client.post(url, {"run": passed_run.pk, "digest": digest, "decision": "reject", "note": "  "})
    assert not Attestation.objects.filter(kind="PROMOTION").exists(), "nothing recorded without a reason"
    page = operator_client.post(url, {"run": passed_run.pk, "digest": digest, "decision": "reject",
                                      "note": "the held-out cases do not cover Spanish users",
                                      **signed_form(operator, kind="PROMOTION", ref=candidate.pk,
                                                    digest=candidate.content_digest, decision="reject",
                                                    result_digest=passed_run.result_digest,
                                                    note="the held-out cases do not cover Spanish users")},
                                follow=True)
    assert Attestation.objects.get(kind="PROMOTION").decision == "reject"
    html = page.content.decode()
    assert "Promotion rejected" in html and "the held-out cases do not cover Spanish users" in html


def test_the_proposer_cannot_attest_promotion(passed_run, active_parent):
    proposer = OperatorFactory()
    candidate = passed_run.candidate
    own = Candidate(cycle=candidate.cycle, proposer_user=proposer, target_stratum="adaptive_expression",
                    target_path=candidate.target_path, content=candidate.content, content_digest=candidate.content_digest,
                    workspace="x")
    own.save()
    EvaluationRun.objects.filter(pk=passed_run.pk).update(candidate=own)
    passed_run.refresh_from_db()
    with pytest.raises(CandidateError) as refused:
        promotion_attest(candidate=own, run=passed_run, actor=proposer, decision="approve")
    assert refused.value.code == "SEPARATION_OF_DUTIES"


def test_an_agent_token_cannot_open_the_page_or_attest(agent_client, passed_run):
    assert agent_client.get(f"/candidates/{passed_run.candidate_id}/").status_code == 403
    assert agent_client.post(f"/api/v1/candidates/{passed_run.candidate_id}/promote", format="json").status_code in (403, 404)


@pytest.mark.parametrize("run", ["abc", "", "-1", "99999", "1.5", "１"])
def test_a_malformed_run_field_is_a_sentence_not_a_500(operator_client, passed_run, run):
    """Issue 25 "Also": `run=abc` answered 500 (ValueError); every form field is validated."""
    response = operator_client.post(f"/candidates/{passed_run.candidate_id}/promotion/",
                                    {"run": run, "digest": "0" * 64, "decision": "approve"}, follow=True)
    assert response.status_code == 200 and b"NO_SUCH_RUN" in response.content
    assert not Attestation.objects.filter(kind="PROMOTION").exists()
