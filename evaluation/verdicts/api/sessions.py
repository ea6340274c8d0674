"""/api/v1/sessions — open a session pinned to the agent's active version (R-V-5, Hermes
``on_session_start``) and list recent sessions with what they loaded (R-P-10)."""
from __future__ import annotations

from typing import Any

from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError, require_closed_fields
from evaluation.verdicts.api.fields import StrictCharField, id_field
from evaluation.verdicts.caches import session_open
from evaluation.verdicts.models import AgentSession

LIST_LIMIT = 50


def _optional(max_length: int) -> StrictCharField:
    return StrictCharField(max_length=max_length, required=False, allow_blank=True, allow_null=True, default="")


def session_row(session: AgentSession) -> dict[str, Any]:
    return {
        "session_id": session.session_id,
        "active_version": session.active_version or None,
        "loaded_digest": session.loaded_digest or None,
        "loaded_files": session.loaded_files,
        "matches_active": session.matches_active,
        "hermes_home": session.hermes_home or None,
        "started_at": session.started_at,
    }


class SessionCreateApi(APIView):
    """POST: 201 with the pinned digest, or 200 with the existing pin. GET: the agent's recent sessions."""

    class InputSerializer(serializers.Serializer):
        session_id = id_field(required=True)
        hermes_home = _optional(1000)
        cwd = _optional(1000)
        model = _optional(200)
        platform = _optional(64)
        loaded_digest = serializers.RegexField(r"^[0-9a-f]{64}$", required=False, allow_blank=True, allow_null=True)
        loaded_files = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=1_000_000)

    FIELDS = {"session_id", "hermes_home", "cwd", "model", "platform", "loaded_digest", "loaded_files"}

    def post(self, request: Request) -> Response:
        data = require_closed_fields(request.data, self.FIELDS)
        serializer = self.InputSerializer(data=data)
        serializer.is_valid(raise_exception=True)
        values = {k: v or "" for k, v in serializer.validated_data.items() if k != "loaded_files"}
        session, created = session_open(agent=request.user, loaded_files=serializer.validated_data.get("loaded_files"),
                                        **values)
        body = session_row(session)
        body["created"] = created
        return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)

    def get(self, request: Request) -> Response:
        raw = request.query_params.get("limit", str(LIST_LIMIT))
        if not raw.isdigit() or not 1 <= int(raw) <= 500:
            raise ApiError("BAD_LIMIT", "limit must be an integer from 1 to 500")
        sessions = AgentSession.objects.filter(agent=request.user).order_by("-started_at", "-id")[: int(raw)]
        return Response({"sessions": [session_row(s) for s in sessions]})
