from __future__ import annotations

import json
import os
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from core.input_guard import json_line
from cycles import privacy
from cycles.models import Agent


class Command(BaseCommand):
    help = (
        "Privacy (R-S-3): `export NAME [--output FILE]` writes everything stored about an agent as JSONL; "
        "`erase NAME --yes` erases its raw content (digests stay) and revokes its token; "
        "`purge --older-than-days N` drops raw evidence past retention."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("action", choices=["export", "erase", "purge"])
        parser.add_argument("name", nargs="?")
        parser.add_argument("--output", help="File for export (default: standard output).")
        parser.add_argument("--yes", action="store_true", help="Confirm an erasure.")
        parser.add_argument("--older-than-days", type=int, help="Retention for purge, in days.")
        parser.add_argument("--actor", default="", help="Who asked (recorded in the ledger).")

    def handle(self, *args: Any, **options: Any) -> None:
        action = options["action"]
        if action == "purge":
            days = options["older_than_days"]
            if days is None or days < 1:
                raise CommandError("purge needs --older-than-days N (N ≥ 1)")
            counts = privacy.evidence_purge(older_than=privacy.purge_cutoff(days))
            self.stdout.write(f"purged raw evidence older than {days} days: {json.dumps(counts)}")
            return
        if not options["name"]:
            raise CommandError(f"{action} needs an agent NAME")
        agent = Agent.objects.filter(name=options["name"]).first()
        if agent is None:
            raise CommandError(f"no agent named {options['name']!r}")
        if action == "export":
            # 0600: the export holds the agent's raw content (issue 11).
            handle: Any = (os.fdopen(os.open(options["output"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w",
                                     encoding="utf-8") if options["output"] else self.stdout)
            try:
                count = 0
                for record in privacy.agent_export(agent):
                    line = json_line(record, sort_keys=False)
                    handle.write(line if handle is self.stdout else line + "\n")
                    count += 1
            finally:
                if options["output"]:
                    handle.close()
            self.stderr.write(f"exported {count} records for {agent.name}")
            return
        if not options["yes"]:
            raise CommandError("erase is irreversible: add --yes")
        counts = privacy.agent_erase(agent=agent, actor_label=options["actor"] or "manage.py agent_data")
        self.stdout.write(f"erased {agent.name}: {json.dumps(counts)}; token revoked")
