"""A HOLD can be rejected by an operator, signed in Chromium (issue 27 item 2).

The run holds because Z's human criterion was never ticked. The candidate page offers the reject
form (reason required, signed with the passkey as the REJECT of a PROMOTION is); a stale tab sent
again comes back to the page with a sentence that repeats the reason, and records nothing; the recorded
decision is a PROMOTION reject over the content and the HOLD run's result digests, in the ledger;
the page then says *rejected* and offers nothing, and the HOLD leaves the queue."""
from __future__ import annotations

import pytest

from cycles.models import Attestation, LedgerEntry
from cycles.queue import review_items
from tests.browser.conftest import (  # noqa: F401  (fixtures)
    browser_operator,
    browser_page,
    operator_page,
    operators_group,
    send_after_the_session_expired,
    virtual_authenticator,
)
from tests.browser.passkeys import press_signed
from tests.evaluation.candidates.conftest import held_candidate

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("no_independent_evaluator")]


def test_an_operator_rejects_a_held_candidate_with_a_signed_reason(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    candidate, run = held_candidate(agent_client, browser_operator, active_parent)
    held = [i for i in review_items() if i.kind == "HOLD" and i.title.startswith(f"candidate {candidate.pk}:")]
    assert held and ("Reject the candidate with a reason", f"/candidates/{candidate.pk}/#hold-reject") in held[0].actions

    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    assert page.locator("#lifecycle-state").inner_text() == "HOLD"
    assert page.locator("#promote-approve").count() == 0 and page.locator("#evaluate").count() == 1
    page.fill("#hold-reject-note", "the reviewer cannot read the reported failure")
    page.once("dialog", lambda dialog: dialog.accept())
    press_signed(page, "#hold-reject-button")
    assert "Candidate rejected" in page.locator(".flash").inner_text()
    attestation = Attestation.objects.select_related("signed_act").get(kind="PROMOTION", subject_ref=candidate.subject_ref)
    assert attestation.decision == "reject" and attestation.signed_act is not None
    act = attestation.signed_act.payload
    assert (act["decision"], act["digest"], act["result_digest"]) == ("reject", candidate.content_digest, run.result_digest)
    assert LedgerEntry.objects.filter(subject=candidate.subject_ref, payload__decision="reject").count() == 1
    assert page.locator("#lifecycle-state").inner_text() == "rejected"
    assert "the reviewer cannot read the reported failure" in page.locator("#lifecycle-sentence").inner_text()
    assert page.locator("#hold-reject-button").count() == 0 and page.locator("#evaluate").count() == 0
    assert not [i for i in review_items() if i.kind == "HOLD" and i.title.startswith(f"candidate {candidate.pk}:")]


def test_a_second_submit_comes_back_with_a_sentence_and_the_reason_kept(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    candidate, _ = held_candidate(agent_client, browser_operator, active_parent)
    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    form = page.locator("#hold-reject").evaluate("f => f.outerHTML")  # the tab as it stood, to send it again
    page.fill("#hold-reject-note", "first reason")
    page.once("dialog", lambda dialog: dialog.accept())
    press_signed(page, "#hold-reject-button")
    assert "Candidate rejected" in page.locator(".flash").inner_text()
    # The stale tab: the same form again (its nonce spent, the decision made) with another reason.
    page.evaluate("html => { const d = document.createElement('div'); d.innerHTML = html; document.body.append(d); }", form)
    page.fill("form#hold-reject textarea", "second reason")
    with page.expect_navigation():
        page.evaluate("document.querySelector('form#hold-reject').submit()")
    flash = page.locator(".flash").inner_text()
    assert "Nothing was recorded (your reason: “second reason”" in flash, flash
    assert Attestation.objects.filter(kind="PROMOTION", subject_ref=candidate.subject_ref).count() == 1
    assert page.locator("#lifecycle-state").inner_text() == "rejected"


def test_an_expired_session_keeps_the_reason_through_the_login(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    candidate, _ = held_candidate(agent_client, browser_operator, active_parent)
    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    send_after_the_session_expired(page, live_server.url, browser_operator.username,
                                   note=("#hold-reject-note", "kept across the login"), button="#hold-reject-button")
    assert page.locator("#hold-reject-note").input_value() == "kept across the login"
    assert not Attestation.objects.filter(kind="PROMOTION", subject_ref=candidate.subject_ref).exists()
