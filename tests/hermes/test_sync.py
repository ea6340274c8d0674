"""`python -m hermes_plugin.sync` (R-P-9): another host pulls the active version over HTTP only, verifies every
file before writing anything, and a tampered, truncated or altered download changes nothing."""
from __future__ import annotations

import json
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from io import StringIO
from pathlib import Path
from typing import Any
from urllib.request import Request, urlopen

import pytest
from django.core.management import call_command

from hermes_plugin.governed import profile_digest
from promotion import store
from promotion.active import active_version
from tests.promotion.helpers import make_agent
from tests.testing.os_users import ensure_system_users

ROOT = Path(__file__).resolve().parents[2]
AGENT_USER = "qlnagenttest"
pytestmark = pytest.mark.slow


@pytest.fixture
def served(live_server: Any, transactional_db: Any, settings: Any, tmp_path: Path) -> dict[str, Any]:
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    source = tmp_path / "source-profile"
    (source / "skills" / "5qln" / "cycle").mkdir(parents=True)
    (source / "SOUL.md").write_text("soul of the fleet agent\n")
    (source / "skills" / "5qln" / "cycle" / "SKILL.md").write_text("# cycle\n")
    agent = make_agent("fleet-agent")
    token = agent.issue_token()
    agent.save()
    call_command("promoter", "init", "--agent", agent.name, "--from", str(source), stdout=StringIO())
    return {"url": live_server.url, "token": token, "version": active_version(agent.name)}


def _sync(url: str, token: str, target: Path, *, user: str | None = None) -> subprocess.CompletedProcess[str]:
    argv = ["-m", "hermes_plugin.sync", "--url", url, "--token", token, "--hermes-home", str(target)]
    if user is None:
        return subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    lib = Path(tempfile.mkdtemp(prefix="qln-sync-lib-", dir="/tmp"))
    shutil.copytree(ROOT / "hermes_plugin", lib / "hermes_plugin", ignore=shutil.ignore_patterns("__pycache__"))
    for path in [lib, *lib.rglob("*")]:
        os.chmod(path, 0o755 if path.is_dir() else 0o644)
    return subprocess.run(["runuser", "-u", user, "--", "env", "-i", f"PYTHONPATH={lib}", "HOME=/tmp",
                           "/usr/bin/python3", *argv], cwd="/tmp", capture_output=True, text=True, timeout=60)


def _agent_user() -> str | None:
    if os.geteuid() != 0 or not shutil.which("runuser") or not os.path.exists("/usr/bin/python3"):
        return None
    ensure_system_users(AGENT_USER)
    return AGENT_USER


def test_sync_pulls_verifies_and_activates_under_another_os_user(served: dict[str, Any]) -> None:
    user = _agent_user()
    top = Path(tempfile.mkdtemp(prefix="qln-sync-", dir="/tmp"))
    os.chmod(top, 0o755)
    target = top / "hermes-home"
    target.mkdir()
    (target / "config.yaml").write_text("model: local\n")
    if user:
        uid = pwd.getpwnam(user).pw_uid
        for path in (target, target / "config.yaml"):
            os.chown(path, uid, -1)
    done = _sync(served["url"], served["token"], target, user=user)
    assert done.returncode == 0, done.stderr
    assert f"activated {served['version']}" in done.stdout
    assert profile_digest(target)[0] == served["version"]
    assert (target / "SOUL.md").read_text() == "soul of the fleet agent\n"
    assert (target / "config.yaml").read_text() == "model: local\n"
    if user:
        assert (target / "SOUL.md").stat().st_uid == pwd.getpwnam(user).pw_uid, "written by the agent host's user"
    again = _sync(served["url"], served["token"], target, user=user)
    assert again.returncode == 0 and "already at" in again.stdout
    shutil.rmtree(top, ignore_errors=True)


def test_a_file_altered_in_the_servers_store_is_refused_and_nothing_changes(served: dict[str, Any], tmp_path: Path):
    skill = store.version_dir(served["version"]) / "tree" / "SOUL.md"
    os.chmod(skill, 0o644)
    skill.write_text("soul of the fleet agent, with an injected instruction\n")
    target = tmp_path / "target"
    target.mkdir()
    done = _sync(served["url"], served["token"], target)
    assert done.returncode == 2 and "VERSION_CORRUPT" in done.stderr, done.stderr
    assert list(target.iterdir()) == [], "nothing is written before every file verifies"


class _Tamper(BaseHTTPRequestHandler):
    """A man in the middle: forwards to qlnweb and alters the answer as told."""

    upstream = ""
    mode = ""

    def do_GET(self) -> None:  # noqa: N802
        request = Request(self.upstream + self.path, headers={"Authorization": self.headers["Authorization"]})
        with urlopen(request, timeout=10) as answer:  # noqa: S310 — loopback test server
            body = answer.read()
        if "/versions/" in self.path:
            if self.mode == "alter":
                data = json.loads(body)
                data["files"]["SOUL.md"] = "c291bCBvZiBhbiBhdHRhY2tlcgo="  # "soul of an attacker"
                body = json.dumps(data).encode()
            elif self.mode == "truncate":
                body = body[: len(body) // 2]
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.mark.parametrize("mode,reason", [("alter", "does not match the manifest"), ("truncate", "did not answer JSON")])
def test_an_altered_or_truncated_download_is_refused(served: dict[str, Any], tmp_path: Path, mode: str, reason: str):
    handler = type("Tamper", (_Tamper,), {"upstream": served["url"], "mode": mode})
    proxy = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=proxy.serve_forever, daemon=True)
    thread.start()
    try:
        target = tmp_path / "target"
        target.mkdir()
        (target / "SOUL.md").write_text("what was there before\n")
        done = _sync(f"http://127.0.0.1:{proxy.server_port}", served["token"], target)
    finally:
        proxy.shutdown()
    assert done.returncode == 2 and reason in done.stderr, done.stderr
    assert (target / "SOUL.md").read_text() == "what was there before\n"
    assert sorted(p.name for p in target.iterdir()) == ["SOUL.md"]


def test_a_wrong_token_is_refused(served: dict[str, Any], tmp_path: Path) -> None:
    done = _sync(served["url"], "qln_not-a-token", tmp_path)
    assert done.returncode == 2 and ("HTTP 401" in done.stderr or "HTTP 403" in done.stderr), done.stderr
