"""POST /api/v1/verdicts — judge one tool call before it runs (R-V-1).

Two closed body shapes, told apart by ``hook_event_name``:

* Hermes plugin: ``{session_id, task_id?, turn_id?, tool_call_id?, tool_name,
  args, mode_hint?, hermes_home?, cwd?}``;
* Claude Code ``PreToolUse`` / Hermes shell hook ``pre_tool_call``:
  ``{hook_event_name, tool_name, tool_input, session_id, cwd?, transcript_path?,
  permission_mode?, tool_use_id?, extra?}`` (the fields those hosts send;
  ``hermes_plugin/hook_script.py`` forwards the payload as it is). The answer
  then also carries ``decision``/``reason``.
"""
from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError, require_closed_fields
from evaluation.verdicts.api.body import MODE_HINTS, fast_hermes_values
from evaluation.verdicts.api.fields import JSONObjectField, StrictCharField, id_field
from evaluation.verdicts.models import BodyShape
from evaluation.verdicts.pipeline import ToolCall, verdict_decide

HOOK_EVENTS = ("PreToolUse", "pre_tool_call")


class VerdictCreateApi(APIView):
    """Tier 1 → 1.5 → 2 on one tool call; the answer says whether to block (R-V-1, R-A-1)."""

    class HermesInputSerializer(serializers.Serializer):
        session_id = id_field(required=True)
        task_id = id_field()
        turn_id = id_field()
        tool_call_id = id_field()
        tool_name = StrictCharField(max_length=200)
        args = JSONObjectField()
        mode_hint = serializers.ChoiceField(choices=MODE_HINTS, required=False, allow_null=True, allow_blank=True,
                                            default=None)
        hermes_home = StrictCharField(max_length=1000, required=False, allow_blank=True, allow_null=True, default="")
        cwd = StrictCharField(max_length=1000, required=False, allow_blank=True, allow_null=True, default="")

    class HookInputSerializer(serializers.Serializer):
        hook_event_name = serializers.ChoiceField(choices=HOOK_EVENTS)
        session_id = id_field(required=True)
        tool_name = StrictCharField(max_length=200)
        tool_input = JSONObjectField()
        cwd = StrictCharField(max_length=1000, required=False, allow_blank=True, allow_null=True, default="")
        transcript_path = StrictCharField(max_length=1000, required=False, allow_blank=True, allow_null=True)
        permission_mode = StrictCharField(max_length=64, required=False, allow_blank=True, allow_null=True)
        tool_use_id = id_field()
        extra = JSONObjectField(required=False, allow_null=True)

    InputSerializers = (HermesInputSerializer, HookInputSerializer)  # the schema's oneOf (qlnweb.schema)

    HERMES_FIELDS = {"session_id", "task_id", "turn_id", "tool_call_id", "tool_name", "args", "mode_hint",
                     "hermes_home", "cwd"}
    HOOK_FIELDS = {"hook_event_name", "session_id", "tool_name", "tool_input", "cwd", "transcript_path",
                   "permission_mode", "tool_use_id", "extra"}

    def post(self, request: Request) -> Response:
        data = request.data
        if isinstance(data, dict) and "hook_event_name" in data:
            return Response(verdict_decide(self._hook_call(request.user, data)))
        return Response(verdict_decide(self._hermes_call(request.user, data)))

    def _hermes_call(self, agent: Any, data: Any) -> ToolCall:
        require_closed_fields(data, self.HERMES_FIELDS)
        values = fast_hermes_values(data)  # the common case, without a serializer's field copies
        if values is None:
            serializer = self.HermesInputSerializer(data=data)
            serializer.is_valid(raise_exception=True)
            values = serializer.validated_data
        return ToolCall(
            agent=agent, shape=BodyShape.HERMES, session_id=values["session_id"], tool_name=values["tool_name"],
            args=values["args"], task_id=values["task_id"] or "", turn_id=values["turn_id"] or "",
            tool_call_id=values["tool_call_id"] or "", mode_hint=values["mode_hint"] or None,
            hermes_home=values["hermes_home"] or None, cwd=values["cwd"] or None,
        )

    def _hook_call(self, agent: Any, data: dict[str, Any]) -> ToolCall:
        require_closed_fields(data, self.HOOK_FIELDS)
        serializer = self.HookInputSerializer(data=data)
        if not serializer.is_valid():
            if "hook_event_name" in serializer.errors and isinstance(data.get("hook_event_name"), str):
                raise ApiError("UNSUPPORTED_HOOK_EVENT",
                               f"verdicts are asked before a tool runs: hook_event_name must be one of {HOOK_EVENTS}",
                               fields=serializer.errors)
            serializer.is_valid(raise_exception=True)
        values = serializer.validated_data
        return ToolCall(
            agent=agent, shape=BodyShape.CLAUDE_CODE, session_id=values["session_id"], tool_name=values["tool_name"],
            args=values["tool_input"], tool_call_id=values["tool_use_id"] or "", cwd=values["cwd"] or None,
        )
