"""The queue on a busy demo, with every item's action (issue 27 "Done when": the closing note shows it).

One database holds every kind of waiting work at once: a cycle waiting for X, one waiting for Z, a fresh
candidate waiting for its lens audit, a PASS waiting for the PROMOTION decision, a HOLD, a REJECT, an
approved promotion waiting for the promoter, a canary's rollback request, and three candidates that must
NOT wait any more (withdrawn by the agent, superseded by a newer proposal, a HOLD accepted and closed).
The listing printed (run with ``-s``) is each item's kind, who acts, and what is offered; the assertions
say every item names its act and who does it, and that the finished ones are gone."""
from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from cycles.ledger import ledger_append
from cycles.queue import review_items
from evaluation.candidates.hold_close import DECISION
from evaluation.candidates.withdraw import candidate_withdraw
from promotion.models import Promotion, RollbackRequest
from tests.evaluation.candidates.conftest import record_all_lenses
from tests.factories import CandidateFactory, CycleFactory, EvaluationRunFactory
from tests.promotion.helpers import make_promotable

pytestmark = pytest.mark.django_db

OPERATOR = "the operator reading the queue"


def _candidate(agent, approver, content: str, path: str = "skills/demo/SKILL.md", **run):
    cycle = CycleFactory(agent=agent, classification="adaptation", through="P", approver=approver)
    candidate = CandidateFactory(cycle=cycle, content=content, target_path=path)
    record_all_lenses(candidate)
    return candidate, (EvaluationRunFactory(candidate=candidate, **run) if run else None)


def test_a_busy_queue_names_every_items_act_and_who_does_it(promo_cycle, approver, capsys):
    agent = promo_cycle.agent
    CycleFactory(agent=agent, title="waiting for X", through="S", attest="")
    CycleFactory(agent=agent, title="waiting for Z", through="Q", attest="X", approver=approver)
    fresh = CandidateFactory(cycle=CycleFactory(agent=agent, classification="adaptation", through="P",
                                                approver=approver), content="# fresh\n")  # no lens audit yet
    _candidate(agent, approver, "# passed\n", verdict="PASS")
    _candidate(agent, approver, "# held\n", verdict="HOLD", verdict_reasons=["human_outcome_review: AC1 not ticked"])
    _candidate(agent, approver, "# rejected\n", verdict="REJECT", verdict_reasons=["adversarial: AD3 failed"])
    approved = make_promotable(CycleFactory(agent=agent, classification="adaptation", through="P", approver=approver),
                               approver, content="# approved\n", target_path="skills/approved/SKILL.md")
    record_all_lenses(approved.candidate)
    promoted = make_promotable(promo_cycle, approver, content="# promoted\n", target_path="skills/one/SKILL.md")
    record_all_lenses(promoted.candidate)
    call_command("promote", "--yes", str(promoted.candidate.pk), "--evaluation", promoted.run.result_digest,
                 "--canary-turns", "5", stdout=StringIO())
    RollbackRequest.objects.create(promotion=Promotion.objects.get(candidate=promoted.candidate),
                                   code="TOOL_ERROR_RATE", detail="five of six tool calls failed")
    # Gone from the queue: withdrawn, superseded, and a HOLD accepted and closed.
    withdrawn, _ = _candidate(agent, approver, "# junk\n", verdict="HOLD", verdict_reasons=["x"])
    candidate_withdraw(candidate_id=withdrawn.pk, agent=agent, reason="proposed by mistake")
    older, _ = _candidate(agent, approver, "# older\n", verdict="HOLD", verdict_reasons=["x"])
    newer = CandidateFactory(cycle=older.cycle, content="# newer\n", target_path=older.target_path)
    record_all_lenses(newer)
    closed, closed_run = _candidate(agent, approver, "# closed\n", verdict="HOLD", verdict_reasons=["x"])
    ledger_append(kind="decision", subject=closed.subject_ref, payload={  # as hold_close records it (unsigned here)
        "cycle": closed.cycle_id, "decision": DECISION, "outcome": "no change made", "candidate": closed.pk,
        "evaluation": closed_run.pk, "content_digest": closed.content_digest,
        "result_digest": closed_run.result_digest, "actor": approver.username, "note": "accepted", "signed": None})

    items = review_items()
    lines = ["kind      | who acts | what is offered"]
    for item in items:
        offered = [label for label, _ in item.actions] or [item.label]
        if item.shown_command:
            offered.append(f"command: manage.py {item.shown_command.split(' manage.py ', 1)[-1]}")
        lines.append(f"{item.kind:9} | {item.who or OPERATOR} | {item.title} -> " + "; ".join(offered))
    with capsys.disabled():
        print("\n" + "\n".join(lines))
    kinds = sorted(item.kind for item in items)
    assert kinds == ["HOLD", "LENS", "PROMOTER", "PROMOTION", "REJECT", "ROLLBACK", "X", "Z"], kinds
    for item in items:
        assert item.url and item.label, item
        if item.kind in ("PROMOTER", "ROLLBACK"):  # someone else acts: named, with the exact command
            assert "promoter" in item.who and "manage.py" in item.shown_command, item
        if item.kind == "HOLD":
            assert [label for label, _ in item.actions] == [
                "What is missing, and where it comes from", "Evaluate again (after supplying it)",
                "Reject the candidate with a reason", "Accept the HOLD and close: no change made"]
    titles = " ".join(item.title for item in items)
    for gone in (withdrawn, older, closed):
        assert f"candidate {gone.pk}:" not in titles, gone.pk
    assert f"candidate {fresh.pk}:" in titles and f"candidate {newer.pk}:" not in titles  # newer: audited, no run
