"""Agent pages (R-UI-4) and one verdict's page (issue 27 item 6)."""
from __future__ import annotations

from django.urls import path

from evaluation.verdicts import detail
from evaluation.verdicts import views as views_agents

urlpatterns = [
    path("agents/", views_agents.agent_list, name="qln-agent-list"),
    path("agents/<slug:name>/", views_agents.agent_detail, name="qln-agent-detail"),
    path("agents/<slug:name>/verdicts/<int:verdict_id>/", detail.verdict_detail, name="qln-verdict-detail"),
]
