"""manage.py promoter run | recover | active-at ISO — the promoter's routine work."""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.dateparse import parse_datetime
from django.utils.timezone import is_naive, make_aware

from promotion import store
from promotion.exceptions import PromotionError
from promotion.guard import require_promoter
from promotion.history import active_at
from promotion.locking import promotion_lock
from promotion.recovery import store_recover


class Command(BaseCommand):
    help = (
        "run: execute re-checked rollback requests; recover: finish or undo a crashed promotion; "
        "active-at: history; init --from DIR: the first active version."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        sub.add_parser("run", help="Execute pending canary rollback requests after re-checking them (timer/cron).")
        sub.add_parser("recover", help="Bring the active store to a committed state after a crash.")
        at = sub.add_parser("active-at", help="Which version was active at an ISO 8601 time (from the ledger).")
        at.add_argument("when")
        init = sub.add_parser("init", help="Seal an existing profile's files as the first active version.")
        init.add_argument("--from", dest="source", required=True, help="Directory (e.g. the profile's skills/ parent).")

    def handle(self, *args: Any, **options: Any) -> None:
        action = options["action"]
        try:
            if action == "active-at":
                self._active_at(options["when"])
            elif action == "init":
                from pathlib import Path

                from promotion.bootstrap import initial_version_load

                source = Path(options["source"]).resolve()
                if not source.is_dir():
                    raise CommandError(f"{source} is not a directory")
                digest = initial_version_load(source=source, os_user=require_promoter())
                self.stdout.write(f"initial version {digest} is active")
            elif action == "recover":
                require_promoter()
                root = store.ensure_layout()
                with promotion_lock(root):
                    outcome = store_recover(root)
                self.stdout.write(f"recover: {outcome.action}" + (f" ({outcome.op} {outcome.attempt} → {outcome.version or 'nothing'})" if outcome.op else ""))
                self.stdout.write(f"active version: {store.active_version_digest() or 'none'}")
            else:
                from promotion.runner import rollback_requests_execute

                outcomes = rollback_requests_execute(os_user=require_promoter())
                for outcome in outcomes:
                    self.stdout.write(f"request {outcome.request} (promotion {outcome.promotion}): {outcome.status} — {outcome.detail}")
                self.stdout.write(f"{len(outcomes)} rollback request(s) handled")
        except PromotionError as exc:
            raise CommandError(str(exc)) from exc

    def _active_at(self, raw: str) -> None:
        when = parse_datetime(raw)
        if when is None:
            raise CommandError(f"not an ISO 8601 date-time: {raw!r}")
        if is_naive(when):
            when = make_aware(when)
        try:
            version = active_at(when)
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(version or "none")
