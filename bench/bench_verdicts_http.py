"""Verdict latency and throughput over real HTTP on loopback, under gunicorn (issue 3 benchmarks).

Run from the project root::

    .venv/bin/python bench/bench_verdicts_http.py                       # SQLite, temp QLN_HOME
    DATABASE_URL=postgres://qlnci:qlnci@127.0.0.1:5432/qlnbench \\
        .venv/bin/python bench/bench_verdicts_http.py                   # PostgreSQL
    options: --n 10000 --clients 8 --runs 3 --worker-class gthread --workers 2 --threads 4

What it does, per invocation:

1. prepares the database (SQLite: a fresh file in a temp ``QLN_HOME``;
   PostgreSQL: migrates ``DATABASE_URL`` and adds agents with fresh names —
   nothing is deleted): one agent with calibrated register baselines and a
   full 10-output window, and a Hermes profile directory with a protected
   ``skills/5qln``;
2. starts ``gunicorn qlnweb.wsgi`` on 127.0.0.1 (a free port) with
   ``DJANGO_SETTINGS_MODULE=bench.settings_bench`` and ``QLN_BENCH_FLOOR=1``,
   which adds the floor route ``/api/v1/bench-floor`` (:mod:`bench.floor_urls`);
   Tier 2 off (``QLN_JUDGE_BASE_URL`` empty), persistent DB connections
   (``QLN_DB_CONN_MAX_AGE=60``), log level ERROR;
3. for each run and each case: 8 client threads, each with one persistent
   ``http.client`` connection (as the Hermes plugin keeps, R-H-1), send
   ``--n`` requests in all (after 200 warm-up requests); p50 and p99 of the
   per-request latency, requests/s over the wall time, and the throughput
   as a share of the floor measured in the same run; ``CPU ms``, the gunicorn
   workers' user + system CPU per request (/proc; steadier than wall times on
   a shared host; the PostgreSQL server's own CPU is not in it) and
   ``/s/core`` = 1000 ÷ CPU ms; the first error answer of a case goes to stderr;
4. prints each run and the median over runs, then stops gunicorn (by pid).

Cases: ``floor`` (POST of the same body to the trivial endpoint: token auth
+ JSON parse + JSON render), ``read-only`` (``read_file``: Tier 1 answers at
once), ``shell`` (``terminal ls -la`` for the calibrated agent: Tier 1 shell
parse + Tier 1.5 window aggregation, the main case), ``blocked``
(``rm -rf /``: hard rule, ADVISE queued). Every verdict answered has its event
row, committed or journaled (docs/durability.md): after gunicorn's clean stop the
bench counts the agent's rows against the 200 answers and prints how many are
missing. It also prints each case's p50 over the floor's and issue 13's targets
(8 clients: the shell verdict ≥ 60 % of the floor's throughput; 1 client: its p50
≤ the floor's + 1 ms, a read-only tool's ≤ + 0.3 ms).

Worker class: ``gthread`` (2 workers × 4 threads) by default. The sync
worker closes the connection after every response (no keep-alive), so each
request would pay a TCP connect, which the plugin's persistent connection
never does; gthread keeps connections alive and overlaps the database round
trips of one request with the Python work of another. ``--worker-class sync``
measures the alternative.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.gunicorn_server import free_port, server_cpu_s, server_environment, start_gunicorn, stop  # noqa: E402

WARMUP = 200
TARGET_P50_MS = 3.0
TARGET_P99_MS = 10.0
TARGET_FLOOR_SHARE = 0.60
PREPARED: dict[str, str] = {}  # the agent prepare() created


@dataclass(frozen=True)
class Case:
    name: str
    path: str
    token: str
    body: bytes


@dataclass(frozen=True)
class Result:
    p50: float
    p99: float
    rps: float
    errors: int
    cpu_ms: float = 0.0
    answered: int = 0  # 200 answers, warm-up included (each verdict one has its event row)


def prepare(home: Path) -> tuple[str, list[Case]]:
    """Migrate, create the agents and the profile; return the DB vendor and the cases."""
    os.environ.update(server_environment(str(home)))
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from cycles.models import Agent
    from register.services import baseline_calibrate, output_ingest
    from tests.register.corpus import GLYPH, corpus, execution_text

    call_command("migrate", verbosity=0)
    suffix = secrets.token_hex(3)
    agent = Agent(name=f"bench-http-{suffix}", model_name="demo-model")
    PREPARED["agent"] = agent.name
    token = agent.issue_token()
    agent.save()
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model", anchor_glyph=GLYPH)
    for i in range(10):
        output_ingest(agent=agent, session_id="bench", turn_id=f"t{i}", text=execution_text(900 + i),
                      mode_hint="execution")
    profile = home / "profile" / ".hermes"
    (profile / "skills" / "5qln").mkdir(parents=True, exist_ok=True)
    (home / "profile" / "work").mkdir(exist_ok=True)

    def verdict(tool: str, args: dict[str, Any]) -> bytes:
        return json.dumps({"session_id": "bench", "task_id": "t", "turn_id": "1", "tool_call_id": "c",
                           "tool_name": tool, "args": args, "hermes_home": str(profile),
                           "cwd": str(home / "profile" / "work")}).encode()

    shell = verdict("terminal", {"command": "ls -la"})
    cases = [
        Case("floor", "/api/v1/bench-floor", token, shell),
        Case("read-only", "/api/v1/verdicts", token, verdict("read_file", {"path": "README.md"})),
        Case("shell (T1 + T1.5)", "/api/v1/verdicts", token, shell),
        Case("blocked", "/api/v1/verdicts", token, verdict("terminal", {"command": "rm -rf /"})),
    ]
    vendor = connection.vendor
    connection.close()
    return vendor, cases


def drive(port: int, case: Case, total: int, clients: int, server_pid: int = 0) -> Result:
    """``total`` requests from ``clients`` threads with persistent connections."""
    headers = {"Authorization": f"Bearer {case.token}", "Content-Type": "application/json",
               "Connection": "keep-alive"}
    per_client = [total // clients + (1 if i < total % clients else 0) for i in range(clients)]
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors = [0] * clients
    answered = [0] * clients
    barrier = threading.Barrier(clients + 1)

    def client(index: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for _ in range(WARMUP // clients):
            conn.request("POST", case.path, case.body, headers)
            warm = conn.getresponse()
            warm.read()
            answered[index] += warm.status == 200
        barrier.wait()
        samples = latencies[index]
        for _ in range(per_client[index]):
            started = time.perf_counter()
            conn.request("POST", case.path, case.body, headers)
            response = conn.getresponse()
            body = response.read()
            samples.append((time.perf_counter() - started) * 1000)
            answered[index] += response.status == 200
            if response.status >= 400:
                errors[index] += 1
                if errors[index] == 1:
                    print(f"{case.name}: HTTP {response.status} {body[:200]!r}", file=sys.stderr)
        conn.close()

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
    for thread in threads:
        thread.start()
    barrier.wait()
    cpu_before = server_cpu_s(server_pid) if server_pid else 0.0
    started = time.perf_counter()
    for thread in threads:
        thread.join(timeout=600)
    wall = time.perf_counter() - started
    cpu = server_cpu_s(server_pid) - cpu_before if server_pid else 0.0
    merged = sorted(sample for samples in latencies for sample in samples)
    return Result(p50=statistics.median(merged), p99=merged[min(len(merged) - 1, int(0.99 * len(merged)))],
                  rps=len(merged) / wall, errors=sum(errors),
                  cpu_ms=cpu * 1000 / len(merged), answered=sum(answered))


def report(vendor: str, options: argparse.Namespace, runs: list[dict[str, Result]]) -> None:
    print(f"POST over HTTP/1.1 keep-alive, gunicorn {options.worker_class} × {options.workers} workers"
          + (f" × {options.threads} threads" if options.worker_class == "gthread" else "")
          + f", {vendor}, Tier 2 off, {options.clients} clients, n={options.n} per case, {os.cpu_count()} CPUs")
    names = list(runs[0])
    for index, run in enumerate(runs, 1):
        floor = run["floor"].rps
        print(f"run {index}: " + "; ".join(f"{name} p50 {r.p50:.2f} p99 {r.p99:.2f} ms {r.rps:.0f}/s "
                                           f"({r.rps / floor:.0%})" for name, r in run.items()))
    print(f"\nmedian of {len(runs)} runs")
    print(f"{'case':<20}{'p50 ms':>9}{'p99 ms':>9}{'req/s':>9}{'÷ floor':>9}{'errors':>8}{'CPU ms':>8}"
          f"{'/s/core':>9}")
    for name in names:
        p50 = statistics.median(run[name].p50 for run in runs)
        p99 = statistics.median(run[name].p99 for run in runs)
        rps = statistics.median(run[name].rps for run in runs)
        share = statistics.median(run[name].rps / run["floor"].rps for run in runs)
        errors = sum(run[name].errors for run in runs)
        cpu_ms = statistics.median(run[name].cpu_ms for run in runs)
        per_core = f"{1000 / cpu_ms:>9.0f}" if cpu_ms else f"{'-':>9}"
        print(f"{name:<20}{p50:>9.2f}{p99:>9.2f}{rps:>9.0f}{share:>9.0%}{errors:>8}{cpu_ms:>8.2f}{per_core}")
    main_case = "shell (T1 + T1.5)"
    p50 = statistics.median(run[main_case].p50 for run in runs)
    p99 = statistics.median(run[main_case].p99 for run in runs)
    share = statistics.median(run[main_case].rps / run["floor"].rps for run in runs)
    verdicts = [("p50 ≤ 3 ms", p50 <= TARGET_P50_MS), ("p99 ≤ 10 ms", p99 <= TARGET_P99_MS),
                ("throughput ≥ 60 % of floor", share >= TARGET_FLOOR_SHARE)]
    print(f"targets ({main_case}): " + ", ".join(f"{label} {'met' if ok else 'MISSED'}" for label, ok in verdicts))
    floor_p50 = statistics.median(run["floor"].p50 for run in runs)
    extra = {name: statistics.median(run[name].p50 - run["floor"].p50 for run in runs) for name in names}
    print("p50 over the floor's (median of the runs' differences): "
          + ", ".join(f"{name} +{extra[name]:.2f} ms" for name in names if name != "floor")
          + f" (floor {floor_p50:.2f} ms)")
    if options.clients == 1:
        issue = [("shell p50 ≤ floor + 1 ms", extra[main_case] <= 1.0),
                 ("read-only p50 ≤ floor + 0.3 ms", extra["read-only"] <= 0.3)]
    else:
        issue = [("shell ≥ 60 % of the floor's throughput", share >= TARGET_FLOOR_SHARE)]
    print("issue 13 targets: " + ", ".join(f"{label} {'met' if ok else 'MISSED'}" for label, ok in issue))


def stored_events(agent_name: str) -> int:
    """Event rows of the bench agent, counted after gunicorn stopped (journaled rows written at exit)."""
    from django.db import connection

    from evaluation.verdicts.models import VerdictEvent

    connection.close()
    return VerdictEvent.objects.filter(agent__name=agent_name).count()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=10_000, help="requests per case and run")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=4, help="threads per gthread worker")
    parser.add_argument("--worker-class", default="gthread", choices=["gthread", "sync"])
    options = parser.parse_args()
    home = tempfile.mkdtemp(prefix="qln-bench-http-")
    server: subprocess.Popen[bytes] | None = None
    try:
        vendor, cases = prepare(Path(home))
        port = free_port()
        server = start_gunicorn(home, port, cases[0].token, options)
        runs: list[dict[str, Result]] = []
        for _ in range(options.runs):
            runs.append({case.name: drive(port, case, options.n, options.clients, server.pid) for case in cases})
        report(vendor, options, runs)
        stop(server)
        answered = sum(result.answered for run in runs for name, result in run.items() if name != "floor")
        stored = stored_events(PREPARED["agent"])
        print(f"event rows after gunicorn's clean stop: {stored} stored for {answered} verdicts answered 200"
              f" ({answered - stored} missing)")
    finally:
        if server is not None:
            stop(server)
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
