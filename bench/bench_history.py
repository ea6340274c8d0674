"""Tier 1's session-history read (``caches.recent_calls``) against the calls around it (issue 13).

Run from the project root: ``.venv/bin/python bench/bench_history.py`` (SQLite in a temporary
``QLN_HOME``), or with ``DATABASE_URL=postgres://…`` (migrates it and adds an agent with a fresh
name; nothing is deleted). One agent's session holds 25 replayable shell calls, then N later
read-only and blocked calls (half each) are added; for each N the median of 200 reads of the
25-call history is printed, with its ratio to N = 0 (the floor, measured in the same run). The
read goes through the partial index ``verdict_replayable``: the ratio should stay ≈ 1.
"""
from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LATER = (0, 1_000, 10_000, 30_000)


def main() -> int:
    home = tempfile.mkdtemp(prefix="qln-bench-history-")
    os.environ.setdefault("QLN_HOME", home)
    os.environ["DJANGO_SETTINGS_MODULE"] = "qlnweb.settings"
    try:
        import django

        django.setup()
        from django.core.management import call_command
        from django.db import connection

        from cycles.models import Agent
        from evaluation.verdicts import caches
        from evaluation.verdicts.models import VerdictEvent

        call_command("migrate", verbosity=0)
        agent = Agent(name=f"bench-history-{time.time_ns()}", model_name="m")
        agent.issue_token()
        agent.save()

        def event(tool: str, block: bool) -> VerdictEvent:
            return VerdictEvent(agent=agent, session_id="s", tool_name=tool, args_redacted={"command": "echo x > f"},
                                args_digest="sha256:x", body_shape="hermes", verdict="ESCALATE" if block else "SILENT",
                                block=block, replayable=tool == "terminal" and not block, tiers={}, total_ms=0.1)

        VerdictEvent.objects.bulk_create([event("terminal", False) for _ in range(25)])
        tools = frozenset({"terminal", "write_file", "execute_code"})
        print(f"caches.recent_calls, 25 replayable calls then N later read-only/blocked calls, {connection.vendor}")
        floor, added = 0.0, 0
        for later in LATER:
            VerdictEvent.objects.bulk_create([event("terminal" if i % 2 else "read_file", bool(i % 2))
                                              for i in range(later - added)], batch_size=2000)
            added = later
            samples = []
            for _ in range(200):
                started = time.perf_counter()
                assert len(caches.recent_calls(agent, "s", tools)) == 25
                samples.append((time.perf_counter() - started) * 1000)
            median = statistics.median(samples)
            floor = floor or median
            print(f"N = {later:>6}: {median:6.2f} ms  ({median / floor:.2f} × N = 0)")
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
