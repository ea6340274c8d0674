"""The form side of a signed act: the hidden fields a page posts, read and verified (issue 24 §2).

A page renders :func:`cycles.signing.services.act_prepare`'s nonce, per-decision challenges and
payload digests; the browser's passkey signs the chosen decision's challenge and the form posts
``act_nonce`` and ``act_assertion`` (the assertion as JSON). Without them an act is refused,
unless ``QLN_UNSIGNED_ACTS`` is on (development only).

An act with a reason passes the reason as ``note`` (normalised by
:func:`cycles.signing.payload.note_text`, the text the service records): the browser signed the
payload with ``note_digest`` added, and both sides here rebuild and check exactly that.
"""
from __future__ import annotations

import json
from typing import Any

from cycles.models import SignedAct
from cycles.signing.payload import note_digest
from cycles.signing.services import SigningError, act_verify, unsigned_acts_allowed


def signed_act_from_post(post: Any, *, actor: Any, kind: str, subject: str, digest: str, decision: str,
                         result_digest: str | None = None, note: str | None = None) -> SignedAct | None:
    """The verified act the form carries; None only in unsigned development mode. Raises SigningError."""
    nonce, raw = post.get("act_nonce", ""), post.get("act_assertion", "")
    if not nonce and not raw:
        if unsigned_acts_allowed():
            return None
        raise SigningError(f"{kind} on {subject} refused — missing: this act must be signed with your passkey "
                           "(enrol one from the link an administrator printed with `manage.py operator_enrol`)",
                           code="SIGNATURE_REQUIRED", check="missing", kind=kind, subject=subject)
    try:
        assertion = json.loads(raw) if raw else None
    except ValueError:
        assertion = None
    return act_verify(actor=actor, nonce=nonce, decision=decision, assertion=assertion, kind=kind, subject=subject,
                      digest=digest, result_digest=result_digest, note=note)


def require_signed(signed_act: SignedAct | None, *, actor: Any, kind: str, subject: str, digest: str,
                   decision: str, result_digest: str | None = None, note: str | None = None) -> None:
    """A service's own check that the act it records is the one signed (or that unsigned acts are allowed).

    `note` is the reason (or grid) the service records: the signature must bind its sha256, or no note at all."""
    if signed_act is None:
        if unsigned_acts_allowed():
            return
        raise SigningError(f"{kind} on {subject} refused — missing: no passkey signature", code="SIGNATURE_REQUIRED",
                           check="missing", kind=kind, subject=subject)
    payload = signed_act.payload
    expected = {"kind": kind, "decision": decision, "subject": subject, "digest": digest,
                "operator": actor.get_username()}
    found = {key: payload.get(key) for key in expected}
    if found != expected or payload.get("result_digest") != (result_digest or None) or signed_act.actor_id != actor.pk:
        raise SigningError(f"{kind} on {subject} refused — payload: the signed act is for {found}, not {expected}",
                           code="SIGNATURE_REFUSED", check="payload", kind=kind, subject=subject)
    if payload.get("note_digest") != (note_digest(note) if note else None):
        raise SigningError(f"{kind} on {subject} refused — note: the signed reason is not the one recorded",
                           code="SIGNATURE_REFUSED", check="note", kind=kind, subject=subject)
