"""Promotions, rollback requests and canary findings (R-P-2, R-P-3, R-P-5)."""
from __future__ import annotations

import uuid

from django.db import models
from django.db.models import Q

from promotion.choices import CanaryStatus, PromotionStatus, RollbackRequestStatus


class PromotionQuerySet(models.QuerySet["Promotion"]):
    def active(self) -> Promotion | None:
        return self.filter(status=PromotionStatus.ACTIVE).first()


class Promotion(models.Model):
    """One activation of a candidate's version, written in the same transaction as its ledger entry."""

    attempt = models.UUIDField(unique=True, default=uuid.uuid4, help_text="The journal's id for this attempt.")
    agent = models.ForeignKey(
        "cycles.Agent", on_delete=models.PROTECT, related_name="promotions",
        help_text="Whose pointer this promotion moved (R-P-7: one active pointer per agent).",
    )
    candidate = models.ForeignKey("evaluation.Candidate", on_delete=models.PROTECT, related_name="promotions")
    evaluation_run = models.ForeignKey("evaluation.EvaluationRun", on_delete=models.PROTECT, related_name="promotions")
    candidate_digest = models.CharField(max_length=64)
    evaluation_digest = models.CharField(max_length=64)
    attestation = models.ForeignKey(
        "cycles.Attestation", null=True, blank=True, on_delete=models.PROTECT, related_name="promotions"
    )
    version_digest = models.CharField(max_length=64)
    previous_version = models.CharField(max_length=64, blank=True, help_text="Blank when nothing was active.")
    status = models.CharField(max_length=16, choices=PromotionStatus.choices, default=PromotionStatus.ACTIVE)
    os_user = models.CharField(max_length=64, help_text="The OS user that ran `manage.py promote`.")
    ledger_seq = models.PositiveBigIntegerField(null=True, blank=True)
    evidence = models.JSONField(default=dict, help_text="What every check saw.")
    created_at = models.DateTimeField(auto_now_add=True)
    activated_at = models.DateTimeField(null=True, blank=True, help_text="When the pointer named this version.")
    rolled_back_at = models.DateTimeField(null=True, blank=True)
    rollback_reason = models.TextField(blank=True)
    rollback_attempt = models.UUIDField(null=True, blank=True, unique=True)
    rollback_ledger_seq = models.PositiveBigIntegerField(null=True, blank=True)
    rollback_cycle = models.ForeignKey(
        "cycles.Cycle", null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
        help_text="The next S opened with the observed failure (R-P-3).",
    )
    canary_turns = models.PositiveIntegerField(default=25)
    canary_status = models.CharField(max_length=24, choices=CanaryStatus.choices, default=CanaryStatus.WATCHING)
    canary_findings = models.JSONField(default=list, blank=True)

    objects = PromotionQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            # R-P-2/R-P-7: one active promotion per agent; a second INSERT fails even if the locks were bypassed.
            models.UniqueConstraint(
                fields=["agent"], condition=Q(status="active"), name="one_active_promotion_per_agent"
            ),
            models.CheckConstraint(condition=Q(status__in=PromotionStatus.values), name="promotion_status_valid"),
            models.CheckConstraint(condition=Q(canary_status__in=CanaryStatus.values), name="canary_status_valid"),
        ]

    def __str__(self) -> str:
        return f"promotion {self.pk}: {self.version_digest[:12]} ({self.status})"

    @property
    def rollback_ref(self) -> str:
        """What the ledger and the command print: how to undo this promotion."""
        target = self.previous_version or "nothing"
        return f"rollback:{self.pk}:to:{target}"


class RollbackRequest(models.Model):
    """A hard canary failure waiting for the promoter to re-check and execute it (R-P-5).

    ``hold`` when only the agent reports the failure: the promoter executes it after a human's
    signed ROLLBACK confirmation in the ledger, or on its own hash of the profile (issue 24 §5)."""

    promotion = models.ForeignKey(Promotion, on_delete=models.PROTECT, related_name="rollback_requests")
    code = models.CharField(max_length=40, help_text="The hard failure, e.g. PACKAGE_DIGEST_MISMATCH.")
    detail = models.TextField()
    evidence = models.JSONField(default=dict)
    status = models.CharField(
        max_length=12, choices=RollbackRequestStatus.choices, default=RollbackRequestStatus.PENDING
    )
    requested_by = models.CharField(max_length=64, default="canary")
    outcome = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    handled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            # The canary files at most one open request per promotion (it re-runs every minute).
            models.UniqueConstraint(
                fields=["promotion"], condition=Q(status__in=["pending", "hold", "claimed"]),
                name="one_open_rollback_request",
            ),
            models.CheckConstraint(
                condition=Q(status__in=RollbackRequestStatus.values), name="rollback_request_status_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"rollback request {self.pk} for promotion {self.promotion_id}: {self.code} ({self.status})"

    def claim(self) -> bool:
        """Conditional update (docs/conventions.md §8): False when another promoter run has it."""
        claimed = RollbackRequest.objects.filter(pk=self.pk, status=self.status).filter(
            status__in=[RollbackRequestStatus.PENDING, RollbackRequestStatus.HOLD]).update(
            status=RollbackRequestStatus.CLAIMED
        )
        if claimed:
            self.status = RollbackRequestStatus.CLAIMED
        return bool(claimed)

    claim.alters_data = True  # type: ignore[attr-defined]


class AgentVersion(models.Model):
    """A version that was ever active for an agent: what `GET /api/v1/versions/{digest}` may serve it (R-P-9)."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="versions")
    digest = models.CharField(max_length=64)
    source = models.CharField(max_length=16, help_text="initial (promoter init) or promotion.")
    files = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [models.UniqueConstraint(fields=["agent", "digest"], name="agent_version_unique")]

    def __str__(self) -> str:
        return f"{self.agent_id}:{self.digest[:12]}"


class AgentProfile(models.Model):
    """A Hermes profile on this host that the promoter keeps at the agent's active version (R-P-8)."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="profiles")
    hermes_home = models.CharField(max_length=1000, help_text="Absolute path of the profile directory.")
    version = models.CharField(max_length=64, blank=True, help_text="The version the profile holds now.")
    pending_version = models.CharField(
        max_length=64, blank=True, help_text="Waiting to be activated (a session was open); `promoter run` retries."
    )
    status = models.CharField(max_length=16, default="active", help_text="active | pending | failed")
    detail = models.TextField(blank=True)
    activated_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["agent_id", "hermes_home"]
        constraints = [models.UniqueConstraint(fields=["agent", "hermes_home"], name="agent_profile_unique")]

    def __str__(self) -> str:
        return f"{self.agent_id}:{self.hermes_home} @ {self.version[:12] or 'nothing'}"
