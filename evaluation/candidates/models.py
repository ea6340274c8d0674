"""Candidates, suites, evaluation runs and their steps (SPEC §5, R-E-1..7)."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models, transaction
from django.db.models import Q
from django.utils import timezone

from evaluation.candidates.evaluator_key import signature_sentence

__all__ = [
    "Candidate",
    "CandidateImmutable",
    "EvaluationRun",
    "EvaluationStep",
    "EvaluatorKeyMode",
    "RunStatus",
    "StepStatus",
    "Suite",
    "SuiteKind",
    "TargetStratum",
    "Verdict",
]


class TargetStratum(models.TextChoices):
    """Evolvable strata (seed §4); the constitutional kernel is never a candidate target (R-C-7)."""

    GOVERNED_DECODING = "governed_decoding", "governed decoding"
    ADAPTIVE_EXPRESSION = "adaptive_expression", "adaptive expression"


class SuiteKind(models.TextChoices):
    DETERMINISTIC = "deterministic", "deterministic"
    REGRESSION = "regression", "regression"
    HELD_OUT = "held_out", "held-out (sealed)"
    ADVERSARIAL = "adversarial", "adversarial (sealed)"

    @classmethod
    def sealed(cls) -> set[str]:
        """Kinds the agent API shows only as digest and size (R-E-2)."""
        return {cls.HELD_OUT, cls.ADVERSARIAL}


class RunStatus(models.TextChoices):
    QUEUED = "queued", "queued"
    RUNNING = "running", "running"
    FINISHED = "finished", "finished"
    FAILED = "failed", "failed"

    @classmethod
    def terminal(cls) -> set[str]:
        return {cls.FINISHED, cls.FAILED}


# Allowed moves of a run (docs/conventions.md §2):
# queued → running → finished | failed; queued → failed (recovery).
RUN_TRANSITIONS = {"queued": {"running", "failed"}, "running": {"finished", "failed"}, "finished": set(), "failed": set()}


class Verdict(models.TextChoices):
    PASS = "PASS", "PASS"
    REJECT = "REJECT", "REJECT"
    HOLD = "HOLD", "HOLD"


class EvaluatorKeyMode(models.TextChoices):
    """Who could read the key a result was signed with (issue 24 item 3); signed inside the statement."""

    HARDENED = "hardened", "hardened (only the evaluator's OS user reads the key)"
    DEVELOPMENT = "development", "development (the web process can read the key)"


class StepStatus(models.TextChoices):
    PENDING = "pending", "pending"
    RUNNING = "running", "running"
    PASSED = "passed", "passed"
    FAILED = "failed", "failed"
    HELD = "held", "held (evidence incomplete)"
    SKIPPED = "skipped", "skipped"


class Suite(models.Model):
    """A content-addressed set of behavior-fixture-v1 cases, optionally with recorded runs."""

    name = models.CharField(max_length=200)
    kind = models.CharField(max_length=16, choices=SuiteKind.choices)
    digest = models.CharField(max_length=64, unique=True, help_text="sha256 of the canonical suite document.")
    size = models.PositiveIntegerField(help_text="Number of cases.")
    size_bytes = models.PositiveIntegerField(help_text="Bytes of the canonical suite document.")
    cases = models.JSONField(help_text="The fixtures, sorted by id.")
    recorded_runs = models.JSONField(default=list, blank=True, help_text="Recorded outputs (observed runs).")
    subject_content = models.TextField(blank=True, help_text="The skill text the recorded runs were made with.")
    source = models.CharField(max_length=500, blank=True)
    targets = models.JSONField(default=list, blank=True, help_text="What the suite covers (suite.json): global, SOUL.md, "
                               "decoder, skill:<name>; inside the digest (issue 26).")
    active = models.BooleanField(default=True, help_text="Used by new evaluations.")
    imported_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["kind", "name", "-imported_at"]
        constraints = [models.CheckConstraint(condition=Q(kind__in=SuiteKind.values), name="suite_kind_valid")]

    def __str__(self) -> str:
        return f"{self.kind} suite {self.name} ({self.digest[:12]})"

    @property
    def sealed(self) -> bool:
        return self.kind in SuiteKind.sealed()


class CandidateImmutable(Exception):
    """A candidate never changes once written; a change is a new candidate (R-E-1)."""


class Candidate(models.Model):
    """A proposed change of one target, isolated in its own server-written workspace (R-E-1)."""

    cycle = models.ForeignKey("cycles.Cycle", on_delete=models.PROTECT, related_name="candidates")
    proposer_agent = models.ForeignKey(
        "cycles.Agent", null=True, blank=True, on_delete=models.PROTECT, related_name="candidates"
    )
    proposer_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="proposed_candidates"
    )
    target_stratum = models.CharField(max_length=32, choices=TargetStratum.choices)
    target_path = models.CharField(max_length=300)
    parent_version_digest = models.CharField(max_length=64, blank=True, help_text="Active version it derives from.")
    parent_content = models.TextField(blank=True)
    content = models.TextField()
    content_digest = models.CharField(max_length=64, help_text="sha256 of the proposed content (UTF-8).")
    diff = models.TextField(blank=True, help_text="Unified diff parent → proposed.")
    manifest_digest = models.CharField(max_length=64, blank=True)
    workspace = models.CharField(max_length=500, help_text="Absolute path of the isolated workspace.")
    created_at = models.DateTimeField(auto_now_add=True)
    # Set once by the cycle cascade (R-C-4): reopening the cycle invalidates its candidates.
    # The content never changes; only this mark is written, by cycles.transitions.invalidate_from.
    invalidated_at = models.DateTimeField(null=True, blank=True)
    invalidated_reason = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(condition=Q(target_stratum__in=TargetStratum.values), name="candidate_stratum_valid"),
            models.CheckConstraint(
                condition=Q(proposer_agent__isnull=False) | Q(proposer_user__isnull=False), name="candidate_has_proposer"
            ),
        ]

    def __str__(self) -> str:
        return f"candidate {self.pk} {self.target_path} ({self.content_digest[:12]})"

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Insert only: an existing candidate is never rewritten."""
        if self.pk is not None and not self._state.adding:
            raise CandidateImmutable(f"candidate {self.pk} is immutable; propose a new candidate instead")
        super().save(*args, **kwargs)

    @property
    def subject_ref(self) -> str:
        return f"candidate:{self.pk}"

    @property
    def proposer_label(self) -> str:
        if self.proposer_agent_id and self.proposer_agent is not None:
            return f"agent:{self.proposer_agent.name}"
        if self.proposer_user_id and self.proposer_user is not None:
            return f"user:{self.proposer_user.get_username()}"
        return "unknown"


