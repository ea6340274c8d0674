"""Django admin for the promotion models (R-UI-5): read-only, and never a promote or rollback button.

Promotion and rollback are `manage.py promote` / `manage.py rollback` under the
promoter OS user (R-AUTH-4); the admin only shows what happened. No add, change
or delete permission, no actions (not even the default bulk delete), no custom
buttons or URLs.
"""
from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from promotion.models import AgentProfile, AgentVersion, Promotion, RollbackRequest


class ReadOnlyPromotionAdmin(admin.ModelAdmin):
    actions = None

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class RollbackRequestInline(admin.TabularInline):
    model = RollbackRequest
    readonly_fields = ("code", "status", "requested_by", "created_at", "handled_at", "outcome")
    fields = readonly_fields
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Promotion)
class PromotionAdmin(ReadOnlyPromotionAdmin):
    list_display = ["id", "candidate", "short_version", "status", "canary_status", "os_user", "activated_at",
                    "rolled_back_at"]
    list_filter = ["status", "canary_status"]
    search_fields = ["version_digest", "previous_version", "candidate_digest", "evaluation_digest"]
    date_hierarchy = "created_at"
    readonly_fields = [
        "attempt", "candidate", "evaluation_run", "candidate_digest", "evaluation_digest", "attestation",
        "version_digest", "previous_version", "rollback_reference", "status", "os_user", "ledger_seq", "evidence",
        "created_at", "activated_at", "rolled_back_at", "rollback_reason", "rollback_attempt", "rollback_ledger_seq",
        "rollback_cycle", "canary_turns", "canary_status", "canary_findings",
    ]
    fields = tuple(readonly_fields)
    inlines = [RollbackRequestInline]

    @admin.display(description="version")
    def short_version(self, obj: Promotion) -> str:
        return obj.version_digest[:12]

    @admin.display(description="rollback reference")
    def rollback_reference(self, obj: Promotion) -> str:
        return obj.rollback_ref


@admin.register(RollbackRequest)
class RollbackRequestAdmin(ReadOnlyPromotionAdmin):
    list_display = ["id", "promotion", "code", "status", "requested_by", "created_at", "handled_at"]
    list_filter = ["status", "code"]
    readonly_fields = ["promotion", "code", "detail", "evidence", "status", "requested_by", "outcome", "created_at",
                       "handled_at"]
    fields = tuple(readonly_fields)


@admin.register(AgentVersion)
class AgentVersionAdmin(ReadOnlyPromotionAdmin):
    """Versions that were active for an agent (what the versions API may serve it)."""

    list_display = ("agent", "digest", "source", "files", "created_at")
    list_filter = ("source",)
    search_fields = ("digest", "agent__name")


@admin.register(AgentProfile)
class AgentProfileAdmin(ReadOnlyPromotionAdmin):
    """Hermes profiles the promoter keeps at the agent's active version; changed only by `promoter activate`."""

    list_display = ("agent", "hermes_home", "version", "status", "pending_version", "activated_at")
    list_filter = ("status",)
    search_fields = ("hermes_home", "agent__name")
