"""POST-turn ingest computes the metrics once, language included (R-V-2, R-R-1, R-R-7)."""
from __future__ import annotations

import hashlib

import pytest

from register.metrics import compute_metrics
from register.models import OutputSample
from register.services import baseline_calibrate, output_ingest
from tests.register.corpus import GLYPH, corpus, execution_text, french_text

pytestmark = pytest.mark.django_db


def ingest(agent, text: str, **kwargs: object) -> OutputSample:
    return output_ingest(agent=agent, session_id="s1", turn_id="t1", text=text, **kwargs)


def test_ingest_stores_metrics_digest_and_length_but_not_the_text(agent):
    text = execution_text(3)
    sample = ingest(agent, text, called_tools=["terminal"])
    sample.refresh_from_db()
    assert sample.metrics == compute_metrics(text, anchor_glyph=None).to_dict()
    assert sample.metrics["primary_language"] == "en"  # language detected here, at ingest
    assert sample.text_digest == hashlib.sha256(text.encode()).hexdigest()
    assert sample.text_length == len(text)
    assert (sample.session_id, sample.turn_id, sample.model_name) == ("s1", "t1", "demo-model")
    assert text not in str([getattr(sample, f.attname) for f in OutputSample._meta.fields])


def test_ingest_uses_the_baseline_anchor_glyph(agent):
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="m", anchor_glyph=GLYPH)
    sample = ingest(agent, execution_text(1))
    assert sample.anchor_glyph == GLYPH
    assert sample.metrics["anchor_glyph_present"] is True
    assert GLYPH not in sample.metrics["other_emoji"]


@pytest.mark.parametrize(("kwargs", "mode"), [
    ({}, "analysis"),
    ({"called_tools": []}, "analysis"),
    ({"called_tools": ["terminal"]}, "execution"),
    ({"called_tools": True}, "execution"),
    ({"mode_hint": "analysis", "called_tools": ["terminal"]}, "analysis"),
    ({"mode_hint": "execution"}, "execution"),
    ({"mode_hint": "chatty", "called_tools": ["terminal"]}, "execution"),  # an unknown hint is ignored
])
def test_mode_comes_from_the_hint_or_the_tool_calls(agent, kwargs, mode):
    assert ingest(agent, "Done.", **kwargs).mode == mode


@pytest.mark.parametrize(("message", "asked"), [
    ("Please answer in French from now on", True),
    ("respond in German", True),
    ("réponds en français stp", True),
    ("Translate the summary", True),
    ("switch to analysis mode and think it through", True),
    ("Deploy the app and fix the failing test in main.py", False),
    (None, False),
])
def test_a_user_requested_switch_is_recorded(agent, message, asked):
    assert ingest(agent, french_text(1), user_message=message).user_requested_switch is asked


def test_explicit_model_overrides_the_agent_model(agent):
    assert ingest(agent, "Done.", model="qwen3-coder").model_name == "qwen3-coder"
