"""Operator pages: session + CSRF (R-AUTH-1, R-UI-1, R-UI-2)."""
from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from cycles import services
from cycles.choices import Channel, Phase
from cycles.exceptions import CycleError
from cycles.gates import gate_state
from cycles.models import Cycle
from cycles.queue import review_items


def _get_cycle_for_user(request: HttpRequest, cycle_id: int) -> Cycle:
    return get_object_or_404(Cycle.objects.select_related("agent"), pk=cycle_id)


@require_GET
@login_required
def review_queue(request: HttpRequest) -> HttpResponse:
    now = timezone.now()
    items = [(item, now - item.waiting_since) for item in review_items()]
    cycles = Cycle.objects.select_related("agent")[:50]
    return render(request, "cycles/queue.html", {"items": items, "cycles": cycles})


@require_GET
@login_required
def cycle_detail(request: HttpRequest, cycle_id: int) -> HttpResponse:
    cycle = _get_cycle_for_user(request, cycle_id)
    outputs = list(cycle.outputs.order_by("created_at", "id").prefetch_related("attestations__actor"))
    current = {o.phase: o for o in outputs if o.status == "valid"}
    context = {
        "cycle": cycle,
        "state": gate_state(cycle, current),
        "outputs": outputs,
        "current": current,
        "phases": Phase.order(),
        "corruptions": cycle.corruptions.order_by("created_at"),
        "seed": getattr(cycle, "seed", None) if cycle.status == "completed" else None,
        "can_attest": request.user.has_perm("cycles.attest"),
        "candidates": cycle.candidates.order_by("-created_at"),
    }
    return render(request, "cycles/cycle_detail.html", context)


@require_POST
@login_required
@permission_required("cycles.attest", raise_exception=True)
def cycle_attest(request: HttpRequest, cycle_id: int) -> HttpResponse:
    """Attest X or Z bound to the digest the operator saw (R-C-4)."""
    cycle = _get_cycle_for_user(request, cycle_id)
    try:
        services.attestation_record(
            cycle_id=cycle.pk,
            kind=request.POST.get("kind", ""),
            digest=request.POST.get("digest", ""),
            decision=request.POST.get("decision", ""),
            actor=request.user,
            channel=Channel.WEB,
            note=request.POST.get("note", "")[:2000],
        )
    except CycleError as error:
        messages.error(request, f"{error.code}: {error.detail}")
        return redirect("qln-cycle-detail", cycle_id=cycle.pk)
    messages.success(request, "Attestation recorded.")
    return redirect("qln-cycle-detail", cycle_id=cycle.pk)


@require_POST
@login_required
@permission_required("cycles.attest", raise_exception=True)
def cycle_reopen(request: HttpRequest, cycle_id: int) -> HttpResponse:
    cycle = _get_cycle_for_user(request, cycle_id)
    try:
        services.cycle_reopen(
            cycle_id=cycle.pk, phase=request.POST.get("phase", ""), actor_label=request.user.get_username(),
            reason=request.POST.get("reason", "")[:2000] or "reopened by operator",
        )
    except CycleError as error:
        messages.error(request, f"{error.code}: {error.detail}")
    return redirect("qln-cycle-detail", cycle_id=cycle.pk)
