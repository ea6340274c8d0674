"""Writes of the cycle engine (docs/conventions.md §6): every transition locks, checks the
kernel, applies a gate and leaves history in the same transaction.
"""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction

from core.digests import digest_of
from cycles import corruption, events, hooks, kernel
from cycles.choices import (
    ATTESTED_PHASES,
    AttestationKind,
    Classification,
    CycleStatus,
    Decision,
    GateCode,
    LedgerKind,
    OutputStatus,
    Phase,
)
from cycles.exceptions import CorruptionDetected, CycleError, GateRefused, InvalidOutput, StaleDigest
from cycles.footer import parse_footer
from cycles.gates import CONTEXT_IN, gate_state
from cycles.l3_judge import L3JudgeConfig
from cycles.ledger import ledger_append
from cycles.models import Agent, Attestation, CorruptionFinding, Cycle, PhaseOutput, SignedAct
from cycles.signing.payload import attestation_subject
from cycles.signing.web import require_signed
from cycles.transitions import advance, halted_refusal, invalidate_from, locked_cycle, require_kernel, text_digest

PHASE_OF_KIND = {"X": "S", "Z": "Q"}


@transaction.atomic
def cycle_open(
    *, agent: Agent, title: str, observation: str = "", opening_question: str = "", classification: str = "reflection"
) -> Cycle:
    """Open a cycle at S, pinned to the active runtime version.

    R-C-7: the classification is recorded as declared; constitutional evolution
    is refused, since only a human amendment ceremony could authorise it.
    """
    if classification == Classification.CONSTITUTIONAL:
        raise CycleError(
            "constitutional evolution is refused: the kernel changes only through a human amendment ceremony",
            code="CONSTITUTIONAL_REFUSED", http_status=400,
        )
    require_kernel()
    cycle = Cycle.objects.create(
        agent=agent,
        title=title,
        observation=observation,
        opening_question=opening_question,
        classification=classification,
        runtime_version=hooks.active_version(agent.name),
    )
    events.emit("cycle_opened", cycle=cycle, agent=agent, title=title)
    return cycle


def with_provenance(evidence: list[dict[str, str]], agent: Agent, route: str) -> list[dict[str, str]]:
    """Stamp each evidence item with what the server knows (issue 10): who posted it and through which route.

    The item's own `author_kind`/`author` stay as the poster's claim; L2 is judged on `posted_by`/`route`.
    """
    stamped = []
    for item in evidence:
        claim = {k: v for k, v in item.items() if k not in corruption.PROVENANCE_KEYS}
        stamped.append({**claim, "posted_by": f"agent:{agent.name}", "route": route})
    return stamped


def output_submit(
    *, cycle_id: int, agent: Agent, phase: str, text: str, evidence: list[dict[str, str]] | None = None,
    reopen: bool = False, route: str = "service",
) -> PhaseOutput:
    """Accept a phase output if the gates allow it; raise a CycleError otherwise.

    A corrupt output is kept in the trail (status `corrupt`) with its findings,
    downstream is invalidated, and CorruptionDetected is raised after commit.
    Every evidence item is stamped with the agent as its poster and `route`.
    """
    evidence = with_provenance(evidence or [], agent, route)
    try:
        with transaction.atomic():
            cycle = locked_cycle(cycle_id, agent)
            require_kernel()
            output, hits = _output_submit_locked(cycle, agent, phase, text, evidence, reopen)
    except CycleError as error:
        # Recorded after the rollback, so the refusal itself is never lost (canary input, R-P-5).
        kind = "phase_output_invalid" if isinstance(error, InvalidOutput) else "phase_gate_blocked"
        if error.code != "NOT_FOUND":
            events.emit(kind, agent=agent, cycle_id=cycle_id, phase=phase, code=error.code, detail=error.detail[:500])
        raise
    if hits:
        raise CorruptionDetected(
            f"{', '.join(h.code for h in hits)} detected in the {phase} output; cycle returned to {phase}",
            findings=[h.as_dict() for h in hits],
            output_id=output.pk,
        )
    return output


