"""Issue 27 item 7 in a real headless Chromium at phone width (390 px): the lens grid keeps every choice
when a cell is refused — a "fail" without evidence stays "fail" — and says why next to that cell; a second
submit of the same signed form comes back with the input kept and a sentence; the keyboard is documented;
a cell's label, status and evidence never overlap."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from cycles.models import LensFinding
from tests.browser.a11y import PHONE
from tests.browser.conftest import (  # noqa: F401
    browser_operator,
    browser_page,
    login,
    operator_page,
    operators_group,
    virtual_authenticator,
)
from tests.browser.passkeys import press_signed
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
from tests.factories import CycleFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

BOXES = """(coordinate) => {
  const cell = document.querySelector(`td[data-coordinate="${coordinate}"]`);
  const parts = [...cell.querySelectorAll('.coord, .reading, select, textarea, .cell-error')].filter(e => e.offsetParent);
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return {cell: box(cell), parts: parts.map(box)};
}"""


def overlaps(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


def test_a_refused_cell_keeps_its_choice_and_says_why_next_to_it_at_390_px(
    live_server, operator_page, browser_operator, agent_client, active_parent  # noqa: F811
):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P",
                            approver=browser_operator).pk
    candidate_id = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"]
    page = operator_page
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/candidates/{candidate_id}/")
    assert "Tab" in page.locator("#lens-keys").inner_text() and "fail" in page.locator("#lens-keys").inner_text()

    page.select_option("#status-SS", "pass")
    page.fill("#evidence-SS", "the question survives the change")
    page.select_option("#status-GS", "fail")  # no evidence: refused
    page.select_option("#status-QS", "not_applicable")
    page.fill("#evidence-QS", "no quality claim in Start")
    press_signed(page, "#lens-save")

    assert LensFinding.objects.filter(subject_ref=f"candidate:{candidate_id}").count() == 2  # SS and QS
    assert page.locator("#status-GS").input_value() == "fail"  # kept, not reset to "not recorded"
    assert page.locator("#pending-action").get_attribute("data-reason") == "refused"
    error = page.locator("#error-GS")
    assert "evidence" in error.inner_text().lower()
    assert page.locator('td[data-coordinate="GS"] #error-GS').count() == 1  # inside the cell itself
    assert page.locator("#status-GS").get_attribute("aria-describedby") == "error-GS"
    assert page.locator("#status-SS").input_value() == "pass"

    for coordinate in ("SS", "GS", "VV"):
        geometry = page.evaluate(BOXES, coordinate)
        parts = geometry["parts"]
        assert all(not overlaps(a, b) for i, a in enumerate(parts) for b in parts[i + 1:]), (coordinate, parts)
        assert all(p[2] <= geometry["cell"][2] + 0.5 for p in parts), (coordinate, parts, geometry["cell"])
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    if os.environ.get("QLN_SCREENSHOTS_DIR"):  # scripts/screenshots.sh: the grid with its refused cell
        shots = Path(os.environ["QLN_SCREENSHOTS_DIR"])
        top, bottom = page.evaluate("""() => [document.querySelector('#pending-action').getBoundingClientRect().top,
            document.querySelector('#lens-grid tbody tr').getBoundingClientRect().bottom].map(v => v + window.scrollY)""")
        page.screenshot(path=str(shots / "lens-refused-390x844.png"), full_page=True,
                        clip={"x": 0, "y": top - 8, "width": PHONE["width"], "height": bottom - top + 16})
        page.set_viewport_size({"width": 1366, "height": 900})
        page.locator("#lens-card").screenshot(path=str(shots / "lens-refused-1366x900.png"))


def test_a_second_submit_of_the_same_signed_grid_comes_back_with_the_input_kept(
    live_server, operator_page, browser_operator, agent_client, active_parent  # noqa: F811
):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P",
                            approver=browser_operator).pk
    candidate_id = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent).json()["id"]
    page = operator_page
    page.goto(f"{live_server.url}/candidates/{candidate_id}/")
    page.select_option("#status-SS", "pass")
    page.fill("#evidence-SS", "first submit")
    sent = []
    page.on("request", lambda r: sent.append(r) if r.method == "POST" and r.url.endswith("/lenses/") else None)
    press_signed(page, "#lens-save")
    assert LensFinding.objects.filter(subject_ref=f"candidate:{candidate_id}").count() == 1
    body = sent[0].post_data
    # The same bytes again (a double click that got through, a resent form): its nonce is used up.
    answer = page.request.post(sent[0].url, data=body, headers={"Content-Type": sent[0].headers["content-type"],
                                                                 "Referer": page.url}, max_redirects=0)
    assert answer.status == 302
    page.goto(f"{live_server.url}/candidates/{candidate_id}/")
    card = page.locator("#pending-action")
    assert card.get_attribute("data-reason") == "act"
    assert "Nothing was recorded" in card.inner_text() and "kept below" in card.inner_text()
    assert page.locator("#evidence-SS").input_value() == "first submit"
    assert LensFinding.objects.filter(subject_ref=f"candidate:{candidate_id}").count() == 1
