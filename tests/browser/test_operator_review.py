"""R-UI-6: an operator reviews and attests X in a real headless Chromium.

The cycle is driven by the agent through the real API (in-process client,
committed data) and seen by the operator through the live server.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.conf import settings as django_settings

from cycles.choices import Decision
from cycles.demo import PHASE_TEXTS, X_QUESTION
from cycles.models import Attestation, Cycle
from tests.browser.conftest import login, screenshot
from tests.browser.passkeys import press_signed
from tests.factories import attest_output, open_cycle, post_output

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _cycle_waiting_for_x(agent_client, title: str) -> int:
    cycle_id = open_cycle(agent_client, title=title)
    response = post_output(agent_client, cycle_id, "S")
    assert response.status_code == 201, response.content
    return cycle_id


def test_operator_attests_x_from_the_queue_and_the_cycle_moves_to_g(
    live_server, operator_page, browser_operator, agent_client, tmp_path
):
    cycle_id = _cycle_waiting_for_x(agent_client, "silenced tests under pressure")
    s_digest = Cycle.objects.get(pk=cycle_id).current_outputs()["S"].digest
    page = operator_page

    page.goto(f"{live_server.url}/")
    queue_row = page.locator("#review-queue tbody tr", has_text="silenced tests under pressure")
    assert queue_row.count() == 1
    assert queue_row.locator(".pill").inner_text().split()[0] == "X"
    assert s_digest[:12] in queue_row.inner_text()

    queue_row.locator("a").click()
    page.wait_for_url(f"{live_server.url}/cycles/{cycle_id}/")
    assert page.locator("#current-phase").inner_text() == "S"
    # The operator reads the exact digest the decision will bind to.
    assert s_digest in page.locator(".output-valid .digest").inner_text()
    assert X_QUESTION in page.locator(".output-valid pre.text").inner_text()
    assert page.locator("input[name=digest]").input_value() == s_digest

    press_signed(page, "#attest-approve")
    assert page.locator("#current-phase").inner_text() == "G"
    assert "Attestation recorded." in page.locator(".flash").inner_text()
    assert page.locator("#attest-approve").count() == 0
    screenshot(page, tmp_path / "attest-x.png")

    attestation = Attestation.objects.get(cycle_id=cycle_id)
    assert (attestation.kind, attestation.decision, attestation.subject_digest, attestation.channel) == (
        "X", Decision.APPROVE, s_digest, "web"
    )
    assert attestation.actor == browser_operator
    assert attestation.signed_act is not None and attestation.signed_act.payload["digest"] == s_digest
    page.goto(f"{live_server.url}/")
    assert page.locator("#review-queue tbody tr").count() == 0
    assert page.locator("#queue-empty").is_visible()


def test_operator_sees_stale_after_the_agent_revises_s(live_server, browser_page, browser_operator, agent_client, tmp_path):
    cycle_id = _cycle_waiting_for_x(agent_client, "revised question")
    attest_output(cycle_id, "X", browser_operator)
    assert Cycle.objects.get(pk=cycle_id).current_phase == "G"
    revised = PHASE_TEXTS["S"].replace("6 of the last 20", "7 of the last 21")
    response = post_output(agent_client, cycle_id, "S", text=revised, reopen=True)
    assert response.status_code == 201, response.content

    page = browser_page
    login(page, live_server.url, browser_operator.username)
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    assert page.locator("#current-phase").inner_text() == "S"
    old_output = page.locator(".output-invalidated")
    assert old_output.count() == 1
    stale_line = old_output.locator("ul.attestations li.stale")
    assert stale_line.count() == 1
    assert stale_line.locator(".pill-stale").inner_text() == "STALE"
    assert "approve" in stale_line.inner_text()
    # The revision waits for a fresh X bound to its own digest.
    new_digest = response.json()["digest"]
    assert page.locator("input[name=digest]").input_value() == new_digest
    assert page.locator(".output-valid ul.attestations li").count() == 0
    # What changed since revision 1, word by word, with line numbers.
    changes = page.locator("#revision-diff-table")
    assert changes.locator("tr.diff-del mark", has_text="6").count() == 1
    assert changes.locator("tr.diff-add mark", has_text="7").count() == 1
    assert changes.locator("tr.diff-add td.ln").nth(1).inner_text().isdigit()
    screenshot(page, tmp_path / "stale.png")


def test_an_approval_of_a_page_shown_before_a_revision_is_refused(
    live_server, operator_page, agent_client, tmp_path
):
    cycle_id = _cycle_waiting_for_x(agent_client, "replayed approval")
    page = operator_page
    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    shown_digest = page.locator("input[name=digest]").input_value()

    revised = PHASE_TEXTS["S"].replace("6 of the last 20", "8 of the last 20")
    assert post_output(agent_client, cycle_id, "S", text=revised).status_code == 201
    press_signed(page, "#attest-approve")

    assert "STALE_DIGEST" in page.locator(".flash").inner_text()
    assert page.locator("#current-phase").inner_text() == "S"
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()
    assert page.locator("input[name=digest]").input_value() != shown_digest
    screenshot(page, tmp_path / "replay-refused.png")


def test_a_tampered_kernel_shows_the_red_banner_and_refuses_attestation(
    live_server, operator_page, agent_client, settings, tmp_path
):
    cycle_id = _cycle_waiting_for_x(agent_client, "tampered kernel")
    tampered = tmp_path / "kernel_data"
    shutil.copytree(Path(django_settings.QLN_KERNEL_DIR), tampered)
    kernel_txt = tampered / "kernel.txt"
    kernel_txt.write_text(kernel_txt.read_text(encoding="utf-8").replace("\u22c2", "\u2297", 1), encoding="utf-8")
    settings.QLN_KERNEL_DIR = tampered

    page = operator_page
    page.goto(f"{live_server.url}/")
    banner = page.locator("#kernel-banner")
    assert banner.is_visible()
    assert "Sealed kernel does not verify" in banner.inner_text()
    assert "kernel.txt sha256" in banner.inner_text()

    page.goto(f"{live_server.url}/cycles/{cycle_id}/")
    assert page.locator("#kernel-banner").is_visible()
    press_signed(page, "#attest-approve")
    assert "KERNEL_TAMPERED" in page.locator(".flash").inner_text()
    assert page.locator("#current-phase").inner_text() == "S"
    assert not Attestation.objects.filter(cycle_id=cycle_id).exists()
    screenshot(page, tmp_path / "kernel-banner.png")
