"""manage.py recover_evaluations [--requeue] — fail runs left `running` by a dead worker (R-E-7).

Run it before starting the django-q2 cluster (every worker also runs the same
recovery as it spawns). It never marks a run finished: see evaluation/candidates/recovery.py.
"""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from evaluation.candidates.recovery import recover_stale_runs


class Command(BaseCommand):
    help = "Detect evaluation runs whose worker died and fail them honestly (optionally queue a fresh run)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--requeue", action="store_true", help="queue a fresh evaluation for each recovered run")
        parser.add_argument("--stale-after", type=int, default=None, help="seconds without heartbeat (default QLN_EVAL_STALE_S or 300)")

    def handle(self, *args: Any, **options: Any) -> None:
        recovered = recover_stale_runs(requeue=options["requeue"], stale_after_s=options["stale_after"])
        for item in recovered:
            tail = f"; queued run {item.requeued_as}" if item.requeued_as else ""
            self.stdout.write(f"run {item.run_id}: {item.reason}{tail}")
        self.stdout.write(f"{len(recovered)} stale evaluation run(s) recovered")
