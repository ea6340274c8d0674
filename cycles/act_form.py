"""What a decision form needs to have one act signed in the browser (issue 24 §2, templates/_act_sign.html).

A page that offers a decision asks :func:`act_form` while it renders: a nonce issued to the
operator for exactly the kind, subject and digests the recording view will check, and per
decision button the challenge the passkey signs and the payload digest shown next to it.
``static/qlnweb/passkey.js`` turns a press into ``navigator.credentials.get`` and posts the
assertion with the nonce.

The passkey is bound to the host name the operator opened (WebAuthn: RP ID = host without
port, origin = scheme://host[:port]); only passkeys enrolled for this page's RP ID and origin
can sign here, so the page offers those and says where the others belong.
"""
from __future__ import annotations

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


def act_form(request: HttpRequest, *, kind: str, ref: int, digest: str, result_digest: str | None = None) -> dict[str, Any]:
    """The signing part of one decision form: nonce, per-decision challenge and digest, usable passkeys."""
    prepared = act_prepare(actor=request.user, kind=kind, subject=attestation_subject(kind, ref), digest=digest,
                           result_digest=result_digest)
    rp_id, origin = request_rp(request)
    usable = [c["id"] for c in prepared.credentials if c["rp_id"] == rp_id and c["origin"] == origin]
    elsewhere = sorted({c["origin"] for c in prepared.credentials if c["id"] not in usable})
    return {
        "nonce": prepared.nonce,
        "rp_id": rp_id,
        "credentials": usable,
        "elsewhere": elsewhere,
        "unsigned_ok": unsigned_acts_allowed(),
        "decisions": {decision: {"challenge": prepared.challenges[decision], "digest": prepared.digests[decision],
                                 "shown": prepared.digests[decision][:SHOWN_DIGEST]}
                      for decision in prepared.challenges},
    }
