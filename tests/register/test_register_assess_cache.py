"""register_assess's caches (parsed baselines, assessments) never hide a new output or baseline (R-R-2, R-R-4)."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from register.baseline import STALE_AFTER
from register.models import RegisterBaseline, clear_parsed_baselines
from register.services import baseline_calibrate, output_ingest, register_assess
from tests.factories import AgentFactory
from tests.register.corpus import GLYPH, corpus, drifting_text, execution_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def agent() -> Any:
    clear_parsed_baselines()
    agent = AgentFactory(model_name="demo-model")
    for i in range(10):
        output_ingest(agent=agent, session_id="s1", turn_id=f"t{i}", text=execution_text(i), mode_hint="execution")
    return agent


def calibrate(agent: Any, *, model_name: str = "demo-model", calibrated_at: Any = None) -> None:
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name=model_name,
                       anchor_glyph=GLYPH, calibrated_at=calibrated_at)


def test_a_warm_assessment_is_one_query(agent: Any) -> None:
    calibrate(agent)
    register_assess(agent=agent, session_id="s1")
    with CaptureQueriesContext(connection) as queries:
        assert register_assess(agent=agent, session_id="s1") is not None
    assert len(queries) == 1


def test_a_new_baseline_takes_effect_on_the_next_call(agent: Any) -> None:
    assert register_assess(agent=agent, session_id="s1") is None  # no baseline yet
    calibrate(agent, calibrated_at=timezone.now() - timedelta(days=60))
    assert any("old" in reason or "day" in reason
               for reason in register_assess(agent=agent, session_id="s1").stale_reasons)
    calibrate(agent)  # a fresh calibration supersedes the 60-day-old one
    assert register_assess(agent=agent, session_id="s1").stale_reasons == ()


def test_a_superseded_baseline_is_not_used_even_when_parsed_before(agent: Any) -> None:
    calibrate(agent, model_name="old-model")
    assert register_assess(agent=agent, session_id="s1").stale_reasons  # baseline model ≠ session model
    calibrate(agent, model_name="demo-model")
    assert register_assess(agent=agent, session_id="s1").stale_reasons == ()
    assert RegisterBaseline.objects.filter(agent=agent, superseded_at__isnull=False).count() == 2


def test_an_agent_without_active_baselines_gets_none_after_they_are_superseded(agent: Any) -> None:
    calibrate(agent)
    assert register_assess(agent=agent, session_id="s1") is not None
    RegisterBaseline.objects.filter(agent=agent).update(superseded_at="2020-01-01T00:00:00Z")
    assert register_assess(agent=agent, session_id="s1") is None


# The assessment cache (register.window_query) fills only with real commits, as in a web worker.

@pytest.mark.django_db(transaction=True)
def test_a_warm_assessment_is_the_window_query_alone(agent: Any) -> None:
    calibrate(agent)
    first = register_assess(agent=agent, session_id="s1")
    with CaptureQueriesContext(connection) as queries:
        again = register_assess(agent=agent, session_id="s1")
    assert again is first and len(queries) <= 1  # no baseline read, no arithmetic (no query either once
    # the window itself is cached: tests/register/test_register_window_cache.py)


@pytest.mark.django_db(transaction=True)
def test_a_new_output_is_assessed_at_once_despite_the_cache(agent: Any) -> None:
    calibrate(agent)
    assert register_assess(agent=agent, session_id="s1").flags["stylistic"] == "none"
    for i in range(10):
        output_ingest(agent=agent, session_id="s1", turn_id=f"d{i}", text=drifting_text(i), mode_hint="execution")
        assessment = register_assess(agent=agent, session_id="s1")
    assert assessment.flags["stylistic"] == "break"


@pytest.mark.django_db(transaction=True)
def test_a_baseline_turning_stale_is_seen_the_next_minute(agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    now = timezone.now().replace(second=0, microsecond=0)
    calibrate(agent, calibrated_at=now - STALE_AFTER + timedelta(seconds=30))
    monkeypatch.setattr(timezone, "now", lambda: now)
    assert register_assess(agent=agent, session_id="s1").stale_reasons == ()
    monkeypatch.setattr(timezone, "now", lambda: now + timedelta(seconds=61))
    assert register_assess(agent=agent, session_id="s1").stale_reasons
