"""An agent withdraws its own candidate (issue 27 item 2: a junk candidate sat in the queue for good).

``POST /api/v1/candidates/{id}/withdraw {"reason": "..."}`` with the agent's token. The candidate
is invalidated with the reason (so it can no longer be evaluated, attested or promoted, and
leaves the queue), an event records who and why, and its page says *withdrawn*. A promoted
candidate, one with a run at work, or one already invalidated is refused with a code, and
nothing changes.
"""
from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError, require_closed_fields
from cycles import events
from cycles.models import Attestation
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.lifecycle_state import WITHDRAWN_PREFIX, promotions_of
from evaluation.candidates.models import Candidate, RunStatus

MAX_REASON = 2000


def candidate_withdraw(*, candidate_id: int, agent: Any, reason: Any) -> Candidate:
    """Invalidate ``agent``'s candidate with ``reason``; CandidateError/ApiError on a refusal (nothing written)."""
    text = reason.strip() if isinstance(reason, str) else ""
    if not text or len(text) > MAX_REASON:
        raise CandidateError("REASON_REQUIRED", f"say why the candidate is withdrawn (1 to {MAX_REASON} characters)",
                             http_status=400, field="reason")
    with transaction.atomic():
        locked = Candidate.objects.select_for_update().filter(pk=candidate_id, cycle__agent=agent).first()
        if locked is None:
            raise ApiError("NOT_FOUND", f"candidate {candidate_id} not found", http_status=404)
        if locked.invalidated_at is not None:
            raise CandidateError("CANDIDATE_INVALIDATED", f"candidate {candidate_id} is already invalidated: "
                                 f"{locked.invalidated_reason}", http_status=409)
        if promotions_of(locked):
            raise CandidateError("ALREADY_PROMOTED", f"candidate {candidate_id} was promoted; only a rollback undoes "
                                 "that", http_status=409)
        if locked.runs.filter(status__in=[RunStatus.QUEUED, RunStatus.RUNNING]).exists():
            raise CandidateError("EVALUATION_IN_PROGRESS", "an evaluation of this candidate is queued or running; "
                                 "withdraw it once the run has ended", http_status=409)
        now, why = timezone.now(), f"{WITHDRAWN_PREFIX}: {text}"
        # A queryset update writes only the mark; the candidate's content stays immutable (R-E-1), and its
        # PROMOTION attestations go with it, as on a reopening (evaluation/candidates/lifecycle.py).
        Candidate.objects.filter(pk=locked.pk).update(invalidated_at=now, invalidated_reason=why)
        Attestation.objects.filter(subject_ref=locked.subject_ref, invalidated_at__isnull=True).update(
            invalidated_at=now, invalidated_reason=why)
        locked.invalidated_at, locked.invalidated_reason = now, why
        events.emit("candidate_withdrawn", cycle=locked.cycle, agent=agent, candidate=locked.pk, reason=text)
    return locked


class CandidateWithdrawApi(APIView):
    """POST /api/v1/candidates/{id}/withdraw {reason} → 200 {id, state: withdrawn, reason}."""

    class InputSerializer(serializers.Serializer):
        """The body as the schema states it (the plugin's ``qln_withdraw_candidate`` sends it)."""

        reason = serializers.CharField(max_length=MAX_REASON, help_text="Why the agent withdraws its candidate.")

    def post(self, request: Request, candidate_id: int) -> Response:
        data = require_closed_fields(request.data, {"reason"})
        candidate = candidate_withdraw(candidate_id=candidate_id, agent=request.user, reason=data.get("reason"))
        return Response({"id": candidate.pk, "state": "withdrawn", "reason": candidate.invalidated_reason},
                        status=status.HTTP_200_OK)
