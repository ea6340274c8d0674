"""R-S-3: per-agent export and erasure keep the audit trail; retention purges raw evidence."""
from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from cycles.ledger import verify_ledger
from cycles.models import Agent, Cycle, PhaseOutput
from evaluation.verdicts.models import VerdictEvent
from tests.factories import attest_output, open_cycle, post_output


@pytest.fixture
def busy_agent(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    response = agent_client.post(
        "/api/v1/verdicts",
        {"session_id": "s1", "tool_name": "terminal", "args": {"command": "ls -la"}, "cwd": "/tmp"},
        format="json",
    )
    assert response.status_code == 200, response.content
    return agent_client.agent, cycle_id


def _export(name: str) -> list[dict]:
    out = StringIO()
    call_command("agent_data", "export", name, stdout=out, stderr=StringIO())
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_export_lists_the_agents_records(busy_agent):
    agent, _ = busy_agent
    records = _export(agent.name)
    kinds = {record["type"] for record in records}
    assert {"agent", "cycle", "phase_output", "attestation", "verdict"} <= kinds
    assert any(r["type"] == "verdict" and r["args_redacted"] == {"command": "ls -la"} for r in records)


def test_erase_removes_words_keeps_digests_and_revokes_the_token(busy_agent, agent_client):
    agent, cycle_id = busy_agent
    digest = PhaseOutput.objects.get(cycle_id=cycle_id).digest
    with pytest.raises(CommandError, match="--yes"):
        call_command("agent_data", "erase", agent.name, stdout=StringIO())
    call_command("agent_data", "erase", agent.name, "--yes", "--actor", "dpo", stdout=StringIO())
    output = PhaseOutput.objects.get(cycle_id=cycle_id)
    assert output.text == "" and output.digest == digest
    event = VerdictEvent.objects.get(agent=agent)
    assert event.args_redacted == {"erased": True} and event.args_digest
    assert not Agent.objects.get(pk=agent.pk).is_active
    assert agent_client.get(f"/api/v1/cycles/{cycle_id}").status_code == 401
    assert verify_ledger().ok
    assert Cycle.objects.get(pk=cycle_id).current_phase == "G"


def test_retention_purge_drops_old_evidence_only(busy_agent, agent_client):
    _, cycle_id = busy_agent
    # Evidence rides on G: S takes none from the agent's route (L2 by provenance, issue 10).
    evidence = [{"author_kind": "agent", "author": "k", "text": "six sessions silenced a failing test"}]
    assert post_output(agent_client, cycle_id, "G", evidence=evidence).status_code == 201
    call_command("agent_data", "purge", "--older-than-days", "30", stdout=StringIO())
    assert PhaseOutput.objects.get(cycle_id=cycle_id, phase="G").evidence != []
    PhaseOutput.objects.filter(cycle_id=cycle_id).update(created_at=timezone.now() - timezone.timedelta(days=40))
    call_command("agent_data", "purge", "--older-than-days", "30", stdout=StringIO())
    assert PhaseOutput.objects.get(cycle_id=cycle_id, phase="G").evidence == []
