"""The first active version (R-P-1, R-P-4): an existing profile's files, loaded by the promoter.

Until something is active, candidates have no parent and their baseline replay
runs against an empty prompt. `manage.py promoter init --from DIR` seals the
files the agent runs today as the first immutable version, so the first
candidate is compared with what is really there. It refuses when a version is
already active: after that, only `promote` changes the pointer.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.db import transaction

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from hermes_plugin.governed import SymlinkRefused, governed_files
from promotion import store
from promotion.anchors import anchor_write
from promotion.exceptions import PromotionRefused
from promotion.locking import promotion_lock
from promotion.models import AgentVersion
from promotion.recovery import store_recover


def initial_version_load(*, agent: Any, source: Path, os_user: str) -> str:
    """Seal `source` as the first version and point current.json at it; return its digest.

    Order: seal → ledger entry (committed) → pointer swap. A crash before the swap
    leaves the pointer empty, so running the command again completes it.
    """
    root = store.ensure_layout()
    with promotion_lock(root):
        store_recover(root)
        store.migrate_legacy_pointer(agent.name, root)
        pointer = store.read_pointer(agent.name, root) or {}
        if pointer.get("version"):
            raise PromotionRefused(
                f"version {pointer['version']} is already active; only `manage.py promote` changes it now",
                check="initial_version",
            )
        try:
            # Only the governed strata of the profile (R-P-7): never config.yaml, .env, state.db, plugins/.
            files = governed_files(source)
        except (SymlinkRefused, OSError) as exc:
            raise PromotionRefused(str(exc), check="initial_version") from exc
        if not files:
            raise PromotionRefused(f"{source} holds no governed files (SOUL.md, skills/, prompts/…)", check="initial_version")
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
                kind=LedgerKind.PROMOTION, subject=f"initial-version:{agent.name}",
                payload={"initial": True, "agent": agent.name, "version": digest, "previous": None,
                         "active_after": digest, "files": len(files), "os_user": os_user},
            )
            AgentVersion.objects.get_or_create(agent=agent, digest=digest, defaults={"source": "initial", "files": len(files)})
        store.swap_pointer(agent.name, digest, root, initial=True)
        anchor_write(root)
    events.emit("initial_version_loaded", agent=agent, version=digest, files=len(files), os_user=os_user)
    return digest
