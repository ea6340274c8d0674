"""Issue 24 in a real headless Chromium: passkeys enrolled on the enrolment page, decisions signed by Chromium's
virtual authenticator, and every way a signature can be missing recording nothing and saying why."""
from __future__ import annotations

import base64
import json

import pytest

from cycles.choices import LedgerKind
from cycles.models import ActNonce, Attestation, LedgerEntry, OperatorCredential
from cycles.signing.assertion import EnrolledKey, verify_assertion
from cycles.signing.payload import challenge, payload_digest, unb64url
from cycles.signing.services import enrolment_code_issue
from tests.browser.a11y import axe_violations
from tests.browser.conftest import login, screenshot
from tests.browser.passkeys import press_signed
from tests.factories import open_cycle, post_output

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NO_WEBAUTHN = "delete window.PublicKeyCredential;"


def _cycle_at_x(agent_client, title: str) -> int:
    cycle_id = open_cycle(agent_client, title=title)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    return cycle_id


def _posts(page) -> list[str]:
    sent: list[str] = []
    page.on("request", lambda request: sent.append(request.url) if request.method == "POST" else None)
    return sent


def test_an_x_signed_in_chromium_records_an_attestation_whose_ledger_entry_carries_the_assertion(
    live_server, operator_page, browser_operator, virtual_authenticator, agent_client, tmp_path
):
    cycle_id = _cycle_at_x(agent_client, "signed in chromium")
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    shown = page.locator("#attest-approve-payload").inner_text()
    assert shown.startswith("signs payload ") and shown.endswith("…")
    assert page.locator("#attest-reject-payload code").inner_text() != page.locator("#attest-approve-payload code").inner_text()
    assert axe_violations(page) == []
    screenshot(page, tmp_path / "signed-x-form.png")

    press_signed(page, "#attest-approve")
    assert "Attestation recorded." in page.locator(".flash").inner_text()
    assert page.locator("#current-phase").inner_text() == "G"

    attestation = Attestation.objects.select_related("signed_act__credential").get(cycle_id=cycle_id)
    act = attestation.signed_act
    assert act is not None and act.decision == "approve" and act.actor == browser_operator
    assert payload_digest(act.payload) == act.payload_digest and shown == f"signs payload {act.payload_digest[:16]}…"
    # The passkey that signed is the one Chromium's authenticator made on the enrolment page.
    made = virtual_authenticator.credentials()
    assert len(made) == 1
    assert base64.b64decode(made[0]["credentialId"]) == unb64url(act.credential.credential_id)
    client_data = json.loads(unb64url(act.assertion["clientDataJSON"]))
    assert client_data["type"] == "webauthn.get" and client_data["origin"] == live_server.url

    # The ledger alone verifies it: the enrolment entry's key, the attestation entry's payload, nonce and assertion.
    entry = LedgerEntry.objects.get(kind=LedgerKind.ATTESTATION, subject=f"cycle:{cycle_id}")
    signed = entry.payload["signed"]
    assert signed["assertion"] == act.assertion and signed["nonce"] == act.nonce and signed["payload"] == act.payload
    enrolled = LedgerEntry.objects.get(kind=LedgerKind.KEY_ENROLLED, payload__credential_id=signed["credential_id"])
    key = EnrolledKey(enrolled.payload["credential_id"], unb64url(enrolled.payload["public_key"]),
                      enrolled.payload["rp_id"], enrolled.payload["origin"], enrolled.payload["operator"])
    assert (key.rp_id, key.origin, key.username) == ("localhost", live_server.url, browser_operator.username)
    assert verify_assertion(key=key, assertion=signed["assertion"],
                            expected_challenge=challenge(signed["payload"], bytes.fromhex(signed["nonce"]))) >= 0


def test_a_cancelled_passkey_prompt_records_nothing_and_says_why(
    live_server, operator_page, virtual_authenticator, agent_client, tmp_path
):
    cycle_id = _cycle_at_x(agent_client, "cancelled prompt")
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    sent = _posts(page)
    virtual_authenticator.user_verified(False)  # the operator cannot (or will not) verify: the prompt fails
    page.click("#attest-approve")
    status = page.locator("#attest-form [data-act-status]")
    status.filter(has_text="nothing was recorded").wait_for()
    assert "cancelled or timed out (NotAllowedError)" in status.inner_text()
    assert sent == [] and page.url == f"{live_server.url}/cycles/{cycle_id}/"
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()
    assert not ActNonce.objects.filter(subject=f"cycle:{cycle_id}:X", used_at__isnull=False).exists()
    screenshot(page, tmp_path / "cancelled.png")

    virtual_authenticator.user_verified(True)  # pressed again, verified this time: recorded once
    press_signed(page, "#attest-approve")
    assert Attestation.objects.filter(cycle_id=cycle_id, decision="approve").count() == 1


