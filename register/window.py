"""The rolling window and the register ladder (R-R-4 … R-R-8).

Baselines (dataclasses, calibration, staleness) live in :mod:`register.baseline`; the
signal block and the assessment it returns in :mod:`register.signal`.

Pure functions over :class:`register.metrics.OutputMetrics` (or their stored
``to_dict()`` form). No Django, no I/O: the caller loads the last outputs and
the baselines and persists what comes back.

Choices written down here (the source leaves them open):

* **Deviation** of a metric is ``|window mean − baseline mean| / sd_eff`` with
  ``sd_eff = max(sd, SD_FLOORS[metric])``. The floor is the sd = 0 guard: a
  metric that never moved during calibration (e.g. code/text always 0) would
  otherwise turn any change into an infinite deviation. Floors: 1 word for
  sentence length, 0.25 sentence for paragraph depth, 0.01 for ratios.
* **Composite** = Σ weight × deviation (weights of R-R-4), rounded to 6
  decimals so float summation noise cannot move a ladder boundary.
* **Ladder** intervals are half-open, lower bound included: ``c < 1`` none,
  ``1 ≤ c < 2`` drift, ``2 ≤ c < 3`` mismatch, ``c ≥ 3`` break. The seed
  says "> 3.0σ"; we include 3.0 so the three boundaries behave the same way.
* **Glyph break + register mismatch** raises the mismatch verdict one level
  (NUDGE → ESCALATE). A break is already ESCALATE and keeps its snapshot
  advise (which names the glyph's presence); with drift the glyph rule's own
  SILENT advise applies.
* **Language** (R-R-7) is judged on the *latest* output only, against the
  task language (``task_language`` or the baseline's primary language): the
  user's switch request is per turn, and a window would keep an answered
  shift flagged for nine more turns.
* **Window** = the last ``window_size`` (10) outputs handed in, oldest first.
  Which outputs those are is the caller's choice; :func:`register.services.
  register_assess` documents its own (per agent, in the task's mode).
* One ADVISE per assessment: the most severe signal wins; on a tie the more
  specific one (glyph over drift, language over mismatch).
"""
from __future__ import annotations

import statistics
from datetime import datetime, timezone
from typing import Mapping, Sequence

from core.levels import Verdict  # noqa: F401 — re-exported: the one verdict-level enum
from register.baseline import (  # noqa: F401  (re-exported for callers of the old module)
    MODES,
    STALE_AFTER,
    BaselineSet,
    CalibrationRefused,
    MetricBaseline,
    MetricsLike,
    ModeBaseline,
    as_metrics,
    baseline_staleness,
    calibrate,
    calibrate_from_metrics,
    mode_for_turn,
)
from register.language import UNDETERMINED, language_name
from register.metrics import STYLISTIC_METRICS, OutputMetrics
from register.signal import RegisterAssessment, RegisterSignal, register_signal_block  # noqa: F401 (re-exported)

WEIGHTS: dict[str, float] = {
    "sentence_length": 0.20, "paragraph_depth": 0.20, "punctuation_density": 0.15,
    "code_text_ratio": 0.20, "bullet_frequency": 0.15, "capitalization": 0.10,
}
SD_FLOORS: dict[str, float] = {
    "sentence_length": 1.0, "paragraph_depth": 0.25, "punctuation_density": 0.01,
    "code_text_ratio": 0.01, "bullet_frequency": 0.01, "capitalization": 0.01,
}
CHANNEL_LABELS: dict[str, str] = {
    "sentence_length": "Sentence length", "paragraph_depth": "Paragraph depth",
    "punctuation_density": "Punctuation density", "code_text_ratio": "Code/text ratio",
    "bullet_frequency": "Bullet frequency", "capitalization": "Capitalization",
}
GLYPH_MISSING_ADVISE = "Anchor glyph missing. Re-anchor before next state change."
GLYPH_UNEXPECTED_ADVISE = "Unexpected glyph detected. Check identity anchor integrity."
LANGUAGE_OUTSIDE_MAX = 0.05


