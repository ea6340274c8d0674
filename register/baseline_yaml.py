"""Baseline import/export in the YAML shape of the Daimon seed §2.3 (R-R-2).

Pure Python (PyYAML ``safe_*`` only). Baselines are secrets (R-R-9): this
module never logs them; callers decide who may see the text.

Shape — the seed's document, with every metric carrying both mean and sd::

    agent: echo
    baselines:
      execution:
        sentence_length_mean: 12.4
        sentence_length_sd: 3.1
        sentence_length_expected_range: [7.75, 17.05]   # export only
        ...                        # same three keys for the other 5 metrics
        anchor_glyph: "🦾"          # may be null
        glyph_consistency_target: 0.95
        primary_language: en
        sample_count: 50           # optional from here down
        model_name: deepseek-v3
        calibrated_at: "2026-05-13T10:00:00+00:00"
        provisional: false
        allowed_glyphs: ["✅"]
        glyph_variance_max: 0.1

On import a bare ``<metric>: value`` (the seed writes
``punctuation_density: 0.08``) is read as ``<metric>_mean``;
``*_expected_range`` is ignored because it derives from mean and sd. Every
metric still needs its ``_sd`` — the seed example lacks most of them and is
therefore refused, with each missing field named. Unknown keys are refused
too, so a typo cannot silently drop a field.
"""
from __future__ import annotations

import math
from datetime import datetime, timezone
from typing import Any, Mapping

import yaml

from register.baseline import MODES, BaselineSet, MetricBaseline, ModeBaseline
from register.exceptions import BaselineFormatError
from register.metrics import STYLISTIC_METRICS

__all__ = ["BaselineFormatError", "baselines_to_yaml", "baselines_from_yaml",
           "mode_baseline_to_entry", "mode_baseline_from_entry"]

_OPTIONAL = {"sample_count", "model_name", "calibrated_at", "provisional",
             "allowed_glyphs", "glyph_variance_max"}
_REQUIRED = {"anchor_glyph", "glyph_consistency_target", "primary_language"}
_METRIC_KEYS = {f"{name}{suffix}" for name in STYLISTIC_METRICS
                for suffix in ("", "_mean", "_sd", "_expected_range")}


def mode_baseline_to_entry(baseline: ModeBaseline) -> dict[str, Any]:
    """One mode's entry of the seed §2.3 document (JSON- and YAML-ready)."""
    entry: dict[str, Any] = {}
    for name in STYLISTIC_METRICS:
        stat = baseline.metrics[name]
        entry[f"{name}_mean"] = float(stat.mean)
        entry[f"{name}_sd"] = float(stat.sd)
        entry[f"{name}_expected_range"] = [float(v) for v in stat.expected_range]
    entry.update(
        anchor_glyph=baseline.anchor_glyph,
        glyph_consistency_target=float(baseline.glyph_consistency_target),
        primary_language=baseline.primary_language,
        sample_count=int(baseline.sample_count),
        model_name=baseline.model_name,
        calibrated_at=(baseline.calibrated_at.isoformat()
                       if baseline.calibrated_at else None),
        provisional=bool(baseline.provisional),
        allowed_glyphs=list(baseline.allowed_glyphs),
        glyph_variance_max=float(baseline.glyph_variance_max),
    )
    return entry


def mode_baseline_from_entry(mode: str, entry: Any) -> ModeBaseline:
    """Validate one stored entry (the inverse of :func:`mode_baseline_to_entry`)."""
    problems: list[str] = []
    if mode not in MODES:
        problems.append(f"baselines.{mode}: unknown mode (expected {', '.join(MODES)})")
    baseline = _mode_baseline(mode, entry, problems)
    if problems or baseline is None:
        raise BaselineFormatError(problems or [f"baselines.{mode}: unreadable"])
    return baseline


def baselines_to_yaml(baseline_set: BaselineSet) -> str:
    """Serialise a :class:`BaselineSet` to the seed §2.3 YAML shape."""
    modes = {mode: mode_baseline_to_entry(baseline)
             for mode, baseline in baseline_set.baselines.items()}
    document = {"agent": baseline_set.agent, "baselines": modes}
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False, default_flow_style=None)


def _number(entry: Mapping[str, Any], key: str, where: str, problems: list[str],
            *, low: float | None = None, high: float | None = None) -> float:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        problems.append(f"{where}.{key}: expected a finite number, got {value!r}")
        return 0.0
    if (low is not None and value < low) or (high is not None and value > high):
        problems.append(f"{where}.{key}: {value!r} outside [{low}, {high}]")
    return float(value)


