"""Issue 10, corruption: "an L1 recorded by an operator has no effect on the cycle" and "L2 only fires
on evidence the agent labels as machine-authored"."""
from __future__ import annotations

import pytest

from cycles import services
from cycles.demo import PHASE_TEXTS
from cycles.exceptions import CorruptionDetected, CycleError
from cycles.ledger import verify_ledger
from cycles.models import Attestation, CorruptionFinding, Cycle, LedgerEntry, PhaseOutput
from tests.factories import attest_output, open_cycle, post_output

L1_EVIDENCE = "Z names the fix before Q heard the human: the answer was inserted where emergence should stay open"


def _at_v(agent_client, operator) -> int:
    cycle_id = open_cycle(agent_client)
    for phase in "SGQP":
        assert post_output(agent_client, cycle_id, phase).status_code == 201
        if phase in "SQ":
            attest_output(cycle_id, {"S": "X", "Q": "Z"}[phase], operator)
    return cycle_id


# --- L1 by an operator ---------------------------------------------------------------------

def test_an_l1_recorded_in_the_admin_stops_the_cycle_like_a_detected_code(agent_client, operator, admin_client):
    cycle_id = _at_v(agent_client, operator)
    q_output = Cycle.objects.get(pk=cycle_id).current_outputs()["Q"]
    response = admin_client.post("/admin/cycles/corruptionfinding/add/",
                                 {"cycle": cycle_id, "phase": "Q", "code": "L1", "evidence": L1_EVIDENCE})
    assert response.status_code == 302, response.content.decode()[:2000]
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.current_phase == "Q" and cycle.status == "open"
    assert set(cycle.current_outputs()) == {"S", "G"}
    q_output.refresh_from_db()
    assert q_output.status == "corrupt"
    assert PhaseOutput.objects.get(cycle_id=cycle_id, phase="P").status == "invalidated"
    z = Attestation.objects.get(cycle_id=cycle_id, kind="Z")
    assert z.invalidated_at is not None and z.is_stale
    finding = CorruptionFinding.objects.get(cycle_id=cycle_id)
    assert (finding.code, finding.output_id, finding.detected_by) == ("L1", q_output.pk, "admin")
    entry = LedgerEntry.objects.get(kind="corruption", subject=f"cycle:{cycle_id}")
    assert entry.payload["code"] == "L1" and entry.payload["recorded_by"] == "admin"
    assert verify_ledger().ok
    # Advancement stopped: P is refused until Q is revised and Z attested again.
    refused = post_output(agent_client, cycle_id, "P")
    assert refused.status_code == 409 and refused.json()["error"] in {"ATTESTATION_REQUIRED", "OUTPUT_REQUIRED"}


def test_the_cycle_page_form_records_an_l1(agent_client, operator, operator_client):
    cycle_id = _at_v(agent_client, operator)
    assert 'id="corruption-form"' in operator_client.get(f"/cycles/{cycle_id}/").content.decode()
    operator_client.post(f"/cycles/{cycle_id}/corruption/", {"phase": "G", "code": "L1", "evidence": L1_EVIDENCE})
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.current_phase == "G" and set(cycle.current_outputs()) == {"S"}
    assert agent_client.get(f"/api/v1/cycles/{cycle_id}").json()["corruptions"][0]["code"] == "L1"


@pytest.mark.parametrize(("phase", "code", "evidence", "error"), [
    ("G", "L1", "", "EVIDENCE_REQUIRED"),
    ("G", "L5", "x", "BAD_CORRUPTION_CODE"),
    ("V", "L1", "x", "BAD_PHASE"),
])
def test_an_operator_finding_is_refused_when_malformed(agent_client, operator, phase, code, evidence, error):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    from cycles.interventions import corruption_record

    with pytest.raises(CycleError) as caught:
        corruption_record(cycle_id=cycle_id, phase=phase, code=code, evidence=evidence, actor=operator)
    assert caught.value.code == error
    assert not CorruptionFinding.objects.exists()


# --- L2 on server-recorded provenance ------------------------------------------------------

def test_evidence_the_agent_labels_human_is_l2_by_its_recorded_poster(agent_client):
    cycle_id = open_cycle(agent_client)
    evidence = [{"author_kind": "human", "author": "operator", "text": "I keep seeing silenced tests."}]
    response = post_output(agent_client, cycle_id, "S", evidence=evidence)
    assert response.status_code == 422, response.content
    finding = response.json()["findings"][0]
    assert finding["code"] == "L2"
    assert f"posted by agent:{agent_client.agent.name}" in finding["evidence"]
    assert f"agent-api:POST /api/v1/cycles/{cycle_id}/outputs" in finding["evidence"]
    stored = PhaseOutput.objects.get(cycle_id=cycle_id).evidence[0]
    assert stored["posted_by"] == f"agent:{agent_client.agent.name}"
    assert stored["route"] == f"agent-api:POST /api/v1/cycles/{cycle_id}/outputs"
    assert stored["author_kind"] == "human"  # the claim is kept, beside what the server knows


def test_the_poster_cannot_forge_its_provenance(agent_client):
    cycle = Cycle.objects.get(pk=open_cycle(agent_client))
    forged = [{"author_kind": "human", "author": "operator", "text": "x", "posted_by": "user:operator", "route": "web"}]
    with pytest.raises(CorruptionDetected):
        services.output_submit(cycle_id=cycle.pk, agent=agent_client.agent, phase="S", text=PHASE_TEXTS["S"],
                               evidence=forged)
    stored = PhaseOutput.objects.get(cycle=cycle).evidence[0]
    assert (stored["posted_by"], stored["route"]) == (f"agent:{agent_client.agent.name}", "service")


def test_s_without_evidence_rests_on_the_human_x_attestation(agent_client):
    cycle_id = open_cycle(agent_client)
    response = post_output(agent_client, cycle_id, "S")
    assert response.status_code == 201
    assert response.json()["cycle"]["attestation_required"] == "X"


def test_evidence_on_later_phases_is_stamped_and_not_l2(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    evidence = [{"author_kind": "tool", "author": "pytest", "text": "3 of 20 runs skipped the failing test"}]
    assert post_output(agent_client, cycle_id, "G", evidence=evidence).status_code == 201
    assert PhaseOutput.objects.get(cycle_id=cycle_id, phase="G").evidence[0]["posted_by"].startswith("agent:")
