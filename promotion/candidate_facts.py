"""The promoter's record of one candidate, for its lifecycle badge (issue 27 item 3).

Registered in :data:`evaluation.candidates.lifecycle_state.PROMOTION_FACTS`: the evaluation
layer may not import this app, and the candidate page must say "promoted" or "rolled back" from
the promoter's rows, not from a guess.
"""
from __future__ import annotations

from typing import Any

from promotion.models import Promotion


def candidate_promotions(candidate: Any) -> list[dict[str, Any]]:
    """The candidate's promotions, newest first."""
    rows = Promotion.objects.filter(candidate_id=candidate.pk).order_by("-created_at", "-id")
    return [{"id": p.pk, "version_digest": p.version_digest, "status": p.status, "activated_at": p.activated_at,
             "rolled_back_at": p.rolled_back_at, "rollback_reason": p.rollback_reason} for p in rows]
