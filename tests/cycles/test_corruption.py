"""R-C-5: mechanical corruption detectors stop the cycle and keep the failure in the trail."""
from __future__ import annotations

from cycles.demo import PHASE_TEXTS
from cycles.models import CorruptionFinding, Cycle, LedgerEntry, Seed
from tests.factories import attest_output, open_cycle, post_output


def test_an_x_whose_evidence_is_authored_by_the_agent_is_l2(agent_client):
    cycle_id = open_cycle(agent_client)
    evidence = [{"author_kind": "agent", "author": agent_client.agent.name, "text": "I noticed this question."}]
    response = post_output(agent_client, cycle_id, "S", evidence=evidence)
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "CORRUPTION_DETECTED"
    assert body["findings"][0]["code"] == "L2"
    finding = CorruptionFinding.objects.get(cycle_id=cycle_id)
    assert finding.code == "L2" and finding.output.status == "corrupt"
    assert LedgerEntry.objects.filter(kind="corruption").count() == 1
    state = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert state["corruptions"][0]["code"] == "L2"
    assert state["trail"][0]["status"] == "corrupt"


def test_evidence_from_a_human_with_the_agents_name_is_still_l2(agent_client):
    cycle_id = open_cycle(agent_client)
    evidence = [{"author_kind": "human", "author": agent_client.agent.name, "text": "x"}]
    assert post_output(agent_client, cycle_id, "S", evidence=evidence).json()["findings"][0]["code"] == "L2"


def test_agent_text_claiming_to_attest_resonance_is_l3(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    post_output(agent_client, cycle_id, "G")
    text = PHASE_TEXTS["Q"].replace("Alignment evidence:", "Human resonance is confirmed. Alignment evidence:")
    response = post_output(agent_client, cycle_id, "Q", text=text)
    assert response.status_code == 422
    assert response.json()["findings"][0]["code"] == "L3"
    assert Cycle.objects.get(pk=cycle_id).current_phase == "Q"


def test_placeholder_fields_are_l4(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    text = "Y: to be written\n\nALPHA: TBD\nSEEKS: TBD"
    response = post_output(agent_client, cycle_id, "G", text=text)
    assert response.status_code == 422
    assert response.json()["findings"][0]["code"] == "L4"


def test_v_without_a_zero_prime_question_is_v_empty(agent_client, cycle_walk):
    cycle_id = cycle_walk("P")
    text = PHASE_TEXTS["V"].replace(
        "INF0P: Which other signals of progress does the agent treat as the progress itself?", "INF0P: We are done."
    )
    response = post_output(agent_client, cycle_id, "V", text=text)
    assert response.status_code == 422
    assert response.json()["findings"][0]["code"] == "V∅"
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.status == "open"
    assert not Seed.objects.filter(cycle=cycle).exists()


def test_a_zero_prime_question_that_repeats_x_is_v_empty(agent_client, cycle_walk):
    from cycles.demo import X_QUESTION

    cycle_id = cycle_walk("P")
    text = PHASE_TEXTS["V"].replace(
        "Which other signals of progress does the agent treat as the progress itself?", X_QUESTION.upper()
    )
    response = post_output(agent_client, cycle_id, "V", text=text)
    assert response.json()["findings"][0]["code"] == "V∅"


def test_b_b2_and_zero_prime_must_be_distinct(agent_client, cycle_walk):
    cycle_id = cycle_walk("P")
    text = "Which other signals of progress does the agent treat as the progress itself?\n\nL: x\nB2: y\n" \
           "INF0P: Which other signals of progress does the agent treat as the progress itself?\nLIVENESS: 5"
    response = post_output(agent_client, cycle_id, "V", text=text)
    assert response.status_code == 400
    assert response.json()["error"] == "V_NOT_DISTINCT"


def test_a_corrupt_output_invalidates_downstream_and_returns_to_its_phase(agent_client, cycle_walk):
    cycle_id = cycle_walk("P")
    text = PHASE_TEXTS["G"].replace("Y: the pattern", "I hereby certify the pattern")
    response = post_output(agent_client, cycle_id, "G", text=text, reopen=True)
    assert response.status_code == 422
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.current_phase == "G"
    assert set(cycle.current_outputs()) == {"S"}
