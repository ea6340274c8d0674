"""POST /api/v1/sessions — pin a session to the active version (R-V-5, Hermes ``on_session_start``)."""
from __future__ import annotations

from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from evaluation.api.verdict_fields import StrictCharField, id_field
from evaluation.verdict_support import session_open
from qlnweb.api import require_closed_fields


def _optional(max_length: int) -> StrictCharField:
    return StrictCharField(max_length=max_length, required=False, allow_blank=True, allow_null=True, default="")


class SessionCreateApi(APIView):
    """Open a session: 201 with the pinned digest, or 200 with the existing pin."""

    class InputSerializer(serializers.Serializer):
        session_id = id_field(required=True)
        hermes_home = _optional(1000)
        cwd = _optional(1000)
        model = _optional(200)
        platform = _optional(64)

    def post(self, request: Request) -> Response:
        data = require_closed_fields(request.data, {"session_id", "hermes_home", "cwd", "model", "platform"})
        serializer = self.InputSerializer(data=data)
        serializer.is_valid(raise_exception=True)
        values = {k: v or "" for k, v in serializer.validated_data.items()}
        session, created = session_open(agent=request.user, **values)
        return Response(
            {
                "session_id": session.session_id,
                "active_version": session.active_version or None,
                "started_at": session.started_at,
                "created": created,
            },
            status=status.HTTP_201_CREATED if created else status.HTTP_200_OK,
        )
