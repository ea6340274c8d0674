"""Scheduled task of the cycle engine (R-S-2): a checkpoint of the verified ledger head."""
from __future__ import annotations

from typing import Any

from django.db import transaction

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append, verify_ledger
from cycles.signing.services import act_nonces_purge as purge_act_nonces


def ledger_checkpoint() -> dict[str, Any]:
    """Verify the chain and record its head digest in the ledger itself (R-S-2)."""
    verdict = verify_ledger()
    with transaction.atomic():
        entry = ledger_append(
            kind=LedgerKind.CHECKPOINT, subject="ledger",
            payload={"verified": verdict.ok, "entries": verdict.entries, "head_digest": verdict.head_digest,
                     "message": verdict.message},
        )
    if not verdict.ok:
        events.emit("ledger_broken", position=verdict.first_broken_seq, message=verdict.message)
    return {"seq": entry.seq, "head_digest": verdict.head_digest, "verified": verdict.ok}


def act_nonces_purge() -> dict[str, Any]:
    """Scheduled (qlnweb/schedules.py): every operator's unused act nonces past QLN_ACT_NONCE_TTL_S go (issue 24)."""
    return {"purged": purge_act_nonces()}
