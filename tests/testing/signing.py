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


def tick_signed(*, candidate: Any, criterion_id: str, actor: Any) -> dict[str, Any]:
    """A reviewer's acceptance tick as the candidate page records it: a TICK signed over the criterion and Z."""
    from cycles.signing.payload import tick_subject
    from evaluation.candidates.acceptance import tick, z_criteria

    signed = sign_act(actor, kind="TICK", ref=candidate.pk, digest=z_criteria(candidate.cycle).digest, decision="met",
                      subject=tick_subject(candidate.pk, criterion_id))
    return tick(candidate=candidate, criterion_id=criterion_id, actor=actor, signed_act=signed)


def tick_form(user: Any, *, candidate: Any, criterion_id: str) -> dict[str, str]:
    """What the candidate page's tick form posts for `criterion_id`, signed by `user`'s passkey."""
    from cycles.signing.payload import tick_subject
    from evaluation.candidates.acceptance import z_criteria

    return {"criterion": criterion_id, **signed_form(user, kind="TICK", ref=candidate.pk, decision="met",
                                                       digest=z_criteria(candidate.cycle).digest,
                                                       subject=tick_subject(candidate.pk, criterion_id))}


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