def _output_submit_locked(
    cycle: Cycle, agent: Agent, phase: str, text: str, evidence: list[dict[str, str]], reopen: bool
) -> tuple[PhaseOutput, list[corruption.CorruptionHit]]:
    if cycle.status == CycleStatus.HALTED:
        raise halted_refusal(cycle)
    if cycle.status != CycleStatus.OPEN:
        raise GateRefused(f"cycle is {cycle.status}; it takes no more outputs", code="CYCLE_CLOSED")
    if phase not in Phase.values:
        raise InvalidOutput(f"unknown phase {phase!r}", code="UNKNOWN_PHASE", fields={"phase": ["Must be S, G, Q, P or V."]})
    target, current = Phase.index(phase), Phase.index(cycle.current_phase)
    if target > current:
        state = gate_state(cycle)
        code = "PHASE_SKIP" if target > current + 1 else (state.code or "GATE_REFUSED")
        raise GateRefused(
            f"{phase} is not open: the cycle is at {cycle.current_phase} and needs " + "; ".join(state.missing or ["its gate"]),
            code=code, current_phase=cycle.current_phase, missing=state.missing,
            attestation_required=state.attestation_required,
        )
    if target < current and not reopen:
        raise GateRefused(
            f"{phase} is already passed (cycle at {cycle.current_phase}); send reopen=true to revise it, "
            "which invalidates every later output and attestation",
            code="PHASE_ALREADY_PASSED", current_phase=cycle.current_phase,
        )
    outputs = cycle.current_outputs()
    missing = [p for p in CONTEXT_IN[phase] if p not in outputs]
    if missing:
        raise GateRefused(f"prior outputs missing: {', '.join(missing)}", code=GateCode.PRIOR_OUTPUT_MISSING, missing=missing)
    drift = kernel.check_restatement(text, settings.QLN_KERNEL_DIR)
    if drift:
        raise InvalidOutput(
            "the output restates the kernel with drift at line %d, column %d: %s" % (drift[0].line, drift[0].column, drift[0].message),
            code="KERNEL_DRIFT", findings=[d.as_dict() for d in drift],
        )
    footer = parse_footer(phase, text)
    x_question = outputs["S"].footer.get("X") if "S" in outputs else None
    l3_judge = L3JudgeConfig(base_url=settings.QLN_JUDGE_BASE_URL or None, model=settings.QLN_JUDGE_MODEL,
                             api_key=settings.QLN_JUDGE_API_KEY, timeout_s=settings.QLN_JUDGE_TIMEOUT_S)
    hits = corruption.scan(
        phase=phase, text=text, footer=footer, evidence=evidence, agent_name=agent.name, x_question=x_question,
        l3_judge=l3_judge,
    )
    if not hits and not footer.valid:
        raise InvalidOutput("the footer does not validate", fields=footer.errors)
    if not hits and phase == "V":
        _require_distinct_value(footer.body, footer.fields)
    # The output replaces this phase's current one; everything after it is invalidated.
    invalidate_from(cycle, phase, f"{phase} revised by a new output")
    revision = (PhaseOutput.objects.filter(cycle=cycle, phase=phase).order_by("-revision").values_list("revision", flat=True).first() or 0) + 1
    output = PhaseOutput.objects.create(
        cycle=cycle, phase=phase, revision=revision, text=text, body=footer.body, footer=footer.fields,
        footer_errors=footer.errors, digest=text_digest(text),
        context_digest=digest_of([outputs[p].digest for p in CONTEXT_IN[phase]]), evidence=evidence,
        author=agent.name, status=OutputStatus.CORRUPT if hits else OutputStatus.VALID,
    )
    cycle.current_phase = phase
    cycle.revision += 1
    if hits:
        _record_corruption(cycle, output, hits)
    else:
        events.emit("phase_output_accepted", cycle=cycle, agent=agent, phase=phase, digest=output.digest)
        advance(cycle)
    cycle.save()
    return output, hits


def _require_distinct_value(body: str, fields: dict[str, str]) -> None:
    from cycles.footer import normalize_question

    parts = {"B": body, "B''": fields.get("B2", ""), "∞0'": fields.get("INF0P", "")}
    empty = [name for name, value in parts.items() if not normalize_question(value)]
    if empty:
        raise InvalidOutput(f"V must carry B (the body), B'' (B2) and ∞0' (INF0P); empty: {', '.join(empty)}", code="V_INCOMPLETE")
    normalized = {name: normalize_question(value) for name, value in parts.items()}
    if len(set(normalized.values())) < 3:
        raise InvalidOutput("B, B'' and ∞0' must be distinct", code="V_NOT_DISTINCT")


def _record_corruption(cycle: Cycle, output: PhaseOutput, hits: list[corruption.CorruptionHit]) -> None:
    for hit in hits:
        CorruptionFinding.objects.create(
            cycle=cycle, output=output, phase=output.phase, code=hit.code, evidence=hit.evidence, detected_by="detector"
        )
        ledger_append(
            kind=LedgerKind.CORRUPTION, subject=f"cycle:{cycle.pk}",
            payload={"cycle": cycle.pk, "phase": output.phase, "code": hit.code, "output_digest": output.digest},
        )
        events.emit("corruption_detected", cycle=cycle, phase=output.phase, code=hit.code, evidence=hit.evidence)


