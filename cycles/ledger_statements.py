"""One in-toto Statement v1 per promotion, built from the ledger entries it cites (issue 24 item 6). Pure, no Django.

The statement's subject is the version the promotion activated (``agent:<name>``, its sha256);
its predicate (type :data:`PREDICATE_TYPE`) holds the previous version, the candidate's content
digest, the evaluation result with the evaluator's statement and signature, and the X, Z and
PROMOTION approvals with their signed payloads, nonces and WebAuthn assertions — each with the
ledger seq it was copied from. The exporter builds it with :func:`promotion_statement`; the
offline verifier rebuilds it from the cited entries with the same function and names the first
part that differs (``statement_subject``, ``statement_previous``, ``statement_candidate``,
``statement_evaluation``, ``statement_approval``), after checking that the cited entries are the
ones this promotion rests on.
"""
from __future__ import annotations

from typing import Any

EXPORT_FORMAT = "qlnweb/ledger-export/v1"
STATEMENT_TYPE = "https://in-toto.io/Statement/v1"
# A type name, not a place to fetch: a URN claims no web host (docs/ledger.md describes the predicate).
PREDICATE_TYPE = "urn:qlnweb:predicate:promotion:v1"
APPROVALS = ("X", "Z", "PROMOTION")


class StatementMismatch(Exception):
    """A statement disagrees with the chain; ``check`` names the part (module docstring)."""

    def __init__(self, check: str, detail: str) -> None:
        super().__init__(f"{check}: {detail}")
        self.check, self.detail = check, detail


def promotion_statement(promotion: dict[str, Any], evaluation: dict[str, Any],
                        approvals: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The statement of one ``promotion`` ledger entry, from its evaluation and X/Z/PROMOTION attestation entries."""
    payload, result = promotion["payload"], evaluation["payload"]
    return {
        "_type": STATEMENT_TYPE,
        "subject": [{"name": f"agent:{payload.get('agent')}", "digest": {"sha256": payload.get("version")}}],
        "predicateType": PREDICATE_TYPE,
        "predicate": {
            "promotion": {"id": payload.get("promotion"), "ledger_seq": promotion["seq"],
                          "os_user": payload.get("os_user"), "at": payload.get("at")},
            "previous_version": payload.get("previous") or None,
            "candidate": {"id": payload.get("candidate"), "content_digest": payload.get("candidate_digest")},
            "evaluation": {"run": result.get("statement", {}).get("run"), "ledger_seq": evaluation["seq"],
                           "result_digest": payload.get("evaluation_digest"), "statement": result.get("statement"),
                           "signature": result.get("signature"), "key_id": result.get("key_id")},
            "approvals": [_approval(kind, approvals[kind]) for kind in APPROVALS],
        },
    }


def _approval(kind: str, entry: dict[str, Any]) -> dict[str, Any]:
    signed = entry["payload"].get("signed") or {}
    signed_payload = signed.get("payload") or {}
    return {"kind": kind, "ledger_seq": entry["seq"], "operator": signed_payload.get("operator"),
            "time": signed_payload.get("time"), "decision": entry["payload"].get("decision"),
            "signed": signed}


def check_statement(statement: Any, promotion: dict[str, Any], seen: dict[int, dict[str, Any]]) -> None:
    """Raise StatementMismatch when `statement` disagrees with the promotion entry or the entries it cites."""
    payload = promotion["payload"]
    if not isinstance(statement, dict) or not isinstance(statement.get("predicate"), dict):
        raise StatementMismatch("statement_shape", "not an in-toto statement")
    predicate = statement["predicate"]
    evaluation = _cited(predicate.get("evaluation"), seen, "evaluation", "statement_evaluation")
    result = evaluation["payload"].get("statement") or {}
    if result.get("candidate") != payload.get("candidate_digest") or \
            result.get("result_digest") != payload.get("evaluation_digest"):
        raise StatementMismatch("statement_evaluation", f"#{evaluation['seq']} signs another candidate or result than this "
                                             "promotion's")
    cited = {str(a.get("kind")): a for a in predicate.get("approvals") or [] if isinstance(a, dict)}
    if sorted(cited) != sorted(APPROVALS) or len(predicate.get("approvals") or []) != len(APPROVALS):
        raise StatementMismatch("statement_approval", f"the approvals are {sorted(cited)}, not X, Z and PROMOTION once each")
    approvals = {kind: _cited(cited[kind], seen, "attestation", "statement_approval") for kind in APPROVALS}
    _check_approvals(approvals, payload)
    expected = promotion_statement(promotion, evaluation, approvals)
    for check, part in (("statement_shape", lambda s: (s.get("_type"), s.get("predicateType"))),
                        ("statement_subject", lambda s: s.get("subject")),
                        ("statement_previous", lambda s: s["predicate"].get("previous_version")),
                        ("statement_candidate", lambda s: s["predicate"].get("candidate")),
                        ("statement_evaluation", lambda s: s["predicate"].get("evaluation")),
                        ("statement_approval", lambda s: s["predicate"].get("approvals")),
                        ("statement_shape", lambda s: s)):
        if part(statement) != part(expected):
            raise StatementMismatch(check, f"the statement says {_short(part(statement))}, the chain {_short(part(expected))}")


def _cited(reference: Any, seen: dict[int, dict[str, Any]], kind: str, check: str) -> dict[str, Any]:
    seq = reference.get("ledger_seq") if isinstance(reference, dict) else None
    entry = seen.get(seq) if isinstance(seq, int) else None
    if entry is None or entry["kind"] != kind:
        raise StatementMismatch(check, f"cites #{seq}, which is no earlier {kind} entry")
    return entry


def _check_approvals(approvals: dict[str, dict[str, Any]], payload: dict[str, Any]) -> None:
    """The cited acts are this promotion's: signed approvals of its candidate and result, X and Z of the same cycle."""
    promotion_act = approvals["PROMOTION"]["payload"]
    for kind, entry in approvals.items():
        act = entry["payload"]
        if act.get("kind") != kind or act.get("decision") != "approve":
            raise StatementMismatch("statement_approval", f"#{entry['seq']} is a {act.get('kind')} {act.get('decision')}, "
                                               f"not a {kind} approval")
        if not isinstance(act.get("signed"), dict):
            raise StatementMismatch("statement_approval", f"the {kind} approval #{entry['seq']} carries no passkey signature")
        if kind != "PROMOTION" and act.get("cycle") != promotion_act.get("cycle"):
            raise StatementMismatch("statement_approval", f"the {kind} approval #{entry['seq']} is of cycle {act.get('cycle')}, "
                                               f"the PROMOTION approval of cycle {promotion_act.get('cycle')}")
    signed = promotion_act["signed"].get("payload") or {}
    if promotion_act.get("candidate") != payload.get("candidate") or signed.get("digest") != \
            payload.get("candidate_digest") or signed.get("result_digest") != payload.get("evaluation_digest"):
        raise StatementMismatch("statement_approval", f"the PROMOTION approval #{approvals['PROMOTION']['seq']} approved another "
                                           "candidate or result than this promotion's")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "…"