def test_an_operator_without_a_passkey_is_asked_to_enrol_first_and_nothing_is_sent(
    live_server, browser_page, browser_operator, virtual_authenticator, agent_client
):
    cycle_id = _cycle_at_x(agent_client, "no passkey")
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    note = page.locator("#attest-form [data-act-enrol]")
    assert "Enrol a passkey first" in note.inner_text()
    assert note.locator("a").get_attribute("href") == "/accounts/passkeys/enrol/"
    sent = _posts(page)
    page.click("#attest-approve")
    status = page.locator("#attest-form [data-act-status]")
    status.filter(has_text="Enrol a passkey first").wait_for()
    assert "Nothing was sent" in status.inner_text() and status.locator("a").count() == 1
    assert sent == [] and not Attestation.objects.filter(cycle_id=cycle_id).exists()


def test_a_form_posted_without_a_signature_is_refused(live_server, browser_page, browser_operator, agent_client):
    """A browser that runs no script posts the form as it stands: the server refuses it and records nothing."""
    cycle_id = _cycle_at_x(agent_client, "no script")
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    with page.expect_navigation():
        page.evaluate("() => HTMLFormElement.prototype.submit.call(document.getElementById('attest-form'))")
    assert "SIGNATURE_REQUIRED" in page.locator(".flash").inner_text()
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()


def test_the_enrol_page_refuses_a_wrong_code_and_creates_no_key(
    live_server, browser_page, browser_operator, virtual_authenticator, tmp_path
):
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    enrolment_code_issue(user=browser_operator)  # a live code exists, but not the one typed
    page.goto(f"{live_server.url}/accounts/passkeys/enrol/")
    assert page.locator("#enrol-origin").inner_text() == live_server.url
    assert axe_violations(page) == []
    screenshot(page, tmp_path / "enrol-page.png")
    page.fill("#enrol-code", "AAAA-BBBB-CCCC-DDDD")
    page.click("#enrol-submit")
    page.locator("#enrol-error").wait_for()
    assert "unknown, used or expired" in page.locator("#enrol-error").inner_text()
    assert page.locator("#enrol-error-code").inner_text() == "ENROLMENT_CODE_INVALID"
    assert axe_violations(page) == []
    screenshot(page, tmp_path / "enrol-refused.png")
    assert not OperatorCredential.objects.exists() and virtual_authenticator.credentials() == []


def test_a_browser_without_webauthn_sees_the_message_and_sends_nothing(
    live_server, browser_page, browser_operator, agent_client, tmp_path
):
    cycle_id = _cycle_at_x(agent_client, "no webauthn")
    page = browser_page
    page.add_init_script(NO_WEBAUTHN)
    login(page, live_server.url, browser_operator.username)
    _, code = enrolment_code_issue(user=browser_operator)
    sent = _posts(page)
    page.goto(f"{live_server.url}/accounts/passkeys/enrol/")
    page.fill("#enrol-code", code)
    page.click("#enrol-submit")
    page.locator("#enrol-error").wait_for()
    assert "cannot create a passkey (it has no WebAuthn)" in page.locator("#enrol-error").inner_text()
    assert page.locator("#enrol-error-code").inner_text() == "WEBAUTHN_UNAVAILABLE"
    screenshot(page, tmp_path / "enrol-no-webauthn.png")

    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.click("#attest-approve")
    status = page.locator("#attest-form [data-act-status]")
    status.filter(has_text="no WebAuthn").wait_for()
    assert "nothing was sent and nothing was recorded" in status.inner_text()
    assert sent == [] and not Attestation.objects.filter(cycle_id=cycle_id).exists()
    assert not OperatorCredential.objects.exists()


def test_the_passkeys_page_lists_the_key_and_removing_it_is_a_ledger_entry(
    live_server, operator_page, browser_operator, agent_client, tmp_path
):
    page = operator_page
    page.on("dialog", lambda dialog: dialog.accept())
    page.click("#nav-passkeys")
    page.wait_for_url(f"{live_server.url}/accounts/passkeys/")
    credential = OperatorCredential.objects.get(user=browser_operator)
    row = page.locator(f"#passkey-table tr[data-credential='{credential.credential_id}']")
    assert credential.credential_id[:16] in row.inner_text() and "localhost" in row.inner_text()
    assert axe_violations(page) == []
    screenshot(page, tmp_path / "passkeys.png")

    with page.expect_navigation():
        row.locator("button").click()
    assert "removed" in page.locator(".flash").inner_text()
    credential.refresh_from_db()
    assert credential.revoked_at is not None
    assert LedgerEntry.objects.filter(kind=LedgerKind.KEY_REVOKED, payload__credential_id=credential.credential_id).exists()
    cycle_id = _cycle_at_x(agent_client, "after removal")
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    assert "Enrol a passkey first" in page.locator("#attest-form [data-act-enrol]").inner_text()


def test_unsigned_mode_says_so_on_every_page_and_records_without_a_passkey(
    live_server, browser_page, browser_operator, agent_client, settings
):
    settings.QLN_UNSIGNED_ACTS = True
    cycle_id = _cycle_at_x(agent_client, "unsigned mode")
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    for path in ("/", f"/cycles/{cycle_id}/", "/accounts/passkeys/"):
        page.goto(f"{live_server.url}{path}")
        assert "Unsigned acts are on" in page.locator("#unsigned-banner").inner_text()
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    press_signed(page, "#attest-approve")
    attestation = Attestation.objects.get(cycle_id=cycle_id)
    assert attestation.decision == "approve" and attestation.signed_act is None
