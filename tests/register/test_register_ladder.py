"""The register ladder, glyph and language rules, and the signal block (R-R-4…R-R-9)."""
from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from register.baseline import MetricBaseline, ModeBaseline
from register.metrics import STYLISTIC_METRICS, OutputMetrics, compute_metrics
from register.window import (
    GLYPH_MISSING_ADVISE,
    GLYPH_UNEXPECTED_ADVISE,
    Verdict,
    assess_window,
    classify_composite,
    composite_score,
    detect_mode,
    window_means,
)

NOW = datetime(2026, 5, 20, 12, 0, tzinfo=timezone.utc)
EXEC_MEANS = {"sentence_length": 10.0, "paragraph_depth": 2.0, "punctuation_density": 0.08,
              "code_text_ratio": 0.40, "bullet_frequency": 0.60, "capitalization": 0.05}
ANALYSIS_MEANS = {"sentence_length": 20.0, "paragraph_depth": 4.0, "punctuation_density": 0.11,
                  "code_text_ratio": 0.05, "bullet_frequency": 0.10, "capitalization": 0.03}
SDS = {"sentence_length": 2.0, "paragraph_depth": 0.5, "punctuation_density": 0.02,
       "code_text_ratio": 0.1, "bullet_frequency": 0.1, "capitalization": 0.02}


def baseline(mode: str, means: dict[str, float], **changes: object) -> ModeBaseline:
    made = ModeBaseline(
        mode=mode, metrics={n: MetricBaseline(means[n], SDS[n]) for n in STYLISTIC_METRICS},
        anchor_glyph="🦾", glyph_consistency_target=0.9, primary_language="en",
        sample_count=50, model_name="deepseek-v3", calibrated_at=NOW - timedelta(days=3),
    )
    return dataclasses.replace(made, **changes)


BASELINES = {"execution": baseline("execution", EXEC_MEANS),
             "analysis": baseline("analysis", ANALYSIS_MEANS)}


def output(sentence_length: float = 10.0, *, glyph: bool = True, emoji: tuple[str, ...] = (),
           shares: tuple[tuple[str, float], ...] = (), tokens: int = 0) -> OutputMetrics:
    values = {**EXEC_MEANS, "sentence_length": sentence_length}
    return OutputMetrics(**values, anchor_glyph_present=glyph, other_emoji=emoji,
                         primary_language=max(shares, key=lambda s: s[1])[0] if shares else "und",
                         language_shares=shares, language_tokens=tokens)


def assess(window: list[OutputMetrics], **kwargs: object):
    result = assess_window(window, baselines=BASELINES, expected_mode="execution", now=NOW,
                           **kwargs)
    if result.advise is not None:
        assert len(result.advise.split()) <= 25, result.advise
    assert result.verdict is None or isinstance(result.verdict, Verdict)
    return result


@pytest.mark.parametrize(("composite", "level"), [
    (0.0, "none"), (0.99, "none"), (1.0, "drift"), (1.99, "drift"), (2.0, "mismatch"),
    (2.99, "mismatch"), (3.0, "break"), (7.5, "break")])
def test_ladder_boundaries_are_lower_inclusive(composite: float, level: str):
    assert classify_composite(composite) == level


@pytest.mark.parametrize(("sentence_length", "composite", "verdict", "level"), [
    # only sentence length moves: composite = 0.20 × |x − 10| / 2
    (19.9, 0.99, None, "none"),          # 0.2 × 4.95
    (20.0, 1.0, Verdict.SILENT, "drift"),  # 0.2 × 5
    (30.0, 2.0, Verdict.NUDGE, "mismatch"),  # 0.2 × 10
    (40.0, 3.0, Verdict.ESCALATE, "break"),  # 0.2 × 15
])
def test_window_walks_the_ladder(sentence_length, composite, verdict, level):
    result = assess([output(sentence_length)] * 10)
    assert result.composite == composite
    assert result.verdict == verdict
    assert result.flags["stylistic"] == level


