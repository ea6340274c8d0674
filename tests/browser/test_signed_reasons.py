"""Issue 24 §2 in a real headless Chromium: a typed reason is bound into the signature. The browser adds
note_digest = sha256(reason) to the payload template and signs sha256(canonical payload ‖ nonce) itself
(static/qlnweb/canonical.js); its canonical JSON is byte for byte Python's; an abort, a rejection and a
reopening signed in Chromium are recorded with the reason they signed, and a reason changed on the way is
refused."""
from __future__ import annotations

import json

import pytest

from core.digests import canonical_json
from cycles.models import Attestation, Cycle, LedgerEntry
from cycles.signing.payload import STRIPPED, act_payload, canonical, challenge, note_digest, note_text, payload_digest
from tests.browser.conftest import login
from tests.browser.passkeys import press_signed
from tests.factories import CycleFactory, open_cycle, post_output

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TRICKY = [
    "plain", "", "ünïcödé — “quotes” and 'single' \"double\" \\ backslash / slash",
    "controls \x00\x01\x07\b\t\n\x0b\f\r\x1b\x1f\x7f end", "line\u2028separator\u2029paragraph",
    "emoji 🙂👩🏽‍💻🏳️‍🌈 and astral 𝄞", "\ufeffbom", "日本語のテキスト", "<script>&amp;</script>",
]


def test_the_browsers_canonical_json_is_pythons_byte_for_byte(live_server, browser_page, browser_operator):
    login(browser_page, live_server.url, browser_operator.username)
    value = {"texts": TRICKY, "n": 12, "neg": -3, "t": True, "f": False, "none": None, "nested": {"z": [1, {"y": "ß"}]},
             "keys": {"b": 1, "a": 2, "é": 3, "\uffff": 4, "🙂": 5, "Z": 6, "": 7}}
    browser = browser_page.evaluate("(v) => window.qlnCanonical.canonical(v)", value)
    assert browser.encode("utf-8") == canonical(value) == canonical_json(value).encode("utf-8")


def test_the_browsers_note_text_and_challenge_are_the_servers(live_server, browser_page, browser_operator):
    login(browser_page, live_server.url, browser_operator.username)
    raws = [STRIPPED + "  inner\r\nline\rend \ufeff" + STRIPPED, "\u200b zero width stays \u200b", *TRICKY]
    assert browser_page.evaluate("(raws) => raws.map(window.qlnCanonical.noteText)", raws) == [note_text(r) for r in raws]
    template = act_payload(kind="ABORT", decision="halt", subject="cycle:7:ABORT", digest="d" * 64, operator="öperator",
                           time="2026-12-02T03:10:00+00:00")
    nonce = "0f" * 32
    for raw in TRICKY:
        note = note_text(raw)
        computed = browser_page.evaluate(
            """async ([t, n, nonce]) => { const a = await window.qlnCanonical.act(t, n, nonce);
                 return {digest: a.digest, challenge: Array.from(a.challenge), payload: a.payload}; }""",
            [template, note, nonce])
        expected = act_payload(**{k: v for k, v in template.items() if k != "v"}, note=note or None)
        assert computed["payload"] == expected
        assert computed["digest"] == payload_digest(expected)
        assert bytes(computed["challenge"]) == challenge(expected, bytes.fromhex(nonce))


def _at_p(agent_client, operator) -> int:
    return CycleFactory(agent=agent_client.agent, through="Q", approver=operator, title="signed reasons",
                        route="agent-api").pk


def test_an_abort_signed_in_chromium_binds_its_reason(live_server, operator_page, browser_operator, agent_client):
    from tests.factories import OperatorFactory

    cycle_id = _at_p(agent_client, OperatorFactory())
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.click("#abort-card summary")
    reason = "  the agent rewrote X three times — “stop” 🛑\nsecond line  "
    page.fill("#abort-reason", reason)
    page.on("dialog", lambda dialog: dialog.accept())
    press_signed(page, "#abort-submit")
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.status == "halted" and cycle.halted_reason == note_text(reason)
    entry = LedgerEntry.objects.get(kind="decision", subject=f"cycle:{cycle_id}", payload__decision="HALT")
    signed = entry.payload["signed"]["payload"]
    assert (signed["kind"], signed["decision"], signed["subject"]) == ("ABORT", "halt", f"cycle:{cycle_id}:ABORT")
    assert signed["note_digest"] == note_digest(entry.payload["reason"]) == note_digest(note_text(reason))
    assert page.locator("#halted-reason").inner_text() == note_text(reason).replace("\n", " ")


def test_a_rejection_signed_in_chromium_binds_its_reason_and_a_changed_reason_is_refused(
    live_server, operator_page, browser_operator, agent_client
):
    cycle_id = open_cycle(agent_client, title="signed rejection")
    post_output(agent_client, cycle_id, "S")
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.fill("#attest-note", "too vague: name the drift")
    page.on("dialog", lambda dialog: dialog.accept())
    # A compromised page script (or a proxy) swaps the reason after the passkey signed: the server refuses it.
    page.evaluate("""() => document.getElementById('attest-form').addEventListener('formdata',
                       (e) => e.formData.set('note', 'approve it anyway'))""")
    press_signed(page, "#attest-reject")
    assert "SIGNATURE_REFUSED" in page.locator(".flash").inner_text() and "challenge" in page.locator(".flash").inner_text()
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()

    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.fill("#attest-note", "too vague: name the drift")
    press_signed(page, "#attest-reject")
    attestation = Attestation.objects.select_related("signed_act").get(cycle_id=cycle_id)
    assert attestation.decision == "reject" and attestation.note == "too vague: name the drift"
    assert attestation.signed_act.payload["note_digest"] == note_digest("too vague: name the drift")
    entry = LedgerEntry.objects.get(subject=f"cycle:{cycle_id}", kind="attestation")
    assert entry.payload["note"] == "too vague: name the drift"


def test_a_reopening_signed_in_chromium_binds_the_phase_and_reason(live_server, operator_page, agent_client):
    from tests.factories import OperatorFactory

    cycle_id = _at_p(agent_client, OperatorFactory())
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.click("#reopen-card summary")
    page.select_option("#reopen-phase", "G")
    page.fill("#reopen-reason", "alpha drifted in G")
    press_signed(page, "#reopen-submit")
    cycle = Cycle.objects.get(pk=cycle_id)
    assert cycle.current_phase == "G"
    entry = LedgerEntry.objects.get(kind="decision", subject=f"cycle:{cycle_id}", payload__decision="REOPEN")
    signed = entry.payload["signed"]["payload"]
    assert (signed["kind"], signed["decision"]) == ("REOPEN", "G")
    assert signed["note_digest"] == note_digest("alpha drifted in G")
    assert json.loads(json.dumps(entry.payload))["phase"] == "G"
