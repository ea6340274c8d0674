"""Request guards that must run before any view parses a body (R-O-5)."""
from __future__ import annotations

import logging
from typing import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse

from core.redaction import is_secret_name, redact_text
from cycles.events import emit
from cycles.models import Agent

logger = logging.getLogger("qlnweb.security")


class BodyGuardMiddleware:
    """Refuse oversized bodies with 413 and non-UTF-8 API bodies with 400.

    Django would otherwise raise RequestDataTooBig deep inside a view, or a
    UnicodeDecodeError inside a parser; both must surface as a clear 4xx with
    a machine-readable code, never a 500.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        limit = settings.QLN_MAX_BODY_BYTES
        try:
            declared = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return JsonResponse({"error": "BAD_CONTENT_LENGTH", "detail": "Content-Length is not an integer."}, status=400)
        if declared > limit:
            return JsonResponse(
                {"error": "BODY_TOO_LARGE", "detail": f"Request body exceeds {limit} bytes."}, status=413
            )
        if request.path.startswith("/api/") and request.method in {"POST", "PUT", "PATCH"} and declared:
            body = request.body
            try:
                body.decode("utf-8")
            except UnicodeDecodeError as exc:
                return JsonResponse(
                    {"error": "INVALID_UTF8", "detail": f"Body is not valid UTF-8 at byte {exc.start}."}, status=400
                )
        return self.get_response(request)


class AgentTokenBoundaryMiddleware:
    """A bearer token is only good for /api/: on any page or admin URL it answers 403.

    Agents must have no way to reach the attestation forms or admin actions
    (R-AUTH-2); the refusal is logged as an event.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        header = request.META.get("HTTP_AUTHORIZATION", "")
        # /metrics takes its own bearer token (QLN_METRICS_TOKEN, R-O-3), not an agent's.
        if header.startswith("Bearer") and not request.path.startswith("/api/") and request.path != "/metrics":
            token = header.split(" ", 1)[1].strip() if " " in header else ""
            agent = Agent.objects.for_token(token) if token else None
            emit("forbidden_agent_call", agent=agent, method=request.method, path=request.path)
            return JsonResponse(
                {"error": "FORBIDDEN", "detail": "Agent tokens are valid only for /api/; humans attest in the browser."},
                status=403,
            )
        return self.get_response(request)


class QueryTokenGuardMiddleware:
    """A credential in a query string is refused with 400 ``TOKEN_IN_QUERY`` (issue 11).

    Decision: refused, not ignored. Ignoring it would let the call succeed,
    so a client would go on putting its token in URLs, which proxies, browser
    history and access logs keep. Credentials belong in the ``Authorization``
    header only. A parameter counts as a credential when its name is one
    (``token``, ``access_token``, ``api_key``, ``password``…) or its value has
    a secret's shape (``qln_…``, ``sk-…``, a JWT…). The refusal is logged with
    the path only; :class:`qlnweb.log_redaction.RedactSecretsFilter` keeps the
    request line out of the server's own log lines.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.META.get("QUERY_STRING"):
            names = sorted({redact_text(name) for name, values in request.GET.lists()
                            if (is_secret_name(name) and any(values)) or redact_text(name) != name
                            or any(redact_text(value) != value for value in values)})
            if names:
                logger.warning("credential in the query string refused: %s %s (parameters %s)",
                               request.method, request.path, ", ".join(names))
                return JsonResponse(
                    {"error": "TOKEN_IN_QUERY", "parameters": names,
                     "detail": "Credentials go in the Authorization header, never in a URL; treat this one as exposed."},
                    status=400,
                )
        return self.get_response(request)
