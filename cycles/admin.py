"""Django admin for every cycles model (R-UI-5). The ledger is read-only; no promote button."""
from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from cycles import services
from cycles.choices import Channel, Decision
from cycles.exceptions import CycleError
from cycles.models import (
    Agent, Attestation, CorruptionFinding, Cycle, Event, LedgerEntry, LedgerHead, LensFinding, PhaseOutput, Seed,
)


class ReadOnlyAdmin(admin.ModelAdmin):
    """History is append-only (STYLE §4): no add, change or delete here."""

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
    fields = ["phase", "revision", "status", "digest", "created_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


def _attest(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Cycle], decision: str) -> None:
    for cycle in queryset:
        kind = {"S": "X", "Q": "Z"}.get(cycle.current_phase)
        output = cycle.current_outputs().get(cycle.current_phase)
        if kind is None or output is None:
            modeladmin.message_user(request, f"cycle {cycle.pk}: nothing waits for X or Z", messages.WARNING)
            continue
        try:
            services.attestation_record(
                cycle_id=cycle.pk, kind=kind, digest=output.digest, decision=decision, actor=request.user, channel=Channel.ADMIN
            )
        except CycleError as error:
            modeladmin.message_user(request, f"cycle {cycle.pk}: {error.code}: {error.detail}", messages.ERROR)
        else:
            modeladmin.message_user(request, f"cycle {cycle.pk}: {kind} {decision}d (digest {output.digest[:12]}…)")


@admin.action(description="Attest the pending X or Z of the selected cycles (binds to the current digest)", permissions=["attest"])
def attest_pending(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Cycle]) -> None:
    _attest(modeladmin, request, queryset, Decision.APPROVE)


@admin.action(description="Reject the pending X or Z of the selected cycles", permissions=["attest"])
def reject_pending(modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet[Cycle]) -> None:
    _attest(modeladmin, request, queryset, Decision.REJECT)


@admin.register(Cycle)
class CycleAdmin(admin.ModelAdmin):
    list_display = ["id", "title", "agent", "current_phase", "status", "classification", "created_at"]
    list_filter = ["status", "current_phase", "classification"]
    search_fields = ["title"]
    readonly_fields = ["current_phase", "status", "revision", "runtime_version", "created_at", "updated_at", "completed_at"]
    inlines = [PhaseOutputInline]
    actions = [attest_pending, reject_pending]

    def has_attest_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("cycles.attest")


@admin.register(PhaseOutput)
class PhaseOutputAdmin(ReadOnlyAdmin):
    list_display = ["id", "cycle", "phase", "revision", "status", "digest", "created_at"]
    list_filter = ["phase", "status"]


@admin.register(Attestation)
class AttestationAdmin(ReadOnlyAdmin):
    list_display = ["id", "cycle", "kind", "decision", "actor", "channel", "subject_digest", "created_at", "invalidated_at"]
    list_filter = ["kind", "decision", "channel"]


@admin.register(CorruptionFinding)
class CorruptionFindingAdmin(admin.ModelAdmin):
    list_display = ["id", "cycle", "phase", "code", "detected_by", "created_at"]
    list_filter = ["code"]


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


@admin.register(LedgerHead)
class LedgerHeadAdmin(ReadOnlyAdmin):
    list_display = ["seq", "digest"]


@admin.register(Event)
class EventAdmin(ReadOnlyAdmin):
    list_display = ["id", "kind", "cycle", "agent", "created_at"]
    list_filter = ["kind"]
