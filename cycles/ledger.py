"""The append-only, hash-chained ledger (R-S-2).

Each entry carries the digest of the previous one; its own digest covers its
sequence number, kind, subject, payload and that previous digest. Editing,
deleting or reordering any row therefore breaks the chain at a position that
`verify_ledger` names.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from django.db import transaction
from django.utils import timezone

from core.digests import canonical_json, digest_of  # noqa: F401 — re-exported for the chain's readers
from cycles.models import LedgerEntry, LedgerHead, Seed

GENESIS = "0" * 64


def entry_digest(*, seq: int, kind: str, subject: str, payload: Any, prev_digest: str) -> str:
    return digest_of({"seq": seq, "kind": kind, "subject": subject, "payload": payload, "prev": prev_digest})


def ledger_append(*, kind: str, subject: str, payload: dict[str, Any]) -> LedgerEntry:
    """Append one entry; must run inside the transaction that made the change (docs/conventions.md §4)."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("ledger_append must be called inside transaction.atomic()")
    head, _ = LedgerHead.objects.select_for_update().get_or_create(pk=1)
    payload = {**payload, "at": timezone.now().isoformat()}
    seq = head.seq + 1
    digest = entry_digest(seq=seq, kind=kind, subject=subject, payload=payload, prev_digest=head.digest)
    entry = LedgerEntry.objects.create(
        seq=seq, kind=kind, subject=subject, payload=payload, prev_digest=head.digest, entry_digest=digest
    )
    head.seq, head.digest = seq, digest
    head.save(update_fields=["seq", "digest"])
    return entry


@dataclass(frozen=True)
class LedgerVerdict:
    ok: bool
    entries: int
    head_digest: str
    first_broken_seq: int | None = None
    message: str = "chain verifies"


@dataclass(frozen=True)
class Anchor:
    """A head digest written somewhere the database's writers cannot reach (R-S-2, issue: ledger rewrite)."""

    seq: int
    digest: str
    source: str


# Filled by higher apps in AppConfig.ready() (the promoter's out-of-reach anchor file): callables
# returning the anchors they hold. cycles never imports them (dependency direction).
ANCHOR_SOURCES: list[Callable[[], list[Anchor]]] = []


def _anchors() -> list[Anchor]:
    return sorted((a for source in ANCHOR_SOURCES for a in source()), key=lambda a: a.seq)


def verify_ledger() -> LedgerVerdict:
    """Recompute the chain from the first row; stop at the first broken entry; then check the anchors.

    A chain recomputed by whoever can write the database still verifies on its own;
    the anchors the promoter wrote into its own store do not move with it.
    """
    verdict = _verify_chain()
    if not verdict.ok:
        return verdict
    verdict = _verify_seeds(verdict)
    if not verdict.ok:
        return verdict
    anchors = _anchors()
    if not anchors:
        return verdict
    digests = dict(LedgerEntry.objects.filter(seq__in=[a.seq for a in anchors]).values_list("seq", "entry_digest"))
    for anchor in anchors:
        if anchor.seq not in digests:
            return LedgerVerdict(False, verdict.entries, verdict.head_digest, anchor.seq,
                                 f"entry #{anchor.seq} is gone but {anchor.source} anchored it: entries deleted "
                                 "and the chain rewritten")
        if digests[anchor.seq] != anchor.digest:
            return LedgerVerdict(False, verdict.entries, verdict.head_digest, anchor.seq,
                                 f"entry #{anchor.seq} differs from {anchor.source}: the ledger was rewritten "
                                 "(the chain was recomputed after an edit)")
    return LedgerVerdict(True, verdict.entries, verdict.head_digest,
                         message=f"chain verifies and matches {len(anchors)} anchor(s)")


def seed_digest(seed: Seed) -> str:
    """The digest of a seed's canonical content: what its ledger entry carries (R-S-2, issue 10)."""
    return digest_of(seed.content())


def _verify_seeds(chain: LedgerVerdict) -> LedgerVerdict:
    """Every B'' against the digest its chained ledger entry carries: an edited seed row is named.

    The chain covers the entry, the entry covers the seed's content, so editing B, B'' or ∞0'
    in the database breaks here even though no ledger row changed.
    """
    entries = {
        entry.payload.get("seed_id"): entry
        for entry in LedgerEntry.objects.filter(kind="seed").only("seq", "payload").order_by("seq")
    }
    for seed in Seed.objects.select_related("parent_seed").order_by("id").iterator():
        entry = entries.pop(seed.seed_id, None)
        if entry is None:
            return LedgerVerdict(False, chain.entries, chain.head_digest, None,
                                 f"seed {seed.seed_id} (cycle {seed.cycle_id}) has no ledger entry")
        if seed_digest(seed) != entry.payload.get("seed_digest"):
            return LedgerVerdict(False, chain.entries, chain.head_digest, entry.seq,
                                 f"seed {seed.seed_id} (cycle {seed.cycle_id}) was edited: its content no longer "
                                 f"matches the digest in entry #{entry.seq}")
    for seed_id, entry in entries.items():
        return LedgerVerdict(False, chain.entries, chain.head_digest, entry.seq,
                             f"seed {seed_id} of entry #{entry.seq} is gone")
    return chain


def _verify_chain() -> LedgerVerdict:
    expected_seq = 1
    prev = GENESIS
    count = 0
    for entry in LedgerEntry.objects.order_by("seq").iterator():
        count += 1
        if entry.seq != expected_seq:
            return LedgerVerdict(
                False, count, prev, expected_seq,
                f"entry #{expected_seq} is missing (next row is #{entry.seq}): deleted or renumbered",
            )
        if entry.prev_digest != prev:
            return LedgerVerdict(
                False, count, prev, entry.seq,
                f"entry #{entry.seq} does not follow #{entry.seq - 1}: reordered, or a row before it was changed",
            )
        recomputed = entry_digest(
            seq=entry.seq, kind=entry.kind, subject=entry.subject, payload=entry.payload, prev_digest=entry.prev_digest
        )
        if recomputed != entry.entry_digest:
            return LedgerVerdict(False, count, prev, entry.seq, f"entry #{entry.seq} was edited: its digest does not match")
        prev = entry.entry_digest
        expected_seq += 1
    head = LedgerHead.objects.filter(pk=1).first()
    if head is not None and (head.seq != expected_seq - 1 or head.digest != prev):
        return LedgerVerdict(
            False, count, prev, expected_seq,
            f"the head records #{head.seq} but the chain ends at #{expected_seq - 1}: trailing entries deleted",
        )
    return LedgerVerdict(True, count, prev)
