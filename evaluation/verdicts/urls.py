"""Agent pages (R-UI-4)."""
from __future__ import annotations

from django.urls import path

from evaluation.verdicts import views as views_agents

urlpatterns = [
    path("agents/", views_agents.agent_list, name="qln-agent-list"),
    path("agents/<slug:name>/", views_agents.agent_detail, name="qln-agent-detail"),
]
