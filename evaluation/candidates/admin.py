"""Admin for candidates, suites and evaluation runs (R-UI-5): read-only records, no promote button."""
from __future__ import annotations

from django.contrib import admin

from cycles.admin import ReadOnlyAdmin
from evaluation.candidates.models import Candidate, EvaluationRun, EvaluationStep, Suite


@admin.register(Candidate)
class CandidateAdmin(ReadOnlyAdmin):
    list_display = ("id", "cycle", "target_stratum", "target_path", "content_digest", "created_at")
    list_filter = ("target_stratum",)
    search_fields = ("target_path", "content_digest")


class StepInline(admin.TabularInline):
    model = EvaluationStep
    extra = 0
    can_delete = False
    fields = ("order", "name", "status", "summary", "duration_ms")
    readonly_fields = fields


@admin.register(EvaluationRun)
class EvaluationRunAdmin(ReadOnlyAdmin):
    list_display = ("id", "candidate", "status", "verdict", "worker", "created_at", "finished_at")
    list_filter = ("status", "verdict")
    search_fields = ("result_digest", "candidate__target_path", "candidate__content_digest")
    inlines = [StepInline]


@admin.register(Suite)
class SuiteAdmin(ReadOnlyAdmin):
    list_display = ("id", "name", "kind", "digest", "size", "active", "imported_at")
    list_filter = ("kind", "active")
