"""Fixtures for the real-browser tests (R-UI-6): headless Debian Chromium via Playwright.

The live server runs in a thread of this process, so the `settings` fixture
reaches it. Playwright's sync API drives an event loop in this thread, which
trips Django's async-safety guard on ORM calls made by the test itself;
DJANGO_ALLOW_ASYNC_UNSAFE lifts it for these tests only.
"""
from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import Group, Permission
from django.db import connections

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]
PASSWORD = "correct horse battery"
DURATIONS: dict[str, float] = {}


def _require_chromium() -> None:
    if CHROMIUM.exists():
        return
    if os.environ.get("QLN_REQUIRE_BROWSER"):
        pytest.fail(f"QLN_REQUIRE_BROWSER is set but {CHROMIUM} is missing (apt-get install chromium)")
    pytest.skip(f"{CHROMIUM} is not installed")


@pytest.fixture
def operators_group(transactional_db: None) -> Group:
    """The `operators` group of migration 0002.

    A transactional test ends with a flush that also removes rows written by
    data migrations, so a transactional test that runs after another one would
    find no group; recreate it the way the migration does.
    """
    group, _ = Group.objects.get_or_create(name="operators")
    group.permissions.add(*Permission.objects.filter(content_type__app_label="cycles", codename__in=["attest", "review"]))
    return group


@pytest.fixture
def browser_page(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A fresh page in a fresh Chromium profile; closes the browser afterwards."""
    _require_chromium()
    from playwright.sync_api import sync_playwright

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    started = time.monotonic()
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
        )
        context.set_default_timeout(15_000)
        # Chromium asks for /favicon.ico; answer it here rather than log a 404 per page.
        context.route("**/favicon.ico", lambda route: route.fulfill(status=204, body=b""))
        try:
            yield context.new_page()
        finally:
            context.close()
            # While Playwright's loop runs, Django's connection handler (contextvar
            # based) hands the test its own connection; close it here, or it
            # outlives the test and PostgreSQL refuses to drop the test database.
            connections.close_all()
    DURATIONS[request.node.name] = time.monotonic() - started


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if DURATIONS:
        terminalreporter.write_sep("-", "browser test durations")
        for name, seconds in DURATIONS.items():
            terminalreporter.write_line(f"{seconds:6.2f} s  {name}")
        terminalreporter.write_line(f"{sum(DURATIONS.values()):6.2f} s  total")


def login(page: Any, base_url: str, username: str) -> None:
    """Log in through the real login form."""
    page.goto(f"{base_url}/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base_url}/")


def send_after_the_session_expired(page: Any, base_url: str, username: str, *, note: tuple[str, str],
                                   button: str) -> str:
    """On the open page, fill ``note`` (selector, text), let the session expire, press ``button`` (accepting its
    confirmation): the answer is the login page with a flash saying nothing was recorded; sign in again and come
    back to the page. Returns the page's address as it was."""
    back = page.url
    page.fill(*note)
    page.context.clear_cookies(name="sessionid")  # the session expires while the page is open
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(button)
    page.wait_for_url(f"{base_url}/accounts/login/**")
    assert "was not recorded" in page.locator(".flash").inner_text()
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{back}**")
    return back


def screenshot(page: Any, path: Path) -> Path:
    page.screenshot(path=str(path), full_page=True)
    data = path.read_bytes()
    assert len(data) > 100 and data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return path


@pytest.fixture
def browser_operator(operators_group: Group) -> Any:
    from tests.factories import OperatorFactory

    return OperatorFactory()


@pytest.fixture
def virtual_authenticator(browser_page: Any) -> Any:
    """Chromium's virtual authenticator on `browser_page` (tests/browser/passkeys.py)."""
    from tests.browser.passkeys import add_virtual_authenticator

    return add_virtual_authenticator(browser_page)


@pytest.fixture
def operator_page(live_server: Any, browser_page: Any, browser_operator: Any, virtual_authenticator: Any) -> Any:
    """`browser_page` logged in as `browser_operator`, who enrolled a passkey through the enrolment page with a
    one-time code (as `manage.py operator_enrol` issues it); every decision in it is signed by Chromium."""
    from cycles.signing.services import enrolment_code_issue
    from tests.browser.passkeys import enrol_through_page

    login(browser_page, live_server.url, browser_operator.username)
    _, code = enrolment_code_issue(user=browser_operator)
    enrol_through_page(browser_page, f"{live_server.url}/accounts/passkeys/enrol/", code)
    browser_page.goto(f"{live_server.url}/")
    return browser_page
