"""Signed human acts in tests that do not drive a browser (issue 24): a soft passkey per operator, enrolled and
used through the real services — the one-time code, the registration, the nonce, the assertion check."""
from __future__ import annotations

import json
from typing import Any

from cycles.models import OperatorCredential, SignedAct
from cycles.signing.payload import act_payload, attestation_subject, challenge, unb64url
from cycles.signing.services import (
    act_prepare,
    act_verify,
    enrolment_code_issue,
    registration_finish,
    registration_options,
)
from tests.testing.authenticator import SoftAuthenticator

RP_ID, ORIGIN = "localhost", "http://localhost:8000"
_passkeys: dict[tuple[int, str], SoftAuthenticator] = {}


def passkey(user: Any) -> SoftAuthenticator:
    """`user`'s soft passkey, enrolled (again, after a database rollback) through the enrolment services."""
    key = (user.pk, user.get_username())
    authenticator = _passkeys.setdefault(key, SoftAuthenticator(rp_id=RP_ID, origin=ORIGIN))
    if not OperatorCredential.objects.filter(user=user, credential_id=authenticator.credential_id_b64,
                                             revoked_at__isnull=True).exists():
        enrol(user, authenticator)
    return authenticator


def enrol(user: Any, authenticator: SoftAuthenticator) -> OperatorCredential:
    """As `manage.py operator_enrol` and the enrolment page do: the code into the promoter's store, then the passkey."""
    from promotion.operator_keys import enrolment_write
    from promotion.store import ensure_layout

    row, code = enrolment_code_issue(user=user)
    enrolment_write(enrolment_id=row.pk, username=user.get_username(), code=code,
                    expires_at=row.expires_at.isoformat(), root=ensure_layout())
    options = json.loads(registration_options(user=user, code=code, rp_id=authenticator.rp_id))
    response = authenticator.register(unb64url(options["challenge"]))
    return registration_finish(user=user, code=code, response=response, rp_id=authenticator.rp_id,
                               origin=authenticator.origin)


def _signed(user: Any, *, kind: str, ref: int, digest: str, decision: str, result_digest: str | None,
            subject: str | None, note: str | None) -> tuple[str, dict[str, Any], str]:
    """Prepare an act and sign it as the browser does: with a note, over the payload plus its ``note_digest``."""
    authenticator = passkey(user)
    subject = subject or attestation_subject(kind, ref)
    prepared = act_prepare(actor=user, kind=kind, subject=subject, digest=digest, result_digest=result_digest)
    payload = act_payload(**{k: v for k, v in prepared.payloads[decision].items() if k != "v"}, note=note or None)
    assertion = authenticator.assert_(challenge(payload, bytes.fromhex(prepared.nonce)))
    return prepared.nonce, assertion, subject


def sign_act(user: Any, *, kind: str, ref: int, digest: str, decision: str = "approve",
             result_digest: str | None = None, subject: str | None = None, note: str | None = None) -> SignedAct:
    """Prepare, sign and verify one act as the browser flow does, with `user`'s soft passkey."""
    nonce, assertion, subject = _signed(user, kind=kind, ref=ref, digest=digest, decision=decision,
                                        result_digest=result_digest, subject=subject, note=note)
    return act_verify(actor=user, nonce=nonce, decision=decision, assertion=assertion, kind=kind,
                      subject=subject, digest=digest, result_digest=result_digest, note=note or None)


def signed_form(user: Any, *, kind: str, ref: int, digest: str, decision: str = "approve",
                result_digest: str | None = None, subject: str | None = None, note: str | None = None) -> dict[str, str]:
    """The hidden fields a page's form posts after the passkey signed the act: ``act_nonce``, ``act_assertion``.

    `note` is the reason (or the lens grid's canonical JSON) as the browser hashes it (``note_text``)."""
    nonce, assertion, _ = _signed(user, kind=kind, ref=ref, digest=digest, decision=decision,
                                  result_digest=result_digest, subject=subject, note=note)
    return {"act_nonce": nonce, "act_assertion": json.dumps(assertion)}


