"""Read side of cycles (issue 28 item 5), in the selector style of HackSoftware's Django-Styleguide
(``styleguide_example/users/selectors.py``): keyword-only functions that return rows or raise.

``*_for_agent`` is the agent API's scope — this agent's cycle, else ``NOT_FOUND`` (404, ``ApiError``),
never a hint that another agent's cycle exists. ``cycle_get`` is the operator pages' (else the 404 page).
"""
from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404

from core.api import ApiError
from cycles.models import Cycle


def cycle_get_for_agent(*, agent: Any, cycle_id: int) -> Cycle:
    cycle = Cycle.objects.filter(pk=cycle_id, agent=agent).select_related("agent").first()
    if cycle is None:
        raise ApiError("NOT_FOUND", f"cycle {cycle_id} not found", http_status=404)
    return cycle


def cycle_list_for_agent(*, agent: Any, status: str = "all") -> QuerySet[Cycle]:
    """The agent's cycles, newest first; ``status`` one of CycleStatus's values, or "all"."""
    cycles = Cycle.objects.filter(agent=agent).order_by("-created_at", "-id")
    return cycles if status == "all" else cycles.filter(status=status)


def cycle_get(*, cycle_id: int) -> Cycle:
    """An operator page's cycle, with its agent; Http404 when there is none."""
    return get_object_or_404(Cycle.objects.select_related("agent"), pk=cycle_id)


def cycle_list_recent(*, limit: int = 50) -> QuerySet[Cycle]:
    return Cycle.objects.select_related("agent")[:limit]
