"""What a cycle waits for next, said once for the agent (issue 23 §1): who acts, where, in one sentence.

The agent's tools (``hermes_plugin/tools.py``) and the per-turn frame show this
sentence as it is. A human act is named with the absolute URL of the page where
the human does it, so the model can tell the user where to go; an act of the
agent names the tool that does it. Nothing here writes.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cycles.choices import CycleStatus, GateCode
from cycles.footer import REQUIRED_KEYS
from cycles.gates import EVALUATION_PLAN_MARKER, GateState
from cycles.hooks import hold_reasons
from cycles.models import Cycle
from cycles.queue import ReviewItem

HUMAN = "human"
AGENT = "agent"
NOBODY = "none"

# The verb phrase a queue item asks of the human, as the model should relay it.
HUMAN_ACTS = {
    "X": "attest X (the authentic question)",
    "Z": "attest Z (the resonant key)",
    "LENS": "record the 25-lens audit",
    "PROMOTION": "approve or reject the promotion",
    "HOLD": "read the HOLD and supply what is missing, evaluate again, or reject",
    "REVIEW": "review the outcome of the finished evaluation (Z's human criteria, step 11)",
    "REJECT": "read the rejection",
    "CANARY": "resolve the canary HOLD",
    "ROLLBACK": "run `manage.py promoter run` to execute the rollback request",
    "PROMOTER": "run the promoter's `manage.py promote` command (the candidate page hands it over)",
}


@dataclass(frozen=True)
class NextStep:
    actor: str  # HUMAN, AGENT or NOBODY
    sentence: str
    human_actions: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"actor": self.actor, "next_step": self.sentence, "human_actions": self.human_actions}


def _footer_keys(phase: str) -> str:
    keys = list(REQUIRED_KEYS.get(phase, ()))
    if phase == "Q":
        keys += ["Z (with FALSIFIERS and ACCEPTANCE) unless ALIGNMENT is none or forced"]
    if phase == "P":
        keys += [f"an '{EVALUATION_PLAN_MARKER}' section naming each Z criterion and the held-out and adversarial suites"]
    return ", ".join(keys)


def _human_action(item: ReviewItem, absolute: Callable[[str], str]) -> dict[str, Any]:
    return {"kind": item.kind, "act": HUMAN_ACTS.get(item.kind, item.label), "title": item.title,
            "url": absolute(item.url), "digest": item.digest, "detail": list(item.detail[:3])}


def _agent_sentence(cycle: Cycle, state: GateState) -> str:
    phase, missing = state.current_phase, "; ".join(state.missing)
    code = state.code
    if code == GateCode.OUTPUT_REQUIRED:
        if phase == "V":
            waits = hold_reasons(cycle)
            if waits:
                return f"Before V: {waits[0]}."
        return f"Post the {phase} output with qln_post_output; its footer needs {_footer_keys(phase)}."
    if code == GateCode.PRIOR_OUTPUT_MISSING:
        return f"The cycle lacks a prior output ({missing}); post it again with qln_post_output and reopen=true."
    if code == GateCode.ATTESTATION_REJECTED:
        return f"{missing}: revise the {phase} output with qln_post_output, using the human's note."
    if code in (GateCode.Z_ABSENT, GateCode.EVALUATION_PLAN_REQUIRED, GateCode.EVALUATION_PLAN_INCOMPLETE):
        return f"Revise the {phase} output with qln_post_output: {missing}."
    if code == GateCode.DECISION_HOLD:
        return f"V waits: {missing}."
    return f"The cycle is at {phase}; read it with qln_status."


def next_step(cycle: Cycle, state: GateState, items: list[ReviewItem], absolute: Callable[[str], str]) -> NextStep:
    """The next act of the cycle: a human's (with the page's URL) before the agent's, or the agent's tool."""
    if cycle.status == CycleStatus.COMPLETED:
        return NextStep(NOBODY, f"Cycle {cycle.pk} is completed and its B'' seed recorded; open the next cycle from "
                                "its ∞0' with qln_open_cycle when the user wants one.")
    if cycle.status == CycleStatus.HALTED:
        return NextStep(HUMAN, f"An operator halted cycle {cycle.pk} ({cycle.halted_reason}); tell the user, only a "
                               f"human reopens it at {absolute(f'/cycles/{cycle.pk}/')}.")
    if cycle.status != CycleStatus.OPEN:
        return NextStep(NOBODY, f"Cycle {cycle.pk} is {cycle.status}; nothing waits.")
    actions = [_human_action(item, absolute) for item in items]
    if actions:
        first = actions[0]
        more = f" (and {len(actions) - 1} more human act(s))" if len(actions) > 1 else ""
        if first["kind"] == "REVIEW":  # issue 26 item 7: the run waits at step 11 (HOLD OUTCOME_REVIEW_REQUIRED)
            return NextStep(HUMAN, f"HOLD (OUTCOME_REVIEW_REQUIRED): every machine gate passed and the evaluation is "
                                   f"waiting for the human outcome review at {first['url']}{more}; tell the user, and "
                                   "do not review, attest or claim it yourself.", actions)
        return NextStep(HUMAN, f"A human must {first['act']} at {first['url']}{more}; tell the user, and do not "
                               "attest or claim it yourself.", actions)
    if state.code == GateCode.ATTESTATION_REQUIRED:  # the queue shows it too; kept for a cycle read mid-change
        url = absolute(f"/cycles/{cycle.pk}/")
        return NextStep(HUMAN, f"A human must attest {state.attestation_required} at {url}; tell the user.")
    return NextStep(AGENT, _agent_sentence(cycle, state))
