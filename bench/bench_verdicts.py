"""Benchmark of POST /api/v1/verdicts end to end through Django (SPEC §3, R-A-1; Tier 2 off).

Run from the project root: ``.venv/bin/python bench/bench_verdicts.py [--n 400]``.

Builds a throw-away SQLite database in a temp ``QLN_HOME`` — or, with
``DATABASE_URL`` set, migrates that PostgreSQL database and adds agents under
fresh names — then two
agents (one with calibrated register baselines and a full 10-output window)
and drives the whole middleware + DRF + pipeline stack with Django's test
client, in-process (no socket). Prints the median and p90 per case and the
ratio of each median to a floor measured in the same run: a trivial DRF
``APIView`` behind the same middleware, token authentication and JSON
renderer, returning ``{"ok": true}``.

Cases: ``read-only`` (read_file: Tier 1 answers at once), ``shell-benign``
(``ls -la``, agent without baseline: Tier 1 parse + Tier 1.5 lookup),
``shell-blocked`` (``rm -rf /``: hard rule, ADVISE queued), and
``register-window`` (``ls -la`` for the calibrated agent: Tier 1 + the
window aggregation). Every verdict writes its event row, as in production.

``--pace-ms P`` sleeps P ms between requests, as a process behind one HTTP
client idles between its requests: the columns ``CPU ms`` (the request
thread's CPU per request, ``time.thread_time`` over the case) and ``+ floor``
then show what the same work costs on a cold processor (caches and branch
predictors refilled after each idle gap). Measured on the 2-CPU development VM
(docs/benchmarks.md, "Issue 13: the cost of an idle gap"), a 1.5 ms gap made
every request, the floor's too, cost ≈ 2.4 × its CPU in a tight loop.
"""
from __future__ import annotations

import argparse
import os
import secrets
import statistics
import sys
import tempfile
import time
import types
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def setup_django(home: str) -> None:
    os.environ["QLN_HOME"] = home
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
    os.environ["QLN_JUDGE_BASE_URL"] = ""
    os.environ["QLN_LOG_LEVEL"] = "ERROR"
    import django

    django.setup()
    from django.conf import settings
    from django.urls import include, path
    from rest_framework.response import Response
    from rest_framework.views import APIView

    class FloorApi(APIView):
        """The floor: auth + DRF + JSON, no work."""

        def get(self, request: Any) -> Response:
            return Response({"ok": True})

    urls = types.ModuleType("bench_verdicts_urls")
    urls.urlpatterns = [path("api/v1/bench-floor", FloorApi.as_view()),  # type: ignore[attr-defined]
                        path("", include("qlnweb.urls"))]
    sys.modules["bench_verdicts_urls"] = urls
    settings.ROOT_URLCONF = "bench_verdicts_urls"
    settings.ALLOWED_HOSTS = ["testserver"]


def prepare(home: Path) -> dict[str, Any]:
    from django.core.management import call_command
    from rest_framework.test import APIClient

    from cycles.models import Agent
    from register.services import baseline_calibrate, output_ingest
    from tests.register.corpus import GLYPH, corpus, execution_text

    call_command("migrate", verbosity=0)
    clients: dict[str, APIClient] = {}
    suffix = secrets.token_hex(3)  # fresh names: a PostgreSQL database keeps earlier runs' agents
    for name in ("plain", "calibrated"):
        agent = Agent(name=f"bench-{name}-{suffix}", model_name="demo-model")
        token = agent.issue_token()
        agent.save()
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        clients[name] = client
        if name == "calibrated":
            baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model",
                               anchor_glyph=GLYPH)
            for i in range(10):
                output_ingest(agent=agent, session_id="bench", turn_id=f"t{i}", text=execution_text(900 + i),
                              mode_hint="execution")
    profile = home / "profile" / ".hermes"
    (profile / "skills" / "5qln").mkdir(parents=True)
    (home / "profile" / "work").mkdir()
    return {"clients": clients, "hermes_home": str(profile), "cwd": str(home / "profile" / "work")}


def timed(call: Callable[[], Any], n: int, pace_s: float = 0.0) -> tuple[list[float], float]:
    """Wall ms per request, and the request thread's CPU ms per request (``pace_s`` idle between)."""
    for _ in range(min(20, n)):  # warm-up: imports, caches, first queries
        call()
    samples = []
    cpu = 0.0
    for _ in range(n):
        if pace_s:
            time.sleep(pace_s)
        cpu_started, started = time.thread_time(), time.perf_counter()
        response = call()
        samples.append((time.perf_counter() - started) * 1000)
        cpu += time.thread_time() - cpu_started
        assert response.status_code < 400, response.content
    return samples, cpu * 1000 / n


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=400, help="requests per case")
    parser.add_argument("--pace-ms", type=float, default=0.0, help="idle time before each request")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="qln-bench-") as tmp:
        setup_django(tmp)
        env = prepare(Path(tmp))
        clients = env["clients"]

        def verdict(client: str, tool: str, args: dict[str, Any]) -> Callable[[], Any]:
            body = {"session_id": "bench", "tool_name": tool, "args": args, "hermes_home": env["hermes_home"],
                    "cwd": env["cwd"]}
            return lambda: clients[client].post("/api/v1/verdicts", body, format="json")

        cases: dict[str, Callable[[], Any]] = {
            "floor (trivial DRF GET)": lambda: clients["plain"].get("/api/v1/bench-floor"),
            "read-only": verdict("plain", "read_file", {"path": "README.md"}),
            "shell-benign": verdict("plain", "terminal", {"command": "ls -la"}),
            "shell-blocked": verdict("plain", "terminal", {"command": "rm -rf /"}),
            "register-window": verdict("calibrated", "terminal", {"command": "ls -la"}),
        }
        results = {name: timed(call, options.n, options.pace_ms / 1000) for name, call in cases.items()}
        from django.db import connection

        vendor = connection.vendor
    floor_samples, floor_cpu = results["floor (trivial DRF GET)"]
    floor = statistics.median(floor_samples)
    print(f"POST /api/v1/verdicts via Django test client, {vendor}, Tier 2 off, n={options.n} per case, "
          f"{options.pace_ms:g} ms idle before each request")
    print(f"{'case':<26}{'median ms':>11}{'p90 ms':>9}{'x floor':>9}{'CPU ms':>9}{'+ floor':>9}")
    for name, (samples, cpu_ms) in results.items():
        median = statistics.median(samples)
        p90 = statistics.quantiles(samples, n=10)[-1]
        print(f"{name:<26}{median:>11.3f}{p90:>9.3f}{median / floor:>9.2f}{cpu_ms:>9.3f}{cpu_ms - floor_cpu:>+9.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
