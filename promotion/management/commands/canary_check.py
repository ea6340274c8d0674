"""manage.py canary_check — run the canary monitor once, now (it also runs every minute as a schedule)."""
from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand

from promotion.canary import canary_monitor


class Command(BaseCommand):
    help = "Assess every watched promotion now; hard failures file rollback requests, ambiguous ones HOLD (R-P-5)."

    def handle(self, *args: Any, **options: Any) -> None:
        outcomes = canary_monitor()
        for outcome in outcomes:
            self.stdout.write(json.dumps(outcome, default=str))
        self.stdout.write(f"{len(outcomes)} promotion(s) assessed")
