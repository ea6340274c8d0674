"""Django admin for every cycles model (R-UI-5). The ledger is read-only; no promote button, no attest action."""
from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

from cycles.exceptions import CycleError
from cycles.models import (
    Agent,
    Attestation,
    CorruptionFinding,
    Cycle,
    Event,
    LedgerEntry,
    LedgerHead,
    LensFinding,
    PhaseOutput,
    Seed,
)


class ReadOnlyAdmin(admin.ModelAdmin):
    """History is append-only (docs/conventions.md §4): no add, change or delete here."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(Agent)
class AgentAdmin(admin.ModelAdmin):
    list_display = ["name", "token_prefix", "model_name", "is_active", "created_at"]
    readonly_fields = ["token_prefix", "created_at"]
    search_fields = ["name"]


class PhaseOutputInline(admin.TabularInline):
    model = PhaseOutput
    readonly_fields = ("phase", "revision", "status", "digest", "created_at")
    fields = readonly_fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(Cycle)
class CycleAdmin(admin.ModelAdmin):
    list_display = ["id", "title", "agent", "current_phase", "status", "classification", "created_at"]
    list_filter = ["status", "current_phase", "classification"]
    search_fields = ["title"]
    readonly_fields = ["current_phase", "status", "revision", "runtime_version", "created_at", "updated_at", "completed_at"]
    inlines = [PhaseOutputInline]
    # No attestation actions (issue 11, bypass 6): a bulk action bound X or Z to whatever digest was
    # current at the click, for many cycles, without showing the text. An attestation is given only on
    # the cycle page, where the text and its digest are shown, one subject at a time. None: not even
    # "delete selected" (like the promotion admin) — governance history is not removed in bulk.
    actions = None


@admin.register(PhaseOutput)
class PhaseOutputAdmin(ReadOnlyAdmin):
    list_display = ["id", "cycle", "phase", "revision", "status", "digest", "created_at"]
    list_filter = ["phase", "status"]


@admin.register(Attestation)
class AttestationAdmin(ReadOnlyAdmin):
    list_display = ["id", "cycle", "kind", "decision", "actor", "channel", "subject_digest", "created_at", "invalidated_at"]
    list_filter = ["kind", "decision", "channel"]
    search_fields = ["subject_digest", "subject_ref", "cycle__title", "actor__username", "note"]


@admin.register(CorruptionFinding)
class CorruptionFindingAdmin(admin.ModelAdmin):
    """A finding added here goes through `corruption_record`: it stops the cycle like a detected one (issue 10)."""

    list_display = ["id", "cycle", "phase", "code", "detected_by", "created_at"]
    list_filter = ["code"]
    fields = ["cycle", "phase", "code", "evidence"]

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # a finding is part of the trail: recorded once, never edited

    def save_model(self, request: HttpRequest, obj: CorruptionFinding, form: Any, change: bool) -> None:
        from cycles.interventions import corruption_record

        try:
            finding = corruption_record(cycle_id=obj.cycle_id, phase=obj.phase, code=obj.code,
                                        evidence=obj.evidence, actor=request.user)
        except CycleError as error:
            raise PermissionDenied(f"{error.code}: {error.detail}") from error
        obj.pk = finding.pk


@admin.register(LensFinding)
class LensFindingAdmin(admin.ModelAdmin):
    list_display = ["id", "cycle", "subject_ref", "coordinate", "status", "source_label", "source_notation", "recorded_by"]
    list_filter = ["status", "source_notation"]


@admin.register(Seed)
class SeedAdmin(ReadOnlyAdmin):
    list_display = ["seed_id", "cycle", "decision", "zero_prime_question", "created_at"]


@admin.register(LedgerEntry)
class LedgerEntryAdmin(ReadOnlyAdmin):
    list_display = ["seq", "kind", "subject", "entry_digest", "created_at"]
    list_filter = ["kind"]
    search_fields = ["subject", "entry_digest"]


@admin.register(LedgerHead)
class LedgerHeadAdmin(ReadOnlyAdmin):
    list_display = ["seq", "digest"]


@admin.register(Event)
class EventAdmin(ReadOnlyAdmin):
    list_display = ["id", "kind", "cycle", "agent", "created_at"]
    list_filter = ["kind"]
