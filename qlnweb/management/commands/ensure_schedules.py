"""manage.py ensure_schedules — create the R-P-6 django-q2 Schedule rows (idempotent)."""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from qlnweb.schedules import ensure_schedules


class Command(BaseCommand):
    help = "Create or update the scheduled jobs: drift watch, observation bundler, evaluation queue, canary, ledger checkpoint, stale baselines."

    def handle(self, *args: Any, **options: Any) -> None:
        for name, created in ensure_schedules():
            self.stdout.write(f"{'created' if created else 'kept'}: {name}")