def test_each_rung_says_what_the_source_asks():
    drift = assess([output(20.0)] * 10)
    assert drift.advise == ("Register drifting 1.0σ from execution baseline. "
                            "Re-anchor with 🦾 before next state change.")
    mismatch = assess([output(30.0)] * 10)
    assert mismatch.channel == "sentence_length"
    assert mismatch.advise.startswith("Sentence length is 10.0σ off execution baseline")
    broken = assess([output(40.0, glyph=False)] + [output(40.0)] * 9)
    assert broken.verdict == Verdict.ESCALATE
    assert "sentence length 40.0" in broken.advise and "bullets 0.60" in broken.advise


def test_the_window_is_the_last_ten_outputs():
    old_noise = [output(100.0)] * 5
    assert assess(old_noise + [output(10.0)] * 10).verdict is None
    assert window_means([output(10.0), output(20.0)])["sentence_length"] == 15.0


def test_composite_uses_the_source_weights():
    assert composite_score(dict.fromkeys(STYLISTIC_METRICS, 1.0)) == 1.0
    only_bullets = {**dict.fromkeys(STYLISTIC_METRICS, 0.0), "bullet_frequency": 2.0}
    assert composite_score(only_bullets) == 0.3


def test_zero_sd_is_floored_not_divided_by():
    flat = baseline("execution", EXEC_MEANS, metrics={
        n: MetricBaseline(EXEC_MEANS[n], 0.0) for n in STYLISTIC_METRICS})
    result = assess_window([output(12.0)], baselines={"execution": flat}, now=NOW)
    assert result.deviations["sentence_length"] == 2.0  # |12 − 10| / floor 1 word
    assert result.composite == 0.4


def test_missing_anchor_glyph_whispers():
    window = [output(glyph=False)] * 2 + [output()] * 8  # consistency 0.8 < target 0.9
    result = assess(window)
    assert (result.verdict, result.advise) == (Verdict.SILENT, GLYPH_MISSING_ADVISE)
    assert result.flags["glyph"] == "break" and result.glyph_detail == "missing"
    assert assess([output(glyph=False)] + [output()] * 9).verdict is None  # 0.9 meets target


def test_unexpected_glyph_beyond_variance_whispers():
    assert assess([output(emoji=("🔥",))] + [output()] * 9).verdict is None  # 0.1 allowed
    result = assess([output(emoji=("🔥",))] * 2 + [output()] * 8)
    assert (result.verdict, result.advise) == (Verdict.SILENT, GLYPH_UNEXPECTED_ADVISE)
    allowed = {m: dataclasses.replace(b, allowed_glyphs=("🔥",)) for m, b in BASELINES.items()}
    assert assess_window([output(emoji=("🔥",))] * 10, baselines=allowed,
                         now=NOW).verdict is None


def test_glyph_break_with_mismatch_goes_one_level_higher():
    result = assess([output(30.0, glyph=False)] * 10)
    assert result.flags == {"stylistic": "mismatch", "glyph": "break", "language": "consistent"}
    assert result.verdict == Verdict.ESCALATE
    assert result.advise == ("Glyph break with sentence length 10.0σ off execution baseline. "
                             "Re-anchor before next state change.")
    # with drift the glyph rule alone applies, and its exact advise wins
    drift = assess([output(20.0, glyph=False)] * 10)
    assert (drift.verdict, drift.advise) == (Verdict.SILENT, GLYPH_MISSING_ADVISE)
    # a break is already ESCALATE and keeps its snapshot, which names the missing glyph
    broken = assess([output(40.0, glyph=False)] * 10)
    assert broken.verdict == Verdict.ESCALATE and "anchor glyph absent" in broken.advise


def test_language_shift_nudges_unless_the_user_asked():
    shifted = output(shares=(("en", 0.9), ("fr", 0.1)), tokens=100)
    result = assess([output()] * 9 + [shifted])
    assert (result.verdict, result.advise) == (
        Verdict.NUDGE, "Language shifted to French mid-task. Frame check recommended.")
    assert result.flags["language"] == "break" and result.shifted_language == "fr"
    asked = assess([output()] * 9 + [shifted], user_requested_switch=True)
    assert asked.verdict is None and asked.flags["language"] == "expected"


