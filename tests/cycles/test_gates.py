"""R-C-1, R-C-2: gates through the agent API, and a full cycle to its B''."""
from __future__ import annotations

from cycles.models import Cycle, LedgerEntry, Seed
from tests.factories import attest_output, open_cycle, post_output


def test_a_new_cycle_waits_for_s(agent_client):
    response = agent_client.post("/api/v1/cycles", {"title": "t"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["current_phase"] == "S"
    assert body["pending_gate"] == "S→G"
    assert body["attestation_required"] is None
    assert body["blocked_by"] == "OUTPUT_REQUIRED"


def test_it_refuses_g_before_x_is_attested(agent_client):
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    response = post_output(agent_client, cycle_id, "G")
    assert response.status_code == 409
    body = response.json()
    assert body["error"] == "ATTESTATION_REQUIRED"
    assert body["attestation_required"] == "X"
    assert Cycle.objects.get(pk=cycle_id).current_phase == "S"


def test_it_refuses_a_skipped_phase(agent_client):
    cycle_id = open_cycle(agent_client)
    response = post_output(agent_client, cycle_id, "Q")
    assert response.status_code == 409
    assert response.json()["error"] == "PHASE_SKIP"


def test_x_attestation_moves_the_cycle_to_g(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    body = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert body["current_phase"] == "G"
    assert body["trail"][0]["attestations"][0]["decision"] == "approve"


def test_a_rejected_x_keeps_the_cycle_at_s(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator, decision="reject")
    assert Cycle.objects.get(pk=cycle_id).current_phase == "S"


def test_q_to_p_needs_z_attestation(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    assert post_output(agent_client, cycle_id, "G").status_code == 201
    assert post_output(agent_client, cycle_id, "Q").status_code == 201
    response = post_output(agent_client, cycle_id, "P")
    assert response.status_code == 409
    assert response.json()["attestation_required"] == "Z"


def test_p_to_v_needs_an_evaluation_plan(agent_client, cycle_walk):
    from cycles.demo import PHASE_TEXTS

    cycle_id = cycle_walk("Q")
    no_plan = PHASE_TEXTS["P"].replace("EVALUATION PLAN:", "Plan notes:")
    assert post_output(agent_client, cycle_id, "P", text=no_plan).status_code == 201
    response = post_output(agent_client, cycle_id, "V")
    assert response.status_code == 409
    assert response.json()["error"] == "EVALUATION_PLAN_REQUIRED"


def test_a_full_cycle_leaves_exactly_one_seed_in_the_ledger(agent_client, cycle_walk):
    cycle_id = cycle_walk()
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.status == "completed"
    seed = Seed.objects.get(cycle=cycle)
    assert seed.zero_prime_question.endswith("?")
    assert len({seed.b_text, seed.b2_text, seed.zero_prime_question}) == 3
    assert LedgerEntry.objects.filter(kind="seed", subject=f"cycle:{cycle_id}").count() == 1
    body = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert body["seed"]["seed_id"] == seed.seed_id
    # A reflection with no candidate changed nothing: the B'' says HOLD, never PROMOTE (R-S-1).
    assert body["seed"]["decision"] == "HOLD" and body["seed"]["promotion_id"] is None
    assert body["seed"]["digests"]["candidate"] is None
    assert post_output(agent_client, cycle_id, "V").json()["error"] == "CYCLE_CLOSED"


def test_a_refused_gate_is_recorded_as_an_event_despite_the_rollback(agent_client):
    from cycles.models import Event

    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "Q")
    post_output(agent_client, cycle_id, "S", text="body\n\nX: not a question")
    blocked = Event.objects.get(kind="phase_gate_blocked")
    assert blocked.payload["code"] == "PHASE_SKIP" and blocked.payload["cycle_id"] == cycle_id
    assert Event.objects.get(kind="phase_output_invalid").payload["code"] == "FOOTER_INVALID"


def test_a_rejected_x_leaves_the_queue_and_asks_for_a_revised_s(agent_client, operator, operator_client):
    from cycles.queue import review_items

    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator, decision="reject")
    body = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert body["blocked_by"] == "ATTESTATION_REJECTED"
    assert body["attestation_required"] is None
    assert "submit a revised S output" in body["missing"][0]
    assert review_items() == []
    assert b'id="attest-approve"' not in operator_client.get(f"/cycles/{cycle_id}/").content
    from cycles.demo import PHASE_TEXTS

    revised = PHASE_TEXTS["S"].replace("6 of the last 20", "8 of the last 30")
    assert post_output(agent_client, cycle_id, "S", text=revised).status_code == 201
    assert agent_client.get(f"/api/v1/cycles/{cycle_id}").json()["attestation_required"] == "X"
    assert len(review_items()) == 1


def test_the_cycle_page_links_its_candidates(agent_client, operator, operator_client):
    cycle_id = open_cycle(agent_client, classification="adaptation")
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    response = agent_client.post(
        f"/api/v1/cycles/{cycle_id}/candidates",
        {"target_stratum": "adaptive_expression", "target_path": "skills/demo/SKILL.md", "content": "# demo\n"},
        format="json",
    )
    assert response.status_code == 201, response.content
    page = operator_client.get(f"/cycles/{cycle_id}/").content.decode()
    assert f'href="/candidates/{response.json()["id"]}/"' in page
    assert 'href="/candidates/"' in page
