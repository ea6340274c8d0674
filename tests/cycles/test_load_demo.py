"""The demo (R-O-1, issue 3): a calibrated demo agent whose page shows a band and points, a block by curl."""
from __future__ import annotations

import json
import shlex
from io import StringIO

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from cycles.models import Agent, Cycle
from qlnweb.management.commands.load_demo import CALIBRATION, DEMO_SESSION, DRIFTING_TURNS, STABLE_TURNS, demo_output
from register.models import OutputSample, RegisterBaseline
from register.services import register_assess

pytestmark = pytest.mark.django_db


def _load(password: str = "demo-pass-123") -> str:
    out = StringIO()
    call_command("load_demo", "--password", password, stdout=out)
    return out.getvalue()


def test_the_demo_agent_has_a_calibrated_baseline_and_a_window():
    _load()
    agent = Agent.objects.get(name="demo-agent")
    baselines = {row.mode: row for row in RegisterBaseline.objects.active().filter(agent=agent)}
    assert set(baselines) == {"execution", "analysis"}
    assert {mode: row.sample_count for mode, row in baselines.items()} == CALIBRATION
    assert not any(row.provisional for row in baselines.values())
    assert OutputSample.objects.filter(agent=agent, session_id=DEMO_SESSION).count() == STABLE_TURNS + DRIFTING_TURNS
    assessment = register_assess(agent=agent, session_id=DEMO_SESSION)
    assert assessment is not None and assessment.composite >= 1.0  # the drifting turns show


def test_it_is_idempotent():
    _load()
    agent = Agent.objects.get(name="demo-agent")
    baseline_ids = set(RegisterBaseline.objects.filter(agent=agent).values_list("pk", flat=True))
    outputs = OutputSample.objects.filter(agent=agent).count()
    second = _load()
    assert set(RegisterBaseline.objects.filter(agent=agent).values_list("pk", flat=True)) == baseline_ids
    assert OutputSample.objects.filter(agent=agent).count() == outputs
    assert Cycle.objects.filter(agent=agent).count() == 1
    assert "already calibrated, 0 output(s) ingested" in second


def test_demo_outputs_are_the_same_on_every_run():
    assert demo_output("execution", 3) == demo_output("execution", 3)
    assert demo_output("analysis", 3) != demo_output("execution", 3)


def test_the_printed_curl_line_gets_a_block():
    printed = _load()
    line = next(row for row in printed.splitlines() if "a blocked call" in row)
    words = shlex.split(line.split(":", 1)[1])
    token = next(word for word in words if word.startswith("Authorization: Bearer ")).split()[-1]
    url = next(word for word in words if word.startswith("http"))
    body = json.loads(words[words.index("-d") + 1])
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    response = client.post(url.split("8000", 1)[-1], body, format="json")
    assert response.status_code == 200
    assert response.json()["block"] is True


def test_the_agent_page_shows_the_band_and_points(client):
    _load(password="demo-pass-123")
    assert client.login(username="operator", password="demo-pass-123")
    page = client.get("/agents/demo-agent/")
    assert page.status_code == 200
    html = page.content.decode()
    assert 'class="baseline-band"' in html
    assert "<polyline" in html


def test_the_demo_imports_its_suites_once(db):
    from io import StringIO

    from django.core.management import call_command

    from evaluation.candidates.models import Suite

    call_command("load_demo", stdout=StringIO())
    call_command("load_demo", stdout=StringIO())
    assert sorted(Suite.objects.values_list("kind", flat=True)) == ["adversarial", "held_out", "held_out", "regression"]
