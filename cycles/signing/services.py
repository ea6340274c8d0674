"""Passkey enrolment and signed acts on the web side (issue 24 §1–2).

Enrolment needs a one-time code that a root-run command printed (`manage.py operator_enrol`):
the code's digest is here, the code itself also in the promoter's store, so the enrolment's
ledger entry carries ``proof = HMAC(code, the key's canonical record)`` that the promoter checks
before it copies the key into its own store — a database writer who never saw the code cannot
enrol a key the promoter trusts.

An act: the page asks :func:`act_prepare` for a nonce and gets, per decision, the payload, its
digest (shown next to the button) and the challenge the browser signs; :func:`act_verify`
checks the assertion against the operator's enrolled passkey and uses the nonce up. An act with
a typed reason (or the lens grid) is signed over the payload plus ``note_digest = sha256(note)``,
which the browser adds itself (``static/qlnweb/canonical.js``): the server rebuilds that payload
from the note the form posted. Nonces nobody used expire after ``QLN_ACT_NONCE_TTL_S`` and are
purged (:func:`act_nonces_purge`).
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from webauthn import generate_registration_options, options_to_json, verify_registration_response
from webauthn.helpers.structs import AuthenticatorSelectionCriteria, ResidentKeyRequirement, UserVerificationRequirement

from core.digests import canonical_json
from cycles.choices import LedgerKind
from cycles.exceptions import CycleError
from cycles.ledger import ledger_append
from cycles.models import ActNonce, EnrolmentCode, OperatorCredential, SignedAct
from cycles.signing.assertion import EnrolledKey, SignatureRefused, verify_assertion
from cycles.signing.payload import act_payload, b64url, challenge, decisions_for, payload_digest, unb64url


class SigningError(CycleError):
    """An act or enrolment refused; ``check`` names what failed (issue 24 "Bad input")."""

    code = "SIGNATURE_REFUSED"
    http_status = 403


def code_digest(code: str) -> str:
    return hashlib.sha256(code.strip().upper().encode()).hexdigest()


def enrolment_proof(code: str, record: dict[str, Any]) -> str:
    """HMAC-SHA256 keyed by the one-time code over the key's canonical record (what the promoter re-derives)."""
    return hmac.new(code.strip().upper().encode(), canonical_json(record).encode(), hashlib.sha256).hexdigest()


def key_record(*, username: str, credential_id: str, public_key: str, rp_id: str, origin: str) -> dict[str, Any]:
    return {"operator": username, "credential_id": credential_id, "public_key": public_key, "rp_id": rp_id,
            "origin": origin}


@transaction.atomic
def enrolment_code_issue(*, user: Any) -> tuple[EnrolmentCode, str]:
    """A fresh one-time code for `user` (earlier unused ones are withdrawn); returns the row and the code."""
    EnrolmentCode.objects.filter(user=user, used_at__isnull=True).update(used_at=timezone.now())
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    code = "-".join("".join(secrets.choice(alphabet) for _ in range(4)) for _ in range(4))
    row = EnrolmentCode.objects.create(user=user, code_digest=code_digest(code),
                                       expires_at=timezone.now() + timedelta(hours=settings.QLN_ENROLMENT_CODE_TTL_H))
    return row, code


def _live_code(user: Any, code: str) -> EnrolmentCode:
    row = EnrolmentCode.objects.select_for_update().filter(code_digest=code_digest(code), user=user).first()
    if row is None or row.used_at is not None or row.expires_at < timezone.now():
        raise SigningError("this enrolment code is unknown, used or expired: ask an administrator to run "
                           "`manage.py operator_enrol` again", code="ENROLMENT_CODE_INVALID", check="enrolment_code")
    return row


@transaction.atomic
def registration_options(*, user: Any, code: str, rp_id: str) -> str:
    """The browser's `navigator.credentials.create` options (JSON), user verification required."""
    row = _live_code(user, code)
    options = generate_registration_options(
        rp_id=rp_id, rp_name="qlnweb", user_name=user.get_username(), user_id=str(user.pk).encode(),
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.PREFERRED, user_verification=UserVerificationRequirement.REQUIRED),
    )
    row.challenge = b64url(options.challenge)
    row.save(update_fields=["challenge"])
    return options_to_json(options)


