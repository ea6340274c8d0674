"""Verdict events, rule sets, sessions (SPEC §3); ADVISE deliveries, tool results and backups are in ``models_records``.

``VerdictEvent`` is append-only (R-A-3, docs/conventions.md §4): saving an existing row,
deleting one, or a queryset ``update``/``delete`` raises
:class:`AppendOnlyError`. ``AdviseDelivery`` rows are claimed with one
conditional UPDATE (docs/conventions.md §8), so an ADVISE is delivered exactly once even
when two context calls race (R-V-4).
"""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models, transaction
from django.db.models import Q
from django.utils import timezone

from core.levels import Verdict
from evaluation.verdicts.models_records import AdviseDelivery, BackupRecord, ToolResult

__all__ = [
    "AdviseDelivery",
    "AgentSession",
    "AppendOnlyError",
    "BackupRecord",
    "BodyShape",
    "DecidingTier",
    "RuleSet",
    "ToolResult",
    "VerdictEvent",
    "VerdictLevel",
]


# The stored form of core.levels.Verdict (R-A-1): one enum, rising severity.
class VerdictLevel(models.TextChoices):
    """The stored verdict levels: the values of `core.levels.Verdict`, rising severity (R-A-1)."""

    SILENT = Verdict.SILENT.value, Verdict.SILENT.value
    NUDGE = Verdict.NUDGE.value, Verdict.NUDGE.value
    ESCALATE = Verdict.ESCALATE.value, Verdict.ESCALATE.value


class BodyShape(models.TextChoices):
    """Which request body came in (R-V-1)."""

    HERMES = "hermes", "Hermes plugin"
    CLAUDE_CODE = "claude_code", "Claude Code / shell hook"


class DecidingTier(models.TextChoices):
    """The tier whose verdict became the final one ("none": nothing to say)."""

    TIER1 = "tier1", "Tier 1"
    TIER1_5 = "tier1_5", "Tier 1.5"
    TIER2 = "tier2", "Tier 2"
    NONE = "none", "none"


class AgentSession(models.Model):
    """An agent session pinned to the active version at its start (R-V-5, R-P-4)."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="sessions")
    session_id = models.CharField(max_length=200)
    active_version = models.CharField(max_length=80, blank=True, help_text="Active version digest at start.")
    hermes_home = models.CharField(max_length=1000, blank=True)
    cwd = models.CharField(max_length=1000, blank=True, help_text="Workspace: where the session started.")
    model = models.CharField(max_length=200, blank=True)
    platform = models.CharField(max_length=64, blank=True)
    loaded_digest = models.CharField(
        max_length=64, blank=True, help_text="Digest of the governed files the plugin found at start (R-P-10)."
    )
    loaded_files = models.PositiveIntegerField(null=True, blank=True)
    started_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-started_at", "-id"]
        constraints = [models.UniqueConstraint(fields=["agent", "session_id"], name="agent_session_unique")]

    def __str__(self) -> str:
        return f"{self.agent_id}/{self.session_id}"

    @property
    def matches_active(self) -> bool | None:
        """R-P-10: did the session load the version it was pinned to? None when it reported nothing."""
        if not self.loaded_digest:
            return None
        return self.loaded_digest == self.active_version


class RuleSet(models.Model):
    """A versioned Tier 1 rule document; one is active (R-T1-2: rules are reviewed data)."""

    version = models.CharField(max_length=64)
    description = models.TextField(blank=True)
    document = models.JSONField(help_text="The rule document (evaluation/verdicts/tier1/default_rules.json format).")
    digest = models.CharField(max_length=71, unique=True, editable=False)
    is_active = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reviewed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["is_active"], condition=Q(is_active=True), name="one_active_ruleset"),
        ]

    def __str__(self) -> str:
        return f"rules {self.version} ({self.digest[7:19]})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        from evaluation.verdicts.tier1 import ruleset_digest

        self.digest = ruleset_digest(self.document)
        super().save(*args, **kwargs)

    @transaction.atomic
    def activate(self, *, actor: Any) -> None:
        """Make this the active rule set, recording the reviewer (one active: DB constraint)."""
        from evaluation.verdicts.tier1 import load_ruleset

        load_ruleset(self.document)  # raises RulesetError on a bad document
        RuleSet.objects.select_for_update().filter(is_active=True).exclude(pk=self.pk).update(is_active=False)
        RuleSet.objects.filter(pk=self.pk).update(is_active=True, reviewed_by=actor, reviewed_at=timezone.now())
        self.refresh_from_db()

    activate.alters_data = True  # type: ignore[attr-defined]


class AppendOnlyError(Exception):
    """A verdict event was about to be changed or deleted (R-A-3)."""


class AppendOnlyQuerySet(models.QuerySet["VerdictEvent"]):
    def update(self, **kwargs: Any) -> int:
        raise AppendOnlyError("verdict events are append-only")

    def delete(self) -> tuple[int, dict[str, int]]:
        raise AppendOnlyError("verdict events are append-only")

    def for_filters(self, *, verdict: str = "", tool: str = "", tier: str = "") -> AppendOnlyQuerySet:
        """The agent page's stream filters (R-UI-4); empty values do not filter."""
        qs = self
        if verdict:
            qs = qs.filter(verdict=verdict)
        if tool:
            qs = qs.filter(tool_name=tool)
        if tier:
            qs = qs.filter(decided_by=tier)
        return qs


