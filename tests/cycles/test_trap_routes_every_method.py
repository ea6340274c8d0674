"""Issue 11: OPTIONS — and every other method — on the attest/promote trap routes answers 403 and is logged.

Finding: ``OPTIONS /api/v1/cycles/{id}/attest`` with an agent's token
answered 200 (DRF's metadata) and left no ``forbidden_agent_call`` event.
"""
from __future__ import annotations

import pytest

from cycles.models import Attestation, Event
from tests.factories import open_cycle, post_output

pytestmark = pytest.mark.django_db

METHODS = ["OPTIONS", "HEAD", "TRACE", "GET", "POST", "PUT", "PATCH", "DELETE", "PROPFIND", "CONNECT", "ATTEST"]


def _trap_urls(cycle_id: int) -> list[str]:
    return [f"/api/v1/cycles/{cycle_id}/attest", f"/api/v1/cycles/{cycle_id}/attestations", "/api/v1/promote",
            "/api/v1/promotions/1", f"/api/v1/cycles/{cycle_id}/approve", "/api/v1/rollback", "/api/v1/rollbacks"]


@pytest.mark.parametrize("method", METHODS)
def test_every_method_on_every_trap_route_is_403_and_logged(agent_client, method):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    before = Event.objects.filter(kind="forbidden_agent_call").count()
    for url in _trap_urls(cycle_id):
        response = agent_client.generic(method, url)
        assert response.status_code == 403, (method, url, response.status_code, response.content)
        if method != "HEAD":
            assert response.json()["error"] == "FORBIDDEN"
    logged = Event.objects.filter(kind="forbidden_agent_call").order_by("id")[before:]
    assert [(e.payload["method"], e.payload["path"], e.agent_id) for e in logged] == [
        (method, url, agent_client.agent.pk) for url in _trap_urls(cycle_id)]
    assert not Attestation.objects.exists()


def test_options_without_a_token_is_not_an_open_door(client):
    response = client.options("/api/v1/promote")
    assert response.status_code in (401, 403)
    assert b"actions" not in response.content  # no DRF metadata describing the route
