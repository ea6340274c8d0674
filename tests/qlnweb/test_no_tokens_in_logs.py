"""Issue 11: a token sent in a query string is refused and never reaches a log line.

Finding: ``GET /api/v1/context?session_id=…&token=qln_…`` was written to the
access log with the token. Decision (qlnweb.middleware.QueryTokenGuardMiddleware):
refuse with ``400 TOKEN_IN_QUERY`` — credentials go in the Authorization
header only — and redact every log record (qlnweb.log_redaction). The
server here is Django's own development server (the access log of `make
run`) on 127.0.0.1, with the project's logging configuration.
"""
from __future__ import annotations

import http.client
import io
import logging
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.servers.basehttp import WSGIRequestHandler, WSGIServer
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import Client

from qlnweb.log_redaction import RedactSecretsFilter

pytestmark = pytest.mark.django_db

TOKEN = "qln_" + "Tk9" * 14


def _project_handler(logger: logging.Logger) -> logging.StreamHandler:
    """The settings' "console" handler (the one with the redaction filter), not pytest's capture handler."""
    return next(h for h in logger.handlers if any(isinstance(f, RedactSecretsFilter) for f in h.filters))


@pytest.fixture
def server_log() -> Iterator[tuple[int, io.StringIO]]:
    """A development server on a free loopback port; what its configured log handler writes."""
    handler = _project_handler(logging.getLogger("django.server"))
    captured = io.StringIO()
    previous = handler.setStream(captured)
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    server = WSGIServer(("127.0.0.1", 0), WSGIRequestHandler)
    server.set_app(WSGIHandler())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], captured
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
        handler.setStream(previous)
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


def _get(port: int, target: str, **headers: str) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", target, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


@pytest.mark.parametrize("query", [f"session_id=s&token={TOKEN}", f"session_id=s&access_token={TOKEN}",
                                   "session_id=s&api_key=abc123", f"session_id=s&anything={TOKEN}",
                                   f"session_id=s&{TOKEN}="])
def test_a_token_in_the_query_string_is_refused_and_not_in_the_access_log(server_log: Any, query: str) -> None:
    port, captured = server_log
    status, body = _get(port, f"/api/v1/context?{query}")
    assert status == 400, body
    assert b'"TOKEN_IN_QUERY"' in body and TOKEN.encode() not in body
    log = captured.getvalue()
    assert "/api/v1/context?" in log, "the request line is logged"
    assert TOKEN not in log and "abc123" not in log, log
    assert "[REDACTED]" in log


def test_the_refusal_is_logged_without_the_token(caplog: Any) -> None:
    with caplog.at_level(logging.WARNING, logger="qlnweb.security"):
        response = Client().get("/api/v1/context", {"session_id": "s", "token": TOKEN})
    assert response.status_code == 400 and response.json()["error"] == "TOKEN_IN_QUERY"
    assert response.json()["parameters"] == ["token"]
    assert any("credential in the query string refused" in r.getMessage() for r in caplog.records)
    assert all(TOKEN not in r.getMessage() for r in caplog.records)


def test_a_token_in_the_query_string_of_a_page_is_refused_too() -> None:
    assert Client().get("/accounts/login/", {"token": TOKEN}).status_code == 400


def test_ordinary_query_strings_pass(agent_client: Any) -> None:
    assert agent_client.get("/api/v1/context", {"session_id": "sess-token-1"}).status_code == 200
    assert Client().get("/accounts/login/", {"next": "/cycles/"}).status_code == 200


def test_any_log_record_is_redacted_by_the_project_handler() -> None:
    handler = _project_handler(logging.getLogger())
    captured = io.StringIO()
    previous = handler.setStream(captured)
    try:
        logging.getLogger("qlnweb.anything").warning("calling %s with Authorization: Bearer %s", "/x", TOKEN)
    finally:
        handler.setStream(previous)
    assert TOKEN not in captured.getvalue() and "[REDACTED]" in captured.getvalue()
