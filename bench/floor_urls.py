"""The floor of ``bench/bench_verdicts_http.py``: a trivial JSON endpoint behind the same stack.

Same middleware, same agent-token authentication (one indexed query), same
strict JSON parser and renderer as ``POST /api/v1/verdicts``; it reads the
body and answers ``{"ok": true}`` — no Tier 1, no register, no event row.
Routed only by :mod:`bench.settings_bench` when ``QLN_BENCH_FLOOR=1``.
"""
from __future__ import annotations

from django.urls import include, path
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView


class BenchFloorApi(APIView):
    """GET or POST /api/v1/bench-floor → {"ok": true}."""

    def get(self, request: Request) -> Response:
        return Response({"ok": True})

    def post(self, request: Request) -> Response:
        return Response({"ok": True, "fields": len(request.data)})


urlpatterns = [
    path("api/v1/bench-floor", BenchFloorApi.as_view(), name="qln-bench-floor"),
    path("", include("qlnweb.urls")),
]
