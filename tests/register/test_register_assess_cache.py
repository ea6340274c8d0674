"""register_assess's parsed-baseline cache never hides a new or superseded baseline (R-R-2, R-R-4)."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from register.models import RegisterBaseline, clear_parsed_baselines
from register.services import baseline_calibrate, output_ingest, register_assess
from tests.factories import AgentFactory
from tests.register.corpus import GLYPH, corpus, execution_text

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
