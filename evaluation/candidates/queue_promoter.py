"""Approved promotions waiting for the promoter, in the review queue (issue 27 item 2).

After "Promotion attestation recorded" the PROMOTION item left the queue and nothing said who
acts next. Such a candidate stays in the queue as PROMOTER, naming who must act (the promoter)
and the exact command (the candidate id and the run's result digest, not the content or promotion
digest), until the promoter's record shows the promotion; from then the candidate page says
"promoted" (:mod:`evaluation.candidates.lifecycle_state`).
"""
from __future__ import annotations

from collections.abc import Iterable

from django.urls import reverse

from cycles.choices import AttestationKind
from cycles.models import Attestation
from cycles.queue import ReviewItem
from evaluation.candidates.lifecycle_state import candidate_lifecycle
from evaluation.candidates.models import Candidate, EvaluationRun, RunStatus


def promoter_items() -> Iterable[ReviewItem]:
    approved = Attestation.objects.filter(kind=AttestationKind.PROMOTION, decision="approve",
                                          invalidated_at__isnull=True).select_related("actor")
    by_ref: dict[str, list[Attestation]] = {}
    for attestation in approved:
        by_ref.setdefault(attestation.subject_ref, []).append(attestation)
    if not by_ref:
        return
    for candidate in Candidate.objects.filter(invalidated_at__isnull=True).select_related("cycle__agent"):
        decisions = by_ref.get(candidate.subject_ref)
        if not decisions:
            continue
        run = (EvaluationRun.objects.filter(candidate=candidate, status=RunStatus.FINISHED)
               .order_by("-finished_at", "-id").first())
        if run is None:
            continue
        from cycles.active_store import active_version

        state = candidate_lifecycle(candidate, run, active_now=active_version(candidate.cycle.agent.name) or "",
                                    promotion_decisions=decisions)
        if state.state != "approved":
            continue
        yield ReviewItem(
            kind="PROMOTER", title=f"candidate {candidate.pk}: {candidate.target_path} — promotion approved",
            url=reverse("qln-candidate-detail", args=[candidate.pk]) + "#promoter-waits",
            waiting_since=decisions[0].created_at, digest=run.result_digest, agent=candidate.cycle.agent.name,
            detail=(state.sentence, "The candidate page says \"promoted\" once the command has run."),
            cycle_id=candidate.cycle_id, command=state.promote_command,
        )
