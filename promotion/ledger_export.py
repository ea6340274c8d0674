"""The promoter's part of ``manage.py ledger export`` (issue 24 item 6): what it trusts, and what each promotion rests on.

Registered in ``cycles.ledger_export.EXPORT_SECTIONS`` by ``PromotionConfig.ready()``. Run by the
promoter's OS user: the keys are its own copy (``operators/keys.json``, synced from the ledger
first, so a key enrolled since the last promotion is there), the evaluator key the one it checks
results against, the anchors the heads it wrote. Each ``promotion`` entry gets one in-toto
statement citing the evaluation and X/Z/PROMOTION entries the promoter verified (its evidence
records their seqs); a promotion from before signed acts cites what the chain holds, and
``ledger verify --offline`` names it if that is unsigned.
"""
from __future__ import annotations

from typing import Any

from cycles.ledger_export import LedgerExportRefused
from cycles.ledger_statements import APPROVALS, promotion_statement
from evaluation.candidates import evaluator_key
from promotion.anchors import anchors_read
from promotion.evaluator_check import trusted_key_path
from promotion.models import Promotion
from promotion.operator_keys import keys_sync

EVIDENCE = {"X": "x_attestation", "Z": "z_attestation", "PROMOTION": "promotion_attestation"}
_NOTHING: dict[str, Any] = {"seq": None, "kind": None, "subject": "", "payload": {}}


def export_sections(entries: list[dict[str, Any]]) -> dict[str, Any]:
    """The promoter's keys, evaluator key, anchors and one statement per promotion entry."""
    try:
        keys, _refused = keys_sync()
    except ValueError as exc:
        raise LedgerExportRefused(f"refusing to export: {exc}") from exc
    except OSError as exc:
        raise LedgerExportRefused(f"the promoter's key store is unreadable (run this as the promoter): {exc}") from exc
    return {
        "keys": sorted(keys.values(), key=lambda record: int(record.get("enrolled_seq") or 0)),
        "evaluator": _evaluator(),
        "anchors": [{"seq": anchor.seq, "digest": anchor.digest} for anchor in anchors_read()],
        "statements": statements(entries),
    }


def _evaluator() -> dict[str, Any] | None:
    path = trusted_key_path()
    try:
        pem = path.read_bytes()
    except FileNotFoundError:
        return None
    return {"public_key_pem": pem.decode("ascii"), "key_id": evaluator_key.key_id(evaluator_key.load_public(pem))}


def statements(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One in-toto statement per ``promotion`` entry of a candidate (the initial versions had no approvals)."""
    promotions = [entry for entry in entries if entry["kind"] == "promotion" and entry["payload"].get("promotion")]
    rows = {row.pk: row for row in Promotion.objects.filter(pk__in=[e["payload"]["promotion"] for e in promotions])}
    return [_statement(entry, rows.get(entry["payload"]["promotion"]), entries) for entry in promotions]


def _statement(promotion: dict[str, Any], row: Promotion | None, entries: list[dict[str, Any]]) -> dict[str, Any]:
    before = entries[: promotion["seq"] - 1]
    by_seq = {entry["seq"]: entry for entry in before}
    evidence = row.evidence if row is not None else {}
    approvals = {kind: _approval(kind, evidence, promotion, by_seq, before) for kind in APPROVALS}
    run = approvals["PROMOTION"]["payload"].get("evaluation") or (row.evaluation_run_id if row else None)
    evaluation = next((entry for entry in reversed(before) if entry["kind"] == "evaluation"
                       and entry["subject"] == f"evaluation:{run}"
                       and entry["payload"].get("statement", {}).get("result_digest")
                       == promotion["payload"].get("evaluation_digest")), _NOTHING)
    return promotion_statement(promotion, evaluation, approvals)


def _approval(kind: str, evidence: dict[str, Any], promotion: dict[str, Any], by_seq: dict[int, dict[str, Any]],
              before: list[dict[str, Any]]) -> dict[str, Any]:
    """The entry the promoter verified for `kind` (its evidence's ledger_seq), else the newest approval the chain holds."""
    seq = ((evidence.get(EVIDENCE[kind]) or {}).get("signed") or {}).get("ledger_seq")
    if seq in by_seq:
        return by_seq[seq]
    candidate = promotion["payload"].get("candidate")
    cycle = next((e["payload"].get("cycle") for e in reversed(before) if e["kind"] == "attestation"
                  and e["subject"] == f"candidate:{candidate}"), None)
    subject = f"candidate:{candidate}" if kind == "PROMOTION" else f"cycle:{cycle}"
    return next((e for e in reversed(before) if e["kind"] == "attestation" and e["subject"] == subject
                 and e["payload"].get("kind") == kind and e["payload"].get("decision") == "approve"), _NOTHING)
