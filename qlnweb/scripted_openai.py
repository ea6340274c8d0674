"""A real OpenAI-compatible HTTP server on loopback, scripted per request (R-T2-3).

Tests talk to it through the official ``openai`` client, so timeouts, connection
reuse, SSE parsing and error mapping are exercised for real — no mocked client.

    with FakeOpenAI([Reply.text('{"verdict": "SILENT"}')]) as srv:
        OpenAI(base_url=srv.base_url, api_key="x").chat.completions.create(...)
        srv.requests[0].body["messages"]

A *script* is a :class:`Reply` (answered every time), a ``str`` (content text),
a sequence of those (answered in order), or a callable ``(request_json) -> Reply``.
:func:`by_system_prompt` routes on a substring of the system prompt.

Command line (for other processes, e.g. a Hermes end-to-end run)::

    python -m qlnweb.scripted_openai --port 0 --script script.json --record requests.jsonl

prints ``FAKE_OPENAI_BASE_URL=http://127.0.0.1:PORT/v1`` once listening. The script
file holds a reply object, a list of them, ``{"sequence": [...], "repeat_last": true}``
or ``{"by_system_prompt": {"substring": <script>}, "default": <script>}``. A reply
object has the :class:`Reply` field names, with ``tool_calls`` as
``[{"name": ..., "arguments": {...}}]``.
"""
from __future__ import annotations

import argparse
import itertools
import json
import re
import signal
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

__all__ = ["FakeOpenAI", "RecordedRequest", "Reply", "ToolCall", "as_responder", "by_system_prompt", "load_script"]


