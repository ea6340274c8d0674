"""A human confirms a rollback that only the agent's reports call for (issue 24 §5).

The canary files such a request as HOLD (`promotion.canary`); an operator who checked what the
request says confirms it with a passkey-signed act of kind ROLLBACK on ``promotion:<id>``, bound to
the promotion's version digest. The act goes into the ledger as attestations do
(``cycles.services.attestation_record``), and `promoter run` executes the request only when it
verifies that entry's signature itself (``promotion.signed_acts.ActVerifier``). A row written
anywhere else — an ``executed`` status, a ledger entry without a valid signature — executes nothing.

Kept out of ``promotion/services.py`` on purpose: that module writes the active store under the
promoter's lock, this one is the web's side and only writes rows and the ledger.
"""
from __future__ import annotations

from typing import Any

from django.db import transaction

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from cycles.models import LedgerEntry, SignedAct
from cycles.signing.payload import attestation_subject
from cycles.signing.web import require_signed
from promotion.choices import RollbackRequestStatus
from promotion.exceptions import PromotionRefused
from promotion.models import RollbackRequest

ROLLBACK = "ROLLBACK"
REASON_MAX = 2000


def rollback_subject(request: RollbackRequest) -> str:
    return attestation_subject(ROLLBACK, request.promotion_id)


@transaction.atomic
def rollback_confirm(*, request: RollbackRequest, actor: Any, signed_act: SignedAct | None,
                     channel: str = "web", reason: str = "") -> LedgerEntry:
    """Record a human's signed confirmation of a HOLD rollback request; `promoter run` executes it after verifying.

    An optional `reason` (what the operator checked) is bound into the signature and kept in the entry."""
    if not getattr(actor, "is_authenticated", False) or not actor.has_perm("cycles.attest"):
        raise PromotionRefused("only operators with the attest permission confirm a rollback", check="rollback_confirm")
    locked = RollbackRequest.objects.select_for_update().select_related("promotion").get(pk=request.pk)
    if locked.status != RollbackRequestStatus.HOLD:
        raise PromotionRefused(f"rollback request {locked.pk} is {locked.status}: only a HOLD waits for a human",
                               check="rollback_confirm")
    promotion = locked.promotion
    require_signed(signed_act, actor=actor, kind=ROLLBACK, subject=rollback_subject(locked),
                   digest=promotion.version_digest, decision="approve", note=reason)
    entry = ledger_append(
        kind=LedgerKind.ATTESTATION, subject=f"promotion:{promotion.pk}",
        payload={"kind": ROLLBACK, "promotion": promotion.pk, "request": locked.pk, "code": locked.code,
                 "subject_digest": promotion.version_digest, "actor": actor.get_username(), "decision": "approve",
                 "channel": channel, "reason": reason,
                 "signed": signed_act.ledger_form() if signed_act is not None else None},
    )
    RollbackRequest.objects.filter(pk=locked.pk).update(
        outcome=f"confirmed by {actor.get_username()} (ledger #{entry.seq}); `promoter run` executes it after "
                "verifying the signature")
    events.emit("rollback_confirmed", promotion=promotion.pk, request=locked.pk, actor=actor.get_username(),
                ledger_seq=entry.seq, signed=signed_act is not None)
    return entry
