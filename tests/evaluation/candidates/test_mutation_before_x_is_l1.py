"""A mutation before X is attested is L1, Closing (issue 25, seed §11): refused, named, kept in the trail.

Before, a candidate was accepted at S (201) and its evaluation queued (202) with no finding.
"""
from __future__ import annotations

from cycles.models import CorruptionFinding, LedgerEntry
from evaluation.candidates.models import Candidate, EvaluationRun
from tests.factories import attest_output, open_cycle, post_output

PROPOSAL = {"target_stratum": "adaptive_expression", "target_path": "skills/debugging/SKILL.md",
            "content": "# debugging\nReport weakened checks.\n"}


def _propose(agent_client, cycle_id: int):
    return agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", PROPOSAL, format="json")


def test_a_candidate_at_s_before_x_is_attested_is_refused_as_l1(agent_client):
    cycle_id = open_cycle(agent_client, classification="adaptation")
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    response = _propose(agent_client, cycle_id)
    assert response.status_code == 422, response.content
    body = response.json()
    assert body["error"] == "CORRUPTION_DETECTED" and body["findings"][0]["code"] == "L1"
    assert "before X was attested" in body["findings"][0]["evidence"]
    assert not Candidate.objects.exists()
    finding = CorruptionFinding.objects.get(cycle_id=cycle_id)
    assert (finding.code, finding.phase, finding.detected_by) == ("L1", "S", "detector")
    assert LedgerEntry.objects.filter(kind="corruption", payload__code="L1").count() == 1
    state = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert state["corruptions"][0]["code"] == "L1"


def test_a_candidate_before_any_s_output_is_l1(agent_client):
    cycle_id = open_cycle(agent_client, classification="adaptation")
    response = _propose(agent_client, cycle_id)
    assert response.status_code == 422 and response.json()["findings"][0]["code"] == "L1"


def test_once_x_is_attested_the_same_candidate_is_accepted(agent_client, operator):
    cycle_id = open_cycle(agent_client, classification="adaptation")
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    response = _propose(agent_client, cycle_id)
    assert response.status_code == 201, response.content
    assert not CorruptionFinding.objects.filter(cycle_id=cycle_id).exists()


def test_an_evaluation_requested_once_x_no_longer_holds_is_l1(agent_client, operator):
    """A candidate proposed after X, whose X attestation is then withdrawn (stale), cannot be evaluated."""
    from cycles.models import Attestation

    cycle_id = open_cycle(agent_client, classification="adaptation")
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    candidate_id = _propose(agent_client, cycle_id).json()["id"]
    Attestation.objects.filter(cycle_id=cycle_id, kind="X").update(subject_digest="0" * 64)  # no longer bound to S
    response = agent_client.post(f"/api/v1/candidates/{candidate_id}/evaluations", {}, format="json")
    assert response.status_code == 422, response.content
    assert response.json()["findings"][0]["code"] == "L1"
    assert not EvaluationRun.objects.exists()
    assert CorruptionFinding.objects.get(cycle_id=cycle_id).code == "L1"