def legacy_tick_signed(*, candidate: Any, criterion_id: str, actor: Any) -> dict[str, Any]:
    """A tick given *before* a run, as servers before issue 26 item 7 recorded it (a signed TICK bound to Z's digest,
    ledger attestation ``ACCEPTANCE``): for tests of runs stored then, which stay verifiable."""
    from django.db import transaction

    from cycles.choices import LedgerKind
    from cycles.ledger import ledger_append
    from cycles.signing.payload import tick_subject
    from evaluation.candidates.acceptance import TICK_KIND, z_criteria
    from evaluation.candidates.acceptance import tick_subject as ledger_subject

    zc = z_criteria(candidate.cycle)
    with transaction.atomic():
        signed = sign_act(actor, kind="TICK", ref=candidate.pk, digest=zc.digest, decision="met",
                          subject=tick_subject(candidate.pk, criterion_id))
        entry = ledger_append(kind=LedgerKind.ATTESTATION, subject=ledger_subject(candidate), payload={
            "kind": TICK_KIND, "cycle": candidate.cycle_id, "candidate": candidate.pk, "criterion": criterion_id,
            "z_digest": zc.digest, "actor": actor.get_username(), "actor_id": actor.pk, "decision": "met",
            "signed": signed.ledger_form()})
    return {"seq": entry.seq, "entry_digest": entry.entry_digest, "actor": actor.get_username(),
            "actor_id": actor.pk, "at": entry.payload.get("at"), "z_digest": zc.digest}


def review_signed(*, run: Any, criterion_id: str, actor: Any, decision: str = "met", note: str = "") -> dict[str, Any]:
    """A reviewer's outcome review as the candidate page records it: a REVIEW signed over the criterion, the
    candidate's content digest and the run's result digest (issue 26 item 7)."""
    from cycles.signing.payload import note_text, review_subject
    from evaluation.candidates.outcome_review import review

    candidate = run.candidate
    note = note_text(note)
    signed = sign_act(actor, kind="REVIEW", ref=candidate.pk, digest=candidate.content_digest, decision=decision,
                      result_digest=run.result_digest, subject=review_subject(candidate.pk, criterion_id),
                      note=note or None)
    return review(candidate=candidate, run=run, criterion_id=criterion_id, decision=decision, note=note, actor=actor,
                  signed_act=signed, result_digest=run.result_digest)


def review_form(user: Any, *, run: Any, criterion_id: str, decision: str = "met", note: str = "",
                result_digest: str | None = None) -> dict[str, str]:
    """What the candidate page's review form posts for `criterion_id` on `run`, signed by `user`'s passkey."""
    from cycles.signing.payload import note_text, review_subject

    candidate = run.candidate
    return {"criterion": criterion_id, "run": str(run.pk), "decision": decision, "note": note,
            "result_digest": result_digest if result_digest is not None else run.result_digest,
            **signed_form(user, kind="REVIEW", ref=candidate.pk, decision=decision, digest=candidate.content_digest,
                          result_digest=run.result_digest, subject=review_subject(candidate.pk, criterion_id),
                          note=note_text(note) or None)}


def cycle_act_form(user: Any, *, kind: str, cycle: Any, decision: str, reason: str) -> dict[str, str]:
    """What the cycle page's abort (kind ABORT, decision halt) or reopen (REOPEN, decision the phase) form posts."""
    from cycles.interventions import cycle_state_digest
    from cycles.signing.payload import note_text

    cycle.refresh_from_db()
    return {"reason": reason, **signed_form(user, kind=kind, ref=cycle.pk, decision=decision,
                                            digest=cycle_state_digest(cycle), note=note_text(reason))}


def lens_form(user: Any, *, candidate: Any, cells: dict[str, tuple[str, str]]) -> dict[str, str]:
    """What the lens grid posts with `cells` ({coordinate: (status, evidence)}) filled in, signed as one LENS act."""
    from cycles.lenses import COORDINATES
    from cycles.signing.payload import lens_cells, lens_note

    fields = {f"{part}-{c}": value for c, (status, evidence) in cells.items()
              for part, value in (("status", status), ("evidence", evidence))}
    note = lens_note(lens_cells(fields.get, COORDINATES))
    return {**fields, **signed_form(user, kind="LENS", ref=candidate.pk, decision="record",
                                    digest=candidate.content_digest, note=note)}
