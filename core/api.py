"""Shared API plumbing: strict JSON parsing and the error envelope.

Every API error has the shape {"error": CODE, "detail": ...} (docs/conventions.md §5).
"""
from __future__ import annotations

import json
import logging
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from core import input_guard
from core.exceptions import DomainError

logger = logging.getLogger("core.api")


class ApiError(exceptions.APIException):
    """A domain refusal rendered as {"error": code, "detail": ..., **extra}."""

    status_code = status.HTTP_400_BAD_REQUEST

    def __init__(self, code: str, detail: Any, *, http_status: int = 400, **extra: Any) -> None:
        super().__init__(detail=str(detail) if not isinstance(detail, (dict, list)) else detail)
        self.code = code
        self.status_code = http_status
        self.extra = extra
        self.payload_detail = detail


class StrictJSONParser(JSONParser):
    """JSON parser that rejects NaN/Infinity, duplicate keys, lone surrogates and over-long path segments.

    Every agent-API body passes here, so these refusals hold for every field
    of every operation (issue 11): a lone surrogate anywhere (key or value,
    at any depth) is ``400 LONE_SURROGATE``; a top-level path field (see
    :data:`core.input_guard.PATH_FIELDS`, or a view's ``path_fields``) with a
    segment over NAME_MAX bytes is ``400 PATH_SEGMENT_TOO_LONG``.
    """

    def parse(self, stream, media_type=None, parser_context=None):  # type: ignore[override]
        raw = stream.read() if stream is not None else b""
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ApiError("INVALID_UTF8", f"Body is not valid UTF-8 at byte {exc.start}.") from exc
        if not text.strip():
            raise ApiError("MALFORMED_JSON", "Body is empty; a JSON object is required.")

        def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
            seen: dict[str, Any] = {}
            for key, value in pairs:
                if key in seen:
                    raise ValueError(f"duplicate key {key!r}")
                seen[key] = value
            return seen

        def reject_constant(name: str) -> None:
            raise ValueError(f"{name} is not valid JSON")

        try:
            document = json.loads(text, object_pairs_hook=no_duplicates, parse_constant=reject_constant)
        except (ValueError, RecursionError) as exc:
            raise ApiError("MALFORMED_JSON", f"Body is not valid JSON: {exc}") from exc
        if input_guard.SURROGATE_ESCAPE.search(text):
            pointer = input_guard.lone_surrogate_pointer(document)
            if pointer is not None:
                raise ApiError("LONE_SURROGATE", f"{pointer} holds a lone UTF-16 surrogate, which is not text.",
                               pointer=pointer)
        view = (parser_context or {}).get("view")
        _refuse_long_segments(document, getattr(view, "path_fields", input_guard.PATH_FIELDS))
        return document


def _refuse_long_segments(document: Any, path_fields: frozenset[str]) -> None:
    if not isinstance(document, dict):
        return
    for name in sorted(path_fields & document.keys()):
        value = document[name]
        segment = input_guard.long_segment(value) if isinstance(value, str) else None
        if segment is not None:
            raise ApiError(
                "PATH_SEGMENT_TOO_LONG",
                f"{name} has a segment of {len(segment.encode('utf-8'))} bytes; a file name is at most "
                f"{input_guard.NAME_MAX_BYTES} bytes.",
                fields={name: [f"Segment longer than {input_guard.NAME_MAX_BYTES} bytes."]},
            )


def _codes_for(exc: exceptions.APIException) -> str:
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        return "UNAUTHENTICATED"
    if isinstance(exc, exceptions.PermissionDenied):
        return "FORBIDDEN"
    if isinstance(exc, exceptions.NotFound):
        return "NOT_FOUND"
    if isinstance(exc, exceptions.MethodNotAllowed):
        return "METHOD_NOT_ALLOWED"
    if isinstance(exc, exceptions.UnsupportedMediaType):
        return "UNSUPPORTED_MEDIA_TYPE"
    if isinstance(exc, exceptions.ParseError):
        return "MALFORMED_JSON"
    if isinstance(exc, exceptions.ValidationError):
        return "VALIDATION_ERROR"
    if isinstance(exc, exceptions.Throttled):
        return "THROTTLED"
    return "BAD_REQUEST"


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """Render every API refusal in one envelope; unknown exceptions still raise."""
    if isinstance(exc, ApiError):
        body = {"error": exc.code, "detail": exc.payload_detail, **exc.extra}
        return Response(body, status=exc.status_code)
    if isinstance(exc, DomainError):
        return Response({"error": exc.code, "detail": exc.detail, **exc.extra}, status=exc.http_status)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    assert isinstance(exc, exceptions.APIException)
    code = _codes_for(exc)
    if isinstance(exc, exceptions.ValidationError):
        response.data = {"error": code, "detail": "Invalid input.", "fields": response.data}
    else:
        response.data = {"error": code, "detail": str(exc.detail)}
    if code == "FORBIDDEN":
        request = context.get("request")
        logger.warning("forbidden agent call %s %s", getattr(request, "method", "?"), getattr(request, "path", "?"))
    return response


def require_closed_fields(data: Any, allowed: set[str]) -> dict[str, Any]:
    """Refuse a body that is not an object or carries unknown fields (closed schema)."""
    if not isinstance(data, dict):
        raise ApiError("VALIDATION_ERROR", "Body must be a JSON object.")
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise ApiError("UNKNOWN_FIELDS", f"Unknown fields: {', '.join(unknown)}", fields={k: ["Unknown field."] for k in unknown})
    return data
