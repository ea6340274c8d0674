"""GET /api/v1/active — which version new sessions pin (R-P-1, R-P-4). Read-only."""
from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cycles import kernel
from promotion import store
from promotion.models import Promotion


class ActiveVersionApi(APIView):
    """The active version digest; agents cannot change it through any API (R-AUTH-2)."""

    class OutputSerializer(serializers.Serializer):
        version = serializers.CharField(allow_null=True)
        promotion = serializers.IntegerField(allow_null=True)
        activated_at = serializers.DateTimeField(allow_null=True)
        kernel_sha256 = serializers.CharField()
        decoder_version = serializers.CharField()

    def get(self, request: Request) -> Response:
        version = store.active_version_digest()
        promotion = Promotion.objects.filter(status="active", version_digest=version).first() if version else None
        payload: dict[str, Any] = {
            "version": version,
            "promotion": promotion.pk if promotion else None,
            "activated_at": promotion.activated_at if promotion else None,
            "kernel_sha256": kernel.KERNEL_SHA256,
            "decoder_version": kernel.DECODER_VERSION,
        }
        return Response(self.OutputSerializer(payload).data)
