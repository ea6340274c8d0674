"""What was active at time T, answered from the hash-chained ledger alone (R-S-2, R-P-3)."""
from __future__ import annotations

from datetime import datetime

from django.utils.dateparse import parse_datetime

from cycles.choices import LedgerKind
from cycles.ledger import verify_ledger
from cycles.models import LedgerEntry


def active_at(when: datetime, *, verify: bool = True) -> str | None:
    """The version digest active at `when`, replaying promotion and rollback entries in order.

    Raises ValueError if the ledger does not verify (a broken chain answers nothing).
    """
    if verify:
        verdict = verify_ledger()
        if not verdict.ok:
            raise ValueError(f"the ledger does not verify: {verdict.message}")
    active: str | None = None
    entries = LedgerEntry.objects.filter(kind__in=[LedgerKind.PROMOTION, LedgerKind.ROLLBACK]).order_by("seq")
    for entry in entries.iterator():
        at = parse_datetime(str(entry.payload.get("at", "")))
        if at is None or at > when:
            break
        active = entry.payload.get("active_after") or None
    return active
