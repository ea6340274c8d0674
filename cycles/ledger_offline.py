"""Verify an exported ledger from the file alone (issue 24 item 6): no database, no network. Pure, no Django.

The export (``manage.py ledger export``, ``cycles.ledger_export``) holds the chain, the passkeys
the promoter trusts, the evaluator's public key, the promoter's anchors and one in-toto Statement
per promotion. :func:`verify_export` walks the entries once, in order, and at each one checks
what that entry can be checked for, so the first failure is the lowest seq that fails:

``chain_seq``, ``chain_prev``, ``chain_digest``  the entry is the next one, follows its predecessor, hashes to its digest
``head``                       the chain ends where the exported head (the database's ``LedgerHead``) says
``anchor``                     an anchored head of the promoter's names this digest at this seq
``key_record``, ``key_revoked`` an exported key is the one its ``key_enrolled`` entry records; a revocation is not hidden
``act_shape``, ``act_binding`` a signed act's blob is whole and signs what its entry records
``act_key``, ``act_operator``  the passkey is exported, enrolled before and not revoked before the act, and the signer's
``act_nonce``                  no other act used the nonce
``act_<check>``                the WebAuthn assertion (``cycles.signing.assertion``: challenge, origin, rp_id, UV, signature)
``evaluator_key``, ``evaluation_signature``  the result's Ed25519 signature verifies with the exported evaluator key
``statement_*``                the promotion's in-toto statement agrees with every entry it cites

The keys, the evaluator key and the anchors are the promoter's word (docs/ledger.md): the file
proves that the trusted keys signed these acts and results and that nothing in the chain moved;
it cannot prove the promoter exported the keys it really trusts.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from core.digests import canonical_json
from cycles.ledger_offline_binding import binding_problems
from cycles.ledger_offline_report import GENESIS, OfflineRefused, OfflineReport, entry_digest
from cycles.ledger_statements import EXPORT_FORMAT, StatementMismatch, check_statement
from cycles.signing.assertion import EnrolledKey, SignatureRefused, verify_assertion
from cycles.signing.payload import challenge, unb64url

__all__ = ["GENESIS", "OfflineRefused", "OfflineReport", "entry_digest", "verify_export"]


@dataclass
class _Walk:
    """What the walk has learnt so far: the entries seen, key state, nonces, and where each check is anchored."""

    keys: dict[str, dict[str, Any]]
    enrolled_at: dict[int, dict[str, Any]]
    revoked_at: dict[int, dict[str, Any]]
    anchors: dict[int, str]
    evaluator: Ed25519PublicKey | None
    evaluator_id: str
    statements: dict[int, dict[str, Any]]
    report: OfflineReport
    head: Any = None
    seen: dict[int, dict[str, Any]] = field(default_factory=dict)
    revocations: dict[str, int] = field(default_factory=dict)  # credential id -> seq of the chain's key_revoked
    nonces: dict[str, int] = field(default_factory=dict)
    enrolled_keys: dict[str, EnrolledKey] = field(default_factory=dict)


def verify_export(document: Any) -> OfflineReport:
    """Every check of the module docstring over one export; the report names the first failure, if any."""
    report = OfflineReport()
    try:
        walk = _prepare(document, report)
        _walk(document["entries"], walk)
    except OfflineRefused as refused:
        report.failure = refused
    return report


def _prepare(document: Any, report: OfflineReport) -> _Walk:
    if not isinstance(document, dict) or document.get("format") != EXPORT_FORMAT:
        raise OfflineRefused(None, "format", f"not a {EXPORT_FORMAT} document")
    for name in ("entries", "keys", "anchors", "statements"):
        if not isinstance(document.get(name), list):
            raise OfflineRefused(None, "format", f"`{name}` is not a list")
    keys: dict[str, dict[str, Any]] = {}
    for record in document["keys"]:
        if not isinstance(record, dict) or not isinstance(record.get("credential_id"), str):
            raise OfflineRefused(None, "key_record", f"unreadable key record {record!r:.80}")
        keys[record["credential_id"]] = record
    evaluator, evaluator_id = _evaluator_key(document.get("evaluator"))
    statements: dict[int, dict[str, Any]] = {}
    for statement in document["statements"]:
        seq = _statement_seq(statement)
        if seq in statements:
            raise OfflineRefused(seq, "statement_extra", "two statements cite this promotion entry")
        statements[seq] = statement
    try:
        anchors = {int(a["seq"]): str(a["digest"]) for a in document["anchors"]}
    except (KeyError, TypeError, ValueError):
        raise OfflineRefused(None, "format", "unreadable anchors") from None
    return _Walk(keys=keys, anchors=anchors, evaluator=evaluator, evaluator_id=evaluator_id, statements=statements,
                 report=report, head=document.get("head"),
                 enrolled_at={int(k.get("enrolled_seq") or 0): k for k in keys.values()},
                 revoked_at={int(k["revoked_seq"]): k for k in keys.values() if k.get("revoked_seq") is not None})


def _evaluator_key(section: Any) -> tuple[Ed25519PublicKey | None, str]:
    if not isinstance(section, dict) or not section.get("public_key_pem"):
        return None, ""
    try:
        public = serialization.load_pem_public_key(str(section["public_key_pem"]).encode())
    except ValueError:
        raise OfflineRefused(None, "evaluator_key", "the exported evaluator key is not a PEM public key") from None
    if not isinstance(public, Ed25519PublicKey):
        raise OfflineRefused(None, "evaluator_key", "the exported evaluator key is not Ed25519")
    raw = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return public, hashlib.sha256(raw).hexdigest()


def _statement_seq(statement: Any) -> int:
    try:
        return int(statement["predicate"]["promotion"]["ledger_seq"])
    except (KeyError, TypeError, ValueError):
        raise OfflineRefused(None, "statement_shape", "a statement names no promotion ledger_seq") from None


def _walk(entries: list[Any], walk: _Walk) -> None:
    prev = GENESIS
    for position, entry in enumerate(entries, 1):
        if not isinstance(entry, dict) or not {"seq", "kind", "subject", "payload", "prev_digest",
                                               "entry_digest"} <= entry.keys():
            raise OfflineRefused(position, "chain_seq", "the entry at this position is not a ledger entry")
        seq = entry["seq"]
        if seq != position:
            raise OfflineRefused(position, "chain_seq", f"entry #{position} is missing: the next one is #{seq} "
                                                        "(deleted, renumbered or reordered)")
        if entry["prev_digest"] != prev:
            raise OfflineRefused(seq, "chain_prev", f"does not follow #{seq - 1}: reordered, or #{seq - 1} was changed")
        if entry_digest(entry) != entry["entry_digest"]:
            raise OfflineRefused(seq, "chain_digest", "edited: its digest does not match its content")
        prev = entry["entry_digest"]
        walk.report.entries, walk.report.head = seq, prev
        if seq in walk.anchors:
            if walk.anchors[seq] != prev:
                raise OfflineRefused(seq, "anchor", "the promoter anchored another digest here: the chain was rewritten")
            walk.report.anchors += 1
        walk.seen[seq] = entry
        _check_entry(entry, walk)
    _check_tail(len(entries), walk)


def _check_entry(entry: dict[str, Any], walk: _Walk) -> None:
    kind, payload, seq = entry["kind"], entry["payload"], entry["seq"]
    if not isinstance(payload, dict):
        return
    if kind == "key_enrolled":
        _check_enrolment(entry, walk)
    elif kind == "key_revoked":
        _check_revocation(entry, walk)
    elif kind == "evaluation":
        _check_evaluation(entry, walk)
    elif kind == "promotion" and payload.get("promotion") is not None:
        statement = walk.statements.pop(seq, None)
        if statement is None:
            raise OfflineRefused(seq, "statement_missing", "this promotion has no in-toto statement in the export")
        try:
            check_statement(statement, entry, walk.seen)
        except StatementMismatch as mismatch:
            raise OfflineRefused(seq, mismatch.check, mismatch.detail) from None
        walk.report.statements += 1
    if isinstance(payload.get("signed"), dict):
        _check_act(entry, walk)
    elif kind == "attestation" or (kind == "decision" and payload.get("decision") in ("HALT", "REOPEN",
                                                                                    "HOLD_ACCEPTED")):
        walk.report.unsigned_acts += 1


def _check_enrolment(entry: dict[str, Any], walk: _Walk) -> None:
    seq, payload = entry["seq"], entry["payload"]
    record = walk.enrolled_at.pop(seq, None)
    if record is None:
        return  # a key the promoter never accepted (no proven enrolment code): acts signed with it fail act_key
    fields = ("operator", "credential_id", "public_key", "rp_id", "origin")
    differs = [name for name in fields if record.get(name) != payload.get(name)]
    if differs:
        raise OfflineRefused(seq, "key_record", f"the exported key {str(record.get('credential_id'))[:16]}… differs "
                                                f"from its enrolment entry in {', '.join(differs)}")
    try:
        public_key = unb64url(str(record["public_key"]))
    except ValueError:
        raise OfflineRefused(seq, "key_record", "the exported public key is not base64url") from None
    walk.enrolled_keys[record["credential_id"]] = EnrolledKey(record["credential_id"], public_key, str(record["rp_id"]),
                                                              str(record["origin"]), str(record["operator"]))
    walk.report.keys += 1


def _check_revocation(entry: dict[str, Any], walk: _Walk) -> None:
    seq, credential_id = entry["seq"], str(entry["payload"].get("credential_id", ""))
    walk.revocations.setdefault(credential_id, seq)
    record = walk.revoked_at.pop(seq, None)
    if record is not None and record.get("credential_id") != credential_id:
        raise OfflineRefused(seq, "key_revoked", "the export dates a revocation here that removed another key")
    exported = walk.keys.get(credential_id)
    if exported is not None:
        if exported.get("revoked_seq") is None:
            raise OfflineRefused(seq, "key_revoked", f"the chain removes passkey {credential_id[:16]}… here; "
                                                     "the export still trusts it")
        walk.report.revoked += 1


def _check_evaluation(entry: dict[str, Any], walk: _Walk) -> None:
    seq, payload = entry["seq"], entry["payload"]
    statement, signature = payload.get("statement"), payload.get("signature")
    if not isinstance(statement, dict) or not isinstance(signature, str):
        raise OfflineRefused(seq, "evaluation_signature", "the entry carries no signed statement")
    if entry["subject"] != f"evaluation:{statement.get('run')}":
        raise OfflineRefused(seq, "evaluation_signature", f"the statement is of run {statement.get('run')}, "
                                                          f"the entry of {entry['subject']}")
    if walk.evaluator is None:
        raise OfflineRefused(seq, "evaluator_key", "the export holds no evaluator public key")
    if payload.get("key_id") != walk.evaluator_id:
        raise OfflineRefused(seq, "evaluator_key", f"signed by key {str(payload.get('key_id'))[:16]}…, the export "
                                                   f"trusts {walk.evaluator_id[:16]}…")
    try:
        walk.evaluator.verify(bytes.fromhex(signature), canonical_json(statement).encode("utf-8"))
    except (InvalidSignature, ValueError):
        raise OfflineRefused(seq, "evaluation_signature", "the evaluator signature does not verify over the "
                                                          "statement with the exported evaluator key") from None
    walk.report.evaluations += 1


def _check_act(entry: dict[str, Any], walk: _Walk) -> None:
    seq, signed = entry["seq"], entry["payload"]["signed"]
    payload, nonce, assertion = signed.get("payload"), signed.get("nonce"), signed.get("assertion")
    if not isinstance(payload, dict) or not isinstance(nonce, str) or not isinstance(assertion, dict):
        raise OfflineRefused(seq, "act_shape", "the signed act lacks its payload, nonce or assertion")
    problems = binding_problems(entry, payload)
    if problems:
        raise OfflineRefused(seq, "act_binding", f"the signed payload and the entry differ in {', '.join(problems)}")
    credential_id = str(signed.get("credential_id", ""))
    key = walk.enrolled_keys.get(credential_id)
    if key is None:
        raise OfflineRefused(seq, "act_key", f"passkey {credential_id[:16]}… is not among the exported keys "
                                             "enrolled before this act")
    revoked = walk.revocations.get(credential_id)
    if revoked is not None and revoked < seq:
        raise OfflineRefused(seq, "act_key", f"passkey {credential_id[:16]}… was removed at #{revoked}")
    if payload.get("operator") != key.username:
        raise OfflineRefused(seq, "act_operator", f"signed as {payload.get('operator')}, the key is {key.username}'s")
    if nonce in walk.nonces:
        raise OfflineRefused(seq, "act_nonce", f"the nonce was used already at #{walk.nonces[nonce]} "
                                               "(a replayed assertion)")
    try:
        expected = challenge(payload, bytes.fromhex(nonce))
    except ValueError:
        raise OfflineRefused(seq, "act_nonce", "the nonce is not hex") from None
    try:
        verify_assertion(key=key, assertion=assertion, expected_challenge=expected)
    except SignatureRefused as refused:
        raise OfflineRefused(seq, f"act_{refused.check}", refused.detail) from None
    walk.nonces[nonce] = seq
    walk.report.acts += 1


def _check_tail(last: int, walk: _Walk) -> None:
    """What the walk could not meet: the head, anchors, keys or statements that name entries the chain does not hold."""
    if not isinstance(walk.head, dict) or walk.head.get("seq") != last or walk.head.get("digest") != walk.report.head:
        raise OfflineRefused(last + 1, "head", f"the exported head is {walk.head!r:.100}; the chain ends at #{last} "
                                               f"{walk.report.head[:16]}…: trailing entries deleted")
    for seq in sorted(walk.anchors):
        if seq > last:
            raise OfflineRefused(seq, "anchor", f"the promoter anchored #{seq}; the chain ends at #{last}: "
                                                "trailing entries deleted")
    for seq, record in sorted(walk.enrolled_at.items()):
        raise OfflineRefused(seq or None, "key_record", f"the exported key {str(record.get('credential_id'))[:16]}… "
                                                        f"names no key_enrolled entry at #{seq}")
    for seq in sorted(walk.revoked_at):
        raise OfflineRefused(seq, "key_revoked", f"the export dates a revocation at #{seq}, which is no key_revoked entry")
    for seq in sorted(walk.statements):
        raise OfflineRefused(seq, "statement_extra", f"a statement cites #{seq}, which is no promotion entry")
