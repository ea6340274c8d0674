"""Issue 12, no dead ends and reject with a reason, in a real headless Chromium.

An expired session never swallows a decision, a stale tab gets a page that
says what happened, every error page keeps the navigation, and a rejection
carries a reason all the way to the agent's `GET /api/v1/cycles/{id}`.
"""
from __future__ import annotations

import pytest

from cycles.models import Attestation, Cycle
from tests.browser.conftest import PASSWORD, login, screenshot
from tests.browser.passkeys import press_signed
from tests.factories import open_cycle, post_output

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _cycle_at_x(agent_client, title: str) -> int:
    cycle_id = open_cycle(agent_client, title=title)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    return cycle_id


def _submit_login(page, username: str, password: str = PASSWORD) -> None:
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.wait_for_load_state()


def test_attest_after_the_session_expired_comes_back_to_the_cycle_with_the_input_kept(
    live_server, operator_page, browser_operator, agent_client, tmp_path
):
    cycle_id = _cycle_at_x(agent_client, "expired session")
    page = operator_page
    statuses: list[int] = []
    page.on("response", lambda response: statuses.append(response.status))
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    page.fill("#attest-note", "checked against the incident log")
    page.context.clear_cookies(name="sessionid")  # the session expires while the page is open

    page.click("#attest-approve")
    page.wait_for_url(f"{live_server.url}/accounts/login/**")
    assert "was not recorded" in page.locator(".flash").inner_text()
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()

    _submit_login(page, browser_operator.username)
    assert page.url == f"{live_server.url}/cycles/{cycle_id}/"
    assert "nothing was recorded" in page.locator("#pending-action").inner_text()
    assert page.locator("#attest-note").input_value() == "checked against the incident log"
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists(), "nothing is recorded silently"
    assert 405 not in statuses
    screenshot(page, tmp_path / "pending.png")

    press_signed(page, "#attest-approve")
    attestation = Attestation.objects.get(cycle_id=cycle_id)
    assert (attestation.decision, attestation.note) == ("approve", "checked against the incident log")
    assert page.locator("#current-phase").inner_text() == "G"
    # The kept input is shown once only.
    page.reload()
    assert page.locator("#pending-action").count() == 0


def test_get_on_an_action_address_shows_the_page_with_a_message(
    live_server, browser_page, browser_operator, agent_client
):
    cycle_id = _cycle_at_x(agent_client, "typed action address")
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    response = page.goto(f"{live_server.url}/cycles/{cycle_id}/attest/")
    assert response.status == 200 and page.url == f"{live_server.url}/cycles/{cycle_id}/"
    assert "Nothing was recorded" in page.locator(".flash").inner_text()
    assert page.locator("#attest-approve").is_visible()


def test_an_old_tab_after_a_new_login_gets_a_page_that_leads_back(
    live_server, operator_page, browser_operator, agent_client, tmp_path
):
    cycle_id = _cycle_at_x(agent_client, "old tab")
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    other = page.context.new_page()  # logs out and in again: the CSRF token rotates
    other.goto(f"{live_server.url}/accounts/logout/")
    other.click("#logout-confirm")
    other.wait_for_url(f"{live_server.url}/accounts/login/")
    _submit_login(other, browser_operator.username)
    other.close()

    press_signed(page, "#attest-approve")
    box = page.locator("#error-page")
    assert box.get_attribute("data-code") == "CSRF_FAILED"
    assert "nothing was recorded" in box.inner_text() and "DEBUG" not in page.content()
    assert page.locator("#site-nav").count() == 1
    screenshot(page, tmp_path / "csrf.png")
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()
    page.click("#error-back")
    page.wait_for_url(f"{live_server.url}/cycles/{cycle_id}/")
    press_signed(page, "#attest-approve")
    assert Attestation.objects.filter(cycle_id=cycle_id, decision="approve").count() == 1


def test_404_and_405_pages_keep_the_navigation(live_server, browser_page, browser_operator):
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    response = page.goto(f"{live_server.url}/cycles/999999/")
    assert response.status == 404
    assert page.locator("#error-page").get_attribute("data-code") == "NOT_FOUND"
    assert page.locator("#site-nav a", has_text="Review queue").count() == 1
    response = page.goto(f"{live_server.url}/queue.json")
    assert response.status == 200
    status = page.evaluate("""async () => {
        const token = document.cookie.match(/csrftoken=([^;]+)/)[1];
        const r = await fetch('/candidates/', {method: 'POST', headers: {'X-CSRFToken': token}});
        return [r.status, await r.text()];
    }""")
    assert status[0] == 405 and 'id="error-page"' in status[1] and 'id="site-nav"' in status[1]


def test_logout_by_get_answers_a_page_and_login_keeps_the_username(live_server, browser_page, browser_operator):
    page = browser_page
    login(page, live_server.url, browser_operator.username)
    response = page.goto(f"{live_server.url}/accounts/logout/")
    assert response.status == 200 and page.locator("#logout-confirm").is_visible()
    page.click("#logout-confirm")
    page.wait_for_url(f"{live_server.url}/accounts/login/")
    _submit_login(page, browser_operator.username, password="wrong password")
    assert page.locator("#login-error").is_visible()
    assert page.locator("input[name=username]").input_value() == browser_operator.username


def test_reject_needs_a_reason_and_the_agent_reads_it(live_server, operator_page, agent_client, tmp_path):
    cycle_id = _cycle_at_x(agent_client, "rejected question")
    page = operator_page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.accept()))
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    assert "Approving X" in page.locator("#commitment").inner_text()
    assert page.locator("#phase-trail li[aria-current=step]").inner_text().startswith("S — Start")

    page.click("#attest-reject")  # no reason: the page asks for one, nothing is sent
    assert "Write the reason first" in page.locator("#attest-note-hint").inner_text()
    assert dialogs == [] and not Attestation.objects.filter(cycle_id=cycle_id).exists()

    reason = "The question names no time window; say which 20 runs."
    page.fill("#attest-note", reason)
    press_signed(page, "#attest-reject")
    assert dialogs and "Reject X?" in dialogs[0]
    flash = page.locator(".flash").inner_text()
    assert flash.startswith("Rejected X.") and "Attestation recorded" not in flash
    assert page.locator("#decision").count() == 0  # nothing left to decide until the agent revises S
    assert page.locator(".output-valid .reason").inner_text() == f"Reason: {reason}"
    screenshot(page, tmp_path / "rejected.png")

    attestation = Attestation.objects.get(cycle_id=cycle_id)
    assert (attestation.decision, attestation.note) == ("reject", reason)
    assert Cycle.objects.get(pk=cycle_id).current_phase == "S"
    trail = agent_client.get(f"/api/v1/cycles/{cycle_id}").json()["trail"]
    assert trail[-1]["attestations"][0]["decision"] == "reject"
    assert trail[-1]["attestations"][0]["note"] == reason
