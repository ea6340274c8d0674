"""GET /metrics (R-O-3): QLN_METRICS_TOKEN or a client address in QLN_METRICS_ALLOW.

The token comes as `Authorization: Bearer <token>` or as the password of
HTTP basic auth (Prometheus `basic_auth`), because AgentTokenBoundaryMiddleware
answers 403 to any Bearer header outside /api/ unless /metrics is exempted.
"""
from __future__ import annotations

import base64
import binascii
import hmac

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_GET

from promotion.metrics import render

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def _allowed(request: HttpRequest) -> bool:
    token = settings.QLN_METRICS_TOKEN
    header = request.headers.get("Authorization", "")
    if token and header.startswith("Bearer "):
        return hmac.compare_digest(header[len("Bearer "):].strip().encode(), token.encode())
    if token and header.startswith("Basic "):
        try:
            _, _, password = base64.b64decode(header[len("Basic "):].strip()).decode().partition(":")
        except (binascii.Error, UnicodeDecodeError):
            return False
        return hmac.compare_digest(password.encode(), token.encode())
    return request.META.get("REMOTE_ADDR", "") in settings.QLN_METRICS_ALLOW


@require_GET
def metrics(request: HttpRequest) -> HttpResponse:
    if not _allowed(request):
        return HttpResponse("forbidden: bearer token or allowed address required\n", status=403, content_type="text/plain")
    return HttpResponse(render(), content_type=CONTENT_TYPE)
