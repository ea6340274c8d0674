"""Stored register data: one row per assistant output, and per-mode baselines (R-R-2, R-V-2).

The output text itself is never stored — only its digest, its length and
the metrics computed at ingest (:mod:`register.metrics`). Baselines are
secrets (R-R-9): the admin shows them only to holders of ``cycles.review``
and nothing logs them.
"""
from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Mapping
from typing import Any

from django.db import models
from django.db.models import Q
from django.utils import timezone

from register.baseline import ModeBaseline
from register.baseline_yaml import mode_baseline_from_entry


class Mode(models.TextChoices):
    """Register modes of the Daimon seed §2.1 (execution: the turn called tools)."""

    EXECUTION = "execution", "execution"
    ANALYSIS = "analysis", "analysis"


class OutputSampleQuerySet(models.QuerySet["OutputSample"]):
    def newest_first(self) -> OutputSampleQuerySet:
        # id breaks ties between outputs ingested within the same clock tick.
        return self.order_by("-created_at", "-id")

    def window(self, *, agent: Any, mode: str, size: int = 10) -> list[OutputSample]:
        """The agent's last ``size`` outputs in ``mode``, oldest first (R-R-4)."""
        rows = list(self.filter(agent=agent, mode=mode).newest_first()[:size])
        rows.reverse()
        return rows


class OutputSample(models.Model):
    """Metrics of one assistant output, computed once at ingest (R-V-2)."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.CASCADE, related_name="register_samples")
    session_id = models.CharField(max_length=200, blank=True)
    turn_id = models.CharField(max_length=200, blank=True)
    mode = models.CharField(max_length=16, choices=Mode.choices)
    text_digest = models.CharField(max_length=64, help_text="sha256 of the output text (the text is not stored).")
    text_length = models.PositiveIntegerField()
    metrics = models.JSONField(help_text="OutputMetrics.to_dict() at ingest.")
    anchor_glyph = models.CharField(
        max_length=16, blank=True,
        help_text="Anchor glyph the metrics were computed with (re-anchored on read if the baseline's differs).",
    )
    user_requested_switch = models.BooleanField(
        default=False, help_text="The turn's user message asked for a language or mode switch (R-R-7)."
    )
    model_name = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    objects = OutputSampleQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            # register_assess's window: WHERE agent = ? AND mode = ? ORDER BY created_at DESC LIMIT 10
            models.Index(fields=["agent", "mode", "-created_at"], name="register_sample_window"),
            # register_assess's latest turn: WHERE agent = ? [AND session_id = ?] ORDER BY created_at DESC LIMIT 1,
            # and the admin's per-agent listing.
            models.Index(fields=["agent", "-created_at"], name="register_sample_agent_recent"),
            models.Index(fields=["agent", "session_id", "-created_at"], name="register_sample_session_recent"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(mode__in=Mode.values), name="register_sample_mode_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.agent_id}/{self.session_id or '-'}/{self.turn_id or '-'} ({self.mode})"


def baseline_digest(entry: dict[str, Any]) -> str:
    """sha256 of the canonical JSON of one stored baseline entry."""
    canonical = json.dumps(entry, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


# Parsed baselines by (mode, digest of the entry). Content-addressed: a row's entry
# never changes (a new calibration supersedes the row, the admin is read-only),
# and equal digests mean equal entries, so an entry is parsed once per process
# and the cache needs no invalidation — a new or superseded baseline has a new
# digest, or is no longer the active one the caller asks for.
_parsed_baselines: dict[tuple[str, str], ModeBaseline] = {}
_parsed_lock = threading.Lock()
MAX_PARSED_BASELINES = 4096


def clear_parsed_baselines() -> None:
    """Empty the per-process parse cache (tests)."""
    with _parsed_lock:
        _parsed_baselines.clear()


class RegisterBaselineQuerySet(models.QuerySet["RegisterBaseline"]):
    def active(self) -> RegisterBaselineQuerySet:
        return self.filter(superseded_at__isnull=True)

    def for_agent(self, agent: Any) -> dict[str, ModeBaseline]:
        """The agent's active baselines by mode (empty when none); entries parsed once per process."""
        digests = dict(self.active().filter(agent=agent).values_list("mode", "digest"))
        return self.parsed(agent=agent, digests=digests)

    def parsed(self, *, agent: Any, digests: Mapping[str, str | None]) -> dict[str, ModeBaseline]:
        """The agent's baselines with these ``{mode: digest}`` (from an active-row query), by mode.

        Only the entries not parsed yet in this process are loaded (one query).
        A mode whose digest is None (no active row) is left out.
        """
        found: dict[str, ModeBaseline] = {}
        missing: list[str] = []
        for mode, digest in digests.items():
            if digest is None:
                continue
            with _parsed_lock:
                cached = _parsed_baselines.get((mode, digest))
            if cached is None:
                missing.append(mode)
            else:
                found[mode] = cached
        if missing:
            for row in self.filter(agent=agent, mode__in=missing, digest__in=[digests[m] for m in missing]):
                if row.digest != digests[row.mode]:
                    continue
                baseline = row.as_mode_baseline()
                with _parsed_lock:
                    if len(_parsed_baselines) >= MAX_PARSED_BASELINES:
                        _parsed_baselines.clear()
                    _parsed_baselines[(row.mode, row.digest)] = baseline
                found[row.mode] = baseline
        return found


class RegisterBaseline(models.Model):
    """One agent's baseline for one mode (R-R-2). A secret (R-R-9).

    ``entry`` is the mode's entry of the seed §2.3 YAML document, exactly as
    :func:`register.baseline_yaml.mode_baseline_to_entry` writes it; the typed
    columns copy what queries and the admin list need. A new calibration or
    import supersedes the active row (``superseded_at`` set) instead of
    deleting it, so earlier baselines stay on record.
    """

    agent = models.ForeignKey("cycles.Agent", on_delete=models.CASCADE, related_name="register_baselines")
    mode = models.CharField(max_length=16, choices=Mode.choices)
    entry = models.JSONField(help_text="Seed §2.3 entry for this mode (mean, sd, range per metric, glyph, language).")
    sample_count = models.PositiveIntegerField()
    model_name = models.CharField(max_length=200, blank=True)
    calibrated_at = models.DateTimeField(null=True, blank=True)
    provisional = models.BooleanField(default=False)
    digest = models.CharField(max_length=64)
    source = models.CharField(max_length=32, help_text="calibrate-jsonl, calibrate-hermes, import, …")
    created_at = models.DateTimeField(auto_now_add=True)
    superseded_at = models.DateTimeField(null=True, blank=True)

    objects = RegisterBaselineQuerySet.as_manager()

    class Meta:
        ordering = ["agent", "mode", "-created_at"]
        constraints = [
            # One active baseline per (agent, mode); superseded rows are history.
            models.UniqueConstraint(
                fields=["agent", "mode"], condition=Q(superseded_at__isnull=True),
                name="register_one_active_baseline_per_mode",
            ),
            models.CheckConstraint(condition=Q(mode__in=Mode.values), name="register_baseline_mode_valid"),
        ]

    def __str__(self) -> str:
        state = "superseded" if self.superseded_at else "active"
        return f"{self.agent} {self.mode} baseline ({state})"

    @property
    def is_active(self) -> bool:
        return self.superseded_at is None

    def as_mode_baseline(self) -> ModeBaseline:
        """The pure :class:`~register.baseline.ModeBaseline` this row stores."""
        return mode_baseline_from_entry(self.mode, self.entry)
