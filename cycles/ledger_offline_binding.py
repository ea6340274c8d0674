"""Is a signed act the act its ledger entry records? (``cycles.ledger_offline``'s ``act_binding``). Pure, no Django.

X, Z and PROMOTION are bound field by field; acceptance ticks, outcome reviews, the lens audit, abort, reopen,
a HOLD's close and a rollback by their kind, decision, subject and digests; every act by its operator, and a
payload with ``note_digest`` by the reason (or lens grid) the entry records.
"""
from __future__ import annotations

from typing import Any

from core.digests import promotion_subject_digest
from cycles.signing.payload import attestation_subject, lens_note, note_digest, review_subject, tick_subject


def binding_problems(entry: dict[str, Any], signed: dict[str, Any]) -> list[str]:
    """Where the signed payload is not the act the entry records (kind, decision, operator, subject, digests, reason).

    X, Z and PROMOTION are bound field by field; acceptance ticks, the lens audit, abort and reopen by their
    kind, decision and subject (their digests are the services'); every act by its operator, and a payload
    with ``note_digest`` by the reason (or lens grid) the entry records."""
    payload = entry["payload"]
    kind = payload.get("kind") if entry["kind"] == "attestation" else payload.get("decision")
    pairs = [("operator", payload.get("actor"), signed.get("operator"))]
    problems: list[str] = []
    ref: Any = None
    if kind in ("X", "Z", "PROMOTION"):
        pairs += [("kind", kind, signed.get("kind")), ("decision", payload.get("decision"), signed.get("decision"))]
    if kind == "PROMOTION":
        ref = payload.get("candidate")
        if signed.get("result_digest") != payload.get("result_digest") or payload.get("subject_digest") != \
                promotion_subject_digest(str(signed.get("digest")), str(signed.get("result_digest"))):
            problems.append("digest")
    elif kind in ("X", "Z"):
        ref = payload.get("cycle")
        if signed.get("digest") != payload.get("subject_digest"):
            problems.append("digest")
    elif kind == "ACCEPTANCE":
        pairs += [("kind", "TICK", signed.get("kind")), ("decision", "met", signed.get("decision")),
                  ("subject", tick_subject(payload.get("candidate"), str(payload.get("criterion"))), signed.get("subject")),
                  ("digest", payload.get("z_digest"), signed.get("digest"))]
    elif kind == "OUTCOME_REVIEW":  # issue 26 item 7: bound to the criterion, the content and the run's result
        pairs += [("kind", "REVIEW", signed.get("kind")), ("decision", payload.get("decision"), signed.get("decision")),
                  ("subject", review_subject(payload.get("candidate"), str(payload.get("criterion"))),
                   signed.get("subject")),
                  ("digest", payload.get("content_digest"), signed.get("digest")),
                  ("result_digest", payload.get("result_digest"), signed.get("result_digest"))]
    elif kind == "LENS":
        pairs += [("kind", "LENS", signed.get("kind")), ("decision", "record", signed.get("decision")),
                  ("subject", attestation_subject("LENS", payload.get("candidate")), signed.get("subject")),
                  ("digest", payload.get("content_digest"), signed.get("digest"))]
    elif kind in ("HALT", "REOPEN"):
        act = "ABORT" if kind == "HALT" else "REOPEN"
        pairs += [("kind", act, signed.get("kind")),
                  ("decision", "halt" if kind == "HALT" else payload.get("phase"), signed.get("decision")),
                  ("subject", attestation_subject(act, payload.get("cycle")), signed.get("subject"))]
    elif kind == "HOLD_ACCEPTED":  # a HOLD accepted and closed: CLOSE/accept over the content and result digests
        pairs += [("kind", "CLOSE", signed.get("kind")), ("decision", "accept", signed.get("decision")),
                  ("subject", attestation_subject("CLOSE", payload.get("candidate")), signed.get("subject")),
                  ("digest", payload.get("content_digest"), signed.get("digest")),
                  ("result_digest", payload.get("result_digest"), signed.get("result_digest"))]
    elif kind == "ROLLBACK":
        pairs += [("kind", "ROLLBACK", signed.get("kind")), ("decision", "approve", signed.get("decision")),
                  ("subject", attestation_subject("ROLLBACK", payload.get("promotion")), signed.get("subject")),
                  ("digest", payload.get("subject_digest"), signed.get("digest"))]
    problems += [name for name, mine, theirs in pairs if mine != theirs]
    if ref is not None and (signed.get("subject") != attestation_subject(str(kind), ref)
                            or entry["subject"] != attestation_subject(str(kind), ref).removesuffix(f":{kind}")):
        problems.append("subject")
    if "note_digest" in signed:
        recorded = lens_note(payload["cells"]) if isinstance(payload.get("cells"), dict) \
            else payload.get("note", payload.get("reason"))
        if not isinstance(recorded, str) or note_digest(recorded) != signed.get("note_digest"):
            problems.append("note")
    return problems
