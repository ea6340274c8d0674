"""The pilot's stack: what `make run` starts, in processes of its own, on a fresh QLN_HOME.

`migrate` and `load_demo` run as commands; then `manage.py run_stack` (web server +
django-q2 cluster) serves on a free port with the evaluation model pointed at the pilot's
FakeOpenAI in this process. The test never touches the stack's database directly: the
agent works through Hermes and the plugin's tools, humans use the browser, the promoter
and the operator's set-up run docs/pilot.md's commands in child processes.

Fixtures (import them into the test module that uses them): ``pilot_model``, ``pilot_stack``.
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.pilot import material

PYTHON = sys.executable
BASE_DIR = material.BASE_DIR
OPERATOR_PASSWORD = "pilot operator password"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Stack:
    home: Path
    base_url: str = ""
    operator: str = "operator"
    extra_env: dict[str, str] = field(default_factory=dict)
    server: subprocess.Popen[str] | None = None
    log: list[str] = field(default_factory=list)

    def env(self) -> dict[str, str]:
        # The pilot always uses its own SQLite file, as `make run` does, even when the
        # suite itself runs on PostgreSQL.
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("PYTEST", "QLN_", "DATABASE_URL", "DJANGO_"))}
        env.update(QLN_HOME=str(self.home), QLN_SECRET_KEY="pilot-secret-key", PYTHONPATH=str(BASE_DIR),
                   DJANGO_SETTINGS_MODULE="qlnweb.settings", QLN_Q_WORKERS="1")
        env.update(self.extra_env)
        return env

    def manage(self, *args: str, check: bool = True, **extra_env: str) -> subprocess.CompletedProcess[str]:
        env = {**self.env(), **extra_env}
        done = subprocess.run([PYTHON, "manage.py", *args], cwd=BASE_DIR, env=env, text=True, capture_output=True,
                              timeout=300)
        self.log.append(f"$ manage.py {' '.join(args)}  (exit {done.returncode})\n{done.stdout}{done.stderr}")
        if check and done.returncode != 0:
            raise AssertionError(f"manage.py {' '.join(args)} exited {done.returncode}\n{done.stdout}\n{done.stderr}")
        return done

    def start(self) -> None:
        port = _free_port()
        # Operators open localhost, not 127.0.0.1: passkeys are bound to a host name (WebAuthn refuses an IP).
        self.base_url = f"http://localhost:{port}"
        self.server = subprocess.Popen(
            [PYTHON, "manage.py", "run_stack", "--addr", f"127.0.0.1:{port}"], cwd=BASE_DIR, env=self.env(), text=True,
            stdout=open(self.home / "run_stack.log", "w"), stderr=subprocess.STDOUT, start_new_session=True,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.server.poll() is None, (self.home / "run_stack.log").read_text()
            try:
                with urllib.request.urlopen(f"{self.base_url}/accounts/login/", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        raise AssertionError("run_stack did not answer within 60 s\n" + (self.home / "run_stack.log").read_text())

    def stop(self) -> None:
        if self.server is not None and self.server.poll() is None:
            self.server.send_signal(signal.SIGINT)  # run_stack stops the web server and the cluster
            try:
                self.server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.server.pid, signal.SIGKILL)
                self.server.wait(timeout=10)


@pytest.fixture
def pilot_model() -> Iterator[Any]:
    with material.fake_model() as server:
        yield server


@pytest.fixture
def pilot_stack(tmp_path: Path, pilot_model: Any) -> Iterator[Stack]:
    """A fresh install (migrate, the demo's operator) with web + cluster running, as after `make run`."""
    stack = Stack(home=tmp_path / "qln-home", extra_env={
        "QLN_MODEL_BASE_URL": pilot_model.base_url, "QLN_MODEL_NAME": material.MODEL_NAME,
        "QLN_MODEL_API_KEY": "not-needed",
        "QLN_EVAL_JUDGE_BASE_URL": pilot_model.base_url, "QLN_EVAL_JUDGE_MODEL": material.MODEL_NAME,
    })
    stack.home.mkdir()
    stack.manage("migrate", "--noinput", "-v", "0")
    demo = stack.manage("load_demo", "--password", OPERATOR_PASSWORD).stdout
    assert re.search(r"operator login : operator / ", demo), demo
    assert re.search(r"enrol passkey  : http://localhost:\d+/accounts/passkeys/enrol/  one-time code [A-Z2-9-]{19}", demo), demo
    stack.start()
    try:
        yield stack
    finally:
        stack.stop()
