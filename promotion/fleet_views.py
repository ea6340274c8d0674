"""The versions page of one agent and the fleet page (issue 27 items 4, 5): thin views over
``promotion.selectors``. Read-only pages for any signed-in user; nothing here changes state."""
from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from evaluation.verdicts.selectors import agent_get
from promotion import selectors

SORT_LABELS = {"name": "agent", "active": "active version", "canary": "canary", "pending": "pending activations",
               "drift": "drift", "cycles": "open cycles", "behind": "profiles behind"}


@require_GET
@login_required
def agent_versions(request: HttpRequest, name: str) -> HttpResponse:
    agent = agent_get(name=name)
    versions = selectors.versions_for_agent(agent=agent)
    return render(request, "promotion/versions.html", {"agent": agent, "versions": versions,
                                                       "active": next((v for v in versions if v.status == "active"),
                                                                      None)})


@require_GET
@login_required
def fleet(request: HttpRequest) -> HttpResponse:
    sort = request.GET.get("sort", "name")
    refused = sort not in selectors.FLEET_SORTS
    if refused:
        sort = "name"
    rows = selectors.fleet(sort=sort)
    return render(request, "promotion/fleet.html", {
        "rows": rows, "sort": sort, "sorts": SORT_LABELS, "refused_sort": request.GET.get("sort") if refused else "",
    }, status=400 if refused else 200)