@transaction.atomic
def registration_finish(*, user: Any, code: str, response: dict[str, Any], rp_id: str, origin: str) -> OperatorCredential:
    """Verify the new passkey, record it with its enrolment proof in the ledger, use the code up."""
    row = _live_code(user, code)
    if not row.challenge:
        raise SigningError("start the enrolment again: no registration is under way", code="ENROLMENT_NOT_STARTED",
                           check="enrolment_code")
    try:
        verified = verify_registration_response(credential=response, expected_challenge=unb64url(row.challenge),
                                                expected_rp_id=rp_id, expected_origin=origin,
                                                require_user_verification=True)
    except Exception as exc:  # the library raises one type per failed check; its message names it
        raise SigningError(f"the passkey was not accepted: {exc}", code="ENROLMENT_REFUSED", check="registration") from exc
    record = key_record(username=user.get_username(), credential_id=b64url(verified.credential_id),
                        public_key=b64url(verified.credential_public_key), rp_id=rp_id, origin=origin)
    entry = ledger_append(kind=LedgerKind.KEY_ENROLLED, subject=f"operator:{user.get_username()}",
                          payload={**record, "enrolment": row.pk, "proof": enrolment_proof(code, record)})
    row.used_at = timezone.now()
    row.save(update_fields=["used_at"])
    return OperatorCredential.objects.create(
        user=user, credential_id=record["credential_id"], public_key=record["public_key"], rp_id=rp_id, origin=origin,
        sign_count=verified.sign_count, enrolled_seq=entry.seq)


@transaction.atomic
def credential_revoke(*, credential: OperatorCredential, by: str, reason: str) -> None:
    """Removing a passkey is a ledger entry too; the promoter drops it from its store."""
    if credential.revoked_at is not None:
        return
    entry = ledger_append(kind=LedgerKind.KEY_REVOKED, subject=f"operator:{credential.user.get_username()}",
                          payload={"credential_id": credential.credential_id, "by": by, "reason": reason})
    credential.revoked_at, credential.revoked_seq = timezone.now(), entry.seq
    credential.save(update_fields=["revoked_at", "revoked_seq"])


def unsigned_acts_allowed() -> bool:
    return bool(settings.QLN_UNSIGNED_ACTS)


@dataclass(frozen=True)
class PreparedAct:
    """What a page needs to ask for one signed act: per decision its payload, digest and challenge."""

    nonce: str
    payloads: dict[str, dict[str, Any]]
    digests: dict[str, str]
    challenges: dict[str, str]
    credentials: list[dict[str, str]] = field(default_factory=list)  # {id, rp_id, origin} of the actor's passkeys

    @property
    def rp_id(self) -> str | None:
        return self.credentials[0]["rp_id"] if self.credentials else None


def _payload(row: ActNonce, decision: str, note: str | None = None) -> dict[str, Any]:
    return act_payload(kind=row.kind, decision=decision, subject=row.subject, digest=row.digest,
                       result_digest=row.result_digest or None, operator=row.actor.get_username(),
                       time=row.issued_at.replace(microsecond=0).isoformat(), note=note)


def act_nonces_purge(*, actor: Any = None, now: Any = None) -> int:
    """Delete the nonces nobody signed with that are past ``QLN_ACT_NONCE_TTL_S`` (every page render makes one).

    A used nonce stays: its row is what refuses a replayed assertion. An expired unused one can sign nothing
    (``act_verify`` refuses it as too old), so deleting it loses no record. Returns how many went."""
    cutoff = (now or timezone.now()) - timedelta(seconds=settings.QLN_ACT_NONCE_TTL_S)
    stale = ActNonce.objects.filter(used_at__isnull=True, issued_at__lt=cutoff)
    if actor is not None:
        stale = stale.filter(actor=actor)  # the (actor, used_at) index
    deleted, _ = stale.delete()
    return deleted


