"""The records beside the verdict events (SPEC §3): ADVISE deliveries, tool results, backups.

``AdviseDelivery`` rows are claimed with one conditional UPDATE (docs/conventions.md §8), so an ADVISE
is delivered exactly once even when two context calls race (R-V-4). Imported by
:mod:`evaluation.verdicts.models`, which the app's models and every caller name.
"""
from __future__ import annotations

import uuid
from typing import Any

from django.db import models
from django.utils import timezone

__all__ = ["AdviseDelivery", "BackupRecord", "ToolResult"]


class AdviseDeliveryQuerySet(models.QuerySet["AdviseDelivery"]):
    def claim(self, *, agent: Any, session_id: str) -> list[AdviseDelivery]:
        """Mark the session's undelivered ADVISE delivered and return exactly those rows.

        One conditional UPDATE stamps a fresh claim token; only rows still
        undelivered match it, so two racing calls never both get a row (R-V-4).
        """
        token = uuid.uuid4().hex
        claimed = self.filter(agent=agent, session_id=session_id, delivered_at__isnull=True).update(
            delivered_at=timezone.now(), claim_token=token
        )
        if not claimed:
            return []
        return list(self.filter(claim_token=token).order_by("created_at", "id"))


class AdviseDelivery(models.Model):
    """An ADVISE waiting for the session's next context call (R-V-4)."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="advise_deliveries")
    session_id = models.CharField(max_length=200)
    verdict_event = models.ForeignKey("evaluation.VerdictEvent", null=True, blank=True, on_delete=models.PROTECT,
                                      related_name="deliveries")
    text = models.TextField()
    created_at = models.DateTimeField(default=timezone.now)
    delivered_at = models.DateTimeField(null=True, blank=True)
    claim_token = models.CharField(max_length=32, blank=True, db_index=True, editable=False)

    objects = AdviseDeliveryQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "advise deliveries"
        indexes = [
            # context: WHERE agent = ? AND session_id = ? AND delivered_at IS NULL
            models.Index(fields=["agent", "session_id", "delivered_at"], name="advise_pending"),
        ]

    def __str__(self) -> str:
        return f"advise for {self.session_id}: {self.text[:40]}"


class ToolResult(models.Model):
    """The outcome of one tool call (R-V-3); feeds the canary monitor."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="tool_results")
    session_id = models.CharField(max_length=200)
    task_id = models.CharField(max_length=200, blank=True)
    turn_id = models.CharField(max_length=200, blank=True)
    tool_call_id = models.CharField(max_length=200, blank=True)
    tool_name = models.CharField(max_length=200)
    status = models.CharField(max_length=32)
    duration_ms = models.PositiveIntegerField(null=True, blank=True)
    error_type = models.CharField(max_length=200, blank=True)
    error_message = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.tool_name} {self.status}"


class BackupRecord(models.Model):
    """A backup of ``path`` taken at ``taken_at`` (R-T1-4 stale-backup rule)."""

    agent = models.ForeignKey("cycles.Agent", null=True, blank=True, on_delete=models.PROTECT,
                              related_name="backups", help_text="Empty: a backup every agent's rules see.")
    path = models.CharField(max_length=1000)
    taken_at = models.DateTimeField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-taken_at", "-id"]
        indexes = [models.Index(fields=["agent", "path", "-taken_at"], name="backup_latest")]

    def __str__(self) -> str:
        return f"{self.path} @ {self.taken_at:%Y-%m-%d %H:%M}"
