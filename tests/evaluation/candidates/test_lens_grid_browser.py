"""Issue 12 in a real headless Chromium: a new candidate's lens audit appears in the
review queue by itself, is recorded from the 5 × 5 grid in one submit (partial saves
allowed, refusals named), a failing lens is reported as a failure, and the task leaves
the queue when all 25 coordinates are recorded."""
from __future__ import annotations

import pytest

from cycles.lenses import COORDINATES
from cycles.models import LensFinding
from tests.browser.conftest import (  # noqa: F401
    browser_operator,
    browser_page,
    login,
    operator_page,
    operators_group,
    screenshot,
    virtual_authenticator,
)
from tests.browser.passkeys import press_signed
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
from tests.factories import CycleFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_lens_task_appears_is_recorded_from_the_grid_in_one_submit_and_leaves_the_queue(
    live_server, operator_page, browser_operator, agent_client, active_parent, tmp_path  # noqa: F811
):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=browser_operator).pk
    page = operator_page  # enrolled a passkey: the grid's submission is one signed act (issue 24)
    page.add_init_script("window.QLN_QUEUE_POLL_MS = 300;")
    page.goto(f"{live_server.url}/")
    assert page.locator("#review-queue tr[data-kind=LENS]").count() == 0

    candidate_id = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"]
    row = page.locator("#review-queue tr[data-kind=LENS]", has_text=f"candidate {candidate_id}")
    row.wait_for(timeout=10_000)  # the queue polled queue.json; no reload
    assert "0 of 25 lens coordinates recorded" in row.inner_text()
    assert "+CANDIDATE-SKILL-V2" in row.locator("blockquote.judge").inner_text()
    assert int(page.locator("#queue-count").inner_text()) >= 1

    row.locator("a").click()
    page.wait_for_url(f"{live_server.url}/candidates/{candidate_id}/#lens-card")
    assert "“lens X within phase Y”" in page.locator("#lens-notation").inner_text()
    # A partial save: two cells, one of them without evidence.
    page.select_option("#status-SS", "pass")
    page.fill("#evidence-SS", "the question survives the change")
    page.select_option("#status-GS", "not_applicable")
    press_signed(page, "#lens-save")
    flashes = page.locator(".flash").all_inner_texts()
    assert any("1 coordinate(s) recorded (SS)" in f for f in flashes)
    assert any(f.startswith("Not recorded — GS:") for f in flashes)
    assert LensFinding.objects.filter(subject_ref=f"candidate:{candidate_id}").count() == 1

    # Everything else in one submit: 23 pass, GS a fail.
    for coordinate in COORDINATES:
        if coordinate == "SS":
            continue
        page.select_option(f"#status-{coordinate}", "fail" if coordinate == "GS" else "pass")
        page.fill(f"#evidence-{coordinate}", "α lost in Start" if coordinate == "GS" else f"read through {coordinate}")
    press_signed(page, "#lens-save")
    assert "24 coordinate(s) recorded" in page.locator(".flash").first.inner_text()
    assert LensFinding.objects.filter(subject_ref=f"candidate:{candidate_id}").count() == 25
    assert page.locator("#lens-grid td.lens-pass").count() == 24
    assert page.locator('#lens-grid td[data-coordinate="GS"]').get_attribute("data-status") == "fail"
    summary = page.locator("#lens-summary")
    assert summary.inner_text() == "25 of 25 recorded: 24 pass, 1 fail, 0 not applicable, 0 missing."
    assert summary.get_attribute("class") == "error"
    assert "1 coordinate(s) fail (GS)" in page.locator("#lens-problems").inner_text()
    assert "All 25" not in page.locator("#lens-card").inner_text()
    assert page.locator("#evidence-GS").input_value() == "α lost in Start"
    screenshot(page, tmp_path / "lens-grid.png")

    page.goto(f"{live_server.url}/")
    assert page.locator("#review-queue tr[data-kind=LENS]", has_text=f"candidate {candidate_id}").count() == 0


def test_a_page_opened_before_the_run_picks_it_up(
    live_server, browser_page, browser_operator, agent_client, active_parent  # noqa: F811
):
    from evaluation.candidates.models import Candidate
    from evaluation.candidates.services import evaluation_request

    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=browser_operator).pk
    candidate = Candidate.objects.get(pk=propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"])
    page = browser_page
    page.add_init_script("window.QLN_RUN_POLL_MS = 300;")
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    assert page.locator("#no-run").is_visible()
    evaluation_request(candidate=candidate, requested_by="agent:test")
    page.wait_for_selector("#run-status", timeout=10_000)  # latest.json saw the run; the page reloaded
    assert page.locator("#run-status").inner_text() == "queued"
