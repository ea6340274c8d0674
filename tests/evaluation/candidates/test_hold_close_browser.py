"""A HOLD can be accepted and closed by an operator, signed in Chromium (issue 27 item 2: "reject or close").

The run holds because Z's human criterion was never ticked. The candidate page offers, beside the
reject form, "Accept the HOLD and close" (reason required, a CLOSE act signed with the passkey over
the content and the HOLD run's result digests). Closing records one ledger decision that the offline
verifier binds to the signature; the candidate is *closed* and offers nothing; the HOLD leaves the
queue; the cycle completes at V with a B'' that says HOLD, who accepted it, why and "no change made"
(or, when its agent has not posted V yet, completes when it does). A stale tab, a second submit, a
reject sent after the close and an expired session come back to the page with a sentence and the
reason kept, recording nothing."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from cycles.demo import PHASE_TEXTS
from cycles.models import Attestation, Cycle, LedgerEntry, Seed
from cycles.queue import review_items
from evaluation.candidates.hold_close import DECISION
from evaluation.candidates.models import Candidate, EvaluationRun
from tests.browser.a11y import axe_violations
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
from tests.evaluation.candidates.test_signed_acts_browser import trusted_page  # noqa: F401  (fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("no_independent_evaluator")]


def _queue(candidate: Candidate) -> list[str]:
    return sorted(item.kind for item in review_items() if item.cycle_id == candidate.cycle_id)


def _close(page: Any, url: str, candidate: Candidate, reason: str) -> None:
    page.goto(f"{url}/candidates/{candidate.pk}/")
    page.fill("#hold-close-note", reason)
    page.once("dialog", lambda dialog: dialog.accept())
    press_signed(page, "#hold-close-button")


def test_closing_a_hold_completes_the_cycle_with_no_change_and_a_signed_reason(
    live_server, trusted_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    from cycles.ledger_export import export_document
    from cycles.ledger_offline import verify_export

    candidate, run = held_candidate(agent_client, browser_operator, active_parent, post_v=True)
    assert _queue(candidate) == ["HOLD", "HOLD"]  # the candidate's HOLD and the cycle's, waiting at V
    held = [i for i in review_items() if i.kind == "HOLD" and i.title.startswith(f"candidate {candidate.pk}:")]
    assert ("Accept the HOLD and close: no change made", f"/candidates/{candidate.pk}/#hold-close") in held[0].actions

    page = trusted_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    assert page.locator("#lifecycle-state").inner_text() == "HOLD"
    assert "accept the HOLD and close" in page.locator("#lifecycle-sentence").inner_text()
    assert page.locator("#hold-reject-button").count() == 1 and page.locator("#hold-close-button").count() == 1
    for width, height in ((1366, 900), (390, 844)):  # the HOLD page with both forms: axe-core, no sideways scroll
        page.set_viewport_size({"width": width, "height": height})
        assert axe_violations(page) == [], width
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width, width
        if os.environ.get("QLN_SCREENSHOTS_DIR"):  # scripts/screenshots.sh: a HOLD with its reject and close forms
            page.screenshot(path=str(Path(os.environ["QLN_SCREENSHOTS_DIR"]) / f"candidate-hold-{width}x{height}.png"),
                            full_page=True)
    page.set_viewport_size({"width": 1366, "height": 900})
    _close(page, live_server.url, candidate, "the criterion cannot be ticked this quarter; keep the soul as it is")
    flash = page.locator(".flash").inner_text()
    assert "HOLD accepted and closed: no change made" in flash and "completed at V" in flash, flash

    entry = LedgerEntry.objects.get(kind="decision", subject=candidate.subject_ref, payload__decision=DECISION)
    signed = entry.payload["signed"]["payload"]
    assert (signed["kind"], signed["decision"], signed["subject"]) == ("CLOSE", "accept", f"candidate:{candidate.pk}:CLOSE")
    assert (signed["digest"], signed["result_digest"]) == (candidate.content_digest, run.result_digest)
    assert entry.payload["outcome"] == "no change made" and entry.payload["actor"] == browser_operator.username
    report = verify_export(export_document())  # the offline verifier binds the entry to what Chromium signed
    assert report.head

    assert page.locator("#lifecycle-state").inner_text() == "closed"
    sentence = page.locator("#lifecycle-sentence").inner_text()
    assert "keep the soul as it is" in sentence and "no change made" in sentence, sentence
    for offered in ("#hold-close-button", "#hold-reject-button", "#evaluate", "#promote-approve"):
        assert page.locator(offered).count() == 0, offered
    cycle = Cycle.objects.get(pk=candidate.cycle_id)
    assert cycle.status == "completed"
    seed = Seed.objects.get(cycle=cycle)
    reasons = seed.document["decision"]["reasons"]
    assert seed.decision == "HOLD" and any("keep the soul as it is" in r and "no change made" in r for r in reasons)
    assert _queue(candidate) == []
    assert not Attestation.objects.filter(kind="PROMOTION", subject_ref=candidate.subject_ref).exists()
    again = agent_client.post(f"/api/v1/candidates/{candidate.pk}/evaluations", {}, format="json")
    assert again.status_code == 409 and again.json()["error"] == "CANDIDATE_CLOSED", again.content


def test_before_v_the_cycle_completes_when_its_agent_posts_v(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    candidate, _ = held_candidate(agent_client, browser_operator, active_parent, post_v=False)
    _close(operator_page, live_server.url, candidate, "not worth another run")
    assert "completes at V once its agent posts V" in operator_page.locator(".flash").inner_text()
    assert Cycle.objects.get(pk=candidate.cycle_id).status == "open" and _queue(candidate) == []
    answer = agent_client.post(f"/api/v1/cycles/{candidate.cycle_id}/outputs", {"phase": "V", "text": PHASE_TEXTS["V"]},
                               format="json")
    assert answer.status_code == 201 and answer.json()["cycle"]["status"] == "completed", answer.content
    seed = Seed.objects.get(cycle_id=candidate.cycle_id)
    assert seed.decision == "HOLD" and any("not worth another run" in r for r in seed.document["decision"]["reasons"])


def test_a_stale_tab_or_a_second_submit_records_nothing_and_keeps_the_reason(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    candidate, _ = held_candidate(agent_client, browser_operator, active_parent, post_v=True)
    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    form = page.locator("#hold-close").evaluate("f => f.outerHTML")  # the tab as it stood, to send it again
    _close(page, live_server.url, candidate, "first reason")
    assert "HOLD accepted and closed" in page.locator(".flash").inner_text()
    page.evaluate("html => { const d = document.createElement('div'); d.innerHTML = html; document.body.append(d); }", form)
    page.fill("form#hold-close textarea", "second reason")
    with page.expect_navigation():
        page.evaluate("document.querySelector('form#hold-close').submit()")
    flash = page.locator(".flash").inner_text()
    assert "Nothing was recorded (your reason: “second reason”" in flash, flash
    assert LedgerEntry.objects.filter(subject=candidate.subject_ref, payload__decision=DECISION).count() == 1
    assert page.locator("#lifecycle-state").inner_text() == "closed"


def test_one_decision_per_hold_a_validly_signed_reject_after_a_close_and_a_close_after_a_reject(
    client, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    from tests.factories import OperatorFactory
    from tests.testing.signing import signed_form

    operator = OperatorFactory()
    client.force_login(operator)

    def post(candidate: Candidate, run: EvaluationRun, action: str, kind: str, decision: str, note: str) -> str:
        fields = signed_form(operator, kind=kind, ref=candidate.pk, digest=candidate.content_digest, decision=decision,
                             result_digest=run.result_digest, note=note)
        answer = client.post(f"/candidates/{candidate.pk}/{action}/", {"run": run.pk, "note": note, **fields},
                             follow=True)
        return " ".join(str(m) for m in answer.context["messages"])

    closed, run = held_candidate(agent_client, browser_operator, active_parent, post_v=True)
    assert "HOLD accepted and closed" in post(closed, run, "close", "CLOSE", "accept", "accepted")
    said = post(closed, run, "reject", "PROMOTION", "reject", "a reject after the close")
    assert "ALREADY_CLOSED" in said and "your reason: “a reject after the close”" in said, said
    assert not Attestation.objects.filter(kind="PROMOTION", subject_ref=closed.subject_ref).exists()

    rejected, run = held_candidate(agent_client, browser_operator, active_parent, post_v=True)
    assert "Candidate rejected" in post(rejected, run, "reject", "PROMOTION", "reject", "wrong")
    said = post(rejected, run, "close", "CLOSE", "accept", "a close after the reject")
    assert "ALREADY_ATTESTED" in said and "your reason: “a close after the reject”" in said, said
    assert not LedgerEntry.objects.filter(subject=rejected.subject_ref, payload__decision=DECISION).exists()
    unsigned = client.post(f"/candidates/{rejected.pk}/close/", {"run": "abc", "note": "x"}, follow=True)
    assert "NO_SUCH_RUN" in " ".join(str(m) for m in unsigned.context["messages"])


def test_an_expired_session_keeps_the_closing_reason_through_the_login(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    candidate, _ = held_candidate(agent_client, browser_operator, active_parent, post_v=True)
    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    send_after_the_session_expired(page, live_server.url, browser_operator.username,
                                   note=("#hold-close-note", "kept across the login"), button="#hold-close-button")
    assert page.locator("#hold-close-note").input_value() == "kept across the login"
    assert not LedgerEntry.objects.filter(subject=candidate.subject_ref, payload__decision=DECISION).exists()
    assert Cycle.objects.get(pk=candidate.cycle_id).status == "open"
