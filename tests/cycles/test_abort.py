"""Issue 10: "there is no abort, and HALTED is never set". An operator aborts a cycle with a reason
(status halted, a ledger entry, shown on the page); every later agent action answers 409 CYCLE_HALTED."""
from __future__ import annotations

import pytest

from cycles.exceptions import CycleError
from cycles.ledger import verify_ledger
from cycles.models import Cycle, LedgerEntry
from cycles.signing.payload import note_digest
from tests.factories import open_cycle, post_output
from tests.testing.signing import cycle_act_form

REASON = "the agent keeps rewriting X after each rejection"


def test_the_browser_form_halts_the_cycle_with_its_reason(operator, operator_client, cycle_walk):
    cycle_id = cycle_walk("Q")
    page = operator_client.get(f"/cycles/{cycle_id}/").content.decode()
    assert 'id="abort-form"' in page and "csrfmiddlewaretoken" in page
    unsigned = operator_client.post(f"/cycles/{cycle_id}/abort/", {"reason": REASON}, follow=True)
    assert "SIGNATURE_REQUIRED" in unsigned.content.decode()  # issue 24: an abort is signed
    assert Cycle.objects.get(pk=cycle_id).status == "open"
    form = cycle_act_form(operator, kind="ABORT", cycle=Cycle.objects.get(pk=cycle_id), decision="halt", reason=REASON)
    response = operator_client.post(f"/cycles/{cycle_id}/abort/", form)
    assert response.status_code == 302
    cycle = Cycle.objects.get(pk=cycle_id)
    assert (cycle.status, cycle.halted_reason) == ("halted", REASON)
    entry = LedgerEntry.objects.get(kind="decision", subject=f"cycle:{cycle_id}")
    assert entry.payload["decision"] == "HALT" and entry.payload["reason"] == REASON
    assert entry.payload["actor"] == operator.get_username()
    assert entry.payload["signed"]["payload"]["note_digest"] == note_digest(REASON)
    assert verify_ledger().ok
    page = operator_client.get(f"/cycles/{cycle_id}/").content.decode()
    assert 'id="halted"' in page and REASON in page and 'id="abort-form"' not in page


def test_every_agent_action_on_a_halted_cycle_answers_cycle_halted(agent_client, operator, cycle_walk):
    from cycles.interventions import cycle_abort

    cycle_id = cycle_walk("Q")
    cycle_abort(cycle_id=cycle_id, actor=operator, reason=REASON, signed_act=_signed_abort(operator, cycle_id))
    output = post_output(agent_client, cycle_id, "P")
    assert output.status_code == 409 and output.json()["error"] == "CYCLE_HALTED"
    assert REASON in output.json()["detail"]
    candidate = agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", {
        "target_path": "skills/debugging/SKILL.md", "target_stratum": "adaptive_expression", "content": "# x\n",
    }, format="json")
    assert candidate.status_code == 409 and candidate.json()["error"] == "CYCLE_HALTED", candidate.content
    evidence = agent_client.post(f"/api/v1/cycles/{cycle_id}/evidence", {"content": "more"}, format="json")
    assert evidence.status_code == 409 and evidence.json()["error"] == "CYCLE_HALTED"
    state = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()
    assert state["status"] == "halted" and state["blocked_by"] == "CYCLE_HALTED"
    assert state["halted_reason"] == REASON
    from cycles import services

    with pytest.raises(CycleError) as caught:
        services.cycle_reopen(cycle_id=cycle_id, phase="S", actor_label="operator", reason="try again")
    assert caught.value.code == "CYCLE_HALTED"


def test_an_abort_needs_a_reason(agent_client, operator, operator_client):
    cycle_id = open_cycle(agent_client)
    operator_client.post(f"/cycles/{cycle_id}/abort/", {"reason": "   "})
    assert Cycle.objects.get(pk=cycle_id).status == "open"
    from cycles.interventions import cycle_abort

    with pytest.raises(CycleError) as caught:
        cycle_abort(cycle_id=cycle_id, actor=operator, reason="")
    assert caught.value.code == "REASON_REQUIRED"
    assert not LedgerEntry.objects.filter(kind="decision").exists()


def test_the_agent_token_cannot_abort(agent_client):
    cycle_id = open_cycle(agent_client)
    assert agent_client.post(f"/api/v1/cycles/{cycle_id}/abort", {"reason": "x"}, format="json").status_code == 404
    browser = agent_client.post(f"/cycles/{cycle_id}/abort/", {"reason": "x"})
    assert browser.status_code == 403  # a bearer token is no browser session (CSRF refuses it)
    assert Cycle.objects.get(pk=cycle_id).status == "open"


def test_a_user_without_the_attest_permission_cannot_abort(agent_client, client):
    cycle_id = open_cycle(agent_client)
    client.force_login(_reader())
    assert client.post(f"/cycles/{cycle_id}/abort/", {"reason": "x"}).status_code == 403
    assert Cycle.objects.get(pk=cycle_id).status == "open"


def test_a_completed_cycle_is_not_aborted(operator, cycle_walk):
    from cycles.interventions import cycle_abort

    cycle_id = cycle_walk()
    with pytest.raises(CycleError) as caught:
        cycle_abort(cycle_id=cycle_id, actor=operator, reason=REASON)
    assert caught.value.code == "CYCLE_NOT_OPEN"


def _signed_abort(operator, cycle_id, reason=REASON):
    from cycles.interventions import cycle_state_digest
    from tests.testing.signing import sign_act

    return sign_act(operator, kind="ABORT", ref=cycle_id, decision="halt", note=reason,
                    digest=cycle_state_digest(Cycle.objects.get(pk=cycle_id)))


def _reader():
    from django.contrib.auth.models import User

    return User.objects.create_user(username="reader", password="x")
