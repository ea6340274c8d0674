"""The passkey pages over HTTP (issue 24 §1): enrolment's JSON endpoints with a soft passkey, refusals as
{"error", "detail"}, the list, and Remove limited to the operator's own keys. Chromium: tests/browser/test_passkeys.py."""
from __future__ import annotations

import json

import pytest

from cycles.choices import LedgerKind
from cycles.models import LedgerEntry, OperatorCredential
from cycles.signing.payload import unb64url
from cycles.signing.services import enrolment_code_issue
from tests.factories import OperatorFactory
from tests.testing.authenticator import SoftAuthenticator

pytestmark = pytest.mark.django_db

OPTIONS, FINISH = "/accounts/passkeys/enrol/options/", "/accounts/passkeys/enrol/finish/"


def _post(client, url: str, body: dict) -> tuple[int, dict]:
    response = client.post(url, json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def test_an_operator_enrols_through_the_endpoints_for_the_host_they_opened(operator_client, operator):
    _, code = enrolment_code_issue(user=operator)
    status, options = _post(operator_client, OPTIONS, {"code": code})
    assert status == 200 and options["publicKey"]["rp"]["id"] == "testserver"
    assert options["publicKey"]["authenticatorSelection"]["userVerification"] == "required"
    passkey = SoftAuthenticator(rp_id="testserver", origin="http://testserver")
    status, done = _post(operator_client, FINISH, {"code": code, "response": passkey.register(
        unb64url(options["publicKey"]["challenge"]))})
    assert status == 201 and done["origin"] == "http://testserver"
    credential = OperatorCredential.objects.get(user=operator)
    assert (credential.credential_id, credential.rp_id) == (passkey.credential_id_b64, "testserver")
    assert LedgerEntry.objects.filter(kind=LedgerKind.KEY_ENROLLED, payload__credential_id=credential.credential_id).exists()
    page = operator_client.get("/accounts/passkeys/").content.decode()
    assert credential.credential_id[:16] in page and f"/accounts/passkeys/{credential.pk}/remove/" in page
    # The code is used up: a second enrolment with it is refused.
    assert _post(operator_client, OPTIONS, {"code": code})[1]["error"] == "ENROLMENT_CODE_INVALID"


@pytest.mark.parametrize("body, error", [
    ({"code": "AAAA-BBBB-CCCC-DDDD"}, "ENROLMENT_CODE_INVALID"),
    ({}, "BAD_REQUEST"),
])
def test_a_bad_code_is_a_sentence_with_its_code(operator_client, body, error):
    status, answer = _post(operator_client, OPTIONS, body)
    assert status in (400, 403) and answer["error"] == error and answer["detail"].strip()


def test_finishing_without_starting_is_refused(operator_client, operator):
    _, code = enrolment_code_issue(user=operator)
    passkey = SoftAuthenticator(rp_id="testserver", origin="http://testserver")
    status, answer = _post(operator_client, FINISH, {"code": code, "response": passkey.register(b"0" * 32)})
    assert status == 403 and answer["error"] == "ENROLMENT_NOT_STARTED"
    assert not OperatorCredential.objects.exists()


def test_a_page_posted_without_script_says_why_nothing_happened(operator_client):
    response = operator_client.post("/accounts/passkeys/enrol/", {"code": "AAAA-BBBB-CCCC-DDDD"})
    assert response.status_code == 400 and b"WEBAUTHN_UNAVAILABLE" in response.content


def test_an_operator_removes_only_their_own_passkey(client, operator_client, operator):
    from tests.testing.signing import passkey

    other = OperatorFactory()
    passkey(other)
    passkey(operator)
    foreign = OperatorCredential.objects.get(user=other)
    own = OperatorCredential.objects.get(user=operator)
    assert operator_client.post(f"/accounts/passkeys/{foreign.pk}/remove/").status_code == 404
    assert operator_client.get(f"/accounts/passkeys/{own.pk}/remove/").status_code == 405
    assert operator_client.post(f"/accounts/passkeys/{own.pk}/remove/").status_code == 302
    own.refresh_from_db()
    foreign.refresh_from_db()
    assert own.revoked_at is not None and foreign.revoked_at is None
    assert LedgerEntry.objects.filter(kind=LedgerKind.KEY_REVOKED).count() == 1


def test_the_pages_need_a_login(client):
    for url in ("/accounts/passkeys/", "/accounts/passkeys/enrol/"):
        assert client.get(url)["Location"].startswith("/accounts/login/")
