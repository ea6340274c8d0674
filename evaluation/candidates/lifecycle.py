"""What happens to candidates when their cycle moves (registered in `cycles.hooks`, issue 9)."""
from __future__ import annotations

from datetime import datetime

from cycles.models import Attestation, Cycle
from evaluation.candidates.models import Candidate


def invalidate_candidates(cycle: Cycle, now: datetime, reason: str) -> None:
    """A cycle reopened at or before P: its candidates derive from α, Z and A, so they,
    their evaluations and their PROMOTION attestations are invalidated (R-E-1)."""
    refs = [
        f"candidate:{pk}"
        for pk in Candidate.objects.filter(cycle=cycle, invalidated_at__isnull=True).values_list("pk", flat=True)
    ]
    if not refs:
        return
    # A queryset update writes only the mark; the candidate's content stays immutable (R-E-1).
    Candidate.objects.filter(cycle=cycle, invalidated_at__isnull=True).update(invalidated_at=now, invalidated_reason=reason)
    Attestation.objects.filter(cycle=cycle, subject_ref__in=refs, invalidated_at__isnull=True).update(
        invalidated_at=now, invalidated_reason=reason
    )
