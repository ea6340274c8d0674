"""Issue 12 in a real headless Chromium: every operator page fits a 390 × 844 phone
(no sideways scroll, the nav collapses) and has no serious or critical axe-core
violation at 1366 × 900 and 390 × 844.

With QLN_SCREENSHOTS_DIR set (scripts/screenshots.sh) the same walk saves the
screenshots of docs/screenshots/.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from evaluation.candidates.models import Candidate
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import run_evaluation
from tests.browser.a11y import DESKTOP, PHONE, axe_violations, page_width
from tests.browser.conftest import browser_operator, browser_page, login, operators_group, screenshot  # noqa: F401
from tests.evaluation.candidates.conftest import (
    CANDIDATE_TEXT,
    propose,
    record_all_lenses,
    review_human_criteria,
)
from tests.evaluation.verdicts.api.conftest import calibrated_agent, drifting_window, ingest  # noqa: F401
from tests.factories import CycleFactory

# What sticks out when a page is wider than the phone (named in the failure message).
WIDEST = """() => Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right > 391
    || e.scrollWidth > e.clientWidth + 1).slice(0, 8).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + '.' + e.className)"""

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def workspace(agent_client, browser_operator, calibrated_agent, active_parent, suites, fake_model):  # noqa: F811
    """A cycle waiting for Z, a candidate with a finished PASS run and a new one waiting for its lenses,
    and an agent whose register window drifts."""
    z_cycle = CycleFactory(agent=agent_client.agent, classification="adaptation", through="Q", attest="X", approver=browser_operator).pk
    p_cycle = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=browser_operator).pk
    candidate = Candidate.objects.get(pk=propose(agent_client, p_cycle, CANDIDATE_TEXT, parent=active_parent).json()["id"])
    record_all_lenses(candidate)
    run = evaluation_request(candidate=candidate, requested_by="agent:demo")
    run_evaluation(run.pk)
    review_human_criteria(run)  # step 11 after the run (issue 26 item 7)
    ingest(calibrated_agent, drifting_window(4))
    return {
        "queue": "/",
        "cycle-at-z": f"/cycles/{z_cycle}/",
        "candidate": f"/candidates/{candidate.pk}/",
        "candidate-split-diff": f"/candidates/{candidate.pk}/?diff=split",
        "candidates": "/candidates/",
        "cycles": "/cycles/",
        "attestations": "/attestations/",
        "agents": "/agents/",
        "agent": f"/agents/{calibrated_agent.name}/",
    }


def test_every_page_fits_a_phone_and_passes_axe(live_server, browser_page, browser_operator, workspace, tmp_path):  # noqa: F811 — fixtures imported above
    page = browser_page
    shots = Path(os.environ["QLN_SCREENSHOTS_DIR"]) if os.environ.get("QLN_SCREENSHOTS_DIR") else None
    login(page, live_server.url, browser_operator.username)
    problems: dict[str, object] = {}
    for size_name, size in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(size)
        for name, path in workspace.items():
            page.goto(f"{live_server.url}{path}")
            page.wait_for_load_state()
            if size is PHONE and page_width(page) > PHONE["width"]:
                problems[f"{name} width"] = [page_width(page)] + page.evaluate(WIDEST)
            violations = axe_violations(page)
            if violations:
                problems[f"{name} axe {size_name}"] = violations
            if shots:
                shots.mkdir(parents=True, exist_ok=True)
                screenshot(page, shots / f"{name}-{size['width']}x{size['height']}.png")
    assert problems == {}, __import__("json").dumps(problems, indent=1)

    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/")
    assert not page.locator("#site-nav").is_visible() and page.locator("#nav-toggle").is_visible()
    page.click("#nav-toggle")
    assert page.locator("#site-nav a", has_text="Candidates").is_visible()
    assert page.locator("#nav-toggle").get_attribute("aria-expanded") == "true"
    # The drift plot scales with the page.
    page.goto(f"{live_server.url}{workspace['agent']}")
    svg = page.locator("svg.register-plot").first
    assert svg.get_attribute("width") == "100%" and svg.get_attribute("viewBox")
    assert svg.bounding_box()["width"] <= PHONE["width"]
    assert "metrics out of band" in page.locator("#plot-headline").inner_text()
    screenshot(page, tmp_path / "agent-phone.png")
