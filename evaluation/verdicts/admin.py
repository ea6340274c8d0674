"""Admin for verdicts, rule sets, sessions, ADVISE deliveries, tool results and backups (R-UI-5).

Verdict events are append-only (R-A-3): viewable, never editable or deletable.
Rule sets are reviewed data (R-T1-2): an operator adds a document (validated by
the Tier 1 loader) and activates it with an action that records the reviewer.
"""
from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from cycles.admin import ReadOnlyAdmin
from evaluation.verdicts.models import AdviseDelivery, AgentSession, BackupRecord, RuleSet, ToolResult, VerdictEvent
from evaluation.verdicts.tier1 import RulesetError, load_ruleset


@admin.register(VerdictEvent)
class VerdictEventAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "agent", "session_id", "tool_name", "verdict", "block", "decided_by", "total_ms")
    list_filter = ("verdict", "block", "decided_by", "body_shape", "agent")
    search_fields = ("session_id", "tool_name", "rule_id", "args_digest")
    date_hierarchy = "created_at"


@admin.register(AgentSession)
class AgentSessionAdmin(ReadOnlyAdmin):
    list_display = ("started_at", "agent", "session_id", "active_version", "model", "platform")
    list_filter = ("agent",)
    search_fields = ("session_id",)


@admin.register(AdviseDelivery)
class AdviseDeliveryAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "agent", "session_id", "text", "delivered_at")
    list_filter = ("agent",)


@admin.register(ToolResult)
class ToolResultAdmin(ReadOnlyAdmin):
    list_display = ("created_at", "agent", "tool_name", "status", "duration_ms", "error_type")
    list_filter = ("status", "agent")


@admin.register(BackupRecord)
class BackupRecordAdmin(admin.ModelAdmin):
    list_display = ("taken_at", "path", "agent")
    search_fields = ("path",)


class RuleSetForm(forms.ModelForm):
    class Meta:
        model = RuleSet
        fields = ("version", "description", "document")

    def clean_document(self) -> Any:
        document = self.cleaned_data["document"]
        try:
            load_ruleset(document)
        except RulesetError as exc:
            raise forms.ValidationError(str(exc)) from exc
        return document


@admin.register(RuleSet)
class RuleSetAdmin(admin.ModelAdmin):
    form = RuleSetForm
    list_display = ("version", "digest", "is_active", "reviewed_by", "reviewed_at", "created_at")
    readonly_fields = ("digest", "is_active", "reviewed_by", "reviewed_at", "created_at")
    actions = ["activate"]

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        # A rule set that has been reviewed is immutable: a change is a new version.
        if obj is not None and obj.reviewed_at is not None or (obj is not None and obj.is_active):
            return (*self.readonly_fields, "version", "description", "document")
        return self.readonly_fields

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return obj is None or not obj.is_active

    @admin.action(description="Review and activate the selected rule set")
    def activate(self, request: HttpRequest, queryset: QuerySet[RuleSet]) -> None:
        if queryset.count() != 1:
            self.message_user(request, "Select exactly one rule set to activate.", messages.ERROR)
            return
        ruleset = queryset.get()
        try:
            ruleset.activate(actor=request.user)
        except RulesetError as exc:
            self.message_user(request, f"Not activated: {exc}", messages.ERROR)
            return
        self.message_user(request, f"Rule set {ruleset.version} ({ruleset.digest[:19]}) is now active.")
