"""Cycles and their phase outputs (R-C-1..4)."""
from __future__ import annotations

from django.db import models
from django.db.models import Q

from cycles.choices import Classification, CycleStatus, OutputStatus, Phase


class Cycle(models.Model):
    """One S → G → Q → P → V cycle of an agent, from X to B'' and ∞0'."""

    agent = models.ForeignKey("cycles.Agent", on_delete=models.PROTECT, related_name="cycles")
    title = models.CharField(max_length=200)
    observation = models.TextField(blank=True, help_text="Evidence in K that opened the cycle (not ?).")
    opening_question = models.TextField(blank=True, help_text="Prior ∞0' this cycle starts from, if any.")
    parent_seed = models.ForeignKey(
        "cycles.Seed", null=True, blank=True, on_delete=models.PROTECT, related_name="child_cycles"
    )
    current_phase = models.CharField(max_length=1, choices=Phase.choices, default=Phase.S)
    status = models.CharField(max_length=16, choices=CycleStatus.choices, default=CycleStatus.OPEN)
    classification = models.CharField(
        max_length=32, choices=Classification.choices, default=Classification.REFLECTION
    )
    runtime_version = models.CharField(max_length=80, blank=True, help_text="Active version pinned at opening.")
    revision = models.PositiveIntegerField(default=0, help_text="Bumped on every state change.")
    halted_reason = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    completed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(condition=Q(current_phase__in=Phase.values), name="cycle_phase_valid"),
            models.CheckConstraint(condition=Q(status__in=CycleStatus.values), name="cycle_status_valid"),
        ]

    def __str__(self) -> str:
        return f"cycle {self.pk}: {self.title}"

    def current_outputs(self) -> dict[str, PhaseOutput]:
        """The valid output of each phase that has one."""
        return {output.phase: output for output in self.outputs.filter(status=OutputStatus.VALID)}


class PhaseOutput(models.Model):
    """What the agent produced for a phase; immutable once written (a change is a new row)."""

    cycle = models.ForeignKey(Cycle, on_delete=models.CASCADE, related_name="outputs")
    phase = models.CharField(max_length=1, choices=Phase.choices)
    revision = models.PositiveIntegerField(default=1)
    text = models.TextField()
    body = models.TextField(blank=True)
    footer = models.JSONField(default=dict)
    footer_errors = models.JSONField(default=dict, blank=True)
    digest = models.CharField(max_length=64, help_text="sha256 of the text, what attestations bind to.")
    context_digest = models.CharField(max_length=64, help_text="sha256 of the accumulated context it received.")
    evidence = models.JSONField(default=list, blank=True)
    author = models.CharField(max_length=120)
    status = models.CharField(max_length=16, choices=OutputStatus.choices, default=OutputStatus.VALID)
    created_at = models.DateTimeField(auto_now_add=True)
    invalidated_at = models.DateTimeField(null=True, blank=True)
    invalidated_reason = models.TextField(blank=True)

    class Meta:
        ordering = ["cycle_id", "created_at", "id"]
        constraints = [
            # At most one valid output per phase of a cycle (R-C-4 cascade relies on it).
            models.UniqueConstraint(
                fields=["cycle", "phase"], condition=Q(status="valid"), name="one_valid_output_per_phase"
            ),
            models.UniqueConstraint(fields=["cycle", "phase", "revision"], name="output_revision_unique"),
            models.CheckConstraint(condition=Q(status__in=OutputStatus.values), name="output_status_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.phase} r{self.revision} of cycle {self.cycle_id}"
