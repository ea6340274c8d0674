"""R-C-4: attestations bind to digests; changes make them stale; reopening cascades."""
from __future__ import annotations

import pytest

from cycles import services
from cycles.choices import Channel
from cycles.demo import PHASE_TEXTS
from cycles.exceptions import CycleError, StaleDigest
from cycles.models import Attestation, Cycle, PhaseOutput
from tests.factories import attest_output, open_cycle, post_output
from tests.testing.signing import sign_act, signed_form


def _x_digest(cycle_id: int) -> str:
    return Cycle.objects.get(pk=cycle_id).current_outputs()["S"].digest


def test_it_refuses_replayed_approval_after_the_content_changed(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    seen = _x_digest(cycle_id)
    revised = PHASE_TEXTS["S"].replace("6 of the last 20", "7 of the last 20")
    assert post_output(agent_client, cycle_id, "S", text=revised).status_code == 201
    with pytest.raises(StaleDigest) as refused:  # a valid signature over the digest that is no longer current
        services.attestation_record(
            cycle_id=cycle_id, kind="X", digest=seen, decision="approve", actor=operator, channel=Channel.WEB,
            signed_act=sign_act(operator, kind="X", ref=cycle_id, digest=seen),
        )
    assert refused.value.extra["current_digest"] == _x_digest(cycle_id)
    assert Cycle.objects.get(pk=cycle_id).current_phase == "S"


def test_changing_an_output_makes_its_attestation_stale_at_once(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    revised = PHASE_TEXTS["S"].replace("K: in 6", "K: in six")
    response = post_output(agent_client, cycle_id, "S", text=revised, reopen=True)
    assert response.status_code == 201, response.content
    old = Attestation.objects.get(cycle_id=cycle_id)
    assert old.is_stale and old.invalidated_at is not None
    state = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert state["current_phase"] == "S"
    assert state["attestation_required"] == "X"
    assert state["trail"][0]["attestations"][0]["stale"] is True


def test_reopening_a_phase_invalidates_every_later_output_and_attestation(cycle_walk):
    cycle_id = cycle_walk("P")
    assert Cycle.objects.get(pk=cycle_id).current_phase == "V"
    services.cycle_reopen(cycle_id=cycle_id, phase="G", actor_label="operator", reason="alpha was wrong")
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.current_phase == "G"
    assert set(cycle.current_outputs()) == {"S"}
    assert not PhaseOutput.objects.filter(cycle=cycle, phase__in=["G", "Q", "P"], status="valid").exists()
    z = Attestation.objects.get(cycle=cycle, kind="Z")
    x = Attestation.objects.get(cycle=cycle, kind="X")
    assert z.is_stale and not x.is_stale


def test_an_earlier_phase_without_reopen_is_refused(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    response = post_output(agent_client, cycle_id, "S")
    assert response.status_code == 409
    assert response.json()["error"] == "PHASE_ALREADY_PASSED"


def test_a_second_decision_on_the_same_digest_is_refused(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator, decision="reject")
    with pytest.raises(CycleError) as refused:
        attest_output(cycle_id, "X", operator)
    assert refused.value.code == "ALREADY_ATTESTED"


def test_a_user_without_attest_permission_cannot_attest(agent_client, django_user_model):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    visitor = django_user_model.objects.create_user("visitor", password="x" * 12)
    with pytest.raises(CycleError) as refused:
        attest_output(cycle_id, "X", visitor)
    assert refused.value.code == "FORBIDDEN"


def test_the_web_form_refuses_a_digest_that_is_not_current(agent_client, operator_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    response = operator_client.post(
        f"/cycles/{cycle_id}/attest/", {"kind": "X", "digest": "0" * 64, "decision": "approve",
                                        **signed_form(operator, kind="X", ref=cycle_id, digest="0" * 64)}, follow=True
    )
    assert response.status_code == 200
    assert b"STALE_DIGEST" in response.content
    assert Cycle.objects.get(pk=cycle_id).current_phase == "S"
    response = operator_client.post(
        f"/cycles/{cycle_id}/attest/", {"kind": "X", "digest": _x_digest(cycle_id), "decision": "approve",
                                        **signed_form(operator, kind="X", ref=cycle_id, digest=_x_digest(cycle_id))},
        follow=True,
    )
    assert Cycle.objects.get(pk=cycle_id).current_phase == "G"
    assert b"Attestation recorded" in response.content


def test_a_refused_replay_is_recorded(agent_client, operator):
    from cycles.models import Event

    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    with pytest.raises(StaleDigest):
        services.attestation_record(
            cycle_id=cycle_id, kind="X", digest="f" * 64, decision="approve", actor=operator, channel=Channel.WEB,
            signed_act=sign_act(operator, kind="X", ref=cycle_id, digest="f" * 64),
        )
    event = Event.objects.get(kind="attestation_refused")
    assert event.payload["code"] == "STALE_DIGEST" and event.payload["actor"] == operator.username
