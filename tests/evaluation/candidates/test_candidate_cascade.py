"""R-C-4: reopening a cycle invalidates its candidates, their evaluations and PROMOTION attestations."""
from __future__ import annotations

from cycles import services as cycle_services
from cycles.models import Attestation
from evaluation.candidates.models import Candidate
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
from tests.factories import CycleFactory


def test_reopening_the_cycle_invalidates_its_candidates(agent_client, operator, operator_client):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT)
    assert response.status_code == 201, response.content
    candidate_id = response.json()["id"]
    promotion = Attestation.objects.create(
        cycle_id=cycle_id, kind="PROMOTION", subject_ref=f"candidate:{candidate_id}", subject_digest="a" * 64,
        actor=operator, decision="approve", channel="web",
    )

    cycle_services.cycle_reopen(cycle_id=cycle_id, phase="Q", actor_label="operator", reason="Z was wrong")

    candidate = Candidate.objects.get(pk=candidate_id)
    assert candidate.invalidated_at is not None and "Z was wrong" in candidate.invalidated_reason
    promotion.refresh_from_db()
    assert promotion.invalidated_at is not None
    response = agent_client.post(f"/api/v1/candidates/{candidate_id}/evaluations", {}, format="json")
    assert (response.status_code, response.json()["error"]) == (409, "CANDIDATE_INVALIDATED")
    assert agent_client.get(f"/api/v1/candidates/{candidate_id}").json()["invalidated_reason"]
    assert b'id="candidate-invalidated"' in operator_client.get(f"/candidates/{candidate_id}/").content


def test_revising_v_keeps_the_candidates(agent_client, operator):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    candidate_id = propose(agent_client, cycle_id, CANDIDATE_TEXT).json()["id"]
    cycle_services.cycle_reopen(cycle_id=cycle_id, phase="V", actor_label="operator", reason="rewrite V")
    assert Candidate.objects.get(pk=candidate_id).invalidated_at is None
