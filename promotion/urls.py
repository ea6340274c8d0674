"""Mounted at the site root: the agent's read of the active version, /metrics (R-O-3), the fleet pages and the
candidate page's PROMOTION form."""
from __future__ import annotations

from django.urls import path

from promotion import api, attest_views, confirm_views, fleet_views, views

urlpatterns = [
    path("api/v1/active", api.ActiveVersionApi.as_view(), name="qln-api-active"),
    path("api/v1/versions/<str:digest>", api.VersionDetailApi.as_view(), name="qln-api-version"),
    path("metrics", views.metrics, name="qln-metrics"),
    path("candidates/<int:candidate_id>/promotion/", attest_views.candidate_promotion, name="qln-candidate-promotion"),
    path("fleet/", fleet_views.fleet, name="qln-fleet"),
    path("agents/<slug:name>/versions/", fleet_views.agent_versions, name="qln-agent-versions"),
    path("rollback-requests/<int:request_id>", confirm_views.rollback_request_detail, name="qln-rollback-request"),
    path("rollback-requests/<int:request_id>/confirm", confirm_views.rollback_request_confirm,
         name="qln-rollback-confirm"),
]
