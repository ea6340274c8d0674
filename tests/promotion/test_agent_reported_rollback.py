"""Issue 24 §5 (forgery 3): what the agent reports never rolls a promotion back on its own.

A `loaded_digest` the agent did not load, or tool errors it reports, put the canary on HOLD with
what to check; `promoter run` executes that request only after a human's passkey-signed ROLLBACK
confirmation verifies from the ledger, or when the promoter's own hash of the profile shows the
mismatch. A Tier 1 block the server decided still rolls back unattended (tests/promotion/test_canary.py).
"""
from __future__ import annotations

import copy
import socket
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from cycles.choices import LedgerKind
from cycles.ledger import ledger_append, verify_ledger
from cycles.models import LedgerEntry
from cycles.queue import review_items
from cycles.signing.services import SigningError
from evaluation.verdicts.models import ToolResult, VerdictEvent
from hermes_plugin.governed import profile_digest
from promotion.active import active_version
from promotion.canary import canary_monitor
from promotion.confirmations import rollback_confirm
from promotion.models import Promotion, RollbackRequest
from promotion.services import promotion_execute
from tests.promotion.helpers import make_promotable
from tests.testing.signing import sign_act, signed_form

V1, V2 = "You are the agent. MARKER-V1\n", "You are the agent. MARKER-V2\n"


@pytest.fixture
def home(promo_cycle, tmp_path: Path) -> Path:
    home = tmp_path / "hermes-home"
    (home / "skills" / "5qln" / "cycle").mkdir(parents=True)
    (home / "SOUL.md").write_text(V1)
    (home / "skills" / "5qln" / "cycle" / "SKILL.md").write_text("# cycle skill\n")
    name = promo_cycle.agent.name
    call_command("promoter", "init", "--agent", name, "--from", str(home), stdout=StringIO())
    call_command("promoter", "activate", "--agent", name, "--hermes-home", str(home), stdout=StringIO())
    return home.resolve()


@pytest.fixture
def promoted(promo_cycle, approver, home) -> Promotion:
    """V2 promoted and activated in the profile; the promoter's run has hashed the profile since."""
    first = active_version(promo_cycle.agent.name)
    packet = make_promotable(promo_cycle, approver, content=V2, target_path="SOUL.md", parent_version=first,
                             parent_content=V1)
    promotion = promotion_execute(candidate_id=packet.candidate.pk, evaluation_digest=packet.run.result_digest,
                                  os_user="promoter", canary_turns=5)
    assert (home / "SOUL.md").read_text() == V2
    run()
    return promotion


def run() -> str:
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    return out.getvalue()


def agent_reports_loading(agent, home: Path, digest: str) -> None:
    """What the agent's token can do: POST /api/v1/sessions with any `loaded_digest`."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {agent.issue_token()}")
    agent.save()
    body = {"session_id": "liar", "hermes_home": str(home), "loaded_digest": digest, "loaded_files": 2}
    assert client.post("/api/v1/sessions", body, format="json").status_code in (200, 201)


@pytest.fixture
def held(promo_cycle, promoted, home) -> RollbackRequest:
    agent_reports_loading(promo_cycle.agent, home, "f" * 64)
    report = canary_monitor()
    assert report[0]["findings"] == ["PACKAGE_DIGEST_MISMATCH"]
    return RollbackRequest.objects.get()


def test_a_loaded_digest_the_agent_did_not_load_is_a_hold_that_says_what_to_check(promo_cycle, promoted, held, home):
    promoted.refresh_from_db()
    assert held.status == "hold" and promoted.canary_status == "hold"
    assert "the agent reports loading ffffffffffffffff" in held.detail
    assert f"the promoter's hash of the profile is {promoted.version_digest[:16]}" in held.detail
    assert f"check the profile {home} on host {socket.gethostname()}" in held.detail
    printed = run()
    held.refresh_from_db()
    assert held.status == "hold" and f"request {held.pk} (promotion {promoted.pk}): hold" in printed, printed
    assert "carries no" in printed or "no ROLLBACK decision" in printed
    assert active_version(promo_cycle.agent.name) == promoted.version_digest
    assert (home / "SOUL.md").read_text() == V2 and profile_digest(home)[0] == promoted.version_digest
    item = next(i for i in review_items() if i.kind == "HOLD")
    assert item.url == f"/rollback-requests/{held.pk}" and "check the profile" in item.detail[0]


def test_a_humans_signed_confirmation_executes_it(client, approver, promo_cycle, promoted, held, home):
    client.force_login(approver)
    page = client.get(f"/rollback-requests/{held.pk}")
    assert page.status_code == 200 and b'id="rollback-confirm-form"' in page.content and b"data-challenge" in page.content
    form = signed_form(approver, kind="ROLLBACK", ref=promoted.pk, digest=promoted.version_digest)
    answer = client.post(f"/rollback-requests/{held.pk}/confirm", {**form, "decision": "approve"}, follow=True)
    assert b"Rollback confirmed" in answer.content, answer.content[-2000:]
    printed = run()
    held.refresh_from_db()
    promoted.refresh_from_db()
    assert held.status == "executed", printed
    assert promoted.status == "rolled_back" and "confirmed by approver" in promoted.rollback_reason
    assert (home / "SOUL.md").read_text() == V1
    rollback = LedgerEntry.objects.filter(kind=LedgerKind.ROLLBACK).latest("seq")
    assert rollback.payload["requested_by"] == f"human:approver:request:{held.pk}" and verify_ledger().ok


def test_an_unsigned_confirmation_is_refused_by_the_service(approver, held):
    with pytest.raises(SigningError, match="missing"):
        rollback_confirm(request=held, actor=approver, signed_act=None)
    assert not LedgerEntry.objects.filter(subject=f"promotion:{held.promotion_id}", kind=LedgerKind.ATTESTATION).exists()


def _confirmation_row(promotion: Promotion, signed: dict | None) -> None:
    """What a database writer can append: a ROLLBACK confirmation entry in the chain's own format."""
    ledger_append(kind=LedgerKind.ATTESTATION, subject=f"promotion:{promotion.pk}", payload={
        "kind": "ROLLBACK", "promotion": promotion.pk, "subject_digest": promotion.version_digest,
        "actor": "approver", "decision": "approve", "channel": "web", "signed": signed})


