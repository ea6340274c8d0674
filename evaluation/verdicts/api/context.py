"""GET /api/v1/context?session_id=… — what Hermes ``pre_llm_call`` appends to the user message (R-V-4).

Undelivered ADVISE lines, each ``[Daimon advise] <text>``, claimed so each is
delivered exactly once; then, when the agent has an open cycle, the bounded
``5QLN ACTIVE CONTEXT`` frame (seed §9.2): digests and phases of the prior
outputs, never their text or the ledger.
"""
from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cycles.choices import CycleStatus
from cycles.gates import gate_state
from cycles.models import Agent, Cycle
from evaluation.verdicts.models import AdviseDelivery
from qlnweb.api import ApiError

ADVISE_PREFIX = "[Daimon advise] "
CANDIDATE_SCOPE = "governed_decoding | adaptive_expression (constitutional refused); proposals only, humans promote"


def active_cycle_frame(agent: Agent) -> dict[str, Any] | None:
    """The agent's newest open cycle as the frame's fields, or None."""
    cycle = Cycle.objects.filter(agent=agent, status=CycleStatus.OPEN).order_by("-created_at", "-id").first()
    if cycle is None:
        return None
    outputs = cycle.current_outputs()
    state = gate_state(cycle, outputs)
    return {
        "cycle_id": cycle.pk,
        "runtime_version": cycle.runtime_version or None,
        "current_phase": state.current_phase,
        "prior_outputs": [
            {"phase": phase, "revision": outputs[phase].revision, "digest": outputs[phase].digest}
            for phase in ("S", "G", "Q", "P", "V") if phase in outputs
        ],
        "pending_gate": state.pending_gate,
        "attestation_required": state.attestation_required,
        "candidate_scope": CANDIDATE_SCOPE,
    }


def render_frame(frame: dict[str, Any]) -> str:
    prior = ", ".join(f"{o['phase']} r{o['revision']} {o['digest'][:16]}" for o in frame["prior_outputs"]) or "none"
    return "\n".join([
        "5QLN ACTIVE CONTEXT",
        f"cycle_id: {frame['cycle_id']}",
        f"runtime_version: {frame['runtime_version'] or 'none'}",
        f"current_phase: {frame['current_phase']}",
        f"prior_outputs: {prior}",
        f"pending_gate: {frame['pending_gate'] or 'none'}",
        f"attestation_required: {frame['attestation_required'] or 'none'}",
        f"candidate_scope: {frame['candidate_scope']}",
    ])


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
