"""Per-agent, per-mode register baselines: calibration and staleness (R-R-2, R-R-3, R-R-9).

Pure Python over :class:`register.metrics.OutputMetrics` (or their stored
``to_dict()`` form): no Django, no I/O. :mod:`register.window` compares a
rolling window with these baselines; :mod:`register.baseline_yaml` reads and
writes them; :mod:`register.services` stores them.

Choices written down here:

* **sd** is the sample standard deviation (n − 1); the expected range is
  mean ± 1.5σ (seed §2.3).
* **Calibration size** (R-R-2): at least 50 execution, 30 analysis and 80
  outputs in all, else :class:`CalibrationRefused` — unless ``provisional``,
  which still needs 2 outputs per mode (an sd needs two) and marks the
  baseline ``provisional``.
* **glyph_consistency_target** defaults to the observed share of outputs
  carrying the anchor, rounded *down* to 2 decimals, so the calibration
  corpus itself meets its target.
* **primary_language** is the language with the most detected tokens.
* **allowed_glyphs** are the other emoji seen during calibration; the
  window may use them freely (R-R-6 "allowed variance").
* **Stale** (R-R-9): calibrated more than 30 days ago, date unknown, or the
  session's model differs from the baseline's.
"""
from __future__ import annotations

import math
import statistics
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Mapping, Sequence, Union

from register.exceptions import CalibrationRefused
from register.language import UNDETERMINED
from register.metrics import STYLISTIC_METRICS, OutputMetrics, compute_metrics

__all__ = [
    "MODES", "STALE_AFTER", "MetricsLike", "CalibrationRefused", "MetricBaseline", "ModeBaseline",
    "BaselineSet", "mode_for_turn", "calibrate", "calibrate_from_metrics", "as_metrics",
    "baseline_staleness",
]

MODES: tuple[str, ...] = ("execution", "analysis")
STALE_AFTER = timedelta(days=30)

MetricsLike = Union[OutputMetrics, Mapping[str, Any]]


@dataclass(frozen=True)
class MetricBaseline:
    """Mean and sample sd of one metric; expected range is mean ± 1.5σ."""

    mean: float
    sd: float

    @property
    def expected_range(self) -> tuple[float, float]:
        return (self.mean - 1.5 * self.sd, self.mean + 1.5 * self.sd)


@dataclass(frozen=True)
class ModeBaseline:
    """One agent's baseline for one mode (R-R-2). A secret (R-R-9)."""

    mode: str
    metrics: Mapping[str, MetricBaseline]
    anchor_glyph: str | None
    glyph_consistency_target: float
    primary_language: str
    sample_count: int
    model_name: str
    calibrated_at: datetime | None
    provisional: bool = False
    allowed_glyphs: tuple[str, ...] = ()
    glyph_variance_max: float = 0.1


@dataclass(frozen=True)
class BaselineSet:
    """All mode baselines of one agent (the YAML document of seed §2.3)."""

    agent: str
    baselines: Mapping[str, ModeBaseline]


def mode_for_turn(*, called_tools: bool) -> str:
    """Mode of a calibration turn (R-R-3): tools called → execution."""
    return "execution" if called_tools else "analysis"


def calibrate(
    outputs: Sequence[tuple[str, str]],
    *,
    agent: str,
    anchor_glyph: str | None,
    model_name: str,
    calibrated_at: datetime | None = None,
    provisional: bool = False,
    min_execution: int = 50,
    min_analysis: int = 30,
    min_total: int = 80,
    glyph_consistency_target: float | None = None,
    glyph_variance_max: float = 0.1,
) -> BaselineSet:
    """Build baselines from ``(text, mode)`` pairs; see :func:`calibrate_from_metrics`."""
    samples = [(compute_metrics(text, anchor_glyph=anchor_glyph), mode) for text, mode in outputs]
    return calibrate_from_metrics(
        samples, agent=agent, anchor_glyph=anchor_glyph, model_name=model_name,
        calibrated_at=calibrated_at, provisional=provisional, min_execution=min_execution,
        min_analysis=min_analysis, min_total=min_total,
        glyph_consistency_target=glyph_consistency_target, glyph_variance_max=glyph_variance_max,
    )


