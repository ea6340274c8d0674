"""Human attestations bound to digests (R-C-4, R-AUTH-1) and audit findings."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Q

from cycles.choices import AttestationKind, Channel, CorruptionCode, Decision, LensStatus, Phase


class Attestation(models.Model):
    """A human decision on exactly the content whose digest it carries."""

    cycle = models.ForeignKey("cycles.Cycle", on_delete=models.CASCADE, related_name="attestations")
    output = models.ForeignKey(
        "cycles.PhaseOutput", null=True, blank=True, on_delete=models.PROTECT, related_name="attestations"
    )
    subject_ref = models.CharField(max_length=120, blank=True, help_text="e.g. candidate:12 for PROMOTION.")
    kind = models.CharField(max_length=16, choices=AttestationKind.choices)
    subject_digest = models.CharField(max_length=64)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="attestations")
    decision = models.CharField(max_length=8, choices=Decision.choices)
    channel = models.CharField(max_length=8, choices=Channel.choices)
    note = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    invalidated_at = models.DateTimeField(null=True, blank=True)
    invalidated_reason = models.TextField(blank=True)
    signed_act = models.OneToOneField("cycles.SignedAct", null=True, blank=True, on_delete=models.PROTECT,
                                      related_name="attestation", help_text="The passkey signature (issue 24).")

    class Meta:
        ordering = ["-created_at", "-id"]
        permissions = [
            ("attest", "Can attest X, Z and promotion"),
            ("review", "Can review HOLD/REJECT and read register baselines"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(kind__in=AttestationKind.values), name="attestation_kind_valid"),
            models.CheckConstraint(condition=Q(decision__in=Decision.values), name="attestation_decision_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.decision} by {self.actor} on {self.subject_digest[:12]}"

    @property
    def is_stale(self) -> bool:
        """Stale when invalidated, or when the output it bound to is no longer current."""
        if self.invalidated_at is not None:
            return True
        if self.output is not None:
            return self.output.status != "valid" or self.output.digest != self.subject_digest
        return False


class CorruptionFinding(models.Model):
    """A corruption found in a cycle: one of the five kernel codes, with evidence (R-C-5)."""

    cycle = models.ForeignKey("cycles.Cycle", on_delete=models.CASCADE, related_name="corruptions")
    output = models.ForeignKey("cycles.PhaseOutput", null=True, blank=True, on_delete=models.SET_NULL)
    phase = models.CharField(max_length=1, choices=Phase.choices)
    code = models.CharField(max_length=4, choices=CorruptionCode.choices)
    evidence = models.TextField()
    detected_by = models.CharField(max_length=120, help_text="Detector name or operator username.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            # Exactly five codes exist; a sixth is compiler drift, never stored (R-K-3).
            models.CheckConstraint(condition=Q(code__in=CorruptionCode.values), name="corruption_code_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.code} in {self.phase} of cycle {self.cycle_id}"


class LensFinding(models.Model):
    """One of the 25 lens coordinates recorded for a review (R-C-6), in literal-v1."""

    cycle = models.ForeignKey("cycles.Cycle", on_delete=models.CASCADE, related_name="lens_findings")
    subject_ref = models.CharField(max_length=120, blank=True, help_text="e.g. candidate:12; blank for the cycle.")
    coordinate = models.CharField(max_length=2, help_text="literal-v1: borrowed lens, then parent phase.")
    notation = models.CharField(max_length=20, default="literal-v1")
    source_label = models.CharField(max_length=8, help_text="The label as it was read; never relabelled.")
    source_notation = models.CharField(max_length=20)
    status = models.CharField(max_length=16, choices=LensStatus.choices)
    evidence = models.TextField(blank=True)
    recorded_by = models.CharField(max_length=120)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["coordinate", "-created_at"]
        constraints = [
            models.CheckConstraint(condition=Q(status__in=LensStatus.values), name="lens_status_valid"),
            models.CheckConstraint(
                condition=~Q(status="not_applicable") | ~Q(evidence=""), name="lens_na_needs_reason"
            ),
        ]

    @classmethod
    def latest_by_coordinate(cls, subject_ref: str, *, cycle: Any = None) -> dict[str, LensFinding]:
        """The newest finding of each coordinate of one audit (`subject_ref`; within `cycle` when given)."""
        findings = cls.objects.filter(subject_ref=subject_ref)
        if cycle is not None:
            findings = findings.filter(cycle=cycle)
        latest: dict[str, LensFinding] = {}
        for finding in findings.order_by("created_at", "id"):
            latest[finding.coordinate] = finding
        return latest

    def __str__(self) -> str:
        return f"{self.coordinate} {self.status}"