from qlnweb.scripted_openai_script import (  # noqa: F401  (re-exported)
    RecordedRequest,
    Reply,
    Responder,
    Script,
    ToolCall,
    _coerce,
    as_responder,
    by_system_prompt,
    load_script,
    system_prompt_of,
)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, so clients can reuse one connection
    disable_nagle_algorithm = True  # else header and body writes meet delayed ACKs: +40 ms per reply
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        return

    def do_GET(self) -> None:
        self.server.fake._record(self, None)
        if self.path.rstrip("/").endswith("/models"):
            models = [{"id": m, "object": "model", "created": 0, "owned_by": "qlnweb-fake"}
                      for m in self.server.fake.models]
            self._send_json(200, {"object": "list", "data": models})
        else:
            self._send_json(404, _error_body("not found", "not_found"))

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            request = json.loads(raw)
        except ValueError:
            request = None
        self.server.fake._record(self, request)
        if not self.path.rstrip("/").endswith("/chat/completions"):
            return self._send_json(404, _error_body("not found", "not_found"))
        if not isinstance(request, dict):
            return self._send_json(400, _error_body("body is not a JSON object", "invalid_request_error"))
        reply = self.server.fake.responder(request)
        if reply.delay_s and self.server.fake.stopping.wait(reply.delay_s):
            self.close_connection = True
            return
        try:
            if reply.status >= 400:
                self._send_json(reply.status, _error_body(reply.error_message, "server_error"))
            elif reply.raw_body is not None:
                self._send_bytes(200, reply.raw_body.encode(), "application/json", reply.drip_s)
            elif request.get("stream"):
                self._send_stream(request, reply)
            else:
                self._send_json(200, self.server.fake._completion(request, reply), reply.drip_s)
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (e.g. its deadline passed)
            self.close_connection = True

    def _send_json(self, status: int, payload: Any, drip_s: float = 0.0) -> None:
        self._send_bytes(status, json.dumps(payload).encode(), "application/json", drip_s)

    def _send_bytes(self, status: int, body: bytes, content_type: str, drip_s: float) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        step = max(1, len(body) // 32) if drip_s else len(body) or 1
        for start in range(0, len(body), step):
            if start and drip_s and self.server.fake.stopping.wait(drip_s):
                self.close_connection = True
                return
            self.wfile.write(body[start:start + step])
            self.wfile.flush()

    def _send_stream(self, request: dict[str, Any], reply: Reply) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for index, chunk in enumerate(self.server.fake._chunks(request, reply)):
            if index and reply.drip_s and self.server.fake.stopping.wait(reply.drip_s):
                self.close_connection = True
                return
            event = f"data: {chunk}\n\n".encode()
            self.wfile.write(b"%x\r\n%s\r\n" % (len(event), event))
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


def _error_body(message: str, kind: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": kind}}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    fake: FakeOpenAI

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):  # a client that hung up is not a fake failure
            return
        super().handle_error(request, client_address)


class FakeOpenAI:
    """The scripted server; use as a context manager or call :meth:`start` / :meth:`stop`."""

    def __init__(self, script: Script, *, host: str = "127.0.0.1", port: int = 0,
                 models: Sequence[str] = ("fake-judge",), record_path: str | Path | None = None) -> None:
        self.responder: Responder = as_responder(script)
        self.models = tuple(models)
        self.requests: list[RecordedRequest] = []
        self.stopping = threading.Event()
        self._record_path = Path(record_path) if record_path else None
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._httpd = _Server((host, port), _Handler)
        self._httpd.fake = self
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        name = host.decode() if isinstance(host, bytes) else str(host)
        return f"http://{name}:{port}/v1"

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def chat_requests(self) -> list[dict[str, Any]]:
        """Bodies of the chat completion requests, in arrival order."""
        with self._lock:
            return [r.body for r in self.requests if r.path.rstrip("/").endswith("/chat/completions")]

    def user_messages(self) -> list[str]:
        """The last user message text of each chat completion request."""
        texts = []
        for body in self.chat_requests:
            users = [m for m in (body or {}).get("messages", []) if m.get("role") == "user"]
            content = users[-1].get("content") if users else ""
            if isinstance(content, list):
                content = "".join(p.get("text", "") for p in content if isinstance(p, Mapping))
            texts.append(str(content or ""))
        return texts

    def start(self) -> FakeOpenAI:
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name=f"fake-openai-{self.port}", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()  # ends pending delays and drips at once
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(timeout=5)
        self._httpd.server_close()

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _record(self, handler: _Handler, body: Any) -> None:
        entry = RecordedRequest(handler.command, handler.path, {k.lower(): v for k, v in handler.headers.items()}, body,
                                int(handler.client_address[1]))
        with self._lock:
            self.requests.append(entry)
            if self._record_path is not None:
                with self._record_path.open("a", encoding="utf-8") as log:
                    log.write(json.dumps({"method": entry.method, "path": entry.path, "body": body}) + "\n")

    def _completion(self, request: dict[str, Any], reply: Reply) -> dict[str, Any]:
        serial = next(self._ids)
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.tool_calls:
            message["tool_calls"] = [
                {"id": call.id or f"call_{serial}_{i}", "type": "function",
                 "function": {"name": call.name, "arguments": call.arguments_json()}}
                for i, call in enumerate(reply.tool_calls)]
        return {"id": f"chatcmpl-fake-{serial}", "object": "chat.completion", "created": int(time.time()),
                "model": request.get("model", self.models[0]),
                "choices": [{"index": 0, "message": message, "logprobs": None,
                             "finish_reason": "tool_calls" if reply.tool_calls else "stop"}],
                "usage": _usage(request, reply)}

    def _chunks(self, request: dict[str, Any], reply: Reply) -> list[str]:
        """SSE payloads: role, content pieces, tool-call name then argument pieces, finish, usage, [DONE]."""
        serial = next(self._ids)
        head = {"id": f"chatcmpl-fake-{serial}", "object": "chat.completion.chunk",
                "created": int(time.time()), "model": request.get("model", self.models[0])}

        def chunk(delta: dict[str, Any], finish: str | None = None) -> str:
            return json.dumps({**head, "choices": [{"index": 0, "delta": delta, "logprobs": None,
                                                    "finish_reason": finish}]})

        events = [chunk({"role": "assistant", "content": ""})]
        events += [chunk({"content": piece}) for piece in re.findall(r"\s*\S+\s*", reply.content or "")]
        for i, call in enumerate(reply.tool_calls):
            opening = {"index": i, "id": call.id or f"call_{serial}_{i}", "type": "function",
                       "function": {"name": call.name, "arguments": ""}}
            events.append(chunk({"tool_calls": [opening]}))
            arguments = call.arguments_json()
            events += [chunk({"tool_calls": [{"index": i, "function": {"arguments": arguments[s:s + 12]}}]})
                       for s in range(0, len(arguments), 12)]
        events.append(chunk({}, "tool_calls" if reply.tool_calls else "stop"))
        if (request.get("stream_options") or {}).get("include_usage"):
            events.append(json.dumps({**head, "choices": [], "usage": _usage(request, reply)}))
        return events + ["[DONE]"]


def _usage(request: dict[str, Any], reply: Reply) -> dict[str, int]:
    prompt = len(json.dumps(request.get("messages", []))) // 4
    completion = len(reply.content or "") // 4 + sum(len(c.arguments_json()) // 4 for c in reply.tool_calls)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def main(argv: Sequence[str] | None = None) -> int:
    """Serve a script file until SIGINT/SIGTERM; prints the base URL first."""
    parser = argparse.ArgumentParser(prog="python -m qlnweb.scripted_openai", description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--script", required=True, help="JSON script file (see module docstring)")
    parser.add_argument("--record", help="append every request as a JSON line to this file")
    parser.add_argument("--model", action="append", dest="models", help="model id for /v1/models (repeatable)")
    options = parser.parse_args(argv)
    responder = load_script(json.loads(Path(options.script).read_text(encoding="utf-8")))
    server = FakeOpenAI(responder, host=options.host, port=options.port,
                        models=options.models or ("fake-judge",), record_path=options.record)
    done = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: done.set())
    with server:
        print(f"FAKE_OPENAI_BASE_URL={server.base_url}", flush=True)
        done.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
