"""What a decision form needs to have one act signed in the browser (issue 24 §2, templates/_act_sign.html).

A page that offers a decision asks :func:`act_form` while it renders: a nonce issued to the
operator for exactly the kind, subject and digests the recording view will check, and per
decision button the challenge the passkey signs and the payload digest shown next to it.
``static/qlnweb/passkey.js`` turns a press into ``navigator.credentials.get`` and posts the
assertion with the nonce.

The passkey is bound to the host name the operator opened (WebAuthn: RP ID = host without
port, origin = scheme://host[:port]); only passkeys enrolled for this page's RP ID and origin
can sign here, so the page offers those and says where the others belong.

A form whose act carries a reason (``note_field``), the lens grid (``grid``) or a decision read
from a field (``decision_field``: a REOPEN's phase) gets the payload *templates* instead: the
browser adds ``note_digest`` and computes the challenge itself (``static/qlnweb/canonical.js``).
"""
from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest

from cycles.signing.payload import attestation_subject
from cycles.signing.services import act_prepare, unsigned_acts_allowed

SHOWN_DIGEST = 16  # hex characters of the payload digest next to a button


def request_rp(request: HttpRequest) -> tuple[str, str]:
    """(RP ID, origin) of the page as the browser sees it: the host without port, and scheme://host[:port]."""
    host = request.get_host()
    if host.startswith("["):  # an IPv6 literal; WebAuthn refuses it as RP ID, and says so itself
        rp_id = host[1:].split("]", 1)[0]
    else:
        rp_id = host.rsplit(":", 1)[0] if ":" in host else host
    return rp_id, f"{request.scheme}://{host}"


def act_form(request: HttpRequest, *, kind: str, ref: int, digest: str, result_digest: str | None = None,
             subject: str | None = None, note_field: str = "", grid: tuple[str, ...] = (),
             decision_field: str = "") -> dict[str, Any]:
    """The signing part of one decision form: nonce, per-decision challenge and digest, usable passkeys.

    `subject` overrides the kind's usual one (a TICK names its criterion); `note_field`, `grid` and
    `decision_field` make the browser build the payload (module docstring)."""
    prepared = act_prepare(actor=request.user, kind=kind, subject=subject or attestation_subject(kind, ref),
                           digest=digest, result_digest=result_digest)
    rp_id, origin = request_rp(request)
    usable = [c["id"] for c in prepared.credentials if c["rp_id"] == rp_id and c["origin"] == origin]
    elsewhere = sorted({c["origin"] for c in prepared.credentials if c["id"] not in usable})
    return {
        "nonce": prepared.nonce,
        "rp_id": rp_id,
        "credentials": usable,
        "elsewhere": elsewhere,
        "unsigned_ok": unsigned_acts_allowed(),
        "note_field": note_field,
        "grid": " ".join(grid),
        "decision_field": decision_field,
        "templates": json.dumps(prepared.payloads, sort_keys=True, ensure_ascii=False)
        if note_field or grid or decision_field else "",
        "decisions": {decision: {"challenge": prepared.challenges[decision], "digest": prepared.digests[decision],
                                 "shown": prepared.digests[decision][:SHOWN_DIGEST]}
                      for decision in prepared.challenges},
    }