def test_exactly_five_percent_outside_is_still_consistent():
    edge = output(shares=(("en", 0.95), ("fr", 0.05)), tokens=100)
    assert assess([edge]).flags["language"] == "consistent"


def test_task_language_replaces_the_baseline_language():
    french = output(shares=(("fr", 1.0),), tokens=40)
    assert assess([french]).verdict == Verdict.NUDGE
    assert assess([french], task_language="fr").verdict is None


def test_language_break_from_real_text():
    english = compute_metrics(
        "The deployment finished and every health check passed on the first try. 🦾",
        anchor_glyph="🦾")
    french = compute_metrics(
        "Le déploiement est terminé et tous les contrôles sont passés du premier coup. 🦾",
        anchor_glyph="🦾")
    assert (english.primary_language, french.primary_language) == ("en", "fr")
    own = baseline("execution", english.stylistic())
    result = assess_window([english] * 9 + [french], baselines={"execution": own}, now=NOW)
    assert result.flags["stylistic"] == "none"
    assert (result.verdict, result.advise) == (
        Verdict.NUDGE, "Language shifted to French mid-task. Frame check recommended.")


def test_mode_is_detected_from_the_window():
    analysis_like = OutputMetrics(**ANALYSIS_MEANS, anchor_glyph_present=True)
    assert detect_mode(ANALYSIS_MEANS, BASELINES) == "analysis"
    result = assess_window([analysis_like] * 10, baselines=BASELINES, now=NOW)
    assert (result.signal.current_mode, result.signal.baseline_mode) == ("analysis", "analysis")
    assert result.verdict is None
    expected = assess_window([analysis_like] * 10, baselines=BASELINES,
                             expected_mode="execution", now=NOW)
    assert expected.signal.current_mode == "analysis"
    assert expected.signal.baseline_mode == "execution"
    assert expected.verdict == Verdict.ESCALATE  # never a block: verdicts carry no block field


def test_signal_block_has_exactly_the_seed_fields():
    block = assess([output(30.0)] * 10).signal
    assert block.to_dict() == {
        "current_mode": "execution", "baseline_mode": "execution", "mismatch_score": 2.0,
        "flags": {"stylistic": "mismatch", "glyph": "consistent", "language": "consistent"},
        "snapshot": {"mean_sent_len": 30.0, "punct_density": 0.08, "bullet_freq": 0.6,
                     "anchor_glyph_present": True},
    }
    assert block.render().splitlines() == [
        "--- REGISTER SIGNAL ---", "Current mode: execution", "Baseline mode: execution",
        "Mismatch score: 2.00σ", "Flags:", "  - stylistic: mismatch", "  - glyph: consistent",
        "  - language: consistent", "Snapshot:", "  - mean_sent_len: 30.0",
        "  - punct_density: 0.08", "  - bullet_freq: 0.6", "  - anchor_glyph_present: true"]


def test_stale_baselines_are_reported_in_the_signal():
    old = {m: dataclasses.replace(b, calibrated_at=NOW - timedelta(days=31))
           for m, b in BASELINES.items()}
    result = assess_window([output()], baselines=old, expected_mode="execution", now=NOW,
                           session_model="gpt-5")
    assert result.stale_reasons == ("older than 30 days (31 d)",
                                    "model differs (deepseek-v3 → gpt-5)")
    assert "Baseline mode: execution (stale: older than 30 days" in result.signal.render()
    assert "stale" not in result.signal.to_dict()
    fresh = assess_window([output()], baselines=BASELINES, now=NOW, session_model="deepseek-v3")
    assert fresh.stale_reasons == ()


def test_an_empty_window_has_no_signal():
    result = assess([])
    assert result.verdict is None and not result.has_signal
    with pytest.raises(ValueError, match="no 'analysis' baseline"):
        assess_window([output()], baselines={"execution": BASELINES["execution"]},
                      expected_mode="analysis", now=NOW)


def test_stored_dicts_are_accepted_as_window_items():
    stored = [output(30.0).to_dict()] * 10
    assert assess(stored).verdict == Verdict.NUDGE
