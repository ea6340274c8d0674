"""Baseline YAML import/export in the Daimon seed §2.3 shape (R-R-2)."""
from __future__ import annotations

import textwrap
from datetime import datetime, timezone

import pytest
import yaml

from register.baseline import BaselineSet, MetricBaseline, ModeBaseline
from register.baseline_yaml import BaselineFormatError, baselines_from_yaml, baselines_to_yaml
from register.metrics import STYLISTIC_METRICS

SEED_EXAMPLE = textwrap.dedent("""\
    agent: echo
    baselines:
      execution:
        sentence_length_mean: 12.4
        sentence_length_sd: 3.1
        paragraph_depth_mean: 3.2
        punctuation_density: 0.08
        code_text_ratio: 0.45
        bullet_frequency: 0.60
        anchor_glyph: "🦾"
        glyph_consistency_target: 0.95
        primary_language: en
""")


def make_set() -> BaselineSet:
    def mode(name: str, offset: float) -> ModeBaseline:
        return ModeBaseline(
            mode=name,
            metrics={m: MetricBaseline(mean=0.1 + offset + i / 7, sd=0.01 + i / 3)
                     for i, m in enumerate(STYLISTIC_METRICS)},
            anchor_glyph="🦾", glyph_consistency_target=0.95, primary_language="en",
            sample_count=50, model_name="deepseek-v3",
            calibrated_at=datetime(2026, 5, 13, 10, 0, tzinfo=timezone.utc),
            provisional=name == "analysis", allowed_glyphs=("✅", "🚀"), glyph_variance_max=0.2)
    return BaselineSet(agent="echo", baselines={"execution": mode("execution", 0.0),
                                                "analysis": mode("analysis", 1.0)})


def test_export_then_import_is_identity():
    original = make_set()
    text = baselines_to_yaml(original)
    assert baselines_from_yaml(text) == original
    assert "🦾" in text  # unicode kept readable, not escaped
    document = yaml.safe_load(text)
    assert list(document) == ["agent", "baselines"]
    execution = document["baselines"]["execution"]
    assert execution["sentence_length_sd"] == pytest.approx(0.01)
    assert execution["anchor_glyph"] == "🦾" and execution["primary_language"] == "en"
    assert execution["sentence_length_expected_range"] == pytest.approx([0.1 - 0.015, 0.1 + 0.015])


def test_the_seed_example_is_refused_naming_each_missing_sd():
    with pytest.raises(BaselineFormatError) as refused:
        baselines_from_yaml(SEED_EXAMPLE)
    problems = refused.value.problems
    assert "baselines.execution.paragraph_depth_sd: missing" in problems
    assert "baselines.execution.punctuation_density_sd: missing" in problems
    assert "baselines.execution.capitalization_mean: missing" in problems
    assert "baselines.execution.sentence_length_sd: missing" not in problems
    assert "paragraph_depth_sd" in str(refused.value)


def test_bare_metric_names_read_as_means():
    lines = [SEED_EXAMPLE.rstrip("\n")]
    for name in ("paragraph_depth", "punctuation_density", "code_text_ratio",
                 "bullet_frequency", "capitalization"):
        lines.append(f"    {name}_sd: 0.05")
    lines.append("    capitalization: 0.04")
    loaded = baselines_from_yaml("\n".join(lines) + "\n").baselines["execution"]
    assert loaded.metrics["punctuation_density"] == MetricBaseline(0.08, 0.05)
    assert loaded.metrics["sentence_length"] == MetricBaseline(12.4, 3.1)
    assert loaded.calibrated_at is None and loaded.provisional is False


@pytest.mark.parametrize(("broken", "field"), [
    ("agent: [unclosed", "not valid YAML"),
    ("- just\n- a list\n", "document: expected a mapping"),
    ("baselines: {}\n", "agent: expected a non-empty string"),
    ("agent: echo\nbaselines: {chat: {}}\n", "baselines.chat: unknown mode"),
    ("agent: echo\nbaselines: {execution: 3}\n", "baselines.execution: expected a mapping"),
])
def test_malformed_documents_are_refused_with_the_field(broken: str, field: str):
    with pytest.raises(BaselineFormatError, match=field):
        baselines_from_yaml(broken)


@pytest.mark.parametrize(("key", "value", "field"), [
    ("sentence_length_sd", "'wide'", "execution.sentence_length_sd: expected a finite number"),
    ("sentence_length_sd", "-1", "execution.sentence_length_sd: -1 outside"),
    ("glyph_consistency_target", "1.5", "execution.glyph_consistency_target: 1.5 outside"),
    ("calibrated_at", "'last tuesday'", "execution.calibrated_at: not an ISO 8601"),
    ("sample_count", "many", "execution.sample_count: expected a non-negative integer"),
    ("provisional", "'yes'", "execution.provisional: expected true or false"),
    ("sentence_lenght_mean", "3", "execution.sentence_lenght_mean: unknown field"),
])
def test_bad_field_values_are_named(key: str, value: str, field: str):
    document = yaml.safe_load(baselines_to_yaml(make_set()))
    document["baselines"]["execution"][key] = yaml.safe_load(value)
    with pytest.raises(BaselineFormatError, match=field):
        baselines_from_yaml(yaml.safe_dump(document, allow_unicode=True))


def test_an_unquoted_yaml_timestamp_is_accepted():
    text = baselines_to_yaml(make_set()).replace(
        "'2026-05-13T10:00:00+00:00'", "2026-05-13 10:00:00+00:00")
    assert "'2026" not in text
    assert baselines_from_yaml(text) == make_set()
