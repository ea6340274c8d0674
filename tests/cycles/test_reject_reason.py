"""Issue 12: a rejection without a reason is refused on the server too; 403 keeps the layout."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from cycles.models import Attestation, Cycle
from tests.factories import open_cycle, post_output
from tests.testing.signing import signed_form

pytestmark = pytest.mark.django_db


def _s_digest(cycle_id: int) -> str:
    return Cycle.objects.get(pk=cycle_id).current_outputs()["S"].digest


def test_reject_without_a_reason_is_refused(agent_client, operator_client, operator):
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    for note in ("", "   "):
        response = operator_client.post(f"/cycles/{cycle_id}/attest/", {
            "kind": "X", "digest": _s_digest(cycle_id), "decision": "reject", "note": note}, follow=True)
        assert b"REASON_REQUIRED" in response.content
    assert not Attestation.objects.exists()
    response = operator_client.post(f"/cycles/{cycle_id}/attest/", {
        "kind": "X", "digest": _s_digest(cycle_id), "decision": "reject", "note": "too vague",
        **signed_form(operator, kind="X", ref=cycle_id, digest=_s_digest(cycle_id), decision="reject",
                     note="too vague")}, follow=True)
    assert b"Rejected X." in response.content and b"Reason: too vague" in response.content
    assert agent_client.get(f"/api/v1/cycles/{cycle_id}").json()["trail"][0]["attestations"][0]["note"] == "too vague"


def test_an_operator_without_the_permission_gets_the_403_page_in_the_layout(agent_client, client):
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    client.force_login(User.objects.create_user("visitor", password="x" * 12))
    response = client.post(f"/cycles/{cycle_id}/attest/", {"kind": "X", "digest": _s_digest(cycle_id),
                                                            "decision": "approve"})
    assert response.status_code == 403
    html = response.content.decode()
    assert 'data-code="FORBIDDEN"' in html and 'id="site-nav"' in html and f'href="/cycles/{cycle_id}/"' in html
    assert not Attestation.objects.exists()


def test_unknown_api_addresses_stay_json(client):
    response = client.get("/api/v1/nothing-here")
    assert response.status_code == 404 and response.json()["error"] == "NOT_FOUND"
