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
            where = f" at entry #{verdict.first_broken_seq}" if verdict.first_broken_seq is not None else ""
            raise CommandError(f"ledger BROKEN{where}: {verdict.message}")
        self.stdout.write(self.style.SUCCESS(f"ledger verifies: {verdict.entries} entries, head {verdict.head_digest}"))
