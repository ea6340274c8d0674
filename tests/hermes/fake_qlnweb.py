"""A small stdlib fake of the qlnweb agent API, real HTTP on 127.0.0.1.

Implements the contract the Hermes plugin speaks (sessions, verdicts,
tool-results, context, outputs, cycles) with just enough policy for tests:
a terminal command containing ``rm -rf`` is an ESCALATE with ``block: true``
and queues one ADVISE for the session; a command containing ``ESCALATE-ME``
is an ESCALATE without a block. Counts accepted TCP connections so tests can
prove keep-alive reuse, and can be made slow or failing.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

REGISTER_ADVISE = "Register break: sentence length 4.1σ off execution baseline. Re-anchor."
BLOCK_MESSAGE = "BLOCKED by qlnweb Tier 1: rm -rf outside the workspace (rule destructive-rm)."
ADVISE_TEXT = "Name the exact files to delete; recursive force-remove is blocked here."


@dataclass
class FakeState:
    """What the fake has seen and how it should behave."""

    token: str = "test-token"
    delay: float = 0.0
    fail_status: int | None = None
    requests: list[tuple[str, str, Any]] = field(default_factory=list)
    connections: int = 0
    advise: dict[str, list[str]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def paths(self, method: str | None = None) -> list[str]:
        """Request paths (without query) in arrival order."""
        return [p.split("?")[0] for m, p, _ in self.requests if method in (None, m)]

    def bodies(self, path: str) -> list[Any]:
        """Bodies of every request to ``path``."""
        return [b for _, p, b in self.requests if p.split("?")[0] == path]


def _verdict(body: dict[str, Any], state: FakeState) -> dict[str, Any]:
    args = body.get("args") if "args" in body else body.get("tool_input")
    command = str((args or {}).get("command", "")) if isinstance(args, dict) else ""
    session_id = str(body.get("session_id", ""))
    verdict, block, message = "SILENT", False, ""
    if "rm -rf" in command:
        verdict, block, message = "ESCALATE", True, BLOCK_MESSAGE
        with state.lock:
            state.advise.setdefault(session_id, []).append(ADVISE_TEXT)
    elif "ESCALATE-ME" in command:
        verdict, message = "ESCALATE", "Escalated for human review: unusual command."
    advisory = "REGISTER-BREAK" in command  # Tier 1.5 alone: advisory (Daimon v0.4 §2.1)
    if advisory:
        verdict, message = "ESCALATE", REGISTER_ADVISE
    action = "block" if block else ("approve" if verdict == "ESCALATE" and not advisory else None)
    answer: dict[str, Any] = {
        "event_id": len(state.requests),
        "verdict": verdict,
        "block": block,
        "advise": ADVISE_TEXT if block else (REGISTER_ADVISE if advisory else None),
        "advisory": advisory,
        "tiers": {"tier1": {"status": "ok", "ms": 0.1}},
        "hermes": {"action": action, "message": message},
    }
    if "hook_event_name" in body:
        answer["decision"] = "block" if block else ("approve" if action == "approve" else None)
        answer["reason"] = message
    return answer


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, so the plugin can reuse its socket
    disable_nagle_algorithm = True  # headers and body go out in two writes
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib name
        return

    def _reply(self, status: int, body: Any) -> None:
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def _handle(self, method: str) -> None:
        state = self.server.state
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        with state.lock:
            state.requests.append((method, self.path, body))
        if state.delay:
            time.sleep(state.delay)
        if self.headers.get("Authorization") != f"Bearer {state.token}":
            self._reply(401, {"error": "unauthorized", "detail": "bad token"})
            return
        if state.fail_status:
            self._reply(state.fail_status, {"error": "server_error", "detail": "injected"})
            return
        url = urlsplit(self.path)
        path = url.path
        if method == "POST" and path == "/api/v1/sessions":
            self._reply(200, {"session_id": body.get("session_id"), "active_version": "v-test"})
        elif method == "POST" and path == "/api/v1/verdicts":
            self._reply(200, _verdict(body or {}, state))
        elif method == "POST" and path in ("/api/v1/tool-results", "/api/v1/outputs"):
            self._reply(201, {"id": len(state.requests)})
        elif method == "GET" and path == "/api/v1/context":
            session_id = parse_qs(url.query).get("session_id", [""])[0]
            with state.lock:
                lines = state.advise.pop(session_id, [])
            self._reply(200, {"context": "\n".join(f"[Daimon advise] {line}" for line in lines)})
        elif path.startswith("/api/v1/cycles/"):
            cycle_id = path.split("/")[4]
            if method == "GET":
                self._reply(200, {"cycle_id": cycle_id, "current_phase": "Q", "pending_gate": "z"})
            else:
                self._reply(201, {"cycle_id": cycle_id, "accepted": True, "received": body})
        else:
            self._reply(404, {"error": "not_found", "detail": path})

    def _safely(self, method: str) -> None:
        try:
            self._handle(method)
        except (BrokenPipeError, ConnectionResetError):  # the client timed out first
            self.close_connection = True

    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        self._safely("GET")

    def do_POST(self) -> None:  # noqa: N802 - stdlib name
        self._safely("POST")


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, state: FakeState) -> None:
        self.state = state
        super().__init__(("127.0.0.1", 0), _Handler)

    def get_request(self) -> Any:
        pair = super().get_request()
        with self.state.lock:
            self.state.connections += 1
        return pair


class FakeQlnweb:
    """Context manager running the fake on a free loopback port."""

    def __init__(self, token: str = "test-token") -> None:
        self.state = FakeState(token=token)
        self._server = _Server(self.state)
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)

    @property
    def url(self) -> str:
        """Base URL, e.g. ``http://127.0.0.1:54321``."""
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeQlnweb:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
