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
# Keys a payload holds; `result_digest` only for a PROMOTION or an outcome REVIEW, `note_digest` only when the act carries a reason.
PAYLOAD_KEYS = ("v", "kind", "decision", "subject", "digest", "result_digest", "note_digest", "operator", "time")
# The decisions an act of a kind can carry (X, Z, PROMOTION, ROLLBACK: approve or reject). A REOPEN's decision is the
# phase it returns the cycle to, so the one signature binds the phase the operator chose.
DECISIONS = ("approve", "reject")
KIND_DECISIONS: dict[str, tuple[str, ...]] = {
    "TICK": ("met",), "REVIEW": ("met", "unmet"), "LENS": ("record",), "ABORT": ("halt",), "REOPEN": ("S", "G", "Q", "P", "V"),
    "CLOSE": ("accept",),  # an operator accepts a candidate's HOLD: no change made (issue 27)
}
# Python's str.isspace() set, which str.strip() removes; static/qlnweb/canonical.js strips exactly these (a test
# pins the two together), so a reason the browser hashed is the reason the server records.
STRIPPED = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006" \
           "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"


def decisions_for(kind: str) -> tuple[str, ...]:
    return KIND_DECISIONS.get(kind, DECISIONS)


def note_text(raw: str | None) -> str:
    """A typed reason as it is signed and recorded: line ends as LF (a form posts CRLF), outer whitespace gone."""
    return (raw or "").replace("\r\n", "\n").replace("\r", "\n").strip(STRIPPED)


def note_digest(note: str) -> str:
    return hashlib.sha256(note.encode("utf-8")).hexdigest()


def act_payload(*, kind: str, decision: str, subject: str, digest: str, operator: str, time: str,
                result_digest: str | None = None, note: str | None = None) -> dict[str, Any]:
    """The payload of one act; a reason (REJECT, abort) is bound by its sha256, never echoed."""
    payload: dict[str, Any] = {"v": PAYLOAD_VERSION, "kind": kind, "decision": decision, "subject": subject,
                               "digest": digest, "operator": operator, "time": time}
    if result_digest:
        payload["result_digest"] = result_digest
    if note:
        payload["note_digest"] = note_digest(note)
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
    """The subject an act's payload names: ``cycle:<id>:X``, ``cycle:<id>:Z``, ``cycle:<id>:ABORT``,
    ``cycle:<id>:REOPEN``, ``candidate:<id>`` (PROMOTION), ``candidate:<id>:LENS`` (the lens audit's grid),
    ``promotion:<id>`` (ROLLBACK, a human confirming a rollback), ``candidate:<id>:CLOSE`` (a HOLD accepted and
    closed). A tick names its criterion: :func:`tick_subject`."""
    if kind == "ROLLBACK":
        return f"promotion:{ref}"
    if kind in ("LENS", "CLOSE"):
        return f"candidate:{ref}:{kind}"
    return f"candidate:{ref}" if kind == "PROMOTION" else f"cycle:{ref}:{kind}"


def tick_subject(candidate_id: int, criterion: str) -> str:
    """A TICK's subject: one human acceptance criterion of one candidate."""
    return f"candidate:{candidate_id}:TICK:{criterion}"


def review_subject(candidate_id: int, criterion: str) -> str:
    """A REVIEW's subject: one human criterion of one candidate, reviewed on a finished run (issue 26 item 7)."""
    return f"candidate:{candidate_id}:REVIEW:{criterion}"


def lens_cells(read: Any, coordinates: tuple[str, ...] | list[str]) -> dict[str, dict[str, str]]:
    """The lens grid as submitted, every coordinate with its status and evidence (``read(field) -> str``)."""
    return {c: {"status": note_text(read(f"status-{c}")), "evidence": note_text(read(f"evidence-{c}"))}
            for c in coordinates}


def lens_note(cells: dict[str, dict[str, str]]) -> str:
    """The text a LENS act binds as its note: the grid's canonical JSON (so ``note_digest`` is the grid's digest)."""
    return canonical(cells).decode("utf-8")