class VerdictEvent(models.Model):
    """One verdict, as answered (R-A-3). Append-only; exported as ``daimon.verdict.v1``."""

    # no index of its own: agent_id lookups use the prefix of verdict_agent_recent (one index less per insert)
    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="verdicts", db_index=False)
    session_id = models.CharField(max_length=200)
    task_id = models.CharField(max_length=200, blank=True)
    turn_id = models.CharField(max_length=200, blank=True)
    tool_call_id = models.CharField(max_length=200, blank=True)
    tool_name = models.CharField(max_length=200)
    args_redacted = models.JSONField(help_text="Arguments with secrets redacted, size-capped.")
    args_digest = models.CharField(max_length=71, help_text="sha256 of the original canonical arguments.")
    body_shape = models.CharField(max_length=16, choices=BodyShape.choices)
    verdict = models.CharField(max_length=8, choices=VerdictLevel.choices)
    block = models.BooleanField(default=False)
    decided_by = models.CharField(max_length=8, choices=DecidingTier.choices, default=DecidingTier.NONE)
    rule_id = models.CharField(max_length=120, blank=True)
    advise = models.TextField(blank=True)
    advise_replaced = models.BooleanField(default=False, help_text="Tier 2's advise failed the lint.")
    advise_problems = models.JSONField(default=list, blank=True)
    tiers = models.JSONField(help_text="tier1 / tier1_5 / tier2: status, ms and details.")
    register_signal = models.JSONField(null=True, blank=True)
    total_ms = models.FloatField()
    ruleset_digest = models.CharField(max_length=71, blank=True)
    active_version = models.CharField(max_length=80, blank=True)
    replayable = models.BooleanField(
        default=False, help_text="An unblocked call of a shell, code or write tool: what it did may be in force for "
                                 "the session's next calls (Tier 1's two-call replay, issue 11).")
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            # agent page: WHERE agent = ? [AND verdict/tool/tier] ORDER BY created_at DESC LIMIT 100
            models.Index(fields=["agent", "-created_at"], name="verdict_agent_recent"),
            # Tier 1's session history (caches.recent_calls): the newest replayable calls of a session, read
            # without walking past its read-only calls; written only for replayable rows (blocked ones too, issue 25)
            models.Index(fields=["agent", "session_id", "-created_at", "-id"], name="verdict_replayable",
                         condition=Q(replayable=True)),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(verdict__in=VerdictLevel.values), name="verdict_level_valid"),
            models.CheckConstraint(condition=Q(body_shape__in=BodyShape.values), name="verdict_shape_valid"),
            # R-A-1: a block is always an ESCALATE.
            models.CheckConstraint(condition=Q(block=False) | Q(verdict="ESCALATE"), name="verdict_block_escalates"),
        ]

    def __str__(self) -> str:
        return f"{self.verdict}{' block' if self.block else ''} {self.tool_name} ({self.session_id})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is not None and not kwargs.get("force_insert"):
            raise AppendOnlyError("verdict events are append-only")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        raise AppendOnlyError("verdict events are append-only")

    @property
    def advisory(self) -> bool:
        """An ESCALATE that only Tier 1.5 raised: advisory, never an approval prompt or a block (issue 10).

        Daimon v0.4 §2.1: the register channel "does NOT block (it's not a guard)"; §4.1: a
        register break is "ESCALATE/advise … (but still advisory-only)". Tier 1's hard rules and
        escalations (or a Tier 1 error), and a Tier 2 ESCALATE (composites included) keep theirs.
        """
        if self.verdict != VerdictLevel.ESCALATE or self.block:
            return False
        tiers = self.tiers or {}
        tier1, tier15, tier2 = (tiers.get(name) or {} for name in ("tier1", "tier1_5", "tier2"))
        return (tier15.get("verdict") == VerdictLevel.ESCALATE and tier1.get("status") == "ok"
                and tier1.get("verdict") != VerdictLevel.ESCALATE and tier2.get("verdict") != VerdictLevel.ESCALATE)

    def to_record(self) -> dict[str, Any]:
        """The ``daimon.verdict.v1`` object (docs/verdict-schema.md)."""
        return {
            "schema": "daimon.verdict.v1",
            "event_id": self.pk,
            "created_at": self.created_at.isoformat(),
            "agent": self.agent.name,
            "session_id": self.session_id,
            "task_id": self.task_id,
            "turn_id": self.turn_id,
            "tool_call_id": self.tool_call_id,
            "tool_name": self.tool_name,
            "body_shape": self.body_shape,
            "args_redacted": self.args_redacted,
            "args_digest": self.args_digest,
            "verdict": self.verdict,
            "block": self.block,
            "advisory": self.advisory,
            "decided_by": self.decided_by,
            "rule_id": self.rule_id or None,
            "advise": self.advise or None,
            "advise_replaced": self.advise_replaced,
            "advise_problems": list(self.advise_problems or []),
            "tiers": self.tiers,
            "register_signal": self.register_signal,
            "total_ms": self.total_ms,
            "ruleset_digest": self.ruleset_digest or None,
            "active_version": self.active_version or None,
        }
