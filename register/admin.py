"""Admin for the register channel: samples read-only, baselines only for reviewers (R-R-9)."""
from __future__ import annotations

from django.contrib import admin
from django.http import HttpRequest

from cycles.admin import ReadOnlyAdmin
from register.models import OutputSample, RegisterBaseline

REVIEW_PERMISSION = "cycles.review"


@admin.register(OutputSample)
class OutputSampleAdmin(ReadOnlyAdmin):
    list_display = ["created_at", "agent", "session_id", "turn_id", "mode", "text_length", "user_requested_switch",
                    "model_name"]
    list_filter = ["mode", "user_requested_switch"]
    search_fields = ["agent__name", "session_id", "turn_id", "text_digest"]
    list_select_related = ["agent"]
    date_hierarchy = "created_at"


@admin.register(RegisterBaseline)
class RegisterBaselineAdmin(ReadOnlyAdmin):
    """Baselines are secrets: visible only with ``cycles.review``, whatever model permissions say.

    Changes go through ``manage.py calibrate_register`` / ``register_baseline
    import`` so every new baseline supersedes the old one on record.
    """

    list_display = ["agent", "mode", "sample_count", "provisional", "model_name", "calibrated_at", "superseded_at",
                    "digest"]
    list_filter = ["mode", "provisional"]
    search_fields = ["agent__name", "digest"]
    list_select_related = ["agent"]

    def _may_review(self, request: HttpRequest) -> bool:
        return request.user.is_active and request.user.has_perm(REVIEW_PERMISSION)

    def has_module_permission(self, request: HttpRequest) -> bool:
        return self._may_review(request)

    def has_view_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return self._may_review(request)
