"""Issue 11, bypass 7: re-evaluation of a candidate is bounded (QLN_EVAL_MAX_RUNS, default 5).

Finding: a candidate could be evaluated again and again — a search against
the sealed suites until the noise says PASS. The request past the limit
answers 409 EVALUATION_LIMIT_REACHED, through the agent API and the page.
"""
from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings as django_settings

from evaluation.candidates.models import Candidate, EvaluationRun, RunStatus
from evaluation.candidates.recovery import recover_stale_runs
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
from tests.factories import CycleFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def candidate_id(agent_client: Any, operator: Any) -> int:
    response = propose(agent_client, CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk, CANDIDATE_TEXT)
    assert response.status_code == 201, response.content
    return response.json()["id"]


def _request(agent_client: Any, candidate_id: int) -> Any:
    return agent_client.post(f"/api/v1/candidates/{candidate_id}/evaluations", format="json")


def _finish_all() -> None:
    EvaluationRun.objects.update(status=RunStatus.FAILED)  # as a worker would leave them; no model needed here


def test_the_default_limit_is_five() -> None:
    assert django_settings.QLN_EVAL_MAX_RUNS == 5


def test_the_run_past_the_limit_is_409_with_a_code(agent_client: Any, candidate_id: int, settings: Any) -> None:
    settings.QLN_EVAL_MAX_RUNS = 3
    for _ in range(3):
        assert _request(agent_client, candidate_id).status_code == 202
        _finish_all()
    refused = _request(agent_client, candidate_id)
    assert refused.status_code == 409, refused.content
    assert refused.json()["error"] == "EVALUATION_LIMIT_REACHED"
    assert (refused.json()["limit"], refused.json()["runs"]) == (3, 3)
    assert EvaluationRun.objects.filter(candidate_id=candidate_id).count() == 3


def test_the_operator_page_is_bounded_too(agent_client: Any, candidate_id: int, operator_client: Any,
                                          settings: Any) -> None:
    settings.QLN_EVAL_MAX_RUNS = 1
    assert _request(agent_client, candidate_id).status_code == 202
    _finish_all()
    response = operator_client.post(f"/candidates/{candidate_id}/evaluate/", follow=True)
    assert [str(m) for m in response.context["messages"]][0].startswith("EVALUATION_LIMIT_REACHED:")
    assert EvaluationRun.objects.filter(candidate_id=candidate_id).count() == 1


def test_recovery_does_not_requeue_past_the_limit(agent_client: Any, candidate_id: int, settings: Any) -> None:
    settings.QLN_EVAL_MAX_RUNS = 1
    assert _request(agent_client, candidate_id).status_code == 202
    EvaluationRun.objects.update(status=RunStatus.RUNNING, worker="gone-host:1", heartbeat_at=None)
    recovered = recover_stale_runs(stale_after_s=0, requeue=True)
    assert [r.requeued_as for r in recovered] == [None]
    assert EvaluationRun.objects.get(candidate=Candidate.objects.get(pk=candidate_id)).status == RunStatus.FAILED
