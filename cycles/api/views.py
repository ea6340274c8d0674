"""The agent API for cycles (R-AUTH-2): one APIView per operation (docs/conventions.md §11)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError, require_closed_fields
from core.redaction import redact_text
from cycles import events, kernel, selectors, services
from cycles.choices import Classification, CycleStatus
from cycles.gates import gate_state
from cycles.models import Cycle
from cycles.next_step import next_step
from cycles.queue import ReviewItem, items_for_cycle, review_items

MAX_TEXT = 200_000
LIST_LIMIT = 50


def attestation_state(output: Any) -> list[dict[str, Any]]:
    return [
        {
            "kind": a.kind,
            "decision": a.decision,
            "subject_digest": a.subject_digest,
            "actor": a.actor.get_username(),
            "channel": a.channel,
            "created_at": a.created_at,
            "stale": a.is_stale,
            # A rejection's reason (required in the browser) is what the agent revises against.
            "note": a.note or None,
        }
        for a in output.attestations.select_related("actor").order_by("created_at")
    ]


def cycle_next(cycle: Cycle, state: Any, request: Request, queue: list[ReviewItem] | None = None) -> dict[str, Any]:
    """Who acts next and where (cycles.next_step), with absolute URLs for this request's host."""
    absolute: Callable[[str], str] = request.build_absolute_uri
    items = items_for_cycle(cycle.pk) if queue is None else [item for item in queue if item.cycle_id == cycle.pk]
    return next_step(cycle, state, items, absolute).as_dict()


def cycle_payload(cycle: Cycle, request: Request) -> dict[str, Any]:
    """The state of a cycle, its trail, what is missing and who acts next (what GET answers)."""
    state = gate_state(cycle)
    outputs = cycle.outputs.order_by("created_at", "id").prefetch_related("attestations__actor")
    seed = getattr(cycle, "seed", None) if cycle.status == "completed" else None
    return {
        "id": cycle.pk,
        "title": cycle.title,
        "agent": cycle.agent.name,
        "status": cycle.status,
        "halted_reason": cycle.halted_reason or None,
        "classification": cycle.classification,
        "revision": cycle.revision,
        "runtime_version": cycle.runtime_version or None,
        **state.as_dict(),
        **cycle_next(cycle, state, request),
        "trail": [
            {
                "id": o.pk,
                "phase": o.phase,
                "revision": o.revision,
                "status": o.status,
                "digest": o.digest,
                "context_digest": o.context_digest,
                "footer": o.footer,
                "created_at": o.created_at,
                "invalidated_reason": o.invalidated_reason or None,
                "attestations": attestation_state(o),
            }
            for o in outputs
        ],
        "corruptions": [
            {"phase": c.phase, "code": c.code, "evidence": c.evidence, "created_at": c.created_at}
            for c in cycle.corruptions.order_by("created_at")
        ],
        "seed": None
        if seed is None
        else {
            "seed_id": seed.seed_id,
            "parent_seed_id": seed.parent_seed.seed_id if seed.parent_seed else None,
            "digest": seed.digest,
            "decision": seed.decision,
            "promotion_id": seed.promotion_id or None,
            "rollback_ref": seed.rollback_ref or None,
            "digests": seed.digests,
            "zero_prime_question": seed.zero_prime_question,
        },
    }


class CyclesApi(APIView):
    """GET /api/v1/cycles — the agent's cycles (open ones unless ?status=all); POST — open a cycle at S."""

    class InputSerializer(serializers.Serializer):
        title = serializers.CharField(max_length=200)
        observation = serializers.CharField(max_length=MAX_TEXT, required=False, allow_blank=True, default="")
        opening_question = serializers.CharField(max_length=2000, required=False, allow_blank=True, default="")
        classification = serializers.ChoiceField(choices=Classification.values, required=False, default="reflection")

    class QuerySerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=[*CycleStatus.values, "all"], required=False, default=CycleStatus.OPEN,
                                         help_text="Which cycles: open (the default), completed, halted, abandoned or all.")

    def post(self, request: Request) -> Response:
        data = require_closed_fields(request.data, {"title", "observation", "opening_question", "classification"})
        serializer = self.InputSerializer(data=data)
        serializer.is_valid(raise_exception=True)
        cycle = services.cycle_open(agent=request.user, **serializer.validated_data)
        return Response(cycle_payload(cycle, request), status=status.HTTP_201_CREATED)

    def get(self, request: Request) -> Response:
        unknown = sorted(set(request.query_params) - {"status"})
        if unknown:
            raise ApiError("UNKNOWN_FIELDS", f"Unknown query parameters: {', '.join(unknown)}",
                           fields={k: ["Unknown field."] for k in unknown})
        query = self.QuerySerializer(data=request.query_params)
        if not query.is_valid():
            raise ApiError("VALIDATION_ERROR", "status must be open, completed, halted, abandoned or all",
                           fields=query.errors)
        wanted = query.validated_data["status"]
        cycles = selectors.cycle_list_for_agent(agent=request.user, status=wanted)
        rows, queue = [], review_items()
        for cycle in cycles[:LIST_LIMIT]:
            state = gate_state(cycle)
            rows.append({"id": cycle.pk, "title": cycle.title, "status": cycle.status,
                         "classification": cycle.classification, "created_at": cycle.created_at,
                         **state.as_dict(), **cycle_next(cycle, state, request, queue)})
        return Response({"cycles": rows, "limit": LIST_LIMIT})


