"""Chromium's virtual authenticator (issue 24 §7) and enrolment through the real enrolment page.

The authenticator is a CDP WebAuthn one (``WebAuthn.addVirtualAuthenticator``): a platform passkey
with user verification that answers without a prompt. It lives as long as the page's CDP session.
Passkeys are bound to a host name, so the pages are opened as ``http://localhost:PORT``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

AUTHENTICATOR = {"protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
                 "isUserVerified": True, "automaticPresenceSimulation": True}


@dataclass
class VirtualAuthenticator:
    cdp: Any
    authenticator_id: str

    def credentials(self) -> list[dict[str, Any]]:
        return list(self.cdp.send("WebAuthn.getCredentials", {"authenticatorId": self.authenticator_id})["credentials"])

    def user_verified(self, verified: bool) -> None:
        """False: the authenticator cannot verify the user, as when the operator cancels the prompt."""
        self.cdp.send("WebAuthn.setUserVerified", {"authenticatorId": self.authenticator_id, "isUserVerified": verified})


def add_virtual_authenticator(page: Any) -> VirtualAuthenticator:
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable", {"enableUI": False})
    answer = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})
    return VirtualAuthenticator(cdp, answer["authenticatorId"])


def enrol_through_page(page: Any, enrol_url: str, code: str) -> str:
    """Type the one-time code into the enrolment page and create the passkey; returns what the page says."""
    page.goto(enrol_url)
    page.fill("#enrol-code", code)
    page.click("#enrol-submit")
    page.wait_for_selector("#enrol-done, #enrol-error")
    status = page.locator("#enrol-status").inner_text()
    assert page.locator("#enrol-done").count() == 1, status
    return status


def press_signed(page: Any, selector: str) -> None:
    """Press a decision button and wait for the page the signed form leads to (passkey.js signs before it posts)."""
    with page.expect_navigation():
        page.click(selector)
    page.wait_for_load_state()
