"""The review queue (R-UI-1): everything waiting for a human decision, newest first.

Other apps add their own waiting items (promotions, HOLD verdicts) by
appending a provider to PROVIDERS.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Callable, Iterable

from django.urls import reverse

from cycles.choices import CycleStatus
from cycles.gates import gate_state
from cycles.models import Cycle


@dataclass(frozen=True)
class ReviewItem:
    kind: str  # X, Z, PROMOTION, HOLD
    title: str
    url: str
    waiting_since: datetime
    digest: str
    agent: str


def cycle_items() -> Iterable[ReviewItem]:
    for cycle in Cycle.objects.filter(status=CycleStatus.OPEN, current_phase__in=["S", "Q"]).select_related("agent"):
        outputs = cycle.current_outputs()
        state = gate_state(cycle, outputs)
        if state.attestation_required:
            output = outputs[cycle.current_phase]
            yield ReviewItem(
                kind=state.attestation_required,
                title=cycle.title,
                url=reverse("qln-cycle-detail", args=[cycle.pk]),
                waiting_since=output.created_at,
                digest=output.digest,
                agent=cycle.agent.name,
            )


PROVIDERS: list[Callable[[], Iterable[ReviewItem]]] = [cycle_items]


def review_items() -> list[ReviewItem]:
    items = [item for provider in PROVIDERS for item in provider()]
    return sorted(items, key=lambda item: item.waiting_since, reverse=True)