def calibrate_from_metrics(
    samples: Sequence[tuple[MetricsLike, str]],
    *,
    agent: str,
    anchor_glyph: str | None,
    model_name: str,
    calibrated_at: datetime | None = None,
    provisional: bool = False,
    min_execution: int = 50,
    min_analysis: int = 30,
    min_total: int = 80,
    glyph_consistency_target: float | None = None,
    glyph_variance_max: float = 0.1,
) -> BaselineSet:
    """Per-mode mean, sample sd, glyph target and language from metrics.

    Refuses (:class:`CalibrationRefused`) below ``min_execution`` execution,
    ``min_analysis`` analysis or ``min_total`` outputs unless ``provisional``;
    even a provisional baseline needs 2 outputs per mode (an sd needs two).
    ``glyph_consistency_target`` defaults to the observed share of outputs
    carrying the anchor, rounded down to 2 decimals.
    """
    by_mode: dict[str, list[OutputMetrics]] = {mode: [] for mode in MODES}
    for metrics, mode in samples:
        if mode not in by_mode:
            raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
        by_mode[mode].append(as_metrics(metrics))
    counts = {mode: len(items) for mode, items in by_mode.items()}
    total = sum(counts.values())
    short = (counts["execution"] < min_execution or counts["analysis"] < min_analysis
             or total < min_total)
    got = f"got {counts['execution']} execution, {counts['analysis']} analysis ({total} total)"
    if short and not provisional:
        raise CalibrationRefused(
            f"Calibration needs at least {min_execution} execution and {min_analysis} "
            f"analysis outputs ({min_total} total); {got}. "
            "Collect more outputs or pass provisional=True for a provisional baseline.")
    if min(counts.values()) < 2:
        raise CalibrationRefused(f"Even a provisional baseline needs 2 outputs per mode; {got}.")
    stamp = calibrated_at or datetime.now(timezone.utc)
    built: dict[str, ModeBaseline] = {}
    for mode, items in by_mode.items():
        stats = {name: MetricBaseline(
            mean=statistics.fmean(getattr(m, name) for m in items),
            sd=statistics.stdev(getattr(m, name) for m in items),
        ) for name in STYLISTIC_METRICS}
        observed = sum(m.anchor_glyph_present for m in items) / len(items)
        languages: Counter[str] = Counter()
        for m in items:
            if m.primary_language != UNDETERMINED:
                languages[m.primary_language] += max(m.language_tokens, 1)
        built[mode] = ModeBaseline(
            mode=mode, metrics=stats, anchor_glyph=anchor_glyph,
            glyph_consistency_target=(glyph_consistency_target if glyph_consistency_target
                                      is not None else math.floor(observed * 100) / 100
                                      if anchor_glyph else 0.0),
            primary_language=(min(languages, key=lambda k: (-languages[k], k))
                              if languages else UNDETERMINED),
            sample_count=len(items), model_name=model_name, calibrated_at=stamp,
            provisional=short,
            allowed_glyphs=tuple(sorted({g for m in items for g in m.other_emoji})),
            glyph_variance_max=glyph_variance_max,
        )
    return BaselineSet(agent=agent, baselines=built)


def as_metrics(item: MetricsLike) -> OutputMetrics:
    """Accept an :class:`OutputMetrics` or its stored ``to_dict()`` form."""
    return item if isinstance(item, OutputMetrics) else OutputMetrics.from_dict(item)



def baseline_staleness(
    baseline: ModeBaseline, *, now: datetime, session_model: str | None = None,
    max_age: timedelta = STALE_AFTER,
) -> tuple[str, ...]:
    """Reasons the baseline is stale (R-R-9); empty when it is fresh."""
    reasons: list[str] = []
    if baseline.calibrated_at is None:
        reasons.append("calibration date unknown")
    else:
        stamp = baseline.calibrated_at
        if stamp.tzinfo is None:
            stamp = stamp.replace(tzinfo=timezone.utc)
        if now - stamp > max_age:
            reasons.append(f"older than {max_age.days} days ({(now - stamp).days} d)")
    if session_model and baseline.model_name and session_model != baseline.model_name:
        reasons.append(f"model differs ({baseline.model_name} → {session_model})")
    return tuple(reasons)
