"""manage.py recover_verdict_journal — insert the verdict events a stopped web process left journaled.

Run it before the web processes start (``ExecStartPre`` of the web unit); every web process also
replays stopped journals when it first writes behind and every few seconds
(evaluation/verdicts/journal.py, journal_replay.py; docs/durability.md). Segments of living processes are left alone.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand

from evaluation.verdicts.journal_replay import recover


class Command(BaseCommand):
    help = "Insert the verdict events journaled by web processes that stopped before writing them."

    def handle(self, *args: Any, **options: Any) -> None:
        directory = Path(settings.QLN_VERDICT_JOURNAL_DIR)
        sent = recover(directory)
        self.stdout.write(f"{sent} journaled verdict event(s) replayed from {directory}")
