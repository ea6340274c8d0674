"""Which version an agent runs: the one answer, checked against the ledger (issue 11 bypass 1, issue 28 item 4).

The promotion boundary owns the active store, so it owns this question; `cycles` and `evaluation` ask it
through ``cycles.hooks.active_version`` (registered in ``promotion.apps``), never with an import upward.
The tests ask it here (``tests/factories.py``). The unchecked pointer read is
``cycles.active_store.pointer_version``, for the promoter's own journal work only.

What is active is what the hash-chained ledger says the promoter made active
(issue 11 bypass 1; issue 13 §3). The ledger lives in the database every web node
shares, so every node gives the same answer the moment the promoter's commit point
(Promotion row + ledger entry, one transaction) is committed — nothing is cached.
`promotion` and `rollback` ledger entries carry `agent` and `active_after`.

`current.json` is the promoter's own file (its journal and recovery work on it);
the web nodes read it only to catch a forgery: whoever can write the directory it
lives in could put a sealed-looking store there. A pointer naming a version the
ledger never made active for the agent is refused ("nothing verifiable is active",
an event, sessions pinned to nothing). A pointer that is merely behind — the
promoter between its commit and its pointer swap, or a web node whose read-only
mount of the shared store has not yet shown the swap — names a version the ledger
did make active before, and the ledger's answer stands. A node that does not mount
the store at all (no pointer) answers from the ledger too; it only cannot serve files.
"""
from __future__ import annotations

from cycles import events
from cycles.active_store import pointer_version
from cycles.choices import LedgerKind
from cycles.hooks import PointerMismatch
from cycles.models import LedgerEntry

__all__ = ["PointerMismatch", "active_version", "provide_active_version", "recorded_active_version"]


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


def _was_made_active(agent: str, version: str) -> bool:
    """True when some promotion or rollback of the ledger made `version` active for `agent`."""
    kinds = [LedgerKind.PROMOTION, LedgerKind.ROLLBACK]
    entries = LedgerEntry.objects.filter(kind__in=kinds, payload__active_after=version)
    return entries.filter(payload__agent=agent).exists() or entries.exclude(payload__has_key="agent").exists()


def active_version(agent: str, *, strict: bool = False) -> str | None:
    """The version `agent` runs: the ledger's, checked against the pointer file.

    None when nothing is active, or when the pointer is forged (with an event); ``strict``: a forged
    pointer raises PointerMismatch instead, for the callers that must refuse (a candidate's parent, an
    evaluation's baseline, the promoter's preflight, connect).
    """
    known, recorded = recorded_active_version(agent)
    pointed = pointer_version(agent)
    if pointed == recorded or pointed is None or (known and _was_made_active(agent, pointed)):
        return recorded  # the pointer agrees, is absent here, or is only behind the ledger
    detail = f"the pointer names {pointed} but the ledger made {recorded or 'nothing'} active"
    events.emit("active_pointer_mismatch", agent_name=agent, pointer=pointed, ledger=recorded)
    if strict:
        raise PointerMismatch(detail)
    return None


def provide_active_version(agent: str) -> str | None:
    """The ``cycles.hooks.ACTIVE_VERSION_PROVIDERS`` entry: strict, the hook decides what a mismatch means."""
    return active_version(agent, strict=True)
