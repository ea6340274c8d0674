"""Extension points `cycles` owns; the apps above it register in `AppConfig.ready` (issue 9).

`cycles` is the bottom layer: it never imports `register`, `evaluation` or
`promotion`. Where a cycle operation needs their data — invalidating a
cycle's candidates when it reopens, exporting or erasing an agent's records,
the version an agent runs, what a cycle did to the agent — it calls the
functions registered here. The other registries of the same kind are
`cycles.queue.PROVIDERS` (review-queue items) and `cycles.ledger.ANCHOR_SOURCES`
(ledger checkpoints).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cycles.models import Agent, Cycle

# Called with (cycle, now, reason) when a cycle reopens at or before P: whatever
# derives from its α, Z and A (candidates, their runs and PROMOTION attestations) goes.
REOPEN_HOOKS: list[Callable[[Cycle, datetime, str], None]] = []

# Answers the active version digest of an agent by name (None when it has none), checked against the
# ledger, and raises PointerMismatch when the store's pointer names a version the ledger never made
# active: promotion.active.provide_active_version, the one answer (issue 28 item 4).
ACTIVE_VERSION_PROVIDERS: list[Callable[[str], str | None]] = []


class PointerMismatch(Exception):
    """The pointer file names a version the ledger never made active for this agent (issue 11 bypass 1)."""

# Answers what a cycle actually did to the agent (its B'' lineage block); the first
# registered provider wins, and without one the cycle changed nothing: HOLD.
LINEAGE_PROVIDERS: list[Callable[[Cycle], dict[str, Any]]] = []

# Answers why a cycle at V must wait for evidence or authority (seed §6 V: "Default to HOLD");
# an empty list when its decision is made. Without a provider nothing is ever waited for.
HOLD_PROVIDERS: list[Callable[[Cycle], list[str]]] = []

# Add to the agent page's context (e.g. the Hermes profiles the promoter activates into).
AGENT_PAGE_CONTEXT: list[Callable[[Agent], dict[str, Any]]] = []


@dataclass(frozen=True)
class PrivacyPart:
    """One app's share of an agent's export, erasure and the retention purge (R-S-3)."""

    name: str
    export: Callable[[Agent], Iterator[dict[str, Any]]]
    erase: Callable[[Agent], dict[str, int]]
    purge: Callable[[datetime], dict[str, int]]


PRIVACY_PARTS: list[PrivacyPart] = []


def register(registry: list[Any], item: Any) -> None:
    """Append once: `ready()` may run more than once in tests and management commands."""
    if item not in registry:
        registry.append(item)


def active_version(agent_name: str, *, strict: bool = False) -> str:
    """The version digest `agent_name` runs now; "" when none is active or no provider is installed.

    A forged pointer answers "" (nothing verifiable is active), or raises PointerMismatch when ``strict``.
    """
    for provider in ACTIVE_VERSION_PROVIDERS:
        try:
            digest = provider(agent_name)
        except PointerMismatch:
            if strict:
                raise
            return ""
        if digest:
            return digest
    return ""


def no_lineage(cycle: Cycle) -> dict[str, Any]:
    """A cycle with no candidate changed nothing: HOLD, no digests (R-S-1)."""
    return {
        "digests": {"candidate": None, "evaluation": None, "version": None},
        "decision": "HOLD",
        "promotion_id": None,
        "rollback_ref": None,
    }


def lineage(cycle: Cycle) -> dict[str, Any]:
    provider = LINEAGE_PROVIDERS[0] if LINEAGE_PROVIDERS else no_lineage
    return provider(cycle)


def hold_reasons(cycle: Cycle) -> list[str]:
    return [reason for provider in HOLD_PROVIDERS for reason in provider(cycle)]


def reopen(cycle: Cycle, now: datetime, reason: str) -> None:
    """Run every reopen hook: what derives from the cycle's α, Z and A goes with them."""
    for hook in REOPEN_HOOKS:
        hook(cycle, now, reason)
