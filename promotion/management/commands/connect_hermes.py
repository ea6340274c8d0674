"""manage.py connect_hermes --agent NAME --hermes-home DIR [--url URL] [--agent-user U] (R-H-7, docs/connect.md).

Run by an operator as root on the agent's host: an existing Hermes profile
becomes a governed one (agent and token, plugin, config.yaml, .env, companion
SOUL.md and skill, first version sealed and activated by the promoter user,
optionally hardened). Idempotent; bad input changes nothing.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from promotion.connect import ConnectRefused, connect_plan, hermes_connect


class Command(BaseCommand):
    help = "Turn an existing Hermes profile into a governed one (agent, plugin, companion, first version)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--agent", required=True, help="The agent's name in qlnweb (created when new).")
        parser.add_argument("--hermes-home", required=True, help="The Hermes profile directory (HERMES_HOME).")
        parser.add_argument("--url", default=settings.SITE_URL, help="qlnweb as the agent reaches it (QLN_URL).")
        parser.add_argument("--agent-user", default="", help="The OS user Hermes runs as: harden the profile for it.")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            plan = connect_plan(agent_name=options["agent"], hermes_home=Path(options["hermes_home"]).absolute(),
                                url=options["url"].rstrip("/"), agent_user=options["agent_user"])
            authenticated = hermes_connect(plan, report=self.stdout.write)
        except ConnectRefused as exc:
            raise CommandError(str(exc)) from exc
        if not authenticated:
            raise CommandError(f"the profile is connected but its token does not authenticate at {options['url']}")
