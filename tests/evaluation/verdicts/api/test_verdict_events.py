"""Verdict events: redacted and digested arguments, append-only rows, JSONL export (R-A-3)."""
from __future__ import annotations

import json
from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from core.redaction import REDACTED, args_digest, redact_args
from evaluation.verdicts.models import AppendOnlyError, VerdictEvent
from tests.evaluation.verdicts.api.conftest import post_verdict

SECRETS = {
    "command": "curl -H 'Authorization: Bearer abcdef0123456789xyz' https://api.example.com "
               "&& export GITHUB_TOKEN=ghp_0123456789abcdefghijklmnopqrstuvwxyz "
               "&& psql postgres://app:hunter2@db/app && mysql --password=s3cr3t",
    "api_key": "plain-value",
    "env": {"AWS_ACCESS_KEY_ID": "AKIAABCDEFGHIJKLMNOP", "PASSWORD": "pw"},
    "key_file": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk\n-----END OPENSSH PRIVATE KEY-----",
}


def test_secrets_are_redacted_and_the_digest_is_of_the_original(agent_client: Any, hermes_body: Any) -> None:
    body = post_verdict(agent_client, hermes_body("terminal", SECRETS)).json()
    event = VerdictEvent.objects.get(pk=body["event_id"])
    stored = json.dumps(event.args_redacted)
    for secret in ("abcdef0123456789xyz", "ghp_0123456789", "hunter2", "s3cr3t", "plain-value",
                   "AKIAABCDEFGHIJKLMNOP", "b3BlbnNzaC1rZXk", '"pw"'):
        assert secret not in stored, secret
    assert REDACTED in stored and "https://api.example.com" in stored and "psql" in stored
    assert event.args_digest == args_digest(SECRETS)
    assert event.args_digest.startswith("sha256:") and len(event.args_digest) == 71


def test_arguments_are_size_capped() -> None:
    capped = redact_args({"content": "x" * 50_000, "items": list(range(500))})
    assert len(capped["content"]) < 2100 and capped["content"].endswith("[+48000 chars]")
    assert len(capped["items"]) == 101
    huge = redact_args({f"k{i}": "y" * 1500 for i in range(90)})
    assert huge["_truncated"] is True and len(huge["_preview"]) == 16_384


def test_an_event_cannot_be_changed_or_deleted(agent_client: Any, hermes_body: Any) -> None:
    event = VerdictEvent.objects.get(pk=post_verdict(agent_client, hermes_body()).json()["event_id"])
    event.verdict = "ESCALATE"
    with pytest.raises(AppendOnlyError):
        event.save()
    with pytest.raises(AppendOnlyError):
        event.delete()
    with pytest.raises(AppendOnlyError):
        VerdictEvent.objects.filter(pk=event.pk).update(verdict="ESCALATE")
    with pytest.raises(AppendOnlyError):
        VerdictEvent.objects.all().delete()
    assert VerdictEvent.objects.get(pk=event.pk).verdict == "SILENT"


def test_the_admin_offers_no_change_or_delete(operator_client: Any, agent_client: Any, hermes_body: Any,
                                              operator: Any) -> None:
    operator.is_superuser = operator.is_staff = True
    operator.save()
    event_id = post_verdict(agent_client, hermes_body()).json()["event_id"]
    page = operator_client.get(f"/admin/evaluation/verdictevent/{event_id}/change/")
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert operator_client.get(f"/admin/evaluation/verdictevent/{event_id}/delete/").status_code == 403


def export(**options: Any) -> list[dict[str, Any]]:
    out = StringIO()
    call_command("export_verdicts", stdout=out, stderr=StringIO(), **options)
    return [json.loads(line) for line in out.getvalue().splitlines() if line]


def test_jsonl_export_round_trips(agent_client: Any, hermes_body: Any) -> None:
    ids = [post_verdict(agent_client, hermes_body("terminal", {"command": c})).json()["event_id"]
           for c in ("ls", "rm -rf /", "cat x")]
    records = export(agent=agent_client.agent.name)
    assert [r["event_id"] for r in records] == ids
    for record in records:
        event = VerdictEvent.objects.get(pk=record["event_id"])
        assert record == json.loads(json.dumps(event.to_record()))
        assert record["schema"] == "daimon.verdict.v1"
    assert records[1]["block"] is True and records[1]["rule_id"] == "rm-recursive-outside-workspace"


def test_export_filters_by_since(agent_client: Any, hermes_body: Any) -> None:
    post_verdict(agent_client, hermes_body())
    assert len(export(since="2000-01-01")) == 1
    assert export(since="2999-01-01T00:00:00") == []
    with pytest.raises(CommandError):
        export(since="last tuesday")
    with pytest.raises(CommandError):
        export(agent="nobody")


def test_every_exported_field_is_documented(agent_client: Any, hermes_body: Any) -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[4] / "docs" / "verdict-schema.md").read_text()
    record = export()[0] if export() else None
    if record is None:
        post_verdict(agent_client, hermes_body())
        record = export()[0]
    for field in record:
        assert f"`{field}`" in doc, field
