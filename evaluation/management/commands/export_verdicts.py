"""manage.py export_verdicts [--agent NAME] [--since ISO] [--output FILE] — JSONL, one
``daimon.verdict.v1`` object per line, oldest first (R-A-3; fields in docs/verdict-schema.md)."""
from __future__ import annotations

import os
from datetime import timezone as dt_timezone
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.dateparse import parse_date, parse_datetime

from core.input_guard import json_line
from cycles.models import Agent
from evaluation.verdicts.models import VerdictEvent


def parse_since(raw: str) -> Any:
    """An ISO date or datetime; naive values are UTC."""
    moment = parse_datetime(raw)
    if moment is None:
        day = parse_date(raw)
        if day is None:
            raise CommandError(f"--since {raw!r} is not an ISO date or datetime")
        moment = parse_datetime(f"{day.isoformat()}T00:00:00")
    if moment is None:
        raise CommandError(f"--since {raw!r} is not an ISO date or datetime")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt_timezone.utc)
    return moment


class Command(BaseCommand):
    help = "Export verdict events as JSONL (schema daimon.verdict.v1)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--agent", help="only this agent's verdicts")
        parser.add_argument("--since", help="only verdicts at or after this ISO date/datetime (naive = UTC)")
        parser.add_argument("--output", help="write to this file instead of stdout")

    def handle(self, *args: Any, **options: Any) -> None:
        events = VerdictEvent.objects.select_related("agent").order_by("created_at", "id")
        if options["agent"]:
            agent = Agent.objects.filter(name=options["agent"]).first()
            if agent is None:
                raise CommandError(f"no agent named {options['agent']!r}")
            events = events.filter(agent=agent)
        if options["since"]:
            events = events.filter(created_at__gte=parse_since(options["since"]))
        # The export holds redacted arguments and ADVISE text: readable by its owner only.
        handle = (os.fdopen(os.open(options["output"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="utf-8")
                  if options["output"] else None)
        out = handle or self.stdout
        count = 0
        try:
            for event in events.iterator(chunk_size=500):
                # json_line: a lone surrogate stored in args must not crash the export half-way (issue 11).
                out.write(json_line(event.to_record()) + "\n")
                count += 1
        finally:
            if handle:
                handle.close()
        (self.stdout if handle else self.stderr).write(f"exported {count} verdict event(s)")
