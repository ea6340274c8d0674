"""Baseline calibration: ≈80 segments or an explicit provisional flag (R-R-2, R-R-3)."""
from __future__ import annotations

import statistics
from datetime import datetime, timezone

import pytest

from register.baseline import (
    CalibrationRefused,
    calibrate,
    calibrate_from_metrics,
    mode_for_turn,
)
from register.metrics import compute_metrics

WHEN = datetime(2026, 5, 13, 10, 0, tzinfo=timezone.utc)


def execution_text(i: int, glyph: bool = True) -> str:
    return (f"Restarting worker {i} now{' 🦾' if glyph else ''}.\n\n"
            f"- check `journalctl -u worker{i}`\n- confirm the queue drains\n")


def analysis_text(i: int) -> str:
    return ("The trade-off here is between latency and the cost of a second judge call, "
            "and it depends on how often the register signal fires. " * (1 + i % 3) + "🦾")


def corpus(execution: int, analysis: int) -> list[tuple[str, str]]:
    return ([(execution_text(i, glyph=i % 10 != 0), "execution") for i in range(execution)]
            + [(analysis_text(i), "analysis") for i in range(analysis)])


def run(outputs: list[tuple[str, str]], **kwargs: object):
    return calibrate(outputs, agent="echo", anchor_glyph="🦾", model_name="deepseek-v3",
                     calibrated_at=WHEN, **kwargs)


def test_it_refuses_fewer_than_the_required_segments():
    with pytest.raises(CalibrationRefused) as refused:
        run(corpus(50, 29))
    message = str(refused.value)
    assert "at least 50 execution and 30 analysis outputs (80 total)" in message
    assert "got 50 execution, 29 analysis (79 total)" in message
    assert "provisional=True" in message
    with pytest.raises(CalibrationRefused):
        run(corpus(49, 31))  # 80 total, but too few execution outputs


def test_eighty_segments_calibrate_a_full_baseline():
    made = run(corpus(50, 30))
    execution = made.baselines["execution"]
    assert made.agent == "echo" and set(made.baselines) == {"execution", "analysis"}
    assert (execution.sample_count, execution.provisional) == (50, False)
    assert execution.model_name == "deepseek-v3" and execution.calibrated_at == WHEN
    assert execution.primary_language == "en"
    # 45 of 50 execution outputs carry 🦾 → 0.90; every analysis output does → 1.0
    assert execution.glyph_consistency_target == 0.9
    assert made.baselines["analysis"].glyph_consistency_target == 1.0
    lengths = [compute_metrics(t, anchor_glyph="🦾").sentence_length
               for t, mode in corpus(50, 30) if mode == "execution"]
    stat = execution.metrics["sentence_length"]
    assert stat.mean == pytest.approx(statistics.fmean(lengths))
    assert stat.sd == pytest.approx(statistics.stdev(lengths))
    assert stat.expected_range == pytest.approx((stat.mean - 1.5 * stat.sd,
                                                 stat.mean + 1.5 * stat.sd))


def test_provisional_flag_accepts_a_small_sample():
    made = run(corpus(10, 5), provisional=True)
    assert all(b.provisional for b in made.baselines.values())
    assert made.baselines["analysis"].sample_count == 5


def test_even_provisional_needs_two_outputs_per_mode():
    with pytest.raises(CalibrationRefused, match="2 outputs per mode"):
        run(corpus(10, 1), provisional=True)


def test_thresholds_are_parameters():
    made = run(corpus(6, 4), min_execution=5, min_analysis=4, min_total=10)
    assert not made.baselines["execution"].provisional


def test_explicit_glyph_target_and_unknown_modes():
    made = run(corpus(50, 30), glyph_consistency_target=0.95)
    assert made.baselines["execution"].glyph_consistency_target == 0.95
    with pytest.raises(ValueError, match="unknown mode 'chat'"):
        run([("hello there", "chat")])


def test_turn_mode_follows_tool_calls():
    assert mode_for_turn(called_tools=True) == "execution"
    assert mode_for_turn(called_tools=False) == "analysis"


def test_stored_metric_dicts_calibrate_like_texts():
    outputs = corpus(6, 4)
    stored = [(compute_metrics(t, anchor_glyph="🦾").to_dict(), mode) for t, mode in outputs]
    from_dicts = calibrate_from_metrics(stored, agent="echo", anchor_glyph="🦾",
                                        model_name="deepseek-v3", calibrated_at=WHEN,
                                        provisional=True)
    assert from_dicts == run(outputs, provisional=True)
