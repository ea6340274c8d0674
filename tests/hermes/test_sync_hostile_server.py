"""`python -m hermes_plugin.sync` against a hostile server (issue 25): the token goes nowhere else,
and whatever the server answers is refused with exit 2, leaving the profile exactly as it was.

The server is a real HTTP server on 127.0.0.1 run by the test; the client runs as its own process.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from hermes_plugin.activation import activate
from hermes_plugin.governed import digest_of_file_map, profile_digest

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "qln-agent-token-secret"


class Server:
    """A fake qlnweb on a loopback address: `answer(path)` gives (status, headers, body); requests are kept."""

    def __init__(self, host: str, answer: Callable[[str], tuple[int, dict[str, str], bytes]]) -> None:
        self.requests: list[tuple[str, str | None]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 — the http.server interface
                server.requests.append((self.path, self.headers.get("Authorization")))
                status, headers, body = answer(self.path)
                self.send_response(status)
                for key, value in {"Content-Type": "application/json", **headers}.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer((host, 0), Handler)
        self.url = f"http://{host}:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def servers() -> Iterator[Callable[..., Server]]:
    started: list[Server] = []

    def start(answer: Callable[[str], tuple[int, dict[str, str], bytes]], host: str = "127.0.0.1") -> Server:
        started.append(Server(host, answer))
        return started[-1]

    yield start
    for server in started:
        server.close()


def serve_version(manifest: dict[str, Any], files: dict[str, str]) -> Callable[[str], tuple[int, dict[str, str], bytes]]:
    """A server that answers with this manifest, under the digest it hashes to (so that check passes)."""
    digest = digest_of_file_map(manifest)

    def answer(path: str) -> tuple[int, dict[str, str], bytes]:
        if path == "/api/v1/active":
            return 200, {}, json.dumps({"version": digest}).encode()
        if path == f"/api/v1/versions/{digest}":
            return 200, {}, json.dumps({"version": digest, "manifest": manifest, "files": files}).encode()
        return 404, {}, b"{}"

    return answer


def entry(content: bytes) -> dict[str, Any]:
    return {"sha256": hashlib.sha256(content).hexdigest(), "size": len(content)}


def b64(content: bytes) -> str:
    return base64.b64encode(content).decode()


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    """A profile at version 1, as an earlier sync left it."""
    home = tmp_path / "profile"
    home.mkdir()
    soul = b"soul v1\n"
    manifest = {"SOUL.md": entry(soul)}
    activate(home, version=digest_of_file_map(manifest), files={"SOUL.md": soul}, manifest=manifest)
    return home


def run_sync(url: str, home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
    return subprocess.run(
        [sys.executable, "-m", "hermes_plugin.sync", "--url", url, "--token", TOKEN, "--hermes-home", str(home)],
        cwd=ROOT, capture_output=True, text=True, timeout=60, env={**clean, "PYTHONPATH": str(ROOT), **env})


def assert_untouched(home: Path, before: str) -> None:
    assert profile_digest(home)[0] == before
    left = sorted(p.name for p in (home / ".qln").iterdir())
    assert left == ["active.json", "sessions.lock"], f"left behind: {left}"


SOUL2 = b"soul v2\n"
DEEP = "skills/" + "/".join(["d" * 200] * 30) + "/SKILL.md"  # 6,000+ characters, every segment legal
HOSTILE = {
    "a NUL in a file name": ({"SOUL.md": entry(SOUL2), "skills/a\x00b/SKILL.md": entry(SOUL2)},
                             {"SOUL.md": b64(SOUL2), "skills/a\x00b/SKILL.md": b64(SOUL2)}),
    "a 6,000-character path": ({"SOUL.md": entry(SOUL2), DEEP: entry(SOUL2)},
                               {"SOUL.md": b64(SOUL2), DEEP: b64(SOUL2)}),
    "an entry that is not an object": ({"SOUL.md": "0" * 64}, {"SOUL.md": b64(SOUL2)}),
    "an entry that is a list": ({"SOUL.md": [entry(SOUL2)]}, {"SOUL.md": b64(SOUL2)}),
    "a size that is not a number": ({"SOUL.md": {"sha256": entry(SOUL2)["sha256"], "size": "8"}},
                                    {"SOUL.md": b64(SOUL2)}),
}

REASON = {
    "a NUL in a file name": "control character", "a 6,000-character path": "longer than a version path may be",
    "an entry that is not an object": "must be an object", "an entry that is a list": "must be an object",
    "a size that is not a number": "must be an object with a sha256 and a size",
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_manifest_exits_2_and_leaves_nothing(servers, profile: Path, case: str) -> None:
    assert len(DEEP) > 6000
    manifest, files = HOSTILE[case]
    server = servers(serve_version(manifest, files))
    before = profile_digest(profile)[0]
    done = run_sync(server.url, profile)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "refused, nothing changed" in done.stderr
    assert REASON[case] in done.stderr, "refused by the checks, before anything touched the disk"
    assert_untouched(profile, before)


def test_a_redirect_to_another_host_never_receives_the_token(servers, profile: Path) -> None:
    elsewhere = servers(lambda path: (200, {}, b'{"version": null}'), host="127.0.0.2")
    origin = servers(lambda path: (302, {"Location": f"{elsewhere.url}{path}"}, b""))
    done = run_sync(origin.url, profile)
    assert done.returncode == 2, done.stderr
    assert "redirects to another origin" in done.stderr
    assert origin.requests == [("/api/v1/active", f"Bearer {TOKEN}")]
    assert elsewhere.requests == [], "the other host saw nothing, least of all the token"


def test_plain_http_to_another_host_is_refused_before_sending(servers, profile: Path) -> None:
    """An http proxy on loopback stands in for the network: whatever it sees would be on the wire."""
    wire = servers(lambda path: (200, {}, b'{"version": null}'))
    done = run_sync("http://qln.example.org", profile, http_proxy=wire.url, HTTP_PROXY=wire.url)
    assert done.returncode == 2, done.stderr
    assert "plain http://" in done.stderr
    assert wire.requests == [], "the token never crossed the network in clear"


def test_loopback_http_and_a_same_origin_redirect_still_work(servers, tmp_path: Path) -> None:
    soul = b"soul from the server\n"
    answer = serve_version({"SOUL.md": entry(soul)}, {"SOUL.md": b64(soul)})
    server = servers(lambda path: (301, {"Location": "/api/v1/active"}, b"") if path == "/api/active" else answer(path))
    home = tmp_path / "fresh"
    home.mkdir()
    done = run_sync(server.url, home)
    assert done.returncode == 0, done.stderr
    assert (home / "SOUL.md").read_bytes() == soul
