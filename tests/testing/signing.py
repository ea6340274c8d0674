"""Signed human acts in tests that do not drive a browser (issue 24): a soft passkey per operator, enrolled and
used through the real services — the one-time code, the registration, the nonce, the assertion check."""
from __future__ import annotations

import json
from typing import Any

from cycles.models import OperatorCredential, SignedAct
from cycles.signing.payload import attestation_subject, unb64url
from cycles.signing.services import (
    act_prepare,
    act_verify,
    enrolment_code_issue,
    registration_finish,
    registration_options,
)
from tests.testing.authenticator import SoftAuthenticator

RP_ID, ORIGIN = "localhost", "http://localhost:8000"
_passkeys: dict[tuple[int, str], SoftAuthenticator] = {}


def passkey(user: Any) -> SoftAuthenticator:
    """`user`'s soft passkey, enrolled (again, after a database rollback) through the enrolment services."""
    key = (user.pk, user.get_username())
    authenticator = _passkeys.setdefault(key, SoftAuthenticator(rp_id=RP_ID, origin=ORIGIN))
    if not OperatorCredential.objects.filter(user=user, credential_id=authenticator.credential_id_b64,
                                             revoked_at__isnull=True).exists():
        enrol(user, authenticator)
    return authenticator


def enrol(user: Any, authenticator: SoftAuthenticator) -> OperatorCredential:
    """As `manage.py operator_enrol` and the enrolment page do: the code into the promoter's store, then the passkey."""
    from promotion.operator_keys import enrolment_write
    from promotion.store import ensure_layout

    row, code = enrolment_code_issue(user=user)
    enrolment_write(enrolment_id=row.pk, username=user.get_username(), code=code,
                    expires_at=row.expires_at.isoformat(), root=ensure_layout())
    options = json.loads(registration_options(user=user, code=code, rp_id=authenticator.rp_id))
    response = authenticator.register(unb64url(options["challenge"]))
    return registration_finish(user=user, code=code, response=response, rp_id=authenticator.rp_id,
                               origin=authenticator.origin)


def sign_act(user: Any, *, kind: str, ref: int, digest: str, decision: str = "approve",
             result_digest: str | None = None) -> SignedAct:
    """Prepare, sign and verify one act as the browser flow does, with `user`'s soft passkey."""
    authenticator = passkey(user)
    subject = attestation_subject(kind, ref)
    prepared = act_prepare(actor=user, kind=kind, subject=subject, digest=digest, result_digest=result_digest)
    assertion = authenticator.assert_(unb64url(prepared.challenges[decision]))
    return act_verify(actor=user, nonce=prepared.nonce, decision=decision, assertion=assertion, kind=kind,
                      subject=subject, digest=digest, result_digest=result_digest)


def signed_form(user: Any, *, kind: str, ref: int, digest: str, decision: str = "approve",
                result_digest: str | None = None) -> dict[str, str]:
    """The hidden fields a page's form posts after the passkey signed the act: ``act_nonce``, ``act_assertion``."""
    authenticator = passkey(user)
    prepared = act_prepare(actor=user, kind=kind, subject=attestation_subject(kind, ref), digest=digest,
                           result_digest=result_digest)
    assertion = authenticator.assert_(unb64url(prepared.challenges[decision]))
    return {"act_nonce": prepared.nonce, "act_assertion": json.dumps(assertion)}
