from __future__ import annotations

import json
import random
import shlex
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.management.base import BaseCommand
from django.db import transaction

from cycles import services
from cycles.demo import PHASE_TEXTS, demo_cycle_status
from cycles.models import Agent, Cycle
from cycles.operators import operators_group
from cycles.signing.services import enrolment_code_issue
from evaluation.candidates.services import suite_import
from evaluation.candidates.suites import load_suite_dir
from promotion.operator_keys import enrolment_write
from promotion.store import ensure_layout
from qlnweb.demo_setup import demo_credentials, ensure_profile
from register.models import OutputSample, RegisterBaseline
from register.services import baseline_calibrate, output_ingest
from register.synthetic import sentence

DEMO_TITLE = "Demo: hack-job fallback under time pressure"
DEMO_GLYPH = "🦾"
DEMO_SESSION = "demo-session"
DEMO_SEED = "qln-demo"
CALIBRATION = {"execution": 50, "analysis": 30}
"""≈ 80 stable outputs, the calibration size of R-R-2."""
STABLE_TURNS, DRIFTING_TURNS = 7, 3
"""Ingested into the demo session: a steady start, then drift the agent page shows."""

_sentence = sentence  # the shared generator (register/synthetic.py)


def demo_output(mode: str, index: int) -> str:
    """One stable output of the demo agent, the same on every run (seeded per mode and index)."""
    rng = random.Random(f"{DEMO_SEED}-{mode}-{index}")
    if mode == "execution":  # a status line, a short list, one command, the anchor
        head = " ".join(_sentence(rng, rng.randint(0, 2)) for _ in range(rng.randint(1, 2)))
        bullets = "\n".join(f"- {_sentence(rng)}" for _ in range(rng.randint(2, 4)))
        return f"{head} {DEMO_GLYPH}\n\n{bullets}\n\nNext: `make check-{index % 7}`."
    paragraphs = []  # analysis: two or three paragraphs of longer sentences
    for _ in range(rng.randint(2, 3)):
        paragraphs.append(" ".join(
            _sentence(rng, rng.randint(3, 6))[:-1] + ", and the trade-off between "
            + rng.choice(["latency and cost", "safety and speed", "scope and depth"]) + " "
            + rng.choice(["still holds", "shifts slightly", "matters most here"]) + "."
            for _ in range(rng.randint(2, 4))))
    return "\n\n".join(paragraphs) + f" {DEMO_GLYPH}"


def drifting_output(index: int) -> str:
    """An execution turn gone breathless: shouting, no list, no command, no anchor."""
    rng = random.Random(f"{DEMO_SEED}-drift-{index}")
    words = " ".join(rng.choice(["EVERYTHING", "IS", "ON", "FIRE", "WE", "MUST", "SHIP", "NOW", "TRUST", "ME"])
                     for _ in range(40))
    return f"{words}!!! {words.lower()}?! {words}!!!"


def demo_register(agent: Agent) -> tuple[bool, int]:
    """Calibrate the demo agent's baselines once and fill its demo window; (calibrated now, outputs added)."""
    calibrated = False
    if not RegisterBaseline.objects.active().filter(agent=agent).exists():
        samples = [(demo_output(mode, i), mode) for mode, count in CALIBRATION.items() for i in range(count)]
        baseline_calibrate(agent=agent, samples=samples, provisional=False, model_name=agent.model_name or "demo-model",
                           anchor_glyph=DEMO_GLYPH, source="demo")
        calibrated = True
    turns = [(f"demo-{i}", demo_output("execution", 1000 + i)) for i in range(STABLE_TURNS)]
    turns += [(f"demo-drift-{i}", drifting_output(i)) for i in range(DRIFTING_TURNS)]
    present = set(OutputSample.objects.filter(agent=agent, session_id=DEMO_SESSION).values_list("turn_id", flat=True))
    added = 0
    for turn_id, text in turns:
        if turn_id not in present:
            output_ingest(agent=agent, session_id=DEMO_SESSION, turn_id=turn_id, text=text,
                          mode_hint="execution", model=agent.model_name or "demo-model")
            added += 1
    return calibrated, added


DEMO_SUITES = (
    ("suites/adversarial", "adversarial"),
    ("suites/skills/open-space", "regression"),
    ("suites/held_out/self-change-requests", "held_out"),
    ("suites/held_out/open-space-requests", "held_out"),  # 6 + 22 held-out cases: the sufficiency rule wants 20
)


