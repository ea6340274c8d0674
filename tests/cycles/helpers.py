"""Driving a cycle through the real API and the real attestation service."""
from __future__ import annotations

from typing import Any

from cycles.demo import PHASE_TEXTS
from cycles.models import Cycle
from tests.factories import attest_output


def open_cycle(agent_client: Any, title: str = "hack-job fallback", classification: str | None = None) -> int:
    body = {"title": title} if classification is None else {"title": title, "classification": classification}
    response = agent_client.post("/api/v1/cycles", body, format="json")
    assert response.status_code == 201, response.content
    return response.json()["id"]


def post_output(agent_client: Any, cycle_id: int, phase: str, text: str | None = None, **extra: Any):
    body = {"phase": phase, "text": PHASE_TEXTS[phase] if text is None else text, **extra}
    return agent_client.post(f"/api/v1/cycles/{cycle_id}/outputs", body, format="json")


def attest(cycle_id: int, kind: str, operator: Any, decision: str = "approve") -> None:
    attest_output(Cycle.objects.get(pk=cycle_id), kind, operator, decision)


def run_full_cycle(agent_client: Any, operator: Any) -> int:
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    attest(cycle_id, "X", operator)
    assert post_output(agent_client, cycle_id, "G").status_code == 201
    assert post_output(agent_client, cycle_id, "Q").status_code == 201
    attest(cycle_id, "Z", operator)
    assert post_output(agent_client, cycle_id, "P").status_code == 201
    response = post_output(agent_client, cycle_id, "V")
    assert response.status_code == 201, response.content
    return cycle_id
