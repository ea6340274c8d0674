"""What each gate needs, and what is missing now (R-C-1, R-C-2).

Read-only helpers shared by the services (which enforce) and the API and
pages (which explain). They never write.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from cycles.acceptance import acceptance_ids
from cycles.choices import ATTESTED_PHASES, CycleStatus, Decision, GateCode, Phase
from cycles.hooks import hold_reasons
from cycles.models import Attestation, Cycle, PhaseOutput

# The adaptive-context chain: what each phase receives (constitution.md).
CONTEXT_IN = {"S": [], "G": ["S"], "Q": ["S", "G"], "P": ["S", "G", "Q"], "V": ["S", "G", "Q", "P"]}
EVALUATION_PLAN_MARKER = "EVALUATION PLAN:"
# The suites the P evaluation plan must name (the words, case-insensitive).
PLAN_SUITES = ("held-out", "adversarial")


@dataclass
class GateState:
    """Where a cycle stands: the gate it waits at and everything that is missing."""

    current_phase: str
    pending_gate: str | None
    attestation_required: str | None
    missing: list[str] = field(default_factory=list)
    code: GateCode | None = None  # machine-readable reason the cycle cannot advance

    def as_dict(self) -> dict[str, object]:
        return {
            "current_phase": self.current_phase,
            "pending_gate": self.pending_gate,
            "attestation_required": self.attestation_required,
            "missing": self.missing,
            "blocked_by": self.code,
        }


def approved_attestation(output: PhaseOutput, kind: str) -> Attestation | None:
    """The approving, non-stale attestation of `kind` bound to this exact output, if any."""
    return (
        Attestation.objects.filter(
            output=output, kind=kind, decision=Decision.APPROVE, subject_digest=output.digest, invalidated_at__isnull=True
        )
        .order_by("-created_at")
        .first()
    )


def evaluation_plan(output: PhaseOutput) -> str:
    """The `EVALUATION PLAN:` section of P's body: the marker's line and the lines after it up to a blank line."""
    lines = output.body.splitlines()
    for index, line in enumerate(lines):
        if line.strip().upper().startswith(EVALUATION_PLAN_MARKER):
            section = [line.split(":", 1)[1].strip()]
            for following in lines[index + 1:]:
                if not following.strip():
                    break
                section.append(following.strip())
            return "\n".join(section).strip()
    return ""


def has_evaluation_plan(output: PhaseOutput) -> bool:
    """P→V needs an evaluation plan: a non-empty `EVALUATION PLAN:` section in P's body."""
    return bool(evaluation_plan(output))


def evaluation_plan_gaps(plan: str, acceptance: str) -> list[str]:
    """What the plan leaves out (issue 10): every Z criterion id, the held-out and the adversarial suites."""
    gaps = [f"acceptance criterion {ident} of Z" for ident in acceptance_ids(acceptance)
            if not re.search(rf"(?<![A-Za-z0-9_-]){re.escape(ident)}(?![A-Za-z0-9_-])", plan)]
    lowered = plan.casefold()
    gaps += [f"the {suite} suite" for suite in PLAN_SUITES if suite not in lowered]
    return gaps


def gate_state(cycle: Cycle, outputs: dict[str, PhaseOutput] | None = None) -> GateState:
    """Explain the current gate of `cycle` without changing anything."""
    phase = cycle.current_phase
    if cycle.status == CycleStatus.COMPLETED:
        return GateState(phase, None, None, [], None)
    if cycle.status == CycleStatus.HALTED:
        return GateState(phase, None, None, [f"halted by an operator: {cycle.halted_reason}"], GateCode.CYCLE_HALTED)
    outputs = cycle.current_outputs() if outputs is None else outputs
    following = Phase.after(phase)
    gate = f"{phase}→{following}" if following else "V→complete"
    state = GateState(phase, gate, None)
    missing_context = [p for p in CONTEXT_IN[phase] if p not in outputs]
    if missing_context:
        state.missing += [f"prior output of {p} is missing" for p in missing_context]
        state.code = GateCode.PRIOR_OUTPUT_MISSING
        return state
    output = outputs.get(phase)
    if output is None:
        state.missing.append(f"a valid {phase} output")
        state.code = GateCode.OUTPUT_REQUIRED
        return state
    kind = ATTESTED_PHASES.get(phase)
    if phase == "Q" and not output.footer.get("Z"):
        state.missing.append("Z: ALIGNMENT is none or forced, so there is no Z to attest; revise Q or return to G")
        state.code = GateCode.Z_ABSENT
        return state
    if kind and approved_attestation(output, kind) is None:
        rejected = (
            Attestation.objects.filter(
                output=output, kind=kind, decision=Decision.REJECT, subject_digest=output.digest,
                invalidated_at__isnull=True,
            )
            .select_related("actor")
            .first()
        )
        if rejected is not None:
            state.missing.append(
                f"{kind} was rejected by {rejected.actor.get_username()}: submit a revised {phase} output"
            )
            state.code = GateCode.ATTESTATION_REJECTED
            return state
        state.attestation_required = kind
        state.missing.append(f"a human {kind} attestation bound to digest {output.digest}")
        state.code = GateCode.ATTESTATION_REQUIRED
        return state
    if phase == "P" and not has_evaluation_plan(output):
        state.missing.append(f"an evaluation plan ('{EVALUATION_PLAN_MARKER} …' in the P output)")
        state.code = GateCode.EVALUATION_PLAN_REQUIRED
        return state
    if phase == "P":
        q_output = outputs.get("Q")
        gaps = evaluation_plan_gaps(evaluation_plan(output), q_output.footer.get("ACCEPTANCE", "") if q_output else "")
        if gaps:
            state.missing += [f"the evaluation plan does not name {gap}" for gap in gaps]
            state.code = GateCode.EVALUATION_PLAN_INCOMPLETE
    if phase == "V":
        reasons = hold_reasons(cycle)
        if reasons:
            state.missing += reasons
            state.code = GateCode.DECISION_HOLD
    return state
