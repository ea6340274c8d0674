"""B'' seeds, the hash-chained ledger and structured events (R-S-1, R-S-2, R-O-4)."""
from __future__ import annotations

from typing import Any

from django.db import models


class Seed(models.Model):
    """The B'' of a completed cycle, with the fields of the source §9 / SPEC R-S-1."""

    cycle = models.OneToOneField("cycles.Cycle", on_delete=models.PROTECT, related_name="seed")
    seed_id = models.CharField(max_length=64, unique=True)
    parent_seed = models.ForeignKey("self", null=True, blank=True, on_delete=models.PROTECT, related_name="children")
    codex_hash = models.CharField(max_length=64)
    decoder_version = models.CharField(max_length=40)
    runtime_version = models.CharField(max_length=80, blank=True)
    prompt_digest = models.CharField(max_length=64)
    lens_notation_version = models.CharField(max_length=20)
    formation_trail = models.JSONField(default=dict)
    digests = models.JSONField(default=dict, help_text="Digests of candidate, evaluation and attestations.")
    decision = models.CharField(max_length=16)
    promotion_id = models.CharField(max_length=64, blank=True)
    rollback_ref = models.CharField(max_length=120, blank=True)
    b_text = models.TextField(help_text="B: fulfilment.")
    b2_text = models.TextField(help_text="B'': what propagates.")
    zero_prime_question = models.TextField(help_text="∞0': the return question.")
    document = models.JSONField(
        default=dict, blank=True,
        help_text="The §9 blocks without a column of their own: scope, candidate, validation, lens matrix, "
                  "human attestation, reasons, monitoring, session ids, parent by hash (issue 10).",
    )
    digest = models.CharField(max_length=64, help_text="sha256 of content(); the ledger's seed entry carries it.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"B'' {self.seed_id[:12]} of cycle {self.cycle_id}"

    def content(self) -> dict[str, Any]:
        """The canonical content its digest covers, read back from the stored row (R-S-2).

        `ledger verify` recomputes this for every seed entry, so an edited B, B'' or ∞0'
        (or any other field) no longer matches the digest the chain carries. Seeds
        written before the §9 document existed have none, and their digest never covered it.
        """
        content: dict[str, Any] = {
            "seed_id": self.seed_id,
            "parent_seed_id": self.parent_seed.seed_id if self.parent_seed is not None else None,
            "codex_hash": self.codex_hash,
            "decoder_version": self.decoder_version,
            "runtime_version": self.runtime_version,
            "prompt_digest": self.prompt_digest,
            "lens_notation_version": self.lens_notation_version,
            "cycle_id": self.cycle_id,
            "formation_trail": self.formation_trail,
            "digests": self.digests,
            "decision": self.decision,
            "promotion_id": self.promotion_id or None,
            "rollback_ref": self.rollback_ref or None,
            "B": self.b_text,
            "B2": self.b2_text,
            "zero_prime_question": self.zero_prime_question,
        }
        if self.document:
            content["document"] = self.document
        return content


class LedgerHead(models.Model):
    """Singleton row locked while appending, so the chain has one writer at a time."""

    seq = models.PositiveBigIntegerField(default=0)
    digest = models.CharField(max_length=64, default="0" * 64)

    class Meta:
        constraints = [models.CheckConstraint(condition=models.Q(id=1), name="ledger_head_singleton")]


class LedgerEntry(models.Model):
    """An append-only, hash-chained record. Never updated in place (docs/conventions.md §4)."""

    seq = models.PositiveBigIntegerField(unique=True)
    kind = models.CharField(max_length=16)
    subject = models.CharField(max_length=120)
    payload = models.JSONField()
    prev_digest = models.CharField(max_length=64)
    entry_digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        verbose_name_plural = "ledger entries"

    def __str__(self) -> str:
        return f"#{self.seq} {self.kind} {self.subject}"


class Event(models.Model):
    """A structured operational event (seed §24), also appended to a JSONL file."""

    kind = models.CharField(max_length=64, db_index=True)
    cycle = models.ForeignKey("cycles.Cycle", null=True, blank=True, on_delete=models.SET_NULL)
    agent = models.ForeignKey("cycles.Agent", null=True, blank=True, on_delete=models.SET_NULL)
    payload = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.kind} at {self.created_at:%Y-%m-%d %H:%M:%S}"
