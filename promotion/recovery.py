"""Finishing or undoing a crashed promotion or rollback (R-P-2, seed §22).

Never infers success from a vanished process: only a committed database row
(Promotion.attempt / rollback_attempt equal to the journal's attempt) rolls
forward. Everything else returns the store to the journal's snapshot.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from django.db.models import Q
from django.utils import timezone

from cycles import events
from cycles.services import cycle_open
from evaluation.candidates.models import Candidate
from promotion import store
from promotion.activation import profiles_activate
from promotion.choices import JournalOp
from promotion.exceptions import RecoveryFailed
from promotion.journal import Journal, clear_journal, read_journal
from promotion.models import Promotion

logger = logging.getLogger("qlnweb.promotion")


@dataclass(frozen=True)
class RecoveryOutcome:
    action: str  # clean | rolled_forward | rolled_back
    op: str | None = None
    attempt: str | None = None
    version: str | None = None


def store_recover(root: Path | None = None) -> RecoveryOutcome:
    """Bring the store to a committed state; call with the promotion lock held."""
    root = root or store.ensure_layout()
    journal = read_journal(root)
    if journal is None:
        _remove_strays(root)
        return RecoveryOutcome("clean")
    if journal.op == JournalOp.PROMOTE:
        outcome = _recover_promote(root, journal)
    else:
        outcome = _recover_rollback(root, journal)
    _remove_strays(root)
    clear_journal(root)
    events.emit("promotion_recovered", op=journal.op, attempt=journal.attempt, action=outcome.action,
                version=outcome.version, steps=journal.steps)
    logger.warning("recovered %s %s: %s to %s", journal.op, journal.attempt, outcome.action, outcome.version)
    return outcome


def _recover_promote(root: Path, journal: Journal) -> RecoveryOutcome:
    promotion = Promotion.objects.select_related("agent").filter(attempt=journal.attempt).first()
    agent = journal.agent or (promotion.agent.name if promotion else "")
    if promotion is not None:
        check = store.verify_version(promotion.version_digest, root)
        if not check.ok:
            raise RecoveryFailed(
                f"promotion {promotion.pk} is committed but its version does not verify: {'; '.join(check.problems)}; "
                "the pointer was left at the old version — a human must decide"
            )
        if (store.read_pointer(agent, root) or {}).get("version") != promotion.version_digest:
            store.swap_pointer(agent, promotion.version_digest, root, promotion=promotion.pk, previous=journal.old_version)
        mark_activated(promotion)
        _activate_profiles(promotion.agent_id, promotion.version_digest)
        return RecoveryOutcome("rolled_forward", journal.op, journal.attempt, promotion.version_digest)
    if agent:
        store.restore_pointer(agent, journal.old_pointer, root)
    if journal.new_version and not journal.version_preexisting and not _referenced(journal.new_version, root):
        store.remove_tree(store.version_dir(journal.new_version, root))
    return RecoveryOutcome("rolled_back", journal.op, journal.attempt, journal.old_version)


def _recover_rollback(root: Path, journal: Journal) -> RecoveryOutcome:
    promotion = Promotion.objects.select_related("agent").filter(pk=journal.promotion_id).first()
    agent = journal.agent or (promotion.agent.name if promotion else "")
    if promotion is not None and str(promotion.rollback_attempt or "") == journal.attempt:
        store.swap_pointer(agent, journal.new_version, root, promotion=None, previous=promotion.version_digest,
                           rolled_back=promotion.pk)
        _activate_profiles(promotion.agent_id, journal.new_version)
        return RecoveryOutcome("rolled_forward", journal.op, journal.attempt, journal.new_version)
    if agent:
        store.restore_pointer(agent, journal.old_pointer, root)
    return RecoveryOutcome("rolled_back", journal.op, journal.attempt, journal.old_version)


def _activate_profiles(agent_id: int, version: str | None) -> None:
    """Roll-forward reaches the profiles too; a busy one stays pending for `promoter run`."""
    profiles_activate(agent_id, version, wait=0)


def _referenced(digest: str, root: Path) -> bool:
    """A version any committed promotion or any agent's pointer names is never removed."""
    agents_dir = root / store.AGENTS
    for pointer in agents_dir.glob("*/" + store.POINTER) if agents_dir.is_dir() else []:
        try:
            if (store.read_pointer(pointer.parent.name, root) or {}).get("version") == digest:
                return True
        except ValueError:
            continue
    return Promotion.objects.filter(Q(version_digest=digest) | Q(previous_version=digest)).exists()


def _remove_strays(root: Path) -> None:
    for staging in store.staging_dirs(root):
        store.remove_tree(staging)
    agents_dir = root / store.AGENTS
    for tmp in agents_dir.glob("*/" + store.POINTER + ".tmp") if agents_dir.is_dir() else []:
        tmp.unlink()


def mark_activated(promotion: Promotion) -> None:
    """§18.2 step 9: from now on new sessions pin this version; the canary starts counting."""
    updated = Promotion.objects.filter(pk=promotion.pk, activated_at__isnull=True).update(activated_at=timezone.now())
    if updated:
        events.emit("version_activated", promotion=promotion.pk, version=promotion.version_digest)


def open_next_s(promotion: Promotion) -> int | None:
    """R-P-3: seed the next S with the observed failure; a failure here never undoes the rollback."""
    try:
        candidate = Candidate.objects.select_related("cycle__agent").get(pk=promotion.candidate_id)
        cycle = cycle_open(
            agent=candidate.cycle.agent,
            title=f"After rollback of promotion {promotion.pk}",
            observation=(
                f"Promotion {promotion.pk} (version {promotion.version_digest}) of candidate {candidate.pk} "
                f"was rolled back: {promotion.rollback_reason}"
            ),
        )
    except Exception as exc:  # noqa: BLE001 — the rollback already happened; report, do not raise
        events.emit("rollback_next_s_failed", promotion=promotion.pk, error=str(exc))
        logger.exception("could not open the next S after rolling back promotion %s", promotion.pk)
        return None
    Promotion.objects.filter(pk=promotion.pk).update(rollback_cycle=cycle)
    events.emit("rollback_next_s_opened", cycle=cycle, promotion=promotion.pk)
    return cycle.pk
