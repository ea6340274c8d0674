from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.utils.text import slugify

from cycles.models import Agent


class Command(BaseCommand):
    help = "Create an agent and print its API token once (only a hash is stored)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("name")
        parser.add_argument("--model", default="", help="Model the agent runs on (for register baselines).")
        parser.add_argument("--rotate", action="store_true", help="Issue a new token for an existing agent.")

    def handle(self, *args: Any, **options: Any) -> None:
        name = options["name"]
        if slugify(name) != name:
            raise CommandError(f"agent name must be a slug (letters, digits, - and _): {name!r}")
        agent = Agent.objects.filter(name=name).first()
        if agent and not options["rotate"]:
            raise CommandError(f"agent {name!r} exists; use --rotate to issue a new token")
        agent = agent or Agent(name=name, model_name=options["model"])
        token = agent.issue_token()
        agent.save()
        self.stdout.write(f"agent {agent.name} token (shown once): {token}")
