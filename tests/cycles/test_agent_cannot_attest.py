"""R-AUTH-2: there is no agent-callable way to attest; every attempt is 403 and logged."""
from __future__ import annotations

import pytest

from cycles.models import Attestation, Cycle, Event
from tests.factories import open_cycle, post_output


@pytest.fixture
def waiting_cycle(agent_client):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    return Cycle.objects.get(pk=cycle_id)


def _urls(cycle_id: int) -> list[str]:
    return [
        f"/cycles/{cycle_id}/attest/",
        f"/cycles/{cycle_id}/reopen/",
        "/admin/cycles/cycle/",
        f"/admin/cycles/cycle/{cycle_id}/change/",
        "/admin/cycles/attestation/add/",
        f"/api/v1/cycles/{cycle_id}/attest",
        f"/api/v1/cycles/{cycle_id}/attestations",
        "/api/v1/attestations",
        "/api/v1/promote",
        f"/api/v1/cycles/{cycle_id}/approve",
        "/api/v1/rollback",
    ]


def test_every_attest_url_refuses_an_agent_token(agent_client, waiting_cycle):
    digest = waiting_cycle.current_outputs()["S"].digest
    body = {"kind": "X", "digest": digest, "decision": "approve", "action": "attest_pending",
            "_selected_action": [waiting_cycle.pk]}
    for url in _urls(waiting_cycle.pk):
        for method in ("post", "get"):
            response = getattr(agent_client, method)(url, body, format="json") if method == "post" else agent_client.get(url)
            assert response.status_code == 403, (method, url, response.status_code)
            assert response.json()["error"] == "FORBIDDEN"
    assert not Attestation.objects.exists()
    assert Cycle.objects.get(pk=waiting_cycle.pk).current_phase == "S"
    assert Event.objects.filter(kind="forbidden_agent_call").count() == 2 * len(_urls(waiting_cycle.pk))


def test_an_anonymous_post_to_the_attest_form_is_refused(client, waiting_cycle):
    digest = waiting_cycle.current_outputs()["S"].digest
    client.post(f"/cycles/{waiting_cycle.pk}/attest/", {"kind": "X", "digest": digest, "decision": "approve"})
    assert not Attestation.objects.exists()


def test_the_attest_form_needs_a_csrf_token(waiting_cycle, operator):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(operator)
    digest = waiting_cycle.current_outputs()["S"].digest
    response = client.post(f"/cycles/{waiting_cycle.pk}/attest/", {"kind": "X", "digest": digest, "decision": "approve"})
    assert response.status_code == 403
    assert not Attestation.objects.exists()
