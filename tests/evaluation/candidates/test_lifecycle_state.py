"""One lifecycle state per candidate, from facts, and only its actions (issue 27 item 3).

The walk in tests/pilot/test_demo_walk.py sees proposed → PASS → approved → promoted on a real stack;
here each state's derivation and the actions it allows, including the ones that contradicted
themselves on the page before (a rolled-back candidate offered "Attest promotion")."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from evaluation.candidates import lifecycle_state
from evaluation.candidates.lifecycle_state import REJECTED_PREFIX, WITHDRAWN_PREFIX, candidate_lifecycle

pytestmark = pytest.mark.django_db
V1, V2 = "a" * 64, "b" * 64


def _candidate(**extra: Any) -> Any:
    return SimpleNamespace(pk=987654, invalidated_at=None, invalidated_reason="", **extra)


def _run(status: str = "finished", verdict: str = "PASS") -> Any:
    return SimpleNamespace(pk=5, status=status, verdict=verdict, result_digest="c" * 64, error="")


def _attestation(decision: str, note: str = "") -> Any:
    return SimpleNamespace(decision=decision, note=note, invalidated_at=None,
                           actor=SimpleNamespace(get_username=lambda: "ada"))


@pytest.fixture
def promoted(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    facts: list[dict[str, Any]] = []
    monkeypatch.setattr(lifecycle_state, "PROMOTION_FACTS", [lambda candidate: list(facts)])
    return facts


def test_proposed_evaluating_and_the_verdicts():
    assert candidate_lifecycle(_candidate(), None, active_now=V1, promotion_decisions=[]).state == "proposed"
    evaluating = candidate_lifecycle(_candidate(), _run("running", ""), active_now=V1, promotion_decisions=[])
    assert evaluating.state == "evaluating" and not evaluating.allows("evaluate")
    held = candidate_lifecycle(_candidate(), _run(verdict="HOLD"), active_now=V1, promotion_decisions=[])
    assert held.state == "HOLD" and held.allows("evaluate") and held.allows("reject")
    passed = candidate_lifecycle(_candidate(), _run(), active_now=V1, promotion_decisions=[])
    assert passed.state == "PASS" and passed.allows("promote_form") and not passed.promote_command
    rejected = candidate_lifecycle(_candidate(), _run(verdict="REJECT"), active_now=V1, promotion_decisions=[])
    assert rejected.state == "rejected" and not rejected.actions


def test_an_approved_promotion_waits_for_the_promoter_with_the_result_digest(settings):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    state = candidate_lifecycle(_candidate(), _run(), active_now=V1, promotion_decisions=[_attestation("approve")])
    assert state.state == "approved" and not state.allows("promote_form")
    assert "waiting for the promoter" in state.sentence
    assert state.promote_command.endswith(f"manage.py promote 987654 --evaluation {'c' * 64}")
    assert f"runuser -u {settings.QLN_PROMOTER_USER} --" in state.promote_command


def test_a_rejected_promotion_is_final():
    state = candidate_lifecycle(_candidate(), _run(), active_now=V1,
                                promotion_decisions=[_attestation("reject", "not yet")])
    assert state.state == "rejected" and "not yet" in state.sentence and not state.actions


def test_promoted_while_the_pointer_names_it_then_superseded(promoted):
    promoted.append({"version_digest": V2, "rolled_back_at": None, "rollback_reason": ""})
    state = candidate_lifecycle(_candidate(), _run(), active_now=V2, promotion_decisions=[_attestation("approve")])
    assert state.state == "promoted" and state.sentence == f"the agent now runs version {V2}" and not state.actions
    later = candidate_lifecycle(_candidate(), _run(), active_now=V1, promotion_decisions=[_attestation("approve")])
    assert later.state == "superseded" and "the agent now runs version" in later.sentence


def test_after_a_rollback_nothing_is_offered(promoted):
    promoted.append({"version_digest": V2, "rolled_back_at": "2026-12-02", "rollback_reason": "compare"})
    state = candidate_lifecycle(_candidate(), _run(), active_now=V1, promotion_decisions=[_attestation("approve")])
    assert state.state == "rolled back" and "compare" in state.sentence
    assert not state.allows("promote_form") and not state.allows("promote_command") and not state.promote_command


def test_withdrawn_rejected_and_superseded_by_invalidation():
    now = "2026-12-02"
    withdrawn = _candidate()
    withdrawn.invalidated_at, withdrawn.invalidated_reason = now, f"{WITHDRAWN_PREFIX}: wrong file"
    assert candidate_lifecycle(withdrawn, None, active_now=V1, promotion_decisions=[]).state == "withdrawn"
    rejected = _candidate()
    rejected.invalidated_at, rejected.invalidated_reason = now, f"{REJECTED_PREFIX} ada: junk"
    assert candidate_lifecycle(rejected, _run(), active_now=V1, promotion_decisions=[]).state == "rejected"
    reopened = _candidate()
    reopened.invalidated_at, reopened.invalidated_reason = now, "the cycle was reopened at Q"
    state = candidate_lifecycle(reopened, _run(), active_now=V1, promotion_decisions=[])
    assert state.state == "superseded" and not state.actions


def test_a_newer_candidate_for_the_same_file_supersedes_an_undecided_one():
    state = candidate_lifecycle(_candidate(), _run(verdict="HOLD"), active_now=V1, promotion_decisions=[], newer=12)
    assert state.state == "superseded" and "Candidate 12 replaces it" in state.sentence and not state.actions
    approved = candidate_lifecycle(_candidate(), _run(), active_now=V1, promotion_decisions=[_attestation("approve")],
                                   newer=12)
    assert approved.state == "approved"  # the promoter may still run it; the newer one does not cancel a decision


def test_a_superseded_hold_leaves_the_queue_and_its_page_says_so(agent_client, operator, operator_client):
    from django.utils import timezone

    from cycles.queue import review_items
    from evaluation.candidates.models import Candidate, EvaluationRun
    from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
    from tests.factories import CycleFactory

    cycle = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator)
    first = Candidate.objects.get(pk=propose(agent_client, cycle.pk, CANDIDATE_TEXT).json()["id"])
    EvaluationRun.objects.create(candidate=first, status="finished", verdict="HOLD", result_digest="d" * 64,
                                 finished_at=timezone.now(), requested_by="test")
    holds = [i for i in review_items() if i.kind == "HOLD"]
    assert [i.title.split(":")[0] for i in holds] == [f"candidate {first.pk}"]
    second = Candidate.objects.get(pk=propose(agent_client, cycle.pk, CANDIDATE_TEXT + "\nmore\n").json()["id"])
    assert not [i for i in review_items() if i.kind == "HOLD"]
    page = operator_client.get(f"/candidates/{first.pk}/").content.decode()
    assert 'id="lifecycle-state">superseded<' in page and f"Candidate {second.pk} replaces it" in page
    assert 'id="evaluate"' not in page and 'id="hold-reject-button"' not in page