def demo_suites() -> list[str]:
    """Import the project's adversarial suite, the open-space skill's fixtures and the self-change held-out
    cases (content-addressed: idempotent)."""
    from django.conf import settings


    names = []
    for relative, kind in DEMO_SUITES:
        suite, _ = suite_import(load_suite_dir(settings.BASE_DIR / relative, kind))
        names.append(f"{suite.name} ({suite.kind}, {suite.size} cases)")
    return names


def block_curl(token: str) -> str:
    """A curl line that asks for a verdict on ``rm -rf /``: the answer is a block."""
    body = {"session_id": DEMO_SESSION, "tool_name": "terminal", "args": {"command": "rm -rf /"}}
    return (f"curl -s -X POST {settings.SITE_URL.rstrip('/')}/api/v1/verdicts "
            f"-H 'Authorization: Bearer {token}' -H 'Content-Type: application/json' "
            f"-d {shlex.quote(json.dumps(body))}")


def demo_enrolment(user: User, url: str) -> tuple[str, str]:
    """The demo operator's passkey enrolment, as `manage.py operator_enrol` issues it: (link, one-time code)."""
    row, code = enrolment_code_issue(user=user)
    enrolment_write(enrolment_id=row.pk, username=user.get_username(), code=code,
                    expires_at=row.expires_at.isoformat(), root=ensure_layout())
    return f"{url.rstrip('/')}/accounts/passkeys/enrol/", code


class Command(BaseCommand):
    help = ("Load the demo: an operator login, an agent token, a cycle waiting for an X attestation, "
            "and the demo agent's calibrated register baseline with a drifting window.")

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--username", default="operator")
        parser.add_argument("--password", default="", help="Default: the kept one (QLN_HOME/demo/credentials.json) "
                            "while it still logs in, else a fresh random one.")
        parser.add_argument("--reset", action="store_true",
                            help="Rotate the operator password and the agent token (they are kept across starts).")
        # A passkey is bound to the host name, and WebAuthn refuses an IP address as one: localhost, not 127.0.0.1.
        parser.add_argument("--url", default=settings.SITE_URL.replace("127.0.0.1", "localhost"),
                            help="The site as the operator opens it (for the passkey enrolment link).")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        user, _ = User.objects.get_or_create(username=options["username"], defaults={"is_staff": True})
        user.is_staff = True
        agent = Agent.objects.filter(name="demo-agent").first() or Agent(name="demo-agent", model_name="demo-model")
        kept = demo_credentials(user, agent, password=options["password"], reset=options["reset"])
        password, token = kept.password, kept.token
        user.groups.add(operators_group())
        ensure_profile(token)

        cycle = Cycle.objects.filter(agent=agent, title=DEMO_TITLE, status="open").first()
        if cycle is None:
            cycle = services.cycle_open(agent=agent, title=DEMO_TITLE, observation=PHASE_TEXTS["S"].split("\n\n")[1],
                                        classification="adaptation")  # its P changes a skill (issue 10)
            # No `evidence`: the agent cannot carry a human signal for X (L2 by provenance); K is in the footer.
            services.output_submit(cycle_id=cycle.pk, agent=agent, phase="S", text=PHASE_TEXTS["S"])
        calibrated, added = demo_register(agent)
        suites = demo_suites()
        self.stdout.write(self.style.SUCCESS("demo loaded"))
        link, code = demo_enrolment(user, options["url"])
        self.stdout.write(f"  operator login : {user.username} / {password}  "
                          f"({'kept' if kept.password_kept else 'new'}; load_demo --reset rotates it)")
        self.stdout.write(f"  open           : {options['url'].rstrip('/')}/  (localhost, not 127.0.0.1: passkeys "
                          "are bound to a host name)")
        self.stdout.write(f"  enrol passkey  : {link}  one-time code {code}  (every decision is signed with it)")
        self.stdout.write(f"  agent token    : {token}   (agent demo-agent, {'kept' if kept.token_kept else 'new'})")
        self.stdout.write(f"  demo cycle     : /cycles/{cycle.pk}/ ({demo_cycle_status(cycle)})")
        self.stdout.write(f"  agent page     : /agents/{agent.name}/ (register band and window; "
                          f"baseline {'calibrated now' if calibrated else 'already calibrated'}, "
                          f"{added} output(s) ingested)")
        self.stdout.write(f"  a blocked call : {block_curl(token)}")
        self.stdout.write("  suites         : " + ", ".join(suites))
