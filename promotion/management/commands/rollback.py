"""manage.py rollback <promotion> --reason … (R-P-3)."""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from promotion.exceptions import PromotionError
from promotion.guard import require_promoter
from promotion.rollback import promotion_rollback


class Command(BaseCommand):
    help = "Roll back the active promotion to the version it replaced (as the promoter OS user)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("promotion", type=int)
        parser.add_argument("--reason", required=True, help="The observed failure; it seeds the next S.")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            os_user = require_promoter()
            promotion = promotion_rollback(promotion_id=options["promotion"], reason=options["reason"], os_user=os_user)
        except PromotionError as exc:
            raise CommandError(str(exc)) from exc
        except PermissionError as exc:  # issue 11: a clear refusal, never a traceback
            raise CommandError(f"refused by the file system: {exc.strerror}: {exc.filename} "
                               "(run as the promoter OS user that owns the active store)") from exc
        self.stdout.write(
            f"rolled back: promotion {promotion.pk}; active version is now {promotion.previous_version or 'none'}"
        )
        self.stdout.write(f"ledger entry: #{promotion.rollback_ledger_seq}")
        for outcome in getattr(promotion, "profile_outcomes", []):
            self.stdout.write(outcome.line())
        if promotion.rollback_cycle_id:
            self.stdout.write(f"next S opened: cycle {promotion.rollback_cycle_id}")
