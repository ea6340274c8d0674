"""Stale baselines (older than 30 days, or another model) and the monthly job (R-R-9)."""
from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone
from django_q.models import Schedule

from cycles.models import Event
from register.services import baseline_calibrate, output_ingest, stale_baselines
from register.tasks import stale_baselines_report
from tests.factories import AgentFactory
from tests.register.corpus import GLYPH, corpus, execution_text

pytestmark = pytest.mark.django_db


def calibrate(agent, *, days_ago: int, model: str = "demo-model") -> None:
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name=model, anchor_glyph=GLYPH,
                       calibrated_at=timezone.now() - timedelta(days=days_ago))


def test_fresh_baselines_are_not_stale(agent):
    calibrate(agent, days_ago=3)
    assert stale_baselines() == []


def test_a_baseline_older_than_thirty_days_is_stale(agent):
    calibrate(agent, days_ago=31)
    found = stale_baselines()
    assert [(item.agent, item.mode) for item in found] == [(agent.name, "analysis"), (agent.name, "execution")]
    assert found[0].reasons == ("older than 30 days (31 d)",)


def test_a_baseline_for_another_model_is_stale(agent):
    calibrate(agent, days_ago=1)
    output_ingest(agent=agent, session_id="s", turn_id="t", text=execution_text(1), model="qwen3-coder")
    found = stale_baselines()
    assert {item.reasons for item in found} == {("model differs (demo-model → qwen3-coder)",)}
    assert found[0].current_model == "qwen3-coder"


def test_the_agent_model_counts_when_no_output_names_one(agent):
    calibrate(agent, days_ago=1, model="old-model")
    assert {item.reasons for item in stale_baselines()} == {("model differs (old-model → demo-model)",)}


def test_the_monthly_job_lists_stale_baselines_without_numbers(agent):
    calibrate(agent, days_ago=45)
    calibrate(AgentFactory(), days_ago=2)
    report = stale_baselines_report()
    assert {item["agent"] for item in report} == {agent.name}
    event = Event.objects.get(kind="register.baselines_stale")
    assert event.payload["count"] == 2
    assert "mean" not in str(event.payload)


def test_the_monthly_schedule_is_installed():
    # Installed by migration 0002 and by `ensure_schedules`; a live-server test that ran before on this
    # worker flushes migration data, so the test installs it the way `make run` and CI machines do.
    call_command("ensure_schedules", stdout=StringIO())
    schedule = Schedule.objects.get(func="register.tasks.stale_baselines_report")
    assert schedule.schedule_type == Schedule.MONTHLY and schedule.repeats == -1
