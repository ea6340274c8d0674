"""Read side of the agent pages (issue 28 item 5), in the selector style of HackSoftware's
Django-Styleguide (``styleguide_example/users/selectors.py``): keyword-only functions returning rows,
so the views hold no ORM call (the verdict stream, the tools seen, ADVISE, the recent sessions)."""
from __future__ import annotations

from typing import Any

from django.db.models import Count, Max, QuerySet
from django.shortcuts import get_object_or_404

from cycles.models import Agent
from evaluation.verdicts.models import AdviseDelivery, AgentSession, VerdictEvent

STREAM_LIMIT = 100


def agent_get(*, name: str) -> Agent:
    """An operator page's agent by name; Http404 when there is none."""
    return get_object_or_404(Agent, name=name)


def agent_list_with_verdicts() -> QuerySet[Agent]:
    """Every agent with its verdict count and the time of its last verdict, by name."""
    return Agent.objects.annotate(verdict_count=Count("verdicts"),
                                  last_verdict_at=Max("verdicts__created_at")).order_by("name")


def sessions_recent(*, agent: Any, limit: int = 10) -> list[AgentSession]:
    return list(AgentSession.objects.filter(agent=agent).order_by("-started_at", "-id")[:limit])


def verdicts_for_agent(*, agent: Any, verdict: str = "", tool: str = "", tier: str = "",
                       limit: int = STREAM_LIMIT) -> QuerySet[VerdictEvent]:
    return VerdictEvent.objects.filter(agent=agent).for_filters(verdict=verdict, tool=tool, tier=tier)[:limit]


def verdict_tools_for_agent(*, agent: Any) -> list[str]:
    """The tool names the agent's verdicts name, sorted, once each (the stream's tool filter)."""
    return list(VerdictEvent.objects.filter(agent=agent).order_by("tool_name")
                .values_list("tool_name", flat=True).distinct())


def advise_recent(*, agent: Any, limit: int = STREAM_LIMIT) -> QuerySet[AdviseDelivery]:
    return AdviseDelivery.objects.filter(agent=agent).order_by("-created_at", "-id")[:limit]