def window_means(window: Sequence[MetricsLike], *, window_size: int = 10) -> dict[str, float]:
    """Mean of each stylistic metric over the last ``window_size`` outputs."""
    recent = [as_metrics(m) for m in list(window)[-window_size:]]
    if not recent:
        return {name: 0.0 for name in STYLISTIC_METRICS}
    return {name: statistics.fmean(getattr(m, name) for m in recent) for name in STYLISTIC_METRICS}


def deviations(means: Mapping[str, float], baseline: ModeBaseline) -> dict[str, float]:
    """Per-metric ``|x − mean| / max(sd, floor)`` (floor: module docstring)."""
    return {name: abs(means[name] - stat.mean) / max(stat.sd, SD_FLOORS[name])
            for name, stat in ((n, baseline.metrics[n]) for n in STYLISTIC_METRICS)}


def composite_score(per_metric: Mapping[str, float]) -> float:
    """Weighted composite of R-R-4, rounded to 6 decimals."""
    return round(sum(WEIGHTS[name] * per_metric[name] for name in STYLISTIC_METRICS), 6)


def classify_composite(composite: float) -> str:
    """Ladder level: ``none`` < 1.0 ≤ ``drift`` < 2.0 ≤ ``mismatch`` < 3.0 ≤ ``break``."""
    if composite >= 3.0:
        return "break"
    if composite >= 2.0:
        return "mismatch"
    if composite >= 1.0:
        return "drift"
    return "none"


def detect_mode(means: Mapping[str, float], baselines: Mapping[str, ModeBaseline]) -> str:
    """The mode whose baseline the window is closest to (lowest composite)."""
    return min(sorted(baselines),
               key=lambda mode: composite_score(deviations(means, baselines[mode])))


def _glyph_check(recent: Sequence[OutputMetrics], baseline: ModeBaseline) -> str | None:
    """``missing``, ``unexpected`` or None for the window (R-R-6)."""
    if baseline.anchor_glyph:
        consistency = sum(m.anchor_glyph_present for m in recent) / len(recent)
        if consistency < baseline.glyph_consistency_target:
            return "missing"
    allowed = set(baseline.allowed_glyphs)
    odd = sum(1 for m in recent if set(m.other_emoji) - allowed) / len(recent)
    return "unexpected" if odd > baseline.glyph_variance_max else None


def _language_check(latest: OutputMetrics, expected: str,
                    user_requested_switch: bool) -> tuple[str, str | None]:
    """``(flag, shifted_language)`` for the latest output (R-R-7)."""
    # Rounded: 1 − 0.95 is 0.050000000000000044 in floats, which must not count.
    outside = round(latest.outside_share(expected), 6)
    if expected == UNDETERMINED or outside <= LANGUAGE_OUTSIDE_MAX:
        return "consistent", None
    others = [(share, lang) for lang, share in latest.language_shares if lang != expected]
    shifted = max(others)[1] if others else UNDETERMINED
    return ("expected" if user_requested_switch else "break"), shifted


def _stylistic_advise(level: str, *, composite: float, channel: str, deviation: float,
                      means: Mapping[str, float], baseline: ModeBaseline,
                      glyph_present: bool) -> str:
    """ADVISE text for a ladder rung (one observation, ≤ 25 words)."""
    mode = baseline.mode
    if level == "drift":
        glyph = f" with {baseline.anchor_glyph}" if baseline.anchor_glyph else ""
        return (f"Register drifting {composite:.1f}σ from {mode} baseline. "
                f"Re-anchor{glyph} before next state change.")
    if level == "mismatch":
        return (f"{CHANNEL_LABELS[channel]} is {deviation:.1f}σ off {mode} baseline: window "
                f"{means[channel]:.2f}, baseline {baseline.metrics[channel].mean:.2f}. "
                f"Return to {mode} register.")
    return (f"Register break {composite:.1f}σ from {mode}: sentence length "
            f"{means['sentence_length']:.1f}, punctuation {means['punctuation_density']:.2f}, "
            f"bullets {means['bullet_frequency']:.2f}, anchor glyph "
            f"{'present' if glyph_present else 'absent'}. Stop and re-anchor.")


