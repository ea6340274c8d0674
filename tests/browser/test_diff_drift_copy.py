"""Issue 12 in a real headless Chromium: the side-by-side diff (and its phone fallback), a revision-vs-revision
diff on the cycle page, drift-plot points that link to their outputs, and the digest copy button."""
from __future__ import annotations

import re

import pytest

from cycles.demo import PHASE_TEXTS
from cycles.models import Cycle
from evaluation.candidates.models import Candidate
from register.models import OutputSample
from tests.browser.a11y import DESKTOP, PHONE, axe_violations, page_width
from tests.browser.conftest import browser_operator, browser_page, login, operators_group  # noqa: F401
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, active_parent, propose  # noqa: F401
from tests.evaluation.verdicts.api.conftest import calibrated_agent, drifting_window, ingest  # noqa: F401
from tests.factories import CycleFactory, attest_output, open_cycle, post_output

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
LONG_TEXT = CANDIDATE_TEXT + "wrap " * 90 + "\n" + "x" * 260 + "\n"


def _candidate(agent_client, operator, parent) -> Candidate:
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    return Candidate.objects.get(pk=propose(agent_client, cycle_id, LONG_TEXT, parent=parent).json()["id"])


def test_side_by_side_diff_numbers_both_sides_wraps_and_falls_back_to_unified_on_a_phone(
    live_server, browser_page, browser_operator, agent_client, active_parent  # noqa: F811
):
    candidate = _candidate(agent_client, browser_operator, active_parent)
    page = browser_page
    page.set_viewport_size(DESKTOP)
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/?diff=split")
    split, unified = page.locator("#diff-split"), page.locator("#diff")
    assert split.is_visible() and not unified.is_visible()
    changed = split.locator("tr.diff-change").first
    assert changed.locator("td.ln.old").inner_text() == "2" and changed.locator("td.ln.new").inner_text() == "2"
    assert changed.locator("td.diff-del mark").first.inner_text() == "BASELINE"
    assert changed.locator("td.diff-add mark").first.inner_text() == "CANDIDATE"
    # Long lines wrap inside the table instead of scrolling sideways.
    wrap = page.locator(".diff-split")
    assert wrap.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    # Keyboard: from the layout switch, Tab reaches the diff's scroll region, which shows its focus.
    page.locator("a.diff-switch-split").focus()
    page.keyboard.press("Tab")
    focused = page.evaluate("() => [document.activeElement.className, getComputedStyle(document.activeElement).outlineStyle]")
    assert focused[0] == "diff-wrap diff-split" and focused[1] != "none"
    assert axe_violations(page) == []

    # With JavaScript the switch skips the reload; the URL keeps the choice.
    page.evaluate("() => { window.__stayed = true; }")
    page.click("a.diff-switch-unified")
    assert unified.is_visible() and not split.is_visible()
    assert "diff=unified" in page.url and page.evaluate("() => window.__stayed === true")

    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/?diff=split")
    assert page_width(page) <= PHONE["width"]
    assert unified.is_visible() and not split.is_visible()
    assert page.locator(".diff-narrow-note").is_visible()
    assert unified.locator("tr.diff-add td.ln").nth(1).inner_text().isdigit()
    assert axe_violations(page) == []


def test_the_cycle_page_diffs_revision_a_against_revision_b(live_server, browser_page, browser_operator, agent_client):  # noqa: F811
    cycle_id = open_cycle(agent_client, title="two revisions")
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    attest_output(cycle_id, "X", browser_operator)
    revised = PHASE_TEXTS["S"].replace("6 of the last 20", "7 of the last 21")
    assert post_output(agent_client, cycle_id, "S", text=revised, reopen=True).status_code == 201
    first, second = Cycle.objects.get(pk=cycle_id).outputs.order_by("created_at", "id")

    page = browser_page
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.select_option("#compare-a", str(second.pk))
    page.select_option("#compare-b", str(first.pk))
    page.click("#compare-submit")
    page.wait_for_url(re.compile(rf"a={second.pk}&b={first.pk}"))
    table = page.locator("#compare-table")
    assert table.locator("tr.diff-del mark", has_text="7").count() == 1
    assert table.locator("tr.diff-add mark", has_text="6").count() == 1
    changed_line = table.locator("tr.diff-add td.code").first.inner_text()
    assert "6 of the last 20" in changed_line
    assert "S revision 2" in page.locator("#compare-summary").inner_text()
    assert axe_violations(page) == []


def test_a_drift_plot_point_links_to_its_output(live_server, browser_page, browser_operator, calibrated_agent):  # noqa: F811
    ingest(calibrated_agent, drifting_window(4))
    newest = OutputSample.objects.filter(agent=calibrated_agent).newest_first().first()
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/agents/{calibrated_agent.name}/")
    assert "metrics out of band" in page.locator("#plot-headline").inner_text()
    first_panel = page.locator("svg.register-plot").first
    assert re.fullmatch(r"\d\d-\d\d \d\d:\d\d", first_panel.locator("text.x-first").text_content())
    assert "UTC" in page.locator("#plot-span").inner_text()
    assert first_panel.locator("text.sigma-label", has_text="+3σ").count() == 1
    link = first_panel.locator("a.point-link").last
    assert link.get_attribute("href") == f"#sample-{newest.pk}"
    assert "output 10 of 10" in link.get_attribute("aria-label")
    link.focus()  # keyboard: the point is a link in the tab order
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(rf"#sample-{newest.pk}$"))
    row = page.locator(f"#sample-{newest.pk}")
    assert row.evaluate("e => e.matches(':target')")
    assert newest.text_digest in row.inner_text()
    assert axe_violations(page) == []
    page.set_viewport_size(PHONE)
    page.reload()
    assert page_width(page) <= PHONE["width"]


def test_the_copy_button_copies_the_whole_digest(live_server, browser_page, browser_operator, agent_client, active_parent):  # noqa: F811
    candidate = _candidate(agent_client, browser_operator, active_parent)
    page = browser_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/candidates/{candidate.pk}/")
    button = page.get_by_role("button", name=f"Copy the digest {candidate.content_digest[:12]}… to the clipboard").first
    assert button.is_visible()
    assert button.get_attribute("data-copy") == candidate.content_digest
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('copy-status')?.textContent.includes('copied')")
    assert page.evaluate("() => navigator.clipboard.readText()") == candidate.content_digest
    assert button.get_attribute("data-copied") == "true"
    # The digest itself is whole in the page (selectable), only shortened on screen.
    assert page.locator("#candidate-digests code.digest-text").first.inner_text() == candidate.content_digest
    # Every digest on the page has its button.
    assert page.locator("code.digest-text").count() == page.locator("button.copy").count() >= 3
    # When the browser refuses both ways of copying, the handler selects the digest for Ctrl+C instead.
    page.evaluate("""() => {
        Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
        document.execCommand = () => false;
    }""")
    second = page.locator("button.copy").nth(1)
    second.click()
    page.wait_for_function("() => document.getElementById('copy-status').textContent.includes('refused')")
    assert page.evaluate("() => window.getSelection().toString()") == second.get_attribute("data-copy")
    assert second.get_attribute("data-copied") == "false"
