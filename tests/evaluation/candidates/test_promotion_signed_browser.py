"""Issue 24 in a real headless Chromium: the PROMOTION decision is signed by the operator's passkey over the
candidate's content digest and the run's result digest, and its ledger entry carries the assertion. Before it, the
human outcome review of step 11 (issue 26 item 7): each human criterion reviewed as met on the finished run, a REVIEW
signed over the same two digests."""
from __future__ import annotations

import pytest

from cycles.models import Attestation, LedgerEntry
from cycles.signing.payload import payload_digest
from evaluation.candidates.models import Candidate
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import run_evaluation
from tests.browser.a11y import axe_violations
from tests.browser.conftest import (  # noqa: F401  (fixtures)
    browser_operator,
    browser_page,
    operator_page,
    operators_group,
    screenshot,
    virtual_authenticator,
)
from tests.browser.passkeys import press_signed
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, outcome, propose, record_all_lenses
from tests.factories import CycleFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_promotion_signed_in_chromium_binds_content_and_result_digests(
    live_server, operator_page, browser_operator, agent_client, active_parent, suites, fake_model, tmp_path  # noqa: F811
):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=browser_operator).pk
    candidate = Candidate.objects.get(pk=propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"])
    record_all_lenses(candidate)
    run = evaluation_request(candidate=candidate, requested_by="test")
    run_evaluation(run.pk)
    run.refresh_from_db()
    assert run.verdict == "HOLD" and run.verdict_reasons[0].startswith("OUTCOME_REVIEW_REQUIRED"), run.verdict_reasons

    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/#acceptance-card")
    assert page.locator("#promote-approve").count() == 0
    buttons = [b.get_attribute("id") for b in page.locator("#acceptance-table button[id^=review-met-]").all()]
    assert buttons, page.locator("#acceptance-card").inner_text()
    for button in buttons:  # each a REVIEW signed by the virtual authenticator's passkey
        page.goto(f"{live_server.url}/candidates/{candidate.pk}/#acceptance-card")
        page.fill(f"#review-note-{str(button).removeprefix('review-met-')}", "read the run's replies")
        press_signed(page, f"#{button}")
        assert "Outcome review recorded" in page.locator(".flash").inner_text()
    reviews = LedgerEntry.objects.filter(payload__kind="OUTCOME_REVIEW")
    assert reviews.count() == len(buttons)
    for entry in reviews:
        signed = entry.payload["signed"]["payload"]
        assert (signed["kind"], signed["decision"], signed["digest"], signed["result_digest"]) == (
            "REVIEW", "met", candidate.content_digest, run.result_digest)
        assert "note_digest" in signed and entry.payload["note"] == "read the run's replies"
    assert outcome(run) == "PASS"
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/#promotion-card")
    shown = page.locator("#promote-approve-payload").inner_text()
    assert shown.startswith("signs payload ")
    assert page.locator("#promote-form [data-act-enrol]").count() == 0  # the passkey enrolled on this address
    assert axe_violations(page) == []
    screenshot(page, tmp_path / "promotion-form.png")

    press_signed(page, "#promote-approve")
    assert "Promotion attestation recorded." in page.locator(".flash").inner_text()
    attestation = Attestation.objects.select_related("signed_act").get(kind="PROMOTION")
    act = attestation.signed_act
    assert act is not None and act.actor == browser_operator
    assert (act.payload["kind"], act.payload["decision"], act.payload["subject"]) == (
        "PROMOTION", "approve", f"candidate:{candidate.pk}")
    assert (act.payload["digest"], act.payload["result_digest"]) == (candidate.content_digest, run.result_digest)
    assert shown == f"signs payload {payload_digest(act.payload)[:16]}…"
    entry = LedgerEntry.objects.filter(subject=f"candidate:{candidate.pk}", payload__kind="PROMOTION").get()
    assert entry.payload["signed"]["assertion"] == act.assertion
