"""R-UI-3 in a real headless Chromium: the reviewer opens a candidate and sees the diff,
the lens grid and the fitness table; the progress bar fills while the run works."""
from __future__ import annotations

import threading

import pytest

from evaluation.candidates.models import Candidate
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import run_evaluation
from tests.browser.conftest import browser_operator, browser_page, login, operators_group, screenshot  # noqa: F401
from tests.evaluation.candidates.conftest import (
    CANDIDATE_TEXT,
    propose,
    record_all_lenses,
)
from tests.factories import CycleFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_reviewer_sees_diff_lens_grid_fitness_and_live_progress(
    live_server, browser_page, browser_operator, agent_client, active_parent, suites, fake_model, tmp_path  # noqa: F811
):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=browser_operator).pk
    candidate = Candidate.objects.get(pk=propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"])
    record_all_lenses(candidate)
    run = evaluation_request(candidate=candidate, requested_by="test")
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    assert page.locator("#run-status").inner_text() == "queued"
    assert page.locator("#run-progress").get_attribute("data-working") == "1"

    worker = threading.Thread(target=run_evaluation, args=(run.pk,))
    worker.start()
    # candidate.js polls progress.json every second and reloads when the run ends.
    page.wait_for_selector("#run-verdict", timeout=60_000)
    worker.join(timeout=60)

    # Issue 26 item 7: every machine gate passed; step 11 waits for the human outcome review on this run's evidence.
    assert page.locator("#run-verdict").inner_text() == "HOLD"
    assert page.locator("#run-outcome-code").inner_text() == "OUTCOME_REVIEW_REQUIRED"
    assert page.locator("#outcome-review-waiting").count() == 1
    assert page.locator("#acceptance-table details.review-evidence").count() >= 1
    assert page.locator("#acceptance-table button[id^=review-met-]").count() >= 1
    assert page.locator("#diff .diff-add", has_text="+CANDIDATE-SKILL-V2").count() == 1
    assert page.locator("#diff .diff-del", has_text="-BASELINE-SKILL-V1").count() == 1
    assert page.locator("#lens-grid td.lens").count() == 25
    assert page.locator("#lens-grid td.lens-pass").count() == 25
    colour = page.locator("#lens-grid td.lens-pass").first.evaluate("e => getComputedStyle(e).backgroundColor")
    assert colour == "rgb(209, 250, 223)"
    rows = page.locator("#fitness-table tbody tr")
    assert rows.count() == 13
    task = page.locator('#fitness-table tr[data-key="task_benefit"]').inner_text()
    assert "1.0" in task and "[" in task
    assert page.locator(".progress .label").inner_text() == "11/11 steps"
    screenshot(page, tmp_path / "candidate.png")
