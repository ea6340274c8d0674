"""Issue 24 §2 in a real headless Chromium with the virtual authenticator: an outcome review (issue 26 item 7) and
the lens audit's grid are signed acts — the review over its criterion, the content digest, the run's result digest
and its note, the grid as one act whose
note_digest is the sha256 of the 25 submitted cells, computed in the browser — and the promoter's verifier
and the offline ledger verifier accept what Chromium signed."""
from __future__ import annotations

import pytest

from cycles.lenses import COORDINATES
from cycles.models import LedgerEntry, LensFinding
from cycles.signing.payload import lens_note, note_digest, note_text, review_subject
from evaluation.candidates.lens_form import lens_subject
from evaluation.candidates.outcome_review import ledger_subject
from tests.browser.conftest import (  # noqa: F401
    browser_operator,
    browser_page,
    operators_group,
    virtual_authenticator,
)
from tests.browser.passkeys import press_signed
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, candidate_with, evaluate
from tests.factories import OperatorFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def trusted_page(live_server, browser_page, browser_operator, virtual_authenticator):  # noqa: F811
    """`browser_page` logged in, its passkey enrolled with a code `operator_enrol` also wrote into the promoter's
    store, so the promoter's verifier trusts what Chromium signs."""
    from cycles.signing.services import enrolment_code_issue
    from promotion.operator_keys import enrolment_write
    from promotion.store import ensure_layout
    from tests.browser.conftest import login
    from tests.browser.passkeys import enrol_through_page

    login(browser_page, live_server.url, browser_operator.username)
    row, code = enrolment_code_issue(user=browser_operator)
    enrolment_write(enrolment_id=row.pk, username=browser_operator.username, code=code,
                    expires_at=row.expires_at.isoformat(), root=ensure_layout())
    enrol_through_page(browser_page, f"{live_server.url}/accounts/passkeys/enrol/", code)
    return browser_page


def test_an_outcome_review_pressed_in_chromium_is_signed_and_the_promoter_verifies_it(
    live_server, trusted_page, browser_operator, agent_client, active_parent, suites, fake_model  # noqa: F811
):
    """Issue 26 item 7: the review of a human criterion on the finished run, its note hashed into the signature in
    the browser, bound to the content digest and the run's result digest."""
    from promotion.signed_acts import ActVerifier

    candidate = candidate_with(agent_client, OperatorFactory(), active_parent, ALL_MET)
    run = evaluate(candidate)
    assert run.verdict == "HOLD" and run.verdict_reasons[0].startswith("OUTCOME_REVIEW_REQUIRED")
    page = trusted_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/#acceptance-card")
    assert page.locator("#review-evidence-AC1 li").count() >= 3
    note = "read the held-out replies: “open” kept\r\n  second line 🙂 "
    page.fill("#review-note-AC1", note)
    press_signed(page, "#review-met-AC1")
    assert "Outcome review recorded: AC1 met" in page.locator(".flash").inner_text()
    assert page.locator("#review-met-AC1").count() == 0 and page.locator("#run-outcome").inner_text() == "PASS"

    entry = LedgerEntry.objects.get(subject=ledger_subject(candidate.pk))
    signed = entry.payload["signed"]["payload"]
    assert (signed["kind"], signed["decision"], signed["subject"]) == ("REVIEW", "met", review_subject(candidate.pk, "AC1"))
    assert (signed["digest"], signed["result_digest"]) == (candidate.content_digest, run.result_digest)
    assert signed["operator"] == browser_operator.username
    assert signed["note_digest"] == note_digest(entry.payload["note"]) and entry.payload["note"] == note_text(note)
    act = ActVerifier().verify_review(candidate_id=candidate.pk, run_id=run.pk, criterion="AC1",
                                      content_digest=candidate.content_digest, result_digest=run.result_digest)
    assert act.signed and act.operator == browser_operator.username and act.ledger_seq == entry.seq


def test_the_lens_grid_is_one_act_signed_over_the_sha256_of_its_cells(
    live_server, trusted_page, browser_operator, agent_client, active_parent  # noqa: F811
):
    from cycles.ledger_export import export_document
    from cycles.ledger_offline import verify_export
    from promotion.signed_acts import ActVerifier

    candidate = candidate_with(agent_client, OperatorFactory(), active_parent, ALL_MET)
    LensFinding.objects.filter(subject_ref=candidate.subject_ref).delete()
    page = trusted_page
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/#lens-card")
    before = page.locator("#lens-save-payload code").inner_text()
    evidence = {c: f"read through {c}: “α” kept\r\n  second line 🙂 " for c in COORDINATES}
    for coordinate in COORDINATES:
        page.select_option(f"#status-{coordinate}", "pass")
        page.fill(f"#evidence-{coordinate}", evidence[coordinate])
    page.wait_for_function("(before) => document.querySelector('#lens-save-payload code').textContent !== before",
                           arg=before)  # the digest next to the button follows the grid
    # It is recomputed (asynchronously, crypto.subtle) on every input: read it once it has settled on the last one.
    shown, settled = None, 0
    for _ in range(50):
        current = page.locator("#lens-save-payload code").get_attribute("title")
        settled = settled + 1 if current == shown else 0
        shown = current
        if settled >= 3:
            break
        page.wait_for_timeout(100)
    press_signed(page, "#lens-save")
    assert "25 coordinate(s) recorded" in page.locator(".flash").first.inner_text()

    entry = LedgerEntry.objects.get(subject=lens_subject(candidate))
    cells = entry.payload["cells"]
    assert cells["SS"] == {"status": "pass", "evidence": "read through SS: “α” kept\n  second line 🙂"}
    signed = entry.payload["signed"]
    assert signed["payload"]["kind"] == "LENS" and signed["payload"]["digest"] == candidate.content_digest
    assert signed["payload"]["note_digest"] == note_digest(lens_note(cells)) == entry.payload["grid_digest"]
    assert LedgerEntry.objects.get(pk=entry.pk).payload["saved"] == list(COORDINATES)
    from cycles.signing.payload import payload_digest

    assert shown == payload_digest(signed["payload"])  # what the page showed is what was signed
    assert LensFinding.objects.get(subject_ref=candidate.subject_ref, coordinate="SS").evidence == cells["SS"]["evidence"]
    ActVerifier()  # the promoter's key store, which the export carries
    report = verify_export(export_document())
    assert report.failure is None, report.failure