@pytest.mark.parametrize("forgery", ["unsigned", "other_digest", "flipped_byte"])
def test_a_forged_confirmation_row_executes_nothing(approver, promo_cycle, promoted, held, home, forgery):
    if forgery == "unsigned":
        _confirmation_row(promoted, None)
    else:
        act = sign_act(approver, kind="ROLLBACK", ref=promoted.pk,
                       digest=("0" * 64 if forgery == "other_digest" else promoted.version_digest))
        signed = copy.deepcopy(act.ledger_form())
        if forgery == "flipped_byte":
            signed["assertion"]["signature"] = signed["assertion"]["signature"][:-2] + (
                "A" if signed["assertion"]["signature"][-2] != "A" else "B") + signed["assertion"]["signature"][-1]
        _confirmation_row(promoted, signed)
    printed = run()
    held.refresh_from_db()
    assert held.status == "hold" and "ROLLBACK act refused" in printed, printed
    assert active_version(promo_cycle.agent.name) == promoted.version_digest
    assert (home / "SOUL.md").read_text() == V2


def test_a_request_flipped_to_pending_by_a_writer_is_refused(promo_cycle, promoted, held):
    RollbackRequest.objects.filter(pk=held.pk).update(status="pending")
    printed = run()
    held.refresh_from_db()
    assert held.status == "refused" and "only failures the agent reports" in held.outcome, printed
    assert active_version(promo_cycle.agent.name) == promoted.version_digest


def test_tool_errors_the_agent_reports_are_a_hold(promo_cycle, promoted):
    for status in ["error"] * 5 + ["ok"]:
        ToolResult.objects.create(agent=promo_cycle.agent, session_id="s", tool_name="terminal", status=status)
    VerdictEvent.objects.create(agent=promo_cycle.agent, session_id="s", tool_name="terminal", args_redacted={},
                                args_digest="d", body_shape="hermes", verdict="SILENT", tiers={}, total_ms=1.0,
                                active_version=promoted.version_digest)
    from evaluation.verdicts.models import AgentSession

    AgentSession.objects.create(agent=promo_cycle.agent, session_id="s", active_version=promoted.version_digest,
                                loaded_digest=promoted.version_digest, loaded_files=2)
    canary_monitor()
    request = RollbackRequest.objects.get()
    assert (request.code, request.status) == ("TOOL_ERROR_RATE", "hold") and "tool-results" in request.detail
    run()
    assert active_version(promo_cycle.agent.name) == promoted.version_digest


def test_the_promoters_own_hash_of_the_profile_rolls_back_unattended(promo_cycle, promoted, held, home):
    (home / "SOUL.md").chmod(0o644)
    (home / "SOUL.md").write_text("You are the agent. SOMETHING ELSE\n")  # what the agent said, now true on disk
    printed = run()
    held.refresh_from_db()
    assert held.status == "executed", printed
    promoted.refresh_from_db()
    assert "the promoter's hash of profile" in promoted.rollback_reason
    assert active_version(promo_cycle.agent.name) == promoted.previous_version


def test_a_failure_the_server_establishes_during_a_hold_still_rolls_back(promo_cycle, promoted, held):
    VerdictEvent.objects.create(agent=promo_cycle.agent, session_id="liar", tool_name="terminal", args_redacted={},
                                args_digest="d", body_shape="hermes", verdict="ESCALATE", block=True,
                                rule_id="protected-write", tiers={}, total_ms=1.0, active_version=promoted.version_digest)
    # The liar's session loaded "ffff…", so it is not watched; a session that loaded the version is.
    from evaluation.verdicts.models import AgentSession

    AgentSession.objects.filter(session_id="liar").update(loaded_digest=promoted.version_digest)
    canary_monitor()
    held.refresh_from_db()
    assert (held.status, held.code) == ("pending", "PROTECTED_PATH_ATTEMPT")
    run()
    held.refresh_from_db()
    assert held.status == "executed"
