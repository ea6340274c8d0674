"""Issue 10: "HOLD completes the cycle". Seed §6 V.6: "Default to HOLD when evidence or authority is
incomplete" — a HOLD cycle stays at V, open, waiting for evidence or a human; the queue shows it;
a later REJECT or PROMOTE completes it."""
from __future__ import annotations

import pytest

from cycles.models import Cycle, LedgerEntry, Seed
from cycles.queue import review_items
from tests.factories import CandidateFactory, EvaluationRunFactory, post_output


@pytest.fixture
def at_v_with_candidate(cycle_walk) -> tuple[int, object]:
    """A cycle walked to V with a proposed (unevaluated) candidate."""
    cycle_id = cycle_walk("P")
    return cycle_id, CandidateFactory(cycle=Cycle.objects.get(pk=cycle_id))


def test_a_v_whose_candidate_is_not_evaluated_holds_the_cycle_at_v(agent_client, at_v_with_candidate):
    cycle_id, candidate = at_v_with_candidate
    response = post_output(agent_client, cycle_id, "V")
    assert response.status_code == 201, response.content
    state = response.json()["cycle"]
    assert (state["status"], state["current_phase"], state["blocked_by"]) == ("open", "V", "DECISION_HOLD")
    assert state["missing"] == [f"evidence: candidate {candidate.pk} has not been evaluated"]
    assert not Seed.objects.filter(cycle_id=cycle_id).exists()
    held = LedgerEntry.objects.filter(kind="decision", subject=f"cycle:{cycle_id}").get()
    assert held.payload["decision"] == "HOLD" and "not been evaluated" in held.payload["reasons"][0]
    item = next(i for i in review_items() if i.kind == "HOLD" and i.url.endswith(f"/cycles/{cycle_id}/"))
    assert "waiting at V" in item.title and item.detail == tuple(state["missing"])


def test_a_pass_without_promotion_waits_for_human_authority(agent_client, at_v_with_candidate):
    cycle_id, candidate = at_v_with_candidate
    EvaluationRunFactory(candidate=candidate)
    state = post_output(agent_client, cycle_id, "V").json()["cycle"]
    assert state["status"] == "open" and state["blocked_by"] == "DECISION_HOLD"
    assert state["missing"][0].startswith("authority:")


def test_an_evaluation_hold_keeps_the_cycle_waiting_with_its_reasons(agent_client, at_v_with_candidate):
    cycle_id, candidate = at_v_with_candidate
    EvaluationRunFactory(candidate=candidate, verdict="HOLD", verdict_reasons=["held-out: 6 cases < 20"])
    state = post_output(agent_client, cycle_id, "V").json()["cycle"]
    assert state["blocked_by"] == "DECISION_HOLD"
    assert "HOLD: held-out: 6 cases < 20" in state["missing"][0]


def test_a_later_reject_completes_the_waiting_cycle(agent_client, operator_client, at_v_with_candidate):
    cycle_id, candidate = at_v_with_candidate
    post_output(agent_client, cycle_id, "V")
    page = operator_client.get(f"/cycles/{cycle_id}/").content.decode()
    assert "has not been evaluated" in page
    EvaluationRunFactory(candidate=candidate, verdict="REJECT", verdict_reasons=["task benefit below baseline"])
    from cycles.interventions import cycle_settle

    cycle = cycle_settle(cycle_id)
    assert cycle.status == "completed"
    assert Seed.objects.get(cycle_id=cycle_id).decision == "REJECT"
    assert not [i for i in review_items() if i.kind == "HOLD" and i.url.endswith(f"/cycles/{cycle_id}/")]


def test_settling_a_cycle_that_still_waits_changes_nothing(agent_client, at_v_with_candidate):
    cycle_id, _ = at_v_with_candidate
    post_output(agent_client, cycle_id, "V")
    from cycles.interventions import cycle_settle

    assert cycle_settle(cycle_id).status == "open"
    assert not Seed.objects.filter(cycle_id=cycle_id).exists()


def test_a_reflection_without_a_candidate_still_completes(cycle_walk):
    cycle_id = cycle_walk()
    assert Cycle.objects.get(pk=cycle_id).status == "completed"


def test_an_adaptation_without_a_candidate_waits_at_v(agent_client, cycle_walk):
    cycle_id = cycle_walk("P", classification="adaptation")
    state = post_output(agent_client, cycle_id, "V").json()["cycle"]
    assert state["status"] == "open" and state["blocked_by"] == "DECISION_HOLD"
    assert "no candidate" in state["missing"][0]
