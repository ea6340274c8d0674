"""A candidate's one lifecycle state, computed from facts (issue 27 item 3).

The candidate page showed contradictions (after a promotion: "No active parent" beside "the
active version changed"; after a rollback: "Attest promotion" that answered ALREADY_ATTESTED).
Here the state is derived once, in this order, from what is recorded:

1. the promoter's own record (registered by the promotion app in :data:`PROMOTION_FACTS`) and the
   active pointer: *promoted* while the agent runs the promoted version, *rolled back* after a
   rollback, *superseded* when a later version replaced it;
2. the candidate's invalidation: *withdrawn* (its agent), *rejected* (an operator), else *superseded*
   (its cycle was reopened); a newer live candidate for the same cycle and file: *superseded* too,
   unless this one's promotion is already approved;
3. the PROMOTION attestations: *rejected* by an operator, *approved* (waiting for the promoter);
4. the latest evaluation: *evaluating*, then its verdict (*PASS*, *HOLD*, *rejected* by the evaluation);
5. otherwise *proposed*.

Each state names the actions valid in it; the page shows those only.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cycles.queue import promoter_command
from evaluation.candidates.outcome_review import NOT_MET, WAITING, outcome_of

PROMOTION_FACTS: list[Callable[[Any], list[dict[str, Any]]]] = []
"""Providers of a candidate's promotions, newest first: dicts with version_digest, status, activated_at,
rolled_back_at, rollback_reason (registered by the promotion app, which this layer may not import)."""

WITHDRAWN_PREFIX = "withdrawn by its agent"
REJECTED_PREFIX = "rejected by an operator"

# Actions a state allows: lens (record the audit), review (the human outcome review of a finished run, issue 26
# item 7), evaluate (again), promote_form
# (attest or reject the promotion), promote_command (hand over the promoter's command), withdraw, reject.
ACTIONS = {
    "proposed": {"lens", "evaluate", "withdraw", "reject"},
    "evaluating": {"lens"},
    "HOLD": {"lens", "review", "evaluate", "withdraw", "reject"},
    "PASS": {"promote_form", "withdraw", "reject"},
    "approved": {"promote_command"},
    "promoted": set(),
    "rolled back": set(),
    "rejected": set(),
    "withdrawn": set(),
    "superseded": set(),
    "closed": set(),  # an operator accepted its HOLD: no change made (evaluation/candidates/hold_close.py)
}


@dataclass(frozen=True)
class Lifecycle:
    state: str
    sentence: str
    actions: frozenset[str] = field(default_factory=frozenset)
    promote_command: str = ""
    version: str = ""  # the version the agent runs now because of it (promoted), or that it became

    @property
    def slug(self) -> str:
        return self.state.lower().replace(" ", "-")

    def allows(self, action: str) -> bool:
        return action in self.actions


def promote_command(candidate_id: int, result_digest: str) -> str:
    """The promoter's one command for an approved promotion, as it must be typed on this host."""
    return promoter_command("promote", str(candidate_id), "--evaluation", result_digest)


def promotions_of(candidate: Any) -> list[dict[str, Any]]:
    return [fact for provider in PROMOTION_FACTS for fact in provider(candidate)]


def _make(state: str, sentence: str, **extra: Any) -> Lifecycle:
    return Lifecycle(state, sentence, frozenset(ACTIONS[state]), **extra)


def candidate_lifecycle(candidate: Any, run: Any, *, active_now: str, promotion_decisions: list[Any],
                        newer: int | None = None, closed: str = "") -> Lifecycle:
    """The state of ``candidate`` given its latest run, the agent's active version, its PROMOTION attestations,
    the id of a newer live candidate of the same cycle and target (``newer``), if any, and the sentence of an
    operator's acceptance of its HOLD (``closed``), if any."""
    promotions = promotions_of(candidate)
    if promotions:
        latest = promotions[0]
        version = str(latest["version_digest"])
        if latest.get("rolled_back_at"):
            return _make("rolled back", f"Promoted, then rolled back ({latest.get('rollback_reason') or 'no reason'}); "
                         f"the agent now runs {'version ' + active_now[:16] + '…' if active_now else 'no version'}.",
                         version=version)
        if active_now == version:
            return _make("promoted", f"the agent now runs version {version}", version=version)
        return _make("superseded", f"Promoted as version {version[:16]}…, later replaced: the agent now runs "
                     f"{'version ' + active_now[:16] + '…' if active_now else 'no version'}.", version=version)
    reason = str(getattr(candidate, "invalidated_reason", "") or "")
    if getattr(candidate, "invalidated_at", None) is not None:
        if reason.startswith(WITHDRAWN_PREFIX):
            return _make("withdrawn", reason[0].upper() + reason[1:] + ".")
        if reason.startswith(REJECTED_PREFIX):
            return _make("rejected", reason[0].upper() + reason[1:] + ".")
        return _make("superseded", f"Invalidated: {reason or 'its cycle was reopened'}; propose anew.")
    if closed:
        return _make("closed", closed)
    decisions = [a for a in promotion_decisions if getattr(a, "invalidated_at", None) is None]
    if newer is not None and not any(a.decision == "approve" for a in decisions):
        return _make("superseded", f"Candidate {newer} replaces it: a newer proposal for the same cycle and file.")
    if any(a.decision == "reject" for a in decisions):
        note = next(a.note for a in decisions if a.decision == "reject")
        return _make("rejected", f"An operator rejected the promotion: {note}")
    if run is not None and run.status in ("queued", "running"):
        return _make("evaluating", f"Evaluation {run.pk} is {run.status}.")
    effective = outcome_of(run)  # issue 26 item 7: the signed result plus the outcome reviews bound to its digest
    if run is not None and run.status == "finished" and effective.verdict == "PASS":
        approved = [a for a in decisions if a.decision == "approve"]
        if approved:
            return _make("approved", f"Promotion approved by {approved[0].actor.get_username()}: waiting for the "
                         "promoter, who runs the command below on the promotion host.",
                         promote_command=promote_command(candidate.pk, run.result_digest))
        return _make("PASS", "Every mandatory gate passed: an operator approves or rejects the promotion.")
    if run is not None and run.status == "finished" and effective.awaits_review:
        return _make("HOLD", f"The evaluation waits at step 11: {WAITING} of {', '.join(effective.pending)} "
                     "(in the acceptance criteria below, on this run's evidence).")
    if run is not None and run.status == "finished" and effective.code == NOT_MET:
        return _make("rejected", "The human outcome review found a criterion not met: "
                     + "; ".join(effective.reasons))
    if run is not None and run.status == "finished" and run.verdict == "HOLD":
        return _make("HOLD", "The evaluation held: something is missing (below); supply it, evaluate again, reject "
                     "the candidate, or accept the HOLD and close (no change made).")
    if run is not None and run.status == "finished" and run.verdict == "REJECT":
        return _make("rejected", "The evaluation rejected it: at least one mandatory gate failed (below).")
    if run is not None and run.status == "failed":
        return _make("HOLD", f"Evaluation {run.pk} failed to finish ({run.error or 'no error recorded'}); "
                     "evaluate again.")
    return _make("proposed", "Proposed: record the 25-lens audit; its agent asks for the evaluation (the demo agent "
                 "does once the audit is recorded), and the human acceptance criteria are reviewed on the finished "
                 "run's evidence.")
