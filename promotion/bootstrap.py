"""The first active version (R-P-1, R-P-4): an existing profile's files, loaded by the promoter.

Until something is active, candidates have no parent and their baseline replay
runs against an empty prompt. `manage.py promoter init --from DIR` seals the
files the agent runs today as the first immutable version, so the first
candidate is compared with what is really there. It refuses when a version is
already active: after that, only `promote` changes the pointer.
"""
from __future__ import annotations

from pathlib import Path

from django.db import transaction

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from promotion import store
from promotion.exceptions import PromotionRefused
from promotion.locking import promotion_lock
from promotion.recovery import store_recover


def initial_version_load(*, source: Path, os_user: str) -> str:
    """Seal `source` as the first version and point current.json at it; return its digest.

    Order: seal → ledger entry (committed) → pointer swap. A crash before the swap
    leaves the pointer empty, so running the command again completes it.
    """
    root = store.ensure_layout()
    with promotion_lock(root):
        store_recover(root)
        pointer = store.read_pointer(root) or {}
        if pointer.get("version"):
            raise PromotionRefused(
                f"version {pointer['version']} is already active; only `manage.py promote` changes it now",
                check="initial_version",
            )
        try:
            files = store.tree_files(source)
        except ValueError as exc:
            raise PromotionRefused(str(exc), check="initial_version") from exc
        if not files:
            raise PromotionRefused(f"{source} holds no files", check="initial_version")
        staging = root / store.VERSIONS / (store.STAGING_PREFIX + "initial")
        digest = store.stage_version(files, staging)
        if store.version_dir(digest, root).exists():
            store.remove_tree(staging)
        else:
            store.seal_version(staging, digest, root)
        check = store.verify_version(digest, root)
        if not check.ok:
            raise PromotionRefused("; ".join(check.problems), check="initial_version")
        with transaction.atomic():
            ledger_append(
                kind=LedgerKind.PROMOTION, subject="initial-version",
                payload={"initial": True, "version": digest, "previous": None, "active_after": digest,
                         "files": len(files), "os_user": os_user},
            )
        store.swap_pointer(digest, root, initial=True)
    events.emit("initial_version_loaded", version=digest, files=len(files), os_user=os_user)
    return digest
