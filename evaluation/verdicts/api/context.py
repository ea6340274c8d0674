"""GET /api/v1/context?session_id=… — what Hermes ``pre_llm_call`` appends to the user message (R-V-4).

Undelivered ADVISE lines, each ``[Daimon advise] <text>``, claimed so each is
delivered exactly once; then, when the agent has an open cycle, the bounded
``5QLN ACTIVE CONTEXT`` frame (seed §9.2, R-H-8): the fields the seed names,
the prior outputs as their redacted, bounded footers (never whole texts, never
the ledger), the protected targets and what the cycle carries from its parent.
"""
from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError
from core.redaction import redact_text
from cycles.choices import CycleStatus
from cycles.gates import gate_state
from cycles.models import Agent, Cycle
from evaluation.verdicts.models import AdviseDelivery
from hermes_plugin.governed import GOVERNED_ROOTS

ADVISE_PREFIX = "[Daimon advise] "
CANDIDATE_SCOPE = "governed_decoding | adaptive_expression (constitutional refused); proposals only, humans promote"
# What the agent never writes itself: the governed files change only by promotion; the rest is the guard's own.
PROTECTED_TARGETS = (*GOVERNED_ROOTS, "config.yaml", ".env", "plugins/")
OUTPUT_NAMES = {"S": "X", "G": "α + Y", "Q": "Z", "P": "A", "V": "B + B'' + ∞0'"}
# Bounds of the frame (docs/hermes.md): each prior output's footer at most PRIOR_CHARS, a footer value at
# most VALUE_CHARS, the carried question at most CARRY_CHARS; the rendered frame never exceeds FRAME_CHARS.
VALUE_CHARS = 240
PRIOR_CHARS = 480
CARRY_CHARS = 400
FRAME_CHARS = 3000


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _footer_excerpt(footer: dict[str, Any]) -> str:
    """The output's footer lines, redacted and bounded: what the phase formed, in its own words."""
    parts = []
    for key, value in footer.items():
        values = value if isinstance(value, list) else [value]
        parts += [f"{key}: {_clip(redact_text(str(item)), VALUE_CHARS)}" for item in values]
    return _clip("; ".join(parts), PRIOR_CHARS)


def _carry(cycle: Cycle) -> str | None:
    """What this cycle carries from the one before it: the parent B'' seed's ∞0', or the question it opened on."""
    seed = cycle.parent_seed
    if seed is not None:
        return _clip(redact_text(f"∞0' of seed {seed.seed_id[:12]}: {seed.zero_prime_question}"), CARRY_CHARS)
    if cycle.opening_question.strip():
        return _clip(redact_text(cycle.opening_question), CARRY_CHARS)
    return None


def active_cycle_frame(agent: Agent) -> dict[str, Any] | None:
    """The agent's newest open cycle as the frame's fields (seed §9.2, R-H-8), or None."""
    cycle = (Cycle.objects.filter(agent=agent, status=CycleStatus.OPEN).select_related("parent_seed")
             .order_by("-created_at", "-id").first())
    if cycle is None:
        return None
    outputs = cycle.current_outputs()
    state = gate_state(cycle, outputs)
    return {
        "cycle_id": cycle.pk,
        "runtime_version": cycle.runtime_version or None,
        "current_phase": state.current_phase,
        "prior_outputs": [
            {"phase": phase, "output": OUTPUT_NAMES[phase], "revision": outputs[phase].revision,
             "digest": outputs[phase].digest, "text": _footer_excerpt(outputs[phase].footer)}
            for phase in ("S", "G", "Q", "P", "V") if phase in outputs
        ],
        "pending_gate": state.pending_gate,
        "attestation_required": state.attestation_required,
        "candidate_scope": CANDIDATE_SCOPE,
        "protected_targets": list(PROTECTED_TARGETS),
        "carry": _carry(cycle),
    }


def render_frame(frame: dict[str, Any]) -> str:
    """The frame as the lines seed §9.2 names, bounded by FRAME_CHARS (the prior outputs' excerpts give way first)."""
    prior = frame["prior_outputs"]
    head = [
        "5QLN ACTIVE CONTEXT",
        f"cycle_id: {frame['cycle_id']}",
        f"runtime_version: {frame['runtime_version'] or 'none'}",
        f"current_phase: {frame['current_phase']}",
        "prior_outputs: " + (" + ".join(o["output"] for o in prior) or "none"),
    ]
    tail = [
        f"pending_gate: {frame['pending_gate'] or 'none'}",
        f"attestation_required: {frame['attestation_required'] or 'none'}",
        f"candidate_scope: {frame['candidate_scope']}",
        "protected_targets: " + ", ".join(frame["protected_targets"]) + " (under HERMES_HOME; only a promotion "
        "changes the governed files)",
        f"carry: {frame['carry'] or 'none'}",
    ]
    room = FRAME_CHARS - len("\n".join(head + tail)) - 1
    lines = []
    for index, output in enumerate(prior):  # each excerpt gets an equal share of what is left
        share = room // (len(prior) - index) - 1
        line = f"  {output['phase']} r{output['revision']} {output['digest'][:16]}: {output['text']}"
        line = line if len(line) <= share else "  " + _clip(line, share - 2) if share > 24 else ""
        if line:
            lines.append(line)
            room -= len(line) + 1
    return "\n".join(head + lines + tail)[:FRAME_CHARS]


class ContextApi(APIView):
    """The next turn's context: ADVISE once, plus the cycle frame."""

    class InputSerializer(serializers.Serializer):
        """The query string; also the schema's query parameters (qlnweb.schema)."""

        session_id = serializers.CharField(max_length=200, trim_whitespace=False,
                                           help_text="The Hermes session the context is for.")

    def get(self, request: Request) -> Response:
        unknown = sorted(set(request.query_params) - {"session_id"})
        if unknown:
            raise ApiError("UNKNOWN_FIELDS", f"Unknown query parameters: {', '.join(unknown)}",
                           fields={k: ["Unknown field."] for k in unknown})
        values = request.query_params.getlist("session_id")
        if len(values) != 1 or not values[0].strip():
            raise ApiError("SESSION_ID_REQUIRED", "Pass exactly one non-empty session_id query parameter.",
                           fields={"session_id": ["This field is required."]})
        serializer = self.InputSerializer(data={"session_id": values[0]})
        if not serializer.is_valid():  # too long, or a NUL character (which PostgreSQL cannot store)
            raise ApiError("VALIDATION_ERROR", "session_id is not a valid session id.", fields=serializer.errors)
        session_id = serializer.validated_data["session_id"]
        advise = [row.text for row in AdviseDelivery.objects.claim(agent=request.user, session_id=session_id)]
        frame = active_cycle_frame(request.user)
        parts = [ADVISE_PREFIX + text for text in advise]
        if frame is not None:
            parts.append(("\n" if parts else "") + render_frame(frame))
        return Response({"session_id": session_id, "context": "\n".join(parts), "advise": advise, "cycle": frame})
