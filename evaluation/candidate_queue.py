"""Candidates waiting for a human in the review queue (R-UI-1).

PROMOTION: the latest evaluation finished PASS and no operator has decided
its promotion yet. HOLD: the latest evaluation finished HOLD — a human must
supply what is missing (attestations, lenses, a model, a held-out suite).
"""
from __future__ import annotations

from collections.abc import Iterable

from django.urls import reverse

from cycles.choices import AttestationKind
from cycles.models import Attestation
from cycles.queue import ReviewItem
from evaluation.models import EvaluationRun, RunStatus


def candidate_items() -> Iterable[ReviewItem]:
    latest: dict[int, EvaluationRun] = {}
    runs = EvaluationRun.objects.filter(status=RunStatus.FINISHED).select_related("candidate__cycle__agent")
    for run in runs.order_by("candidate_id", "-finished_at", "-id"):
        latest.setdefault(run.candidate_id, run)
    decided = set(
        Attestation.objects.filter(kind=AttestationKind.PROMOTION, invalidated_at__isnull=True)
        .values_list("subject_ref", flat=True)
    )
    for run in latest.values():
        candidate = run.candidate
        if run.verdict == "PASS" and candidate.subject_ref in decided:
            continue
        if run.verdict not in ("PASS", "HOLD"):
            continue
        yield ReviewItem(
            kind="PROMOTION" if run.verdict == "PASS" else "HOLD",
            title=f"candidate {candidate.pk}: {candidate.target_path}",
            url=reverse("qln-candidate-detail", args=[candidate.pk]),
            waiting_since=run.finished_at or run.created_at,
            digest=run.result_digest or candidate.content_digest,
            agent=candidate.cycle.agent.name,
        )