class CycleDetailApi(APIView):
    """GET /api/v1/cycles/{id} — state, trail and what is missing."""

    def get(self, request: Request, cycle_id: int) -> Response:
        return Response(cycle_payload(selectors.cycle_get_for_agent(agent=request.user, cycle_id=cycle_id), request))


class EvidenceItemSerializer(serializers.Serializer):
    author_kind = serializers.ChoiceField(choices=["human", "agent", "model", "machine", "tool"])
    author = serializers.CharField(max_length=120)
    text = serializers.CharField(max_length=20_000)


class OutputCreateApi(APIView):
    """POST /api/v1/cycles/{id}/outputs — submit a phase output."""

    class InputSerializer(serializers.Serializer):
        phase = serializers.ChoiceField(choices=["S", "G", "Q", "P", "V"])
        text = serializers.CharField(max_length=MAX_TEXT, trim_whitespace=False)
        evidence = EvidenceItemSerializer(many=True, required=False, default=list)
        reopen = serializers.BooleanField(required=False, default=False)

    def post(self, request: Request, cycle_id: int) -> Response:
        data = require_closed_fields(request.data, {"phase", "text", "evidence", "reopen"})
        serializer = self.InputSerializer(data=data)
        serializer.is_valid(raise_exception=True)
        values = serializer.validated_data
        output = services.output_submit(
            cycle_id=cycle_id, agent=request.user, phase=values["phase"], text=values["text"],
            evidence=[{**item, "text": redact_text(item["text"])} for item in values["evidence"]],
            reopen=values["reopen"], route=f"agent-api:POST /api/v1/cycles/{cycle_id}/outputs",
        )
        cycle = selectors.cycle_get_for_agent(agent=request.user, cycle_id=cycle_id)
        state = gate_state(cycle)
        return Response(
            {
                "id": output.pk,
                "phase": output.phase,
                "revision": output.revision,
                "digest": output.digest,
                "context_digest": output.context_digest,
                "footer": output.footer,
                "status": output.status,
                "cycle": {"id": cycle.pk, "status": cycle.status, **state.as_dict(), **cycle_next(cycle, state, request)},
            },
            status=status.HTTP_201_CREATED,
        )


class AttestationForbiddenApi(APIView):
    """Any agent attempt to attest, promote or roll back answers 403 and is logged (R-AUTH-2)."""

    schema = None  # a trap, not an operation

    def _refuse(self, request: Request, **kwargs: Any) -> Response:
        events.emit("forbidden_agent_call", agent=request.user, method=request.method, path=request.path)
        raise ApiError("FORBIDDEN", "agents cannot attest, promote or roll back; a human does that in the browser", http_status=403)

    # Every method, not only the usual five: OPTIONS (DRF would answer 200 with metadata),
    # HEAD, TRACE or an invented verb all answer 403 and are logged (issue 11).
    post = put = patch = delete = get = head = options = trace = _refuse

    def http_method_not_allowed(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return self._refuse(request)


class KernelApi(APIView):
    """GET the kernel digests; POST {text} to check a restatement for drift (R-K-3)."""

    def get(self, request: Request) -> Response:
        return Response(kernel.verify_kernel().as_dict())

    def post(self, request: Request) -> Response:
        data = require_closed_fields(request.data, {"text"})
        text = data.get("text")
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise ApiError("VALIDATION_ERROR", "text must be a string", fields={"text": ["A string is required."]})
        findings = kernel.check_restatement(text)
        if findings:
            raise ApiError("KERNEL_DRIFT", findings[0].message, findings=[f.as_dict() for f in findings])
        return Response({"ok": True, "findings": []})