def assess_window(
    window: Sequence[MetricsLike],
    *,
    baselines: BaselineSet | Mapping[str, ModeBaseline],
    expected_mode: str | None = None,
    user_requested_switch: bool = False,
    task_language: str | None = None,
    session_model: str | None = None,
    now: datetime | None = None,
    window_size: int = 10,
) -> RegisterAssessment:
    """Tier 1.5: compare the last outputs with the baseline and walk the ladder.

    ``expected_mode`` is the task's mode (mode hint, or tools called →
    execution); when None the detected mode is used. ``task_language``
    overrides the baseline's primary language (e.g. after an accepted
    switch). Advisory only: the verdict is never a block.
    """
    modes = baselines.baselines if isinstance(baselines, BaselineSet) else baselines
    recent = [as_metrics(m) for m in list(window)[-window_size:]]
    means = window_means(recent, window_size=window_size)
    current_mode = detect_mode(means, modes)
    baseline_mode = expected_mode or current_mode
    if baseline_mode not in modes:
        raise ValueError(f"no {baseline_mode!r} baseline; have {', '.join(sorted(modes))}")
    baseline = modes[baseline_mode]
    stale = baseline_staleness(baseline, now=now or datetime.now(timezone.utc),
                               session_model=session_model)
    flags = {"stylistic": "none", "glyph": "consistent", "language": "consistent"}
    if not recent:
        signal = register_signal_block(current_mode=current_mode, baseline_mode=baseline_mode,
                                       composite=0.0, flags=flags, means=means,
                                       anchor_glyph_present=False, stale=stale)
        return RegisterAssessment(None, None, 0.0, {}, flags, signal, stale_reasons=stale,
                                  provisional_baseline=baseline.provisional)

    per_metric = deviations(means, baseline)
    composite = composite_score(per_metric)
    level = classify_composite(composite)
    channel = max(STYLISTIC_METRICS, key=lambda name: per_metric[name])
    glyph_detail = _glyph_check(recent, baseline)
    latest = recent[-1]
    expected_language = task_language or baseline.primary_language
    language_flag, shifted = _language_check(latest, expected_language, user_requested_switch)
    flags = {"stylistic": level, "glyph": "break" if glyph_detail else "consistent",
             "language": language_flag}

    # (verdict, specificity, advise): the most severe wins, then the most specific.
    candidates: list[tuple[Verdict, int, str]] = []
    if level != "none":
        verdict = {"drift": Verdict.SILENT, "mismatch": Verdict.NUDGE,
                   "break": Verdict.ESCALATE}[level]
        text = _stylistic_advise(level, composite=composite, channel=channel,
                                 deviation=per_metric[channel], means=means, baseline=baseline,
                                 glyph_present=latest.anchor_glyph_present)
        if glyph_detail and level == "mismatch":  # R-R-6: glyph + mismatch → one level up
            verdict = verdict.raised()
            text = (f"Glyph break with {CHANNEL_LABELS[channel].lower()} "
                    f"{per_metric[channel]:.1f}σ off {baseline.mode} baseline. "
                    "Re-anchor before next state change.")
        candidates.append((verdict, {"drift": 0, "mismatch": 2, "break": 4}[level], text))
    if glyph_detail:
        candidates.append((Verdict.SILENT, 1, GLYPH_MISSING_ADVISE if glyph_detail == "missing"
                           else GLYPH_UNEXPECTED_ADVISE))
    if language_flag == "break":
        candidates.append((Verdict.NUDGE, 3, f"Language shifted to "
                           f"{language_name(shifted or UNDETERMINED)} mid-task. "
                           "Frame check recommended."))
    verdict_out, advise = None, None
    if candidates:
        verdict_out, _, advise = max(candidates, key=lambda c: (c[0].rank, c[1]))
    signal = register_signal_block(current_mode=current_mode, baseline_mode=baseline_mode,
                                   composite=composite, flags=flags, means=means,
                                   anchor_glyph_present=latest.anchor_glyph_present, stale=stale)
    return RegisterAssessment(
        verdict=verdict_out, advise=advise, composite=composite, deviations=per_metric,
        flags=flags, signal=signal, channel=channel if level != "none" else None,
        glyph_detail=glyph_detail, shifted_language=shifted, stale_reasons=stale,
        provisional_baseline=baseline.provisional,
        details={"means": means, "window_size": len(recent),
                 "expected_language": expected_language},
    )
