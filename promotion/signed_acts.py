"""The promoter's check of the human acts behind a promotion (issue 24 §4): signatures, not rows.

For X, Z, PROMOTION and ROLLBACK (a confirmed rollback) it reads the act from the hash-chained ledger (whose chain it verifies
before it reads any key), never from the ``Attestation`` table alone, and checks offline, with
only its own key store (``promotion.operator_keys``):

- the entry's signed payload names this kind, decision ``approve``, subject and digests;
- the passkey is one the promoter copied from a proven enrolment, not revoked before the act;
- the payload's operator is the key's operator;
- the WebAuthn assertion holds (challenge = sha256(payload ‖ nonce), origin, RP ID, UP+UV,
  signature: ``cycles.signing.assertion``);
- the nonce is used by no other act in the ledger.

Acceptance ticks (kind TICK, :meth:`ActVerifier.verify_tick`) are checked the same way from the tick's
ledger entry, bound to the criterion and the Z digest. A payload with ``note_digest`` (a reason
bound into the signature) verifies as any other: the challenge covers it, and the entry's own
``note`` / ``reason`` must hash to it.

Outcome reviews (kind REVIEW, :meth:`ActVerifier.verify_review`, issue 26 item 7) are read from the ledger by
candidate, run and criterion: the signed payload must bind the criterion, the content digest and the run's
RESULT digest, decision ``met``, with the note the entry records.

A refusal names the act and the check (``x_signature: challenge: …``, ``tick_signature: key: …``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.digests import promotion_subject_digest
from cycles.choices import LedgerKind
from cycles.models import LedgerEntry
from cycles.signing.assertion import SignatureRefused, verify_assertion
from cycles.signing.payload import (
    attestation_subject,
    challenge,
    note_digest,
    payload_digest,
    review_subject,
    tick_subject,
)
from promotion.exceptions import PromotionRefused
from promotion.operator_keys import enrolled_key, keys_sync, unsigned_acts_accepted


@dataclass(frozen=True)
class VerifiedAct:
    kind: str
    operator: str
    time: str
    payload_digest: str
    credential_id: str
    ledger_seq: int
    signed: bool = True

    def as_dict(self) -> dict[str, Any]:
        return {"operator": self.operator, "time": self.time, "payload_digest": self.payload_digest,
                "credential": self.credential_id[:16], "ledger_seq": self.ledger_seq, "signed": self.signed}


class ActVerifier:
    """One promotion's view of the ledger: keys synced once, then each act looked up and verified."""

    def __init__(self) -> None:
        try:
            self.keys, self.refused_keys = keys_sync()
        except ValueError as exc:
            raise PromotionRefused(str(exc), check="ledger") from exc

    def _refuse(self, kind: str, check: str, detail: str) -> PromotionRefused:
        return PromotionRefused(f"{kind} act refused — {check}: {detail}", check=f"{kind.lower()}_signature")

    def _entries(self, kind: str, ledger_subject: str, bound_digest: str) -> list[LedgerEntry]:
        return list(LedgerEntry.objects.filter(kind=LedgerKind.ATTESTATION, subject=ledger_subject,
                                               payload__kind=kind, payload__subject_digest=bound_digest).order_by("seq"))

    def verify(self, *, kind: str, ref: int, digest: str, result_digest: str | None = None) -> VerifiedAct:
        """The newest decision of `kind` on this subject and digest, verified; it must be an approval."""
        # ROLLBACK: a human's confirmation of a rollback only the agent's reports call for (issue 24 §5).
        ledger_subject = {"PROMOTION": f"candidate:{ref}", "ROLLBACK": f"promotion:{ref}"}.get(kind, f"cycle:{ref}")
        bound = promotion_subject_digest(digest, result_digest or "") if kind == "PROMOTION" else digest
        entries = self._entries(kind, ledger_subject, bound)
        if not entries:
            raise self._refuse(kind, "missing", f"the ledger records no {kind} decision on {bound[:16]}… "
                                                "(a row outside the ledger is not a human act)")
        entry = entries[-1]
        signed = entry.payload.get("signed")
        if entry.payload.get("decision") != "approve":
            raise self._refuse(kind, "decision", f"the latest {kind} decision (ledger #{entry.seq}) is "
                                                 f"{entry.payload.get('decision')}")
        if not isinstance(signed, dict) and unsigned_acts_accepted():
            return VerifiedAct(kind, str(entry.payload.get("actor")), str(entry.payload.get("at")), "", "",
                               entry.seq, signed=False)
        expected = {"kind": kind, "decision": "approve", "subject": attestation_subject(kind, ref), "digest": digest,
                    "result_digest": result_digest or None}
        return self._verify_signed(kind, entry, expected)

    def verify_tick(self, *, candidate_id: int, criterion: str, z_digest: str, seq: int) -> VerifiedAct:
        """The acceptance tick the evaluation's record cites (ledger #`seq`): signed TICK of this criterion and Z."""
        entry = LedgerEntry.objects.filter(seq=seq, kind=LedgerKind.ATTESTATION).first()
        payload = entry.payload if entry is not None else {}
        if entry is None or payload.get("kind") != "ACCEPTANCE" or payload.get("candidate") != candidate_id \
                or payload.get("criterion") != criterion:
            raise self._refuse("TICK", "missing", f"ledger #{seq} is no tick of criterion {criterion} of "
                                                  f"candidate {candidate_id}")
        if not isinstance(payload.get("signed"), dict) and unsigned_acts_accepted():
            return VerifiedAct("TICK", str(payload.get("actor")), str(payload.get("at")), "", "", entry.seq,
                               signed=False)
        expected = {"kind": "TICK", "decision": "met", "subject": tick_subject(candidate_id, criterion),
                    "digest": z_digest, "result_digest": None}
        return self._verify_signed("TICK", entry, expected)

    def verify_review(self, *, candidate_id: int, run_id: int, criterion: str, content_digest: str,
                      result_digest: str) -> VerifiedAct:
        """The outcome review of `criterion` on run `run_id`, from the ledger: signed REVIEW, met, bound to the result.

        The earliest review entry of the criterion on this run bound to its result digest counts (the service records
        one per digest); a review bound only to another result digest, a 'not met' review or a missing one refuses (``review_signature: digest|decision|
        missing``), as does a row whose signature does not verify."""
        entries = list(LedgerEntry.objects.filter(kind=LedgerKind.ATTESTATION,
                                                  subject=f"outcome-review:candidate:{candidate_id}",
                                                  payload__kind="OUTCOME_REVIEW", payload__run=run_id,
                                                  payload__criterion=criterion).order_by("seq"))
        if not entries:
            raise self._refuse("REVIEW", "missing", f"the ledger records no outcome review of {criterion} on "
                                                    f"evaluation {run_id} (OUTCOME_REVIEW_MISSING)")
        bound = [e for e in entries if e.payload.get("result_digest") == result_digest]
        if not bound:
            other = entries[0].payload
            raise self._refuse("REVIEW", "digest", f"ledger #{entries[0].seq} reviews result "
                                                   f"{str(other.get('result_digest'))[:16]}…, not this evaluation's "
                                                   f"{result_digest[:16]}… (OUTCOME_REVIEW_DIGEST_MISMATCH)")
        entry = bound[0]
        payload = entry.payload
        if payload.get("decision") != "met":
            raise self._refuse("REVIEW", "decision", f"ledger #{entry.seq}: {criterion} was reviewed as "
                                                     f"{payload.get('decision')} (OUTCOME_REVIEW_NOT_MET)")
        if not isinstance(payload.get("signed"), dict) and unsigned_acts_accepted():
            return VerifiedAct("REVIEW", str(payload.get("actor")), str(payload.get("at")), "", "", entry.seq,
                               signed=False)
        expected = {"kind": "REVIEW", "decision": "met", "subject": review_subject(candidate_id, criterion),
                    "digest": content_digest, "result_digest": result_digest}
        return self._verify_signed("REVIEW", entry, expected)

    def _verify_signed(self, kind: str, entry: LedgerEntry, expected: dict[str, Any]) -> VerifiedAct:
        """The entry's signed act: payload as `expected`, enrolled key, operator, assertion, reason, unique nonce."""
        signed = entry.payload.get("signed")
        if not isinstance(signed, dict):
            raise self._refuse(kind, "missing", f"ledger #{entry.seq} carries no passkey signature")
        raw_payload = signed.get("payload")
        payload: dict[str, Any] = raw_payload if isinstance(raw_payload, dict) else {}
        found = {key: payload.get(key) for key in expected}
        if found != expected:
            raise self._refuse(kind, "payload", f"ledger #{entry.seq} signed {found}, not {expected}")
        if "note_digest" in payload:
            recorded = entry.payload.get("note", entry.payload.get("reason"))
            if not isinstance(recorded, str) or note_digest(recorded) != payload.get("note_digest"):
                raise self._refuse(kind, "note", f"the reason ledger #{entry.seq} records is not the one signed")
        credential_id = str(signed.get("credential_id", ""))
        key = enrolled_key(self.keys, credential_id)
        if key is None:
            raise self._refuse(kind, "key", f"passkey {credential_id[:16]}… was never enrolled with a proven "
                                            "`operator_enrol` code")
        revoked = self.keys[credential_id].get("revoked_seq")
        if revoked is not None and revoked < entry.seq:
            raise self._refuse(kind, "key", f"passkey {credential_id[:16]}… was removed at ledger #{revoked}")
        if payload.get("operator") != key.username:
            raise self._refuse(kind, "operator", f"signed as {payload.get('operator')}, the key is {key.username}'s")
        nonce = str(signed.get("nonce", ""))
        try:
            expected_challenge = challenge(payload, bytes.fromhex(nonce))
            verify_assertion(key=key, assertion=signed.get("assertion") or {}, expected_challenge=expected_challenge)
        except ValueError:
            raise self._refuse(kind, "nonce", "the nonce is not hex") from None
        except SignatureRefused as refused:
            raise self._refuse(kind, refused.check, refused.detail) from refused
        reused = (LedgerEntry.objects.filter(payload__signed__nonce=nonce)
                  .exclude(seq=entry.seq).values_list("seq", flat=True).first())
        if reused is not None:
            raise self._refuse(kind, "nonce", f"the nonce of ledger #{entry.seq} was used again at #{reused} "
                                              "(a replayed assertion)")
        return VerifiedAct(kind, key.username, str(payload.get("time")), payload_digest(payload), credential_id,
                           entry.seq)
