"""What a human signs (issue 24 §2): the canonical payload of one act and the WebAuthn challenge over it. Pure.

WebAuthn has no "sign this text" ceremony, so an act is bound by making the assertion's
challenge ``sha256(canonical payload ‖ nonce)``: the authenticator signs its own data and
the client data, which carries that challenge. The payload names the act's kind, decision,
subject, the content digest the human was shown, the evaluation result digest (PROMOTION),
the operator and the time the page was served; the nonce is the server's, used once.
"""
from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

PAYLOAD_VERSION = "qln.act.v1"
# Keys a payload holds; `result_digest` only for a PROMOTION, `note_digest` only when the act carries a reason.
PAYLOAD_KEYS = ("v", "kind", "decision", "subject", "digest", "result_digest", "note_digest", "operator", "time")


def act_payload(*, kind: str, decision: str, subject: str, digest: str, operator: str, time: str,
                result_digest: str | None = None, note: str | None = None) -> dict[str, Any]:
    """The payload of one act; a reason (REJECT, abort) is bound by its sha256, never echoed."""
    payload: dict[str, Any] = {"v": PAYLOAD_VERSION, "kind": kind, "decision": decision, "subject": subject,
                               "digest": digest, "operator": operator, "time": time}
    if result_digest:
        payload["result_digest"] = result_digest
    if note:
        payload["note_digest"] = hashlib.sha256(note.encode("utf-8")).hexdigest()
    return payload


def canonical(payload: dict[str, Any]) -> bytes:
    """Sorted keys, no whitespace, UTF-8: the bytes the challenge covers (the same rule as every digest here)."""
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def payload_digest(payload: dict[str, Any]) -> str:
    """The digest the page shows next to the button: sha256 hex of the canonical payload."""
    return hashlib.sha256(canonical(payload)).hexdigest()


def challenge(payload: dict[str, Any], nonce: bytes) -> bytes:
    """``sha256(canonical payload ‖ nonce)``: the WebAuthn challenge that binds the act."""
    return hashlib.sha256(canonical(payload) + nonce).digest()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def attestation_subject(kind: str, ref: int) -> str:
    """The subject an act's payload names: ``cycle:<id>:X``, ``cycle:<id>:Z``, ``candidate:<id>`` (PROMOTION),
    ``promotion:<id>`` (ROLLBACK, a human confirming a rollback)."""
    if kind == "ROLLBACK":
        return f"promotion:{ref}"
    return f"candidate:{ref}" if kind == "PROMOTION" else f"cycle:{ref}:{kind}"
