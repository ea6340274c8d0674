"""What the agent reports around verdicts: outputs (R-V-2), tool results (R-V-3), backups (R-T1-4),
and cycle evidence (R-H-4, proposal only).
"""
from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError, require_closed_fields
from core.redaction import redact_text
from cycles.events import emit
from cycles.selectors import cycle_get_for_agent
from evaluation.verdicts.api.fields import ScalarOrNullField, StrictCharField, StrictIntegerField, id_field
from evaluation.verdicts.models import BackupRecord, ToolResult
from register.services import output_ingest

MAX_TEXT = 200_000


def _optional(max_length: int) -> StrictCharField:
    return StrictCharField(max_length=max_length, required=False, allow_blank=True, allow_null=True, default="")


class OutputCreateApi(APIView):
    """POST /api/v1/outputs — one assistant output; register metrics are computed here (R-V-2)."""

    class InputSerializer(serializers.Serializer):
        session_id = id_field(required=True)
        task_id = id_field()
        turn_id = id_field()
        text = StrictCharField(max_length=MAX_TEXT, allow_blank=True, trim_whitespace=False)
        model = _optional(200)
        mode_hint = serializers.ChoiceField(choices=["execution", "analysis"], required=False, allow_null=True,
                                            allow_blank=True, default=None)
        user_message = StrictCharField(max_length=MAX_TEXT, required=False, allow_blank=True, allow_null=True,
                                       default=None, trim_whitespace=False)
        called_tools = serializers.ListField(child=StrictCharField(max_length=200), required=False, max_length=200,
                                             allow_empty=True, default=None, allow_null=True)

    FIELDS = {"session_id", "task_id", "turn_id", "text", "model", "mode_hint", "user_message", "called_tools"}

    def post(self, request: Request) -> Response:
        serializer = self.InputSerializer(data=require_closed_fields(request.data, self.FIELDS))
        serializer.is_valid(raise_exception=True)
        values = serializer.validated_data
        if not values["text"].strip():
            return Response({"id": None, "ingested": False, "detail": "an empty output is not sampled"})
        sample = output_ingest(
            agent=request.user, session_id=values["session_id"], turn_id=values["turn_id"] or "",
            text=values["text"], mode_hint=values["mode_hint"] or None, called_tools=values["called_tools"],
            user_message=values["user_message"], model=values["model"] or None,
        )
        return Response({"id": sample.pk, "ingested": True, "mode": sample.mode, "text_digest": sample.text_digest},
                        status=status.HTTP_201_CREATED)


class ToolResultCreateApi(APIView):
    """POST /api/v1/tool-results — the outcome of one tool call (R-V-3)."""

    class InputSerializer(serializers.Serializer):
        session_id = id_field(required=True)
        task_id = id_field()
        turn_id = id_field()
        tool_call_id = id_field()
        tool_name = StrictCharField(max_length=200)
        status = StrictCharField(max_length=32)
        duration_ms = StrictIntegerField(min_value=0, max_value=2**31 - 1, required=False, allow_null=True,
                                         default=None)
        error_type = ScalarOrNullField(max_length=200)
        error_message = ScalarOrNullField(max_length=4000)

    FIELDS = {"session_id", "task_id", "turn_id", "tool_call_id", "tool_name", "status", "duration_ms",
              "error_type", "error_message"}

    def post(self, request: Request) -> Response:
        serializer = self.InputSerializer(data=require_closed_fields(request.data, self.FIELDS))
        serializer.is_valid(raise_exception=True)
        values = {k: ("" if v is None and k != "duration_ms" else v) for k, v in serializer.validated_data.items()}
        # A failing command's message often echoes its credentials (issue 11): stored redacted.
        values["error_message"] = redact_text(values["error_message"])
        result = ToolResult.objects.create(agent=request.user, **values)
        return Response({"id": result.pk}, status=status.HTTP_201_CREATED)


class BackupCreateApi(APIView):
    """POST /api/v1/backups — record that ``path`` was backed up (R-T1-4); ``taken_at`` defaults to now."""

    class InputSerializer(serializers.Serializer):
        path = StrictCharField(max_length=1000)
        taken_at = serializers.DateTimeField(required=False, default=None, allow_null=True)

    def post(self, request: Request) -> Response:
        serializer = self.InputSerializer(data=require_closed_fields(request.data, {"path", "taken_at"}))
        serializer.is_valid(raise_exception=True)
        values = serializer.validated_data
        taken_at = values["taken_at"] or timezone.now()
        if taken_at > timezone.now() + timedelta(minutes=5):
            raise ApiError("TAKEN_AT_IN_FUTURE", "taken_at lies in the future.", fields={"taken_at": ["In the future."]})
        record = BackupRecord.objects.create(agent=request.user, path=values["path"], taken_at=taken_at)
        return Response({"id": record.pk, "path": record.path, "taken_at": record.taken_at},
                        status=status.HTTP_201_CREATED)


class CycleEvidenceCreateApi(APIView):
    """POST /api/v1/cycles/{id}/evidence — evidence informs humans; it attests nothing (R-H-4)."""

    class InputSerializer(serializers.Serializer):
        content = StrictCharField(max_length=20_000)
        kind = StrictCharField(max_length=64, required=False, default="observation")
        source = _optional(500)
        session_id = id_field()

    def post(self, request: Request, cycle_id: int) -> Response:
        serializer = self.InputSerializer(
            data=require_closed_fields(request.data, {"content", "kind", "source", "session_id"}))
        serializer.is_valid(raise_exception=True)
        cycle = cycle_get_for_agent(agent=request.user, cycle_id=cycle_id)
        if cycle.status == "halted":
            raise ApiError("CYCLE_HALTED", f"cycle {cycle_id} was halted by an operator: {cycle.halted_reason}",
                           http_status=409)
        values = {k: v or "" for k, v in serializer.validated_data.items()}
        # Evidence is kept for humans, never its secrets (issue 11): redacted before storage.
        values["content"], values["source"] = redact_text(values["content"]), redact_text(values["source"])
        event = emit("cycle_evidence_recorded", cycle=cycle, agent=request.user, **values)
        return Response({"cycle_id": cycle.pk, "event_id": event.pk, "accepted": True, "attests": False},
                        status=status.HTTP_201_CREATED)
