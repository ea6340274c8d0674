"""Read side of candidates, runs and suites (issue 28 item 5), in the selector style of HackSoftware's
Django-Styleguide (``styleguide_example/users/selectors.py``): keyword-only functions that return rows
or raise, so every view scopes a read the same way.

``*_for_agent`` is the agent API's scope — this agent's row, else ``NOT_FOUND`` (404, ``ApiError``), never
a hint that another agent's row exists. ``candidate_get`` is the operator pages' (any candidate, else the
404 page).
"""
from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404

from core.api import ApiError
from evaluation.candidates.models import Candidate, EvaluationRun, Suite


def candidate_get_for_agent(*, agent: Any, candidate_id: int) -> Candidate:
    candidate = Candidate.objects.filter(pk=candidate_id, cycle__agent=agent).select_related("cycle").first()
    if candidate is None:
        raise ApiError("NOT_FOUND", f"candidate {candidate_id} not found", http_status=404)
    return candidate


def evaluation_get_for_agent(*, agent: Any, run_id: int) -> EvaluationRun:
    run = EvaluationRun.objects.filter(pk=run_id, candidate__cycle__agent=agent).select_related("candidate").first()
    if run is None:
        raise ApiError("NOT_FOUND", f"evaluation {run_id} not found", http_status=404)
    return run


def suite_list_active() -> QuerySet[Suite]:
    return Suite.objects.filter(active=True)


def suite_get(*, suite_id: int) -> Suite:
    suite = Suite.objects.filter(pk=suite_id).first()
    if suite is None:
        raise ApiError("NOT_FOUND", f"suite {suite_id} not found", http_status=404)
    return suite


def candidate_get(*, candidate_id: int) -> Candidate:
    """An operator page's candidate, with what the pages show of it; Http404 when there is none."""
    return get_object_or_404(Candidate.objects.select_related("cycle__agent", "proposer_agent", "proposer_user"),
                             pk=candidate_id)


def run_get_for_candidate(*, candidate: Candidate, run_id: str) -> EvaluationRun | None:
    """The run a form names, only when it is this candidate's; None for a missing, foreign or malformed id.

    ``"１"`` or ``"1.5"`` is no run id (issue 25 "Also": ``run=abc`` was a 500).
    """
    if not (run_id.isascii() and run_id.isdigit() and len(run_id) <= 18):
        return None
    return EvaluationRun.objects.filter(pk=int(run_id), candidate=candidate).first()


def run_get_of_candidate(*, candidate_id: int, run_id: int) -> EvaluationRun:
    """A run the progress endpoint polls; Http404 unless it belongs to the candidate."""
    return get_object_or_404(EvaluationRun, pk=run_id, candidate_id=candidate_id)
