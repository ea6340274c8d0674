"""GET /api/v1/active, /metrics (R-O-3) and the scheduled jobs (R-P-6)."""
from __future__ import annotations

import base64
from io import StringIO

from django.core.management import call_command
from django_q.models import Schedule

from cycles.models import LedgerEntry
from cycles.tasks import ledger_checkpoint
from qlnweb.schedules import JOBS
from tests.promotion.helpers import make_promotable


def _client_of(agent):
    from rest_framework.test import APIClient

    token = agent.issue_token()
    agent.save()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def test_active_api_names_the_version_of_the_calling_agent_only(agent_client, promo_cycle, approver):
    promoted = _client_of(promo_cycle.agent)
    assert promoted.get("/api/v1/active").json()["version"] is None
    packet = make_promotable(promo_cycle, approver, content="# x\n")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    body = promoted.get("/api/v1/active").json()
    assert len(body["version"]) == 64 and body["promotion"] is not None and body["agent"] == "promo-agent"
    # R-P-7: one pointer per agent — another agent's pointer did not move.
    assert agent_client.get("/api/v1/active").json()["version"] is None


def test_versions_api_serves_only_the_agents_own_versions(agent_client, promo_cycle, approver):
    import hashlib

    packet = make_promotable(promo_cycle, approver, content="# served\n")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    promoted = _client_of(promo_cycle.agent)
    digest = promoted.get("/api/v1/active").json()["version"]
    body = promoted.get(f"/api/v1/versions/{digest}").json()
    content = base64.b64decode(body["files"]["skills/debugging/SKILL.md"])
    assert content == b"# served\n"
    assert body["manifest"]["skills/debugging/SKILL.md"]["sha256"] == hashlib.sha256(content).hexdigest()
    foreign = agent_client.get(f"/api/v1/versions/{digest}")
    assert (foreign.status_code, foreign.json()["error"]) == (404, "NOT_FOUND")
    assert promoted.get("/api/v1/versions/not-a-digest").json()["error"] == "BAD_DIGEST"


def test_active_api_needs_an_agent_token(client, db):
    assert client.get("/api/v1/active").status_code in (401, 403)


def test_metrics_are_refused_without_token_or_allowed_address(client, settings, db):
    settings.QLN_METRICS_ALLOW = []
    settings.QLN_METRICS_TOKEN = "s3cret"
    assert client.get("/metrics").status_code == 403
    wrong = base64.b64encode(b"prometheus:nope").decode()
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Basic {wrong}").status_code == 403
    right = base64.b64encode(b"prometheus:s3cret").decode()
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Basic {right}").status_code == 200


def test_metrics_expose_the_spec_families(client, settings, promo_cycle, approver):
    settings.QLN_METRICS_ALLOW = ["127.0.0.1"]
    packet = make_promotable(promo_cycle, approver, content="# x\n")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    response = client.get("/metrics", REMOTE_ADDR="127.0.0.1")
    text = response.content.decode()
    assert response["Content-Type"].startswith("text/plain; version=0.0.4")
    for family in ("qln_cycles_total", "qln_phase_transitions_total", "qln_attestations_total", "qln_corruption_total",
                   "qln_candidates_total", "qln_evaluations_total", "qln_promotions_total", "qln_rollbacks_total",
                   "qln_tool_calls_total", "qln_active_version_info", "qln_verdict_latency_ms"):
        assert f"# TYPE {family} " in text
    assert 'qln_promotions_total{status="active"} 1' in text
    assert 'qln_attestations_total{kind="PROMOTION",decision="approve"} 1' in text
    assert 'qln_candidates_total{target_stratum="adaptive_expression",status="promoted"} 1' in text


def test_ensure_schedules_is_idempotent_and_none_promotes(db):
    call_command("ensure_schedules", stdout=StringIO())
    call_command("ensure_schedules", stdout=StringIO())
    names = set(Schedule.objects.values_list("name", flat=True))
    assert {job.name for job in JOBS} <= names
    assert Schedule.objects.filter(name__startswith="qln:").count() == 6  # issue 24 added the act nonce purge
    assert not Schedule.objects.filter(func__icontains="promot").exclude(func__startswith="promotion.").exists()
    funcs = set(Schedule.objects.values_list("func", flat=True))
    assert not any(f.endswith(("promote", "promotion_execute", "promotion_rollback", "attestation_record")) for f in funcs)


def test_ledger_checkpoint_records_the_head_digest(db):
    result = ledger_checkpoint()
    entry = LedgerEntry.objects.get(seq=result["seq"])
    assert entry.kind == "checkpoint" and entry.payload["head_digest"] == result["head_digest"] and result["verified"]
