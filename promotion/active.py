"""The agent's active version as the promoter recorded it — never the pointer file alone (issue 11 bypass 1).

`current.json` is a file; whoever can write the directory it lives in could put a
sealed-looking store there. What is active is what the hash-chained ledger says the
promoter made active (`promotion`/`rollback` entries carry `agent` and
`active_after`). The pointer is believed only when it names that same version;
otherwise the answer is "nothing verifiable is active", an event is recorded, and
sessions are pinned to nothing rather than to a forged version.
"""
from __future__ import annotations

from cycles import events
from cycles.choices import LedgerKind
from cycles.models import LedgerEntry
from promotion import store


class PointerMismatch(Exception):
    """The pointer file names a version the ledger never made active for this agent."""


def recorded_active_version(agent: str) -> tuple[bool, str | None]:
    """(known, version): the ledger's latest activation for the agent; known=False when it has none."""
    kinds = [LedgerKind.PROMOTION, LedgerKind.ROLLBACK]
    entry = LedgerEntry.objects.filter(kind__in=kinds, payload__agent=agent).order_by("-seq").first()
    if entry is None:
        # Before one pointer per agent (R-P-7) the entries named no agent: the single pointer's history.
        entry = LedgerEntry.objects.filter(kind__in=kinds, payload__has_key="active_after").exclude(
            payload__has_key="agent").order_by("-seq").first()
    if entry is None:
        return False, None
    return True, entry.payload.get("active_after") or None


def active_version(agent: str, *, strict: bool = False) -> str | None:
    """The pointer's version when the ledger agrees; None (or PointerMismatch when strict) otherwise."""
    pointed = store.active_version_digest(agent)
    known, recorded = recorded_active_version(agent)
    if pointed == recorded or (not known and pointed is None):
        return pointed
    detail = f"the pointer names {pointed or 'nothing'} but the ledger made {recorded or 'nothing'} active"
    events.emit("active_pointer_mismatch", agent_name=agent, pointer=pointed, ledger=recorded)
    if strict:
        raise PointerMismatch(detail)
    return None