def _timestamp(value: Any, where: str, problems: list[str]) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            problems.append(f"{where}.calibrated_at: not an ISO 8601 timestamp: {value!r}")
            return None
    if not isinstance(value, datetime):
        problems.append(f"{where}.calibrated_at: expected a timestamp, got {value!r}")
        return None
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


def _mode_baseline(mode: str, entry: Any, problems: list[str]) -> ModeBaseline | None:
    where = f"baselines.{mode}"
    if not isinstance(entry, Mapping):
        problems.append(f"{where}: expected a mapping, got {type(entry).__name__}")
        return None
    for key in sorted(set(entry) - _REQUIRED - _OPTIONAL - _METRIC_KEYS):
        problems.append(f"{where}.{key}: unknown field")
    for key in sorted(_REQUIRED - set(entry)):
        problems.append(f"{where}.{key}: missing")
    stats: dict[str, MetricBaseline] = {}
    for name in STYLISTIC_METRICS:
        mean_key = f"{name}_mean" if f"{name}_mean" in entry else name
        if mean_key not in entry:
            problems.append(f"{where}.{name}_mean: missing")
        if f"{name}_sd" not in entry:
            problems.append(f"{where}.{name}_sd: missing")
        if mean_key in entry and f"{name}_sd" in entry:
            stats[name] = MetricBaseline(
                mean=_number(entry, mean_key, where, problems),
                sd=_number(entry, f"{name}_sd", where, problems, low=0.0))
    glyph = entry.get("anchor_glyph")
    if glyph is not None and (not isinstance(glyph, str) or not glyph):
        problems.append(f"{where}.anchor_glyph: expected a non-empty string or null")
    language = entry.get("primary_language")
    if "primary_language" in entry and (not isinstance(language, str) or not language):
        problems.append(f"{where}.primary_language: expected a language code, got {language!r}")
    target = (_number(entry, "glyph_consistency_target", where, problems, low=0.0, high=1.0)
              if "glyph_consistency_target" in entry else 0.0)
    variance = (_number(entry, "glyph_variance_max", where, problems, low=0.0, high=1.0)
                if "glyph_variance_max" in entry else 0.1)
    count = entry.get("sample_count", 0)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        problems.append(f"{where}.sample_count: expected a non-negative integer, got {count!r}")
    model = entry.get("model_name", "")
    if not isinstance(model, str):
        problems.append(f"{where}.model_name: expected a string, got {model!r}")
    provisional = entry.get("provisional", False)
    if not isinstance(provisional, bool):
        problems.append(f"{where}.provisional: expected true or false, got {provisional!r}")
    glyphs = entry.get("allowed_glyphs", [])
    if not isinstance(glyphs, list) or not all(isinstance(g, str) for g in glyphs):
        problems.append(f"{where}.allowed_glyphs: expected a list of strings")
        glyphs = []
    stamp = _timestamp(entry.get("calibrated_at"), where, problems)
    if len(stats) != len(STYLISTIC_METRICS):
        return None
    return ModeBaseline(
        mode=mode, metrics=stats, anchor_glyph=glyph if isinstance(glyph, str) else None,
        glyph_consistency_target=target, primary_language=str(language),
        sample_count=count if isinstance(count, int) else 0,
        model_name=model if isinstance(model, str) else "", calibrated_at=stamp,
        provisional=provisional is True, allowed_glyphs=tuple(sorted(glyphs)),
        glyph_variance_max=variance,
    )


def baselines_from_yaml(text: str) -> BaselineSet:
    """Parse and validate seed §2.3 YAML; raise :class:`BaselineFormatError`."""
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise BaselineFormatError([f"not valid YAML: {exc}"]) from None
    if not isinstance(document, Mapping):
        raise BaselineFormatError(["document: expected a mapping with agent and baselines"])
    problems: list[str] = []
    agent = document.get("agent")
    if not isinstance(agent, str) or not agent:
        problems.append(f"agent: expected a non-empty string, got {agent!r}")
    for key in sorted(set(document) - {"agent", "baselines"}, key=str):
        problems.append(f"{key}: unknown field")
    modes = document.get("baselines")
    built: dict[str, ModeBaseline] = {}
    if not isinstance(modes, Mapping) or not modes:
        problems.append("baselines: expected a mapping of mode → baseline")
    else:
        for mode, entry in modes.items():
            if mode not in MODES:
                problems.append(f"baselines.{mode}: unknown mode (expected {', '.join(MODES)})")
                continue
            baseline = _mode_baseline(mode, entry, problems)
            if baseline is not None:
                built[mode] = baseline
    if problems:
        raise BaselineFormatError(problems)
    return BaselineSet(agent=str(agent), baselines=built)
