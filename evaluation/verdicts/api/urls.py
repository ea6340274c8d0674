"""Agent API of the verdict hot path (SPEC §3, R-V-1..5)."""
from __future__ import annotations

from django.urls import path

from evaluation.verdicts.api.context import ContextApi
from evaluation.verdicts.api.records import (
    BackupCreateApi,
    CycleEvidenceCreateApi,
    OutputCreateApi,
    ToolResultCreateApi,
)
from evaluation.verdicts.api.sessions import SessionCreateApi
from evaluation.verdicts.api.verdicts import VerdictCreateApi

urlpatterns = [
    path("verdicts", VerdictCreateApi.as_view(), name="qln-api-verdicts"),
    path("outputs", OutputCreateApi.as_view(), name="qln-api-outputs"),
    path("tool-results", ToolResultCreateApi.as_view(), name="qln-api-tool-results"),
    path("context", ContextApi.as_view(), name="qln-api-context"),
    path("sessions", SessionCreateApi.as_view(), name="qln-api-sessions"),
    path("backups", BackupCreateApi.as_view(), name="qln-api-backups"),
    path("cycles/<int:cycle_id>/evidence", CycleEvidenceCreateApi.as_view(), name="qln-api-cycle-evidence"),
]