def act_prepare(*, actor: Any, kind: str, subject: str, digest: str, result_digest: str | None = None,
                decisions: tuple[str, ...] | None = None) -> PreparedAct:
    """Issue a nonce for one act on one page; the payloads bind kind, decision, subject, digests, operator, time.

    The actor's own expired, unused nonces go first, so a page rendered often does not pile them up."""
    decisions = decisions or decisions_for(kind)
    act_nonces_purge(actor=actor)
    row = ActNonce.objects.create(nonce=secrets.token_hex(32), actor=actor, kind=kind, subject=subject, digest=digest,
                                  result_digest=result_digest or "", issued_at=timezone.now())
    payloads = {decision: _payload(row, decision) for decision in decisions}
    nonce = bytes.fromhex(row.nonce)
    keys = OperatorCredential.objects.filter(user=actor, revoked_at__isnull=True)
    return PreparedAct(
        nonce=row.nonce, payloads=payloads,
        digests={d: payload_digest(p) for d, p in payloads.items()},
        challenges={d: b64url(challenge(p, nonce)) for d, p in payloads.items()},
        credentials=[{"id": k.credential_id, "rp_id": k.rp_id, "origin": k.origin} for k in keys],
    )


def _refuse(check: str, detail: str, *, kind: str, subject: str) -> SigningError:
    return SigningError(f"{kind} on {subject} refused — {check}: {detail}", check=check, kind=kind, subject=subject)


@transaction.atomic
def act_verify(*, actor: Any, nonce: str, decision: str, assertion: Any, kind: str, subject: str, digest: str,
               result_digest: str | None = None, note: str | None = None) -> SignedAct:
    """Check one submitted act and use its nonce up; the caller records the decision in the same transaction.

    `note` is the reason (or lens grid) the act carries, as recorded: the signed payload binds its sha256."""
    row = ActNonce.objects.select_for_update().select_related("actor").filter(nonce=str(nonce)).first()
    if row is None:
        raise _refuse("nonce", "this page's act nonce is unknown; reload the page", kind=kind, subject=subject)
    if row.used_at is not None:
        raise _refuse("nonce", "this act was already signed once (a replayed assertion)", kind=kind, subject=subject)
    if row.actor_id != actor.pk:
        raise _refuse("operator", "the nonce was issued to another operator", kind=kind, subject=subject)
    if (row.kind, row.subject, row.digest, row.result_digest or None) != (kind, subject, digest, result_digest or None):
        raise _refuse("payload", "the page was shown for other content; reload it and read it again",
                      kind=kind, subject=subject)
    if timezone.now() - row.issued_at > timedelta(seconds=settings.QLN_ACT_NONCE_TTL_S):
        raise _refuse("nonce", "the page is too old; reload it", kind=kind, subject=subject)
    if decision not in decisions_for(kind):
        raise _refuse("payload", f"unknown decision {decision!r}", kind=kind, subject=subject)
    if not isinstance(assertion, dict) or not isinstance(assertion.get("credential_id"), str):
        raise _refuse("shape", "no passkey assertion came with the form", kind=kind, subject=subject)
    credential = OperatorCredential.objects.filter(user=actor, credential_id=assertion["credential_id"],
                                                   revoked_at__isnull=True).first()
    if credential is None:
        raise _refuse("key", "the passkey is not one this operator enrolled (or it was removed)",
                      kind=kind, subject=subject)
    payload = _payload(row, decision, note)
    key = EnrolledKey(credential.credential_id, unb64url(credential.public_key), credential.rp_id, credential.origin,
                      actor.get_username())
    try:
        count = verify_assertion(key=key, assertion=assertion, expected_challenge=challenge(payload, bytes.fromhex(row.nonce)))
    except SignatureRefused as refused:
        raise _refuse(refused.check, refused.detail, kind=kind, subject=subject) from refused
    row.used_at = timezone.now()
    row.save(update_fields=["used_at"])
    credential.sign_count = max(credential.sign_count, count)
    credential.save(update_fields=["sign_count"])
    return SignedAct.objects.create(
        kind=kind, decision=decision, subject=subject, actor=actor, credential=credential, payload=payload,
        payload_digest=payload_digest(payload), nonce=row.nonce,
        assertion={k: assertion[k] for k in ("authenticatorData", "clientDataJSON", "signature")})
