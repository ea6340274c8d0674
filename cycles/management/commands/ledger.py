from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from cycles.ledger import verify_ledger


class Command(BaseCommand):
    help = "Ledger operations. `ledger verify` recomputes the chain and names the first broken entry (R-S-2)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("action", choices=["verify"])

    def handle(self, *args: Any, **options: Any) -> None:
        verdict = verify_ledger()
        if not verdict.ok:
            raise CommandError(f"ledger BROKEN at entry #{verdict.first_broken_seq}: {verdict.message}")
        self.stdout.write(self.style.SUCCESS(f"ledger verifies: {verdict.entries} entries, head {verdict.head_digest}"))
