"""Roll back (R-P-3, R-P-12; split from :mod:`promotion.services`): restore the previous pointer atomically,
re-activate it in every profile, open the next S.

Journalled as a promotion is (journal.py): snapshot → commit (Promotion rows + ROLLBACK ledger entry, the commit
point) → pointer temp → pointer swap → profiles activated. :func:`rollback_locked` is also what a promotion
whose activation failed runs, under the lock it already holds.
"""
from __future__ import annotations

import uuid
from typing import Any

from django.db import transaction
from django.utils import timezone

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from promotion import store
from promotion.activation import ProfileOutcome, profiles_activate
from promotion.anchors import anchor_write
from promotion.choices import CanaryStatus, JournalOp, PromotionStatus
from promotion.exceptions import PromotionRefused
from promotion.journal import Journal, clear_journal, crash_point
from promotion.locking import promotion_lock
from promotion.models import Promotion
from promotion.recovery import open_next_s, store_recover


def promotion_rollback(*, promotion_id: int, reason: str, os_user: str, requested_by: str = "human") -> Promotion:
    """R-P-3, R-P-12: restore the previous pointer atomically, re-activate it in every profile, open the next S."""
    if not reason.strip():
        raise PromotionRefused("a rollback needs a reason (it seeds the next S)", check="rollback_reason")
    root = store.ensure_layout()
    with promotion_lock(root):
        store_recover(root)
        promotion = Promotion.objects.select_related("agent").filter(pk=promotion_id).first()
        if promotion is None or promotion.status != PromotionStatus.ACTIVE:
            state = "does not exist" if promotion is None else f"is {promotion.status}"
            raise PromotionRefused(f"promotion {promotion_id} {state}; only the active one rolls back", check="rollback_target")
        store.migrate_legacy_pointer(promotion.agent.name, root)
        pointer = store.read_pointer(promotion.agent.name, root)
        if (pointer or {}).get("version") != promotion.version_digest:
            raise PromotionRefused(
                f"the pointer names {(pointer or {}).get('version')}, not promotion {promotion_id}'s version",
                check="rollback_target",
            )
        target = promotion.previous_version or None
        if target is not None and not store.verify_version(target, root).ok:
            raise PromotionRefused(f"the previous version {target} no longer matches its manifest", check="package")
        outcomes = rollback_locked(root, promotion, reason, os_user, requested_by)
    promotion.refresh_from_db()
    open_next_s(promotion)
    promotion.refresh_from_db()
    promotion.profile_outcomes = outcomes  # type: ignore[attr-defined]
    return promotion


def rollback_locked(
    root: Any, promotion: Promotion, reason: str, os_user: str, requested_by: str
) -> list[ProfileOutcome]:
    """The journalled rollback itself; the caller holds the promotion lock."""
    agent = promotion.agent.name
    target = promotion.previous_version or None
    journal = Journal(op=JournalOp.ROLLBACK, attempt=str(uuid.uuid4()), agent=agent,
                      old_pointer=store.read_pointer(agent, root), new_version=target, version_preexisting=True,
                      promotion_id=promotion.pk)
    journal.record(root, "snapshot")
    try:
        _commit_rollback(journal, promotion, reason, os_user, requested_by)
        crash_point("committed")
        journal.record(root, "commit_recorded")
        store.prepare_pointer(agent, target, root, promotion=None, previous=promotion.version_digest,
                              rolled_back=promotion.pk)
        journal.record(root, "pointer_tmp")
        store.commit_pointer(agent, root)
        journal.record(root, "pointer_swapped")
    except Exception:
        store_recover(root)
        raise
    outcomes = profiles_activate(promotion.agent_id, target)
    journal.record(root, "profiles_activated")
    clear_journal(root)
    anchor_write(root)
    return outcomes


@transaction.atomic
def _commit_rollback(journal: Journal, promotion: Promotion, reason: str, os_user: str, requested_by: str) -> None:
    locked = Promotion.objects.select_for_update().get(pk=promotion.pk)
    if locked.status != PromotionStatus.ACTIVE:
        raise PromotionRefused(f"promotion {promotion.pk} is {locked.status}", check="rollback_target")
    locked.status = PromotionStatus.ROLLED_BACK
    locked.rolled_back_at = timezone.now()
    locked.rollback_reason = reason
    locked.rollback_attempt = journal.attempt
    if locked.canary_status == CanaryStatus.WATCHING:
        locked.canary_status = CanaryStatus.CLOSED
    locked.save()
    restored = None
    if journal.new_version:
        restored = (
            Promotion.objects.select_for_update()
            .filter(agent_id=promotion.agent_id, status=PromotionStatus.SUPERSEDED, version_digest=journal.new_version)
            .order_by("-created_at", "-id").first()
        )
        if restored is not None:
            restored.status = PromotionStatus.ACTIVE
            restored.save(update_fields=["status"])
    entry = ledger_append(
        kind=LedgerKind.ROLLBACK, subject=f"promotion:{promotion.pk}",
        payload={
            "promotion": promotion.pk, "from": promotion.version_digest, "to": journal.new_version,
            "active_after": journal.new_version, "reason": reason, "requested_by": requested_by,
            "os_user": os_user, "restored_promotion": restored.pk if restored else None, "agent": journal.agent,
        },
    )
    Promotion.objects.filter(pk=promotion.pk).update(rollback_ledger_seq=entry.seq)
    events.emit("promotion_rolled_back", promotion=promotion.pk, version=promotion.version_digest,
                restored=journal.new_version, reason=reason, requested_by=requested_by)
