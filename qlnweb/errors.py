"""Friendly error pages inside the site layout (issue 12: no dead ends).

403/404/405 and CSRF failures answer a page with the navigation and a way
back; under /api/ they stay machine-readable (`{"error": CODE, "detail": …}`).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme

# The page an operator came from, derived from the action address (/cycles/7/attest/ → /cycles/7/).
_ACTION = re.compile(r"^(/(?:cycles|candidates)/\d+/)[a-z-]+/$")


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def back_url(request: HttpRequest) -> str:
    """Where to send the operator back to: the object page of an action, the referer, or the queue."""
    match = _ACTION.match(request.path)
    if match:
        return match.group(1)
    referer = request.headers.get("Referer", "")
    if referer and url_has_allowed_host_and_scheme(referer, allowed_hosts={request.get_host()}):
        return referer
    return "/"


def _page(request: HttpRequest, status: int, code: str, title: str, detail: str, **extra: Any) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"error": code, "detail": detail}, status=status)
    context = {"status": status, "code": code, "title": title, "detail": detail, "back": back_url(request), **extra}
    return render(request, "error.html", context, status=status)


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _page(request, 403, "FORBIDDEN", "Not allowed",
                 "Your account does not have the permission this page or action needs. "
                 "Ask an administrator to add you to the operators group.")


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _page(request, 404, "NOT_FOUND", "Not found", f"Nothing is at {request.path}. It may have been removed, "
                 "or the address is mistyped.")


def method_not_allowed(request: HttpRequest) -> HttpResponse:
    return _page(request, 405, "METHOD_NOT_ALLOWED", "Nothing to show at this address",
                 f"{request.path} only takes a form sent from its page ({request.method} is not accepted). "
                 "Nothing was recorded.")


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """CSRF_FAILURE_VIEW: an old tab or an expired session, said plainly; nothing was recorded."""
    return _page(request, 403, "CSRF_FAILED", "This form had expired",
                 "The form was sent from a page opened before you logged in again (or its security token "
                 "expired), so it was refused and nothing was recorded. Open the page again and repeat "
                 "the action.", reason=reason)


class FriendlyErrorPageMiddleware:
    """Empty 405 answers (require_POST/require_GET) become a page with navigation."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code == 405 and not _is_api(request) and not response.content:
            friendly = method_not_allowed(request)
            if "Allow" in response:
                friendly["Allow"] = response["Allow"]
            return friendly
        return response
