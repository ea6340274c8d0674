from __future__ import annotations

import secrets
from typing import Any

from django.contrib.auth.models import Group, User
from django.core.management.base import BaseCommand
from django.db import transaction

from cycles import services
from cycles.demo import PHASE_TEXTS
from cycles.models import Agent, Cycle

DEMO_TITLE = "Demo: hack-job fallback under time pressure"


class Command(BaseCommand):
    help = "Load the demo: an operator login, an agent token and a cycle waiting for an X attestation."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--username", default="operator")
        parser.add_argument("--password", default="", help="Default: a fresh random password, printed once.")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        password = options["password"] or secrets.token_urlsafe(9)
        user, _ = User.objects.get_or_create(username=options["username"], defaults={"is_staff": True})
        user.is_staff = True
        user.set_password(password)
        user.save()
        user.groups.add(Group.objects.get(name="operators"))

        agent = Agent.objects.filter(name="demo-agent").first() or Agent(name="demo-agent", model_name="demo-model")
        token = agent.issue_token()
        agent.save()

        cycle = Cycle.objects.filter(agent=agent, title=DEMO_TITLE, status="open").first()
        if cycle is None:
            cycle = services.cycle_open(agent=agent, title=DEMO_TITLE, observation=PHASE_TEXTS["S"].split("\n\n")[1])
            services.output_submit(
                cycle_id=cycle.pk, agent=agent, phase="S", text=PHASE_TEXTS["S"],
                evidence=[{"author_kind": "human", "author": user.username, "text": "Operator named X on 2026-11-28."}],
            )
        self.stdout.write(self.style.SUCCESS("demo loaded"))
        self.stdout.write(f"  operator login : {user.username} / {password}")
        self.stdout.write(f"  agent token    : {token}   (agent demo-agent)")
        self.stdout.write(f"  demo cycle     : /cycles/{cycle.pk}/ (waiting for an X attestation)")
