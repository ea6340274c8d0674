"""The agent's read side of activation (R-P-1, R-P-4, R-P-9). Read-only; agents cannot change any of it.

- ``GET /api/v1/active`` — the calling agent's active version (per-agent pointer, R-P-7);
- ``GET /api/v1/versions/{digest}`` — a version's manifest and files, only one that was
  ever active for the calling agent, for ``python -m hermes_plugin.sync`` on other hosts.
"""
from __future__ import annotations

import base64
import json
import re
from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api import ApiError
from cycles import kernel
from promotion import selectors, store
from promotion.active import PointerMismatch, active_version

_DIGEST = re.compile(r"^[0-9a-f]{64}$")


class ActiveVersionApi(APIView):
    """The calling agent's active version digest (what its new sessions pin)."""

    class OutputSerializer(serializers.Serializer):
        agent = serializers.CharField()
        version = serializers.CharField(allow_null=True)
        promotion = serializers.IntegerField(allow_null=True)
        activated_at = serializers.DateTimeField(allow_null=True)
        kernel_sha256 = serializers.CharField()
        decoder_version = serializers.CharField()

    def get(self, request: Request) -> Response:
        agent = request.user
        try:
            version = active_version(agent.name, strict=True)
        except PointerMismatch as exc:
            raise ApiError("POINTER_MISMATCH", str(exc), http_status=409) from exc
        promotion = selectors.active_promotion_for_agent(agent=agent, version=version)
        payload: dict[str, Any] = {
            "agent": agent.name,
            "version": version,
            "promotion": promotion.pk if promotion else None,
            "activated_at": promotion.activated_at if promotion else None,
            "kernel_sha256": kernel.KERNEL_SHA256,
            "decoder_version": kernel.DECODER_VERSION,
        }
        return Response(self.OutputSerializer(payload).data)


class VersionDetailApi(APIView):
    """One version's manifest and files (base64), re-verified against the store before it is served."""

    def get(self, request: Request, digest: str) -> Response:
        if not _DIGEST.match(digest):
            raise ApiError("BAD_DIGEST", "a version digest is 64 lowercase hex characters")
        selectors.version_get_for_agent(agent=request.user, digest=digest)  # else NOT_FOUND, as for another agent's
        check = store.verify_version(digest)
        if not check.ok:
            raise ApiError("VERSION_CORRUPT", "the stored version no longer matches its manifest", http_status=409,
                           problems=list(check.problems))
        directory = store.version_dir(digest)
        manifest = json.loads((directory / store.MANIFEST).read_text(encoding="utf-8"))["files"]
        files = {name: base64.b64encode((directory / store.TREE / name).read_bytes()).decode("ascii")
                 for name in sorted(manifest)}
        return Response({"version": digest, "manifest": manifest, "files": files})
