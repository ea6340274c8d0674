"""Read-only operator views of history (issue 12): cycles and attestations with search,
filters and pagination. Writing stays on the cycle page and in the services."""
from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Q, QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from cycles.choices import AttestationKind, CycleStatus, Decision, Phase
from cycles.models import Attestation, Cycle

PAGE_SIZE = 25


def _choice(request: HttpRequest, name: str, allowed: list[str]) -> str:
    value = request.GET.get(name, "")
    return value if value in allowed else ""


def page_of(request: HttpRequest, queryset: QuerySet, filters: dict[str, str]) -> dict[str, Any]:
    """The requested page and the query string that keeps the filters across pages."""
    page = Paginator(queryset, PAGE_SIZE).get_page(request.GET.get("page"))
    keep = "&".join(f"{key}={value}" for key, value in filters.items() if value)
    return {"page": page, "keep": keep, "filters": filters}


@require_GET
@login_required
def cycle_list(request: HttpRequest) -> HttpResponse:
    q = request.GET.get("q", "").strip()[:200]
    filters = {"q": q, "status": _choice(request, "status", CycleStatus.values),
               "phase": _choice(request, "phase", Phase.values)}
    cycles = Cycle.objects.select_related("agent").order_by("-created_at", "-id")
    if q:
        cycles = cycles.filter(Q(title__icontains=q) | Q(agent__name__icontains=q) | Q(pk=int(q) if q.isdigit() else None))
    if filters["status"]:
        cycles = cycles.filter(status=filters["status"])
    if filters["phase"]:
        cycles = cycles.filter(current_phase=filters["phase"])
    context = {**page_of(request, cycles, filters), "statuses": CycleStatus.choices, "phases": Phase.choices}
    return render(request, "cycles/cycle_list.html", context)


@require_GET
@login_required
def attestation_list(request: HttpRequest) -> HttpResponse:
    q = request.GET.get("q", "").strip()[:200]
    filters = {"q": q, "kind": _choice(request, "kind", AttestationKind.values),
               "decision": _choice(request, "decision", Decision.values)}
    rows = Attestation.objects.select_related("actor", "cycle").order_by("-created_at", "-id")
    if q:
        rows = rows.filter(Q(subject_digest__startswith=q.lower()) | Q(actor__username__icontains=q)
                           | Q(note__icontains=q) | Q(cycle__title__icontains=q) | Q(subject_ref__icontains=q))
    if filters["kind"]:
        rows = rows.filter(kind=filters["kind"])
    if filters["decision"]:
        rows = rows.filter(decision=filters["decision"])
    context = {**page_of(request, rows, filters), "kinds": AttestationKind.choices, "decisions": Decision.choices}
    return render(request, "cycles/attestation_list.html", context)
