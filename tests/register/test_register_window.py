"""register_assess: the rolling window of stored outputs against the baseline (R-R-4 … R-R-7)."""
from __future__ import annotations

import statistics
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from register.metrics import compute_metrics
from register.models import OutputSample
from register.services import baseline_calibrate, output_ingest, register_assess
from register.window import Verdict
from tests.factories import AgentFactory
from tests.register.corpus import GLYPH, analysis_text, corpus, drifting_text, execution_text, french_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def calibrated(agent):
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model",
                       anchor_glyph=GLYPH)
    return agent


def ingest_many(agent, texts, *, session_id: str = "s1", mode: str = "execution", **kwargs: object) -> None:
    for i, text in enumerate(texts):
        output_ingest(agent=agent, session_id=session_id, turn_id=f"t{i}", text=text, mode_hint=mode, **kwargs)


def test_no_baseline_or_no_output_means_no_assessment(agent):
    assert register_assess(agent=agent) is None
    ingest_many(agent, [execution_text(1)])
    assert register_assess(agent=agent) is None  # outputs but no baseline
    other = AgentFactory()
    baseline_calibrate(agent=other, samples=corpus(), provisional=False, model_name="m", anchor_glyph=GLYPH)
    assert register_assess(agent=other) is None  # baseline but no output


def test_stable_outputs_raise_nothing(calibrated):
    ingest_many(calibrated, [execution_text(100 + i) for i in range(10)])
    result = register_assess(agent=calibrated, session_id="s1")
    assert result is not None and result.verdict is None and result.advise is None
    assert result.flags == {"stylistic": "none", "glyph": "consistent", "language": "consistent"}
    assert result.signal.baseline_mode == "execution"


def test_the_window_is_the_last_ten_outputs_of_the_mode(calibrated):
    texts = [drifting_text(i) for i in range(5)] + [execution_text(200 + i) for i in range(10)]
    ingest_many(calibrated, texts)
    ingest_many(calibrated, [analysis_text(i) for i in range(3)], mode="analysis")
    result = register_assess(agent=calibrated, mode_hint="execution")
    assert result.details["window_size"] == 10
    expected = statistics.fmean(compute_metrics(t, anchor_glyph=GLYPH).sentence_length for t in texts[-10:])
    assert result.details["means"]["sentence_length"] == pytest.approx(expected)
    assert result.verdict is None  # the five drifting outputs fell out of the window
    # Without a hint the latest output's mode (analysis) is the expected mode.
    assert register_assess(agent=calibrated).signal.baseline_mode == "analysis"


def test_the_window_spans_the_agents_sessions(calibrated):
    ingest_many(calibrated, [drifting_text(i) for i in range(5)], session_id="old")
    ingest_many(calibrated, [execution_text(i) for i in range(5)], session_id="new")
    result = register_assess(agent=calibrated, session_id="new")
    assert result.details["window_size"] == 10
    assert result.flags["stylistic"] == "break"
    # A session with nothing ingested yet is judged on the agent's window.
    assert register_assess(agent=calibrated, session_id="brand-new").flags["stylistic"] == "break"


def test_drift_end_to_end_from_stored_samples(calibrated):
    ingest_many(calibrated, [execution_text(300 + i) for i in range(10)])
    assert register_assess(agent=calibrated).verdict is None
    seen = []
    for i in range(10):
        ingest_many(calibrated, [drifting_text(i)])
        result = register_assess(agent=calibrated)
        seen.append(result.verdict)
        if result.verdict in (Verdict.NUDGE, Verdict.ESCALATE):
            assert result.advise and len(result.advise.split()) <= 25
    final = register_assess(agent=calibrated)
    assert final.verdict == Verdict.ESCALATE
    assert final.flags == {"stylistic": "break", "glyph": "break", "language": "consistent"}
    assert final.advise.startswith("Register break") and "anchor glyph absent" in final.advise
    assert final.signal.to_dict()["snapshot"]["anchor_glyph_present"] is False
    assert Verdict.ESCALATE in seen and seen.index(Verdict.ESCALATE) <= 2  # caught within a few turns


def test_language_shift_nudges_unless_the_user_asked(calibrated):
    ingest_many(calibrated, [execution_text(i) for i in range(9)] + [french_text(1)])
    result = register_assess(agent=calibrated)
    assert result.verdict == Verdict.NUDGE
    assert result.advise == "Language shifted to French mid-task. Frame check recommended."
    output_ingest(agent=calibrated, session_id="s1", turn_id="t-fr", text=french_text(2), mode_hint="execution",
                  user_message="Réponds en français, s'il te plaît")
    asked = register_assess(agent=calibrated)
    assert asked.flags["language"] == "expected" and asked.verdict is None


def test_outputs_ingested_before_calibration_are_reanchored(agent):
    ingest_many(agent, [execution_text(i) for i in range(10)])  # no anchor known yet
    assert OutputSample.objects.filter(anchor_glyph="").count() == 10
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model",
                       anchor_glyph=GLYPH)
    result = register_assess(agent=agent)
    assert result.flags["glyph"] == "consistent" and result.verdict is None


def test_stale_baseline_is_reported_in_the_signal(calibrated):
    ingest_many(calibrated, [execution_text(i) for i in range(10)], model="other-model")
    result = register_assess(agent=calibrated, session_id="s1")
    assert result.stale_reasons == ("model differs (demo-model → other-model)",)
    assert "stale: model differs" in result.signal.render()
    assert "stale" not in result.signal.to_dict()


def test_assessment_is_one_query_once_the_baseline_is_parsed(calibrated):
    """The verdict path reads the window in one query; speed itself is measured in bench/."""
    from register.models import clear_parsed_baselines

    ingest_many(calibrated, [execution_text(i) for i in range(10)])
    clear_parsed_baselines()
    with CaptureQueriesContext(connection) as cold:
        register_assess(agent=calibrated, session_id="s1")
    with CaptureQueriesContext(connection) as warm:
        register_assess(agent=calibrated, session_id="s1")
    assert len(cold) <= 2
    assert len(warm) == 1


def test_window_orders_by_time_not_insertion(calibrated):
    ingest_many(calibrated, [execution_text(i) for i in range(10)])
    old = output_ingest(agent=calibrated, session_id="s1", turn_id="late", text=drifting_text(1),
                        mode_hint="execution")
    OutputSample.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=1))
    assert register_assess(agent=calibrated).verdict is None  # the old drifting output is the 11th
