"""Stdlib HTTP client for the qlnweb agent API (R-H-1).

One small pool of persistent ``http.client`` connections per process: the
verdict path runs before every tool call, so a TCP (and TLS) handshake per
call would dominate its latency. Hermes may fire hooks from several threads
at once (parallel tool calls), so a connection is checked out of the pool for
one request at a time and returned afterwards; nothing is shared mid-request.

Configuration comes from the environment only:

* ``QLN_URL`` — base URL of qlnweb, e.g. ``http://127.0.0.1:8000``;
* ``QLN_TOKEN`` — agent token, sent as ``Authorization: Bearer <token>``;
* ``QLN_TIMEOUT`` — per-socket-operation timeout in seconds (default 2.0);
* ``QLN_FAIL_MODE`` — ``guarded`` (default; ``open`` means the same) or ``closed``: what a call qlnweb
  could not judge does (``unjudged.py``: by default shell, write and code calls are blocked unless
  the local guard approves them, other tools run; ``closed`` blocks every call);
* ``QLN_ESCALATE_POLICY`` — ``approve`` (default), ``block`` or ``allow``.
"""

from __future__ import annotations

import http.client
import json
import os
import threading
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode, urlsplit

_FAIL_MODES = ("guarded", "closed")  # "open", unset and unknown values read as "guarded" (issue 25)
_ESCALATE_POLICIES = ("approve", "block", "allow")
_POOL_SIZE = 4


class QlnError(Exception):
    """qlnweb could not be reached, timed out, or answered with an error."""


class QlnRefused(QlnError):
    """qlnweb answered 4xx/5xx: ``status`` and the parsed error envelope ``{"error": CODE, "detail": …}``."""

    def __init__(self, message: str, *, status: int, body: Any) -> None:
        super().__init__(message)
        self.status = status
        self.body = body if isinstance(body, dict) else {}

    @property
    def code(self) -> str:
        return str(self.body.get("error") or f"HTTP_{self.status}")


@dataclass(frozen=True)
class Settings:
    """Plugin configuration read from ``QLN_*`` environment variables."""

    url: str
    token: str
    timeout: float = 2.0
    fail_mode: str = "guarded"
    escalate_policy: str = "approve"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        """Build settings from ``environ`` (default ``os.environ``); bad values
        fall back to the safe defaults instead of raising inside a hook."""
        env = os.environ if environ is None else environ
        try:
            timeout = float(env.get("QLN_TIMEOUT", "2.0"))
        except ValueError:
            timeout = 2.0
        fail_mode = env.get("QLN_FAIL_MODE", "guarded").strip().lower()
        policy = env.get("QLN_ESCALATE_POLICY", "approve").strip().lower()
        return cls(
            url=env.get("QLN_URL", "http://127.0.0.1:8000").rstrip("/"),
            token=env.get("QLN_TOKEN", ""),
            timeout=timeout if timeout > 0 else 2.0,
            fail_mode=fail_mode if fail_mode in _FAIL_MODES else "guarded",
            escalate_policy=policy if policy in _ESCALATE_POLICIES else "approve",
        )


class QlnClient:
    """JSON-over-HTTP client with a bounded pool of keep-alive connections."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        parts = urlsplit(settings.url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise QlnError(f"QLN_URL is not an http(s) URL: {settings.url!r}")
        self._scheme = parts.scheme
        self._host = parts.hostname
        self._port = parts.port
        self._prefix = parts.path.rstrip("/")
        self._idle: list[http.client.HTTPConnection] = []
        self._lock = threading.Lock()

    # -- connection pool -------------------------------------------------
    def _new_connection(self) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self._scheme == "https" else http.client.HTTPConnection
        return cls(self._host, self._port, timeout=self.settings.timeout)

    def _checkout(self) -> tuple[http.client.HTTPConnection, bool]:
        with self._lock:
            if self._idle:
                return self._idle.pop(), True
        return self._new_connection(), False

    def _checkin(self, conn: http.client.HTTPConnection) -> None:
        with self._lock:
            if len(self._idle) < _POOL_SIZE:
                self._idle.append(conn)
                return
        conn.close()

    def close(self) -> None:
        """Close every idle connection."""
        with self._lock:
            idle, self._idle = self._idle, []
        for conn in idle:
            conn.close()

    # -- requests --------------------------------------------------------
    def request(self, method: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, Any]:
        """Send one request; return ``(status, parsed JSON or None)``.

        A reused connection that the server closed in the meantime fails on
        first use; that one case is retried once on a fresh connection. A
        timeout is never retried: the caller's fail mode decides instead.
        """
        payload = json.dumps(body).encode() if body is not None else None
        headers = {"Accept": "application/json", "Connection": "keep-alive"}
        if payload is not None:
            headers["Content-Type"] = "application/json"
        if self.settings.token:
            headers["Authorization"] = f"Bearer {self.settings.token}"
        for attempt in (0, 1):
            conn, reused = self._checkout()
            try:
                conn.request(method, self._prefix + path, body=payload, headers=headers)
                response = conn.getresponse()
                raw = response.read()
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError) as exc:
                conn.close()
                if reused and attempt == 0:
                    continue
                raise QlnError(f"{method} {path}: connection lost: {exc}") from exc
            except (OSError, http.client.HTTPException) as exc:
                conn.close()
                raise QlnError(f"{method} {path}: {type(exc).__name__}: {exc}") from exc
            if response.will_close:
                conn.close()
            else:
                self._checkin(conn)
            if response.status >= 400:
                try:
                    envelope = json.loads(raw) if raw else None
                except ValueError:
                    envelope = None
                raise QlnRefused(f"{method} {path}: HTTP {response.status}: {raw[:200]!r}", status=response.status,
                                 body=envelope)
            if not raw:
                return response.status, None
            try:
                return response.status, json.loads(raw)
            except ValueError as exc:
                raise QlnError(f"{method} {path}: response is not JSON") from exc
        raise QlnError(f"{method} {path}: connection lost twice")  # pragma: no cover

    def post(self, path: str, body: dict[str, Any]) -> Any:
        """POST ``body`` as JSON and return the parsed response body."""
        return self.request("POST", path, body)[1]

    def get(self, path: str, query: dict[str, str] | None = None) -> Any:
        """GET ``path`` with an optional query string; return parsed JSON."""
        suffix = f"?{urlencode(query)}" if query else ""
        return self.request("GET", path + suffix)[1]


_client: QlnClient | None = None
_client_lock = threading.Lock()


def get_client() -> QlnClient:
    """Return the process-wide client, built from the environment on first use."""
    global _client
    with _client_lock:
        if _client is None:
            _client = QlnClient(Settings.from_env())
        return _client


def reset_client(client: QlnClient | None = None) -> None:
    """Replace (or drop) the process-wide client; tests and reconfiguration."""
    global _client
    with _client_lock:
        if _client is not None and _client is not client:
            _client.close()
        _client = client
