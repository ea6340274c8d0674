"""A gunicorn server of qlnweb on 127.0.0.1 for the HTTP benchmarks: start, wait, measure CPU, stop.

Split from :mod:`bench.bench_verdicts_http` (which prepares the database and
drives the requests): this module knows only the server process —
its environment (``bench.settings_bench``, the floor route, Tier 2 off,
persistent DB connections), a free loopback port, readiness (the floor
route answers), the workers' CPU seconds from ``/proc``, and a clean stop
by pid.
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def server_environment(home: str) -> dict[str, str]:
    env = {**os.environ, "QLN_HOME": home, "DJANGO_SETTINGS_MODULE": "bench.settings_bench",
           "QLN_BENCH_FLOOR": "1", "QLN_JUDGE_BASE_URL": "", "QLN_LOG_LEVEL": "ERROR",
           "QLN_DB_CONN_MAX_AGE": "60", "QLN_DEBUG": "0"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")]))
    return env


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_gunicorn(home: str, port: int, token: str, options: argparse.Namespace) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "gunicorn", "qlnweb.wsgi:application", "--bind", f"127.0.0.1:{port}",
               "--workers", str(options.workers), "--worker-class", options.worker_class,
               "--threads", str(options.threads), "--keep-alive", "30", "--backlog", "256",
               "--chdir", str(ROOT), "--log-level", "warning"]
    server = subprocess.Popen(command, env=server_environment(home), cwd=ROOT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/api/v1/bench-floor", headers={"Authorization": f"Bearer {token}"})
            conn.getresponse().read()
            conn.close()
            return server
        except OSError:
            if server.poll() is not None:
                raise SystemExit(f"gunicorn exited with {server.returncode}")
            time.sleep(0.2)
    stop(server)
    raise SystemExit("gunicorn did not answer within 60 s")


def stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=5)


def server_cpu_s(server_pid: int) -> float:
    """CPU seconds (user + system) used so far by the gunicorn workers (children of ``server_pid``)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == server_pid:
            total += (int(fields[11]) + int(fields[12])) / ticks
    return total
