"""``qln_withdraw_candidate`` against the real server (issue 27 item 2: a junk candidate could not leave the queue).

The agent takes back its own candidate through the plugin's tool, over HTTP to qlnweb's live server; the
body it sent is checked against the served OpenAPI schema. The candidate then leaves the review queue, its
page says *withdrawn* with the reason, and every refusal (no reason, a run at work, already withdrawn,
someone else's or no such candidate) comes back with the server's code and a next step."""
from __future__ import annotations

from typing import Any

import pytest

from cycles.demo import PHASE_TEXTS
from cycles.models import Cycle
from cycles.queue import review_items
from evaluation.candidates.models import Candidate
from evaluation.candidates.tasks import run_evaluation
from hermes_plugin import tools
from tests.factories import AgentFactory, OperatorFactory, attest_output
from tests.hermes.contract import check_request
from tests.hermes.test_tools_contract import call, live  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db(transaction=True)


def _candidate_through_the_tools(content: str) -> int:
    cycle_id = call(tools.handle_open_cycle, title="withdraw me", classification="adaptation")["cycle_id"]
    operator = OperatorFactory()
    for phase, kind in (("S", "X"), ("G", None), ("Q", "Z"), ("P", None)):
        assert call(tools.handle_post_output, cycle_id=cycle_id, phase=phase, text=PHASE_TEXTS[phase])["ok"]
        if kind:
            attest_output(Cycle.objects.get(pk=cycle_id), kind, operator)
    proposed = call(tools.handle_propose_candidate, cycle_id=cycle_id, target_path="SOUL.md", content=content)
    assert proposed["ok"], proposed
    return int(proposed["candidate_id"])


def _queued(candidate_id: int) -> list[str]:
    return [item.kind for item in review_items() if item.title.startswith(f"candidate {candidate_id}:")]


def test_the_agent_withdraws_its_candidate_and_it_leaves_the_queue(live: dict[str, Any], client: Any) -> None:  # noqa: F811
    candidate_id = _candidate_through_the_tools("You are careful.\nA junk line.\n")
    assert _queued(candidate_id) == ["LENS"]  # it waited for a human's audit
    live["client"].sent.clear()

    answer = call(tools.handle_withdraw_candidate, candidate_id=str(candidate_id),
                  reason="proposed by mistake: the line is junk")
    assert (answer["ok"], answer["candidate_id"], answer["state"]) == (True, candidate_id, "withdrawn"), answer
    assert answer["reason"] == "withdrawn by its agent: proposed by mistake: the line is junk"
    assert "left the review queue" in answer["next_step"] and "qln_status" in answer["next_step"]
    [(method, path, body)] = live["client"].sent
    assert (method, path, body) == ("POST", f"/api/v1/candidates/{candidate_id}/withdraw",
                                    {"reason": "proposed by mistake: the line is junk"})
    assert check_request(live["schema"], method, path, body) == "postEvaluationCandidateWithdraw"

    assert _queued(candidate_id) == []
    client.force_login(OperatorFactory())
    page = client.get(f"/candidates/{candidate_id}/").content.decode()
    assert 'id="lifecycle-state">withdrawn<' in page and "proposed by mistake: the line is junk" in page

    again = call(tools.handle_withdraw_candidate, candidate_id=candidate_id, reason="twice")
    assert (again["ok"], again["error"]) == (False, "CANDIDATE_INVALIDATED") and "propose a new one" in again["next_step"]
    evaluate = call(tools.handle_request_evaluation, candidate_id=candidate_id)
    assert evaluate["ok"] is False and evaluate["error"] == "CANDIDATE_INVALIDATED", evaluate


@pytest.mark.parametrize(("args", "code", "step"), [
    ({"reason": ""}, "REASON_REQUIRED", "reason"),
    ({"reason": "   "}, "REASON_REQUIRED", "reason"),
    ({}, "REASON_REQUIRED", "reason"),
    ({"reason": "x" * 2001}, "REASON_REQUIRED", "reason"),
    ({"reason": 12}, "REASON_REQUIRED", "reason"),
])
def test_a_withdrawal_without_a_usable_reason_is_refused_and_changes_nothing(
        live: dict[str, Any], args: dict[str, Any], code: str, step: str) -> None:  # noqa: F811
    candidate_id = _candidate_through_the_tools("You are careful.\nStill here.\n")
    answer = call(tools.handle_withdraw_candidate, candidate_id=candidate_id, **args)
    assert (answer["ok"], answer["error"]) == (False, code) and step in answer["next_step"], answer
    assert Candidate.objects.get(pk=candidate_id).invalidated_at is None
    assert _queued(candidate_id) == ["LENS"]


def test_a_running_evaluation_someone_elses_or_no_candidate_is_refused(live: dict[str, Any]) -> None:  # noqa: F811
    candidate_id = _candidate_through_the_tools("You are careful.\nUnder evaluation.\n")
    queued = call(tools.handle_request_evaluation, candidate_id=candidate_id)
    busy = call(tools.handle_withdraw_candidate, candidate_id=candidate_id, reason="changed my mind")
    assert (busy["ok"], busy["error"]) == (False, "EVALUATION_IN_PROGRESS") and "once the run has ended" in \
        busy["next_step"], busy
    run_evaluation(queued["run_id"])  # the run ends (HOLD: no model); now it can go
    assert call(tools.handle_withdraw_candidate, candidate_id=candidate_id, reason="changed my mind")["ok"]
    assert _queued(candidate_id) == []  # its HOLD left the queue with it

    other = AgentFactory(name="other-agent")
    theirs = Candidate.objects.get(pk=candidate_id)
    Cycle.objects.filter(pk=theirs.cycle_id).update(agent=other)
    foreign = call(tools.handle_withdraw_candidate, candidate_id=candidate_id, reason="not mine")
    assert (foreign["ok"], foreign["error"]) == (False, "NOT_FOUND") and "qln_status" in foreign["next_step"]
    for bad in (0, "abc", None):
        local = call(tools.handle_withdraw_candidate, candidate_id=bad, reason="x")
        assert (local["error"], list(local["fields"])) == ("VALIDATION_ERROR", ["candidate_id"]), local
    missing = call(tools.handle_withdraw_candidate, candidate_id=999_999, reason="x")
    assert missing["error"] == "NOT_FOUND"