def attestation_record(
    *, cycle_id: int, kind: str, digest: str, decision: str, actor: Any, channel: str, note: str = "",
    signed_act: SignedAct | None = None,
) -> Attestation:
    """Record a human X or Z decision bound to `digest` (R-C-2, R-C-4), signed with the actor's passkey (issue 24)."""
    if not actor.has_perm("cycles.attest"):
        raise CycleError("only operators with the attest permission can attest", code="FORBIDDEN", http_status=403)
    if kind not in PHASE_OF_KIND:
        raise CycleError(f"{kind} is not attested on a cycle page", code="UNSUPPORTED_KIND", http_status=400)
    if decision not in Decision.values:
        raise CycleError(f"decision must be approve or reject, not {decision!r}", code="BAD_DECISION", http_status=400)
    try:
        require_signed(signed_act, actor=actor, kind=kind, subject=attestation_subject(kind, cycle_id), digest=digest,
                       decision=decision, note=note)  # the reason the browser bound into the signature
        return _attestation_record_locked(cycle_id, kind, digest, decision, actor, channel, note, signed_act)
    except CycleError as error:
        events.emit(
            "attestation_refused", cycle_id=cycle_id, kind=kind, code=error.code, offered=digest,
            actor=actor.get_username(),
        )
        raise


def _attestation_record_locked(
    cycle_id: int, kind: str, digest: str, decision: str, actor: Any, channel: str, note: str,
    signed_act: SignedAct | None,
) -> Attestation:
    with transaction.atomic():
        cycle = locked_cycle(cycle_id)
        require_kernel()
        phase = PHASE_OF_KIND[kind]
        if cycle.status != CycleStatus.OPEN or cycle.current_phase != phase:
            raise GateRefused(
                f"the cycle is at {cycle.current_phase} ({cycle.status}); {kind} is not waiting for a decision",
                code="NOT_AT_GATE", current_phase=cycle.current_phase,
            )
        output = cycle.current_outputs().get(phase)
        if output is None:
            raise GateRefused(f"there is no {phase} output to attest", code="NOTHING_TO_ATTEST")
        if digest != output.digest:
            raise StaleDigest(
                "the content changed since it was shown: this approval is bound to another digest",
                offered_digest=digest, current_digest=output.digest,
            )
        if kind == "Z" and not output.footer.get("Z"):
            raise GateRefused("the Q output carries no Z to attest", code=GateCode.Z_ABSENT)
        if Attestation.objects.filter(output=output, kind=kind, invalidated_at__isnull=True).exists():
            raise GateRefused(f"{kind} for this digest is already decided", code="ALREADY_ATTESTED")
        attestation = Attestation.objects.create(
            cycle=cycle, output=output, kind=kind, subject_digest=digest, actor=actor,
            decision=decision, channel=channel, note=note, signed_act=signed_act,
        )
        ledger_append(
            kind=LedgerKind.ATTESTATION, subject=f"cycle:{cycle.pk}",
            payload={"cycle": cycle.pk, "kind": kind, "subject_digest": digest, "actor": actor.get_username(),
                     "decision": decision, "channel": channel, "note": note,
                     "signed": signed_act.ledger_form() if signed_act is not None else None},
        )
        events.emit("attestation_recorded", cycle=cycle, kind=kind, decision=decision, actor=actor.get_username())
        if decision == Decision.APPROVE:
            advance(cycle)
        cycle.revision += 1
        cycle.save()
    return attestation


@transaction.atomic
def cycle_reopen(*, cycle_id: int, phase: str, actor_label: str, reason: str) -> Cycle:
    """Return the cycle to `phase`: its output and all later ones are invalidated (R-C-4)."""
    cycle = locked_cycle(cycle_id)
    require_kernel()
    if phase not in Phase.values or Phase.index(phase) > Phase.index(cycle.current_phase):
        raise GateRefused(f"cannot reopen {phase}: the cycle is at {cycle.current_phase}", code="BAD_REOPEN")
    if cycle.status == CycleStatus.COMPLETED:
        raise GateRefused("a completed cycle is not reopened; open the next S from its ∞0'", code="CYCLE_CLOSED")
    if cycle.status == CycleStatus.HALTED:
        raise halted_refusal(cycle)
    count = invalidate_from(cycle, phase, f"reopened at {phase} by {actor_label}: {reason}")
    cycle.current_phase = phase
    cycle.revision += 1
    cycle.save()
    events.emit("cycle_reopened", cycle=cycle, phase=phase, actor=actor_label, reason=reason, invalidated=count)
    return cycle


__all__ = ["AttestationKind", "ATTESTED_PHASES", "attestation_record", "cycle_open", "cycle_reopen", "output_submit"]
