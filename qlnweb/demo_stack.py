"""The demo's part of ``make run`` (issue 27 items 1, 8): its evaluation model, its agent, the address.

:func:`resolve_addr` turns ``--addr`` into the address the server will really listen on: port 0
becomes a free port, a taken port is refused before anything starts (the command says so and
how to pick another), so the URL printed is the URL served. :func:`start_model` serves the
scripted demo model on loopback when no ``QLN_MODEL_BASE_URL`` is set. :func:`start_agent`
connects the demo profile (``manage.py connect_hermes``, as an operator connects a real one) and
starts :mod:`qlnweb.demo_agent` with the profile's token.
"""
from __future__ import annotations

import errno
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.management.base import CommandError

from qlnweb.demo_setup import agent_state_path, profile_dir, profile_env, read_credentials

PROMOTER_ENV = {"QLN_ALLOW_ANY_PROMOTER_USER": "true"}
"""The demo runs the promoter as the user who runs ``make run`` (docs/pilot.md); production: docs/promotion.md."""


def resolve_addr(addr: str) -> tuple[str, int]:
    """``host:port`` (or a bare port) → the host and a port free right now; CommandError when it is taken."""
    host, _, port_text = addr.rpartition(":")
    host = host or "127.0.0.1"
    if not port_text.isdigit() or int(port_text) > 65535:
        raise CommandError(f"--addr {addr!r}: expected HOST:PORT, e.g. 127.0.0.1:8000 (PORT 0 picks a free one)")
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the web server binds
        try:
            sock.bind((host.strip("[]"), int(port_text)))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise CommandError(f"port {port_text} on {host} is taken by another process; start on another "
                                   f"one: make run ADDR={host}:{int(port_text) + 1} (or ADDR={host}:0 for any "
                                   "free port)") from None
            raise CommandError(f"cannot listen on {host}:{port_text}: {exc.strerror}") from None
        return host, int(sock.getsockname()[1])


def shown_url(host: str, port: int) -> str:
    """What the operator opens: localhost for a loopback or wildcard host (passkeys want a host name)."""
    name = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::", "[::]", "::1", "[::1]", "localhost") else host
    return f"http://{name}:{port}"


def wait_until_up(url: str, alive: Callable[[], bool], timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and alive():
        try:
            with urllib.request.urlopen(f"{url}/accounts/login/", timeout=2) as response:
                if response.status == 200:
                    return True
        except OSError:
            time.sleep(0.3)
    return False


def start_model(env: dict[str, str], say: Callable[[str], None]) -> Any:
    """The scripted demo model when no real one is configured; its env goes to the web server and the worker."""
    if settings.QLN_MODEL_BASE_URL:
        say(f"evaluation model: {settings.QLN_MODEL_NAME} at {settings.QLN_MODEL_BASE_URL} (QLN_MODEL_BASE_URL)")
        return None
    from qlnweb.demo_model import DEMO_MODEL_NAME, demo_model, model_env

    server = demo_model().start()
    env.update(model_env(server.base_url))
    say(f"evaluation model: {DEMO_MODEL_NAME} at {server.base_url} — set QLN_MODEL_BASE_URL for a real model")
    return server


def demo_loaded() -> bool:
    return (profile_dir() / "config.yaml").exists()


def promoter_env(env: dict[str, str]) -> None:
    """The demo's promoter is the user who runs ``make run`` (as in docs/pilot.md), unless the environment says
    otherwise (QLN_ALLOW_ANY_PROMOTER_USER set, to anything); the pages show the prefix in the command they hand
    over. A production host runs the promoter as its own user (docs/promotion.md), not through make run."""
    for name, value in PROMOTER_ENV.items():
        env.setdefault(name, value)


def start_agent(url: str, env: dict[str, str], say: Callable[[str], None]) -> subprocess.Popen[bytes] | None:
    """Connect the demo profile (idempotent) and start the demo agent on it; None when no demo is loaded."""
    home = profile_dir()
    if not demo_loaded():
        return None
    connect_env = dict(env)  # with PROMOTER_ENV when the host has no promoter user (promoter_env)
    done = subprocess.run([sys.executable, "manage.py", "connect_hermes", "--agent", "demo-agent", "--hermes-home",
                           str(home), "--url", url], cwd=settings.BASE_DIR, env=connect_env, capture_output=True,
                          text=True, timeout=120)
    if done.returncode != 0:
        say(f"demo agent NOT started: connect_hermes exited {done.returncode}: {(done.stderr or done.stdout).strip()}")
        return None
    sealed = [line for line in done.stdout.splitlines() if "version sealed" in line or "version already" in line]
    say(f"demo profile {home} connected ({sealed[-1].strip() if sealed else 'connected'})")
    token = profile_env(home).get("QLN_TOKEN") or read_credentials().get("token", "")
    agent_env = {**env, "QLN_URL": url, "QLN_TOKEN": token, "QLN_TIMEOUT": "10"}
    return subprocess.Popen([sys.executable, "-m", "qlnweb.demo_agent", "--profile", str(home),
                             "--state", str(agent_state_path())], cwd=settings.BASE_DIR, env=agent_env)