class EvaluationRun(models.Model):
    """One evaluation of a candidate: a job-like model run by a django-q2 task (docs/conventions.md §10, R-E-3..7)."""

    candidate = models.ForeignKey(Candidate, on_delete=models.PROTECT, related_name="runs")
    status = models.CharField(max_length=16, choices=RunStatus.choices, default=RunStatus.QUEUED)
    verdict = models.CharField(max_length=8, choices=Verdict.choices, blank=True)
    verdict_reasons = models.JSONField(default=list, blank=True)
    result_digest = models.CharField(max_length=64, blank=True)
    baseline_version = models.CharField(max_length=64, blank=True, help_text="Active version pinned at the start.")
    kernel_digest = models.CharField(max_length=64, blank=True)
    decoder_version = models.CharField(max_length=40, blank=True)
    suite_digests = models.JSONField(default=list, blank=True, help_text="[{id, name, kind, digest, size}] pinned.")
    model_name = models.CharField(max_length=200, blank=True)
    repeats = models.PositiveSmallIntegerField(default=3)
    gates = models.JSONField(default=dict, blank=True, help_text="{gate: {passed, status, evidence}}")
    fitness = models.JSONField(default=dict, blank=True, help_text="The fitness vector of seed §17.2.")
    intervals = models.JSONField(default=dict, blank=True, help_text="Pass rates with Wilson intervals per side.")
    judge = models.JSONField(default=dict, blank=True, help_text="Optional LLM judge: secondary evidence only.")
    evaluator = models.JSONField(default=dict, blank=True, help_text="Who ran the cases: runner, Hermes version, model, "
                                 "sandbox profile digests (seed §17.3); part of the result digest.")
    requested_by = models.CharField(max_length=200)
    worker = models.CharField(max_length=200, blank=True, help_text="host:pid of the evaluator (R-AUTH-3).")
    # Issue 24 item 3: Ed25519 over the statement of evaluation/candidates/evaluator_key.py (run, candidate,
    # result digest, key mode). The promoter verifies it against its own copy of the public key.
    evaluator_signature = models.CharField(max_length=128, blank=True, help_text="Hex Ed25519 signature.")
    evaluator_key_id = models.CharField(max_length=64, blank=True, help_text="sha256 of the raw public key.")
    evaluator_key_mode = models.CharField(max_length=16, choices=EvaluatorKeyMode.choices, blank=True)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(condition=Q(status__in=RunStatus.values), name="run_status_valid"),
            models.CheckConstraint(condition=Q(verdict__in=[*Verdict.values, ""]), name="run_verdict_valid"),
            models.CheckConstraint(condition=Q(evaluator_key_mode__in=[*EvaluatorKeyMode.values, ""]),
                                   name="run_evaluator_key_mode_valid"),
            # A verdict exists exactly when the run finished.
            models.CheckConstraint(
                condition=(Q(status="finished") & ~Q(verdict="")) | (~Q(status="finished") & Q(verdict="")),
                name="run_verdict_iff_finished",
            ),
        ]
        indexes = [
            # recover_stale_runs(): EvaluationRun.objects.filter(status="running")
            models.Index(fields=["status"], name="evalrun_status_idx"),
        ]

    def __str__(self) -> str:
        return f"evaluation {self.pk} of candidate {self.candidate_id}: {self.status} {self.verdict}"

    def claim(self, worker: str) -> bool:
        """Conditional update queued → running (R-E-7); False when another worker has it."""
        now = timezone.now()
        claimed = EvaluationRun.objects.filter(pk=self.pk, status=RunStatus.QUEUED).update(
            status=RunStatus.RUNNING, worker=worker, started_at=now, heartbeat_at=now
        )
        if claimed:
            self.refresh_from_db()
        return bool(claimed)

    claim.alters_data = True  # type: ignore[attr-defined]

    def beat(self) -> None:
        """Record that the worker is alive (recovery reads it)."""
        EvaluationRun.objects.filter(pk=self.pk, status=RunStatus.RUNNING).update(heartbeat_at=timezone.now())

    beat.alters_data = True  # type: ignore[attr-defined]

    def finish(self, *, status: str, **values: Any) -> None:
        """Move running → finished | failed under a row lock; refuse any other move."""
        with transaction.atomic():
            locked = EvaluationRun.objects.select_for_update().get(pk=self.pk)
            if status not in RUN_TRANSITIONS[locked.status]:
                raise ValueError(f"evaluation {self.pk}: {locked.status} → {status} is not allowed")
            for name, value in {"status": status, "finished_at": timezone.now(), **values}.items():
                setattr(locked, name, value)
            locked.save()
        self.refresh_from_db()

    finish.alters_data = True  # type: ignore[attr-defined]

    @property
    def evaluator_sentence(self) -> str:
        """What a page says about the evaluator's signature on this run (issue 24 item 3)."""
        return signature_sentence(result_digest=self.result_digest, signature=self.evaluator_signature,
                                  key_mode=self.evaluator_key_mode)

    @property
    def progress(self) -> dict[str, Any]:
        steps = list(self.steps.all())
        done = sum(1 for s in steps if s.status not in (StepStatus.PENDING, StepStatus.RUNNING))
        return {"done": done, "total": len(steps) or 11, "percent": round(100 * done / (len(steps) or 11))}


class EvaluationStep(models.Model):
    """One of the eleven steps of seed §17.1, with status, evidence and duration (R-E-3)."""

    run = models.ForeignKey(EvaluationRun, on_delete=models.CASCADE, related_name="steps")
    order = models.PositiveSmallIntegerField()
    key = models.CharField(max_length=40)
    name = models.CharField(max_length=120)
    status = models.CharField(max_length=16, choices=StepStatus.choices, default=StepStatus.PENDING)
    summary = models.TextField(blank=True)
    evidence = models.JSONField(default=dict, blank=True)
    duration_ms = models.PositiveIntegerField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run_id", "order"]
        constraints = [
            models.UniqueConstraint(fields=["run", "order"], name="evalstep_order_unique"),
            models.CheckConstraint(condition=Q(status__in=StepStatus.values), name="evalstep_status_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.order}. {self.name}: {self.status}"
