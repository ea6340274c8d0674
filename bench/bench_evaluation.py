"""Evaluation plane benchmarks (issue 4).

1. Evaluation overhead: N cases × 2 sides × 3 repeats through the model runner against the
   real fake OpenAI server on 127.0.0.1 with a fixed latency L and concurrency C; wall time
   against the ideal N·2·3·L/C (target ≤ 1.1 × for N = 100, L = 50 ms, C = 8).
2. Assertion scoring throughput on the recorded runs of the three reference skills.
3. Runners (issue 26 item 2): the same cases × 2 sides through the direct runner and through the
   Hermes sandbox (real hermes-agent, same fake model process), 2 at a time: median per-case
   latency of each, and the sandbox's overhead per case over direct (target ≤ 0.5 s).
   ``--sandbox cli`` is the one-``hermes -z``-per-case runner (the "before"); ``warm`` the
   warm-worker runner; ``both`` prints both in one run.

    .venv/bin/python bench/bench_evaluation.py [--cases 100 --latency-ms 50 --concurrency 8]
    .venv/bin/python bench/bench_evaluation.py --only runners --runner-cases 20 --sandbox both
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from evaluation.candidates.model_runner import ModelConfig, jobs_for, run_jobs  # noqa: E402
from evaluation.candidates.scoring import Observation, score_case  # noqa: E402
from evaluation.candidates.suites import load_suite_dir  # noqa: E402

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference" / "5qln" / "skills"


def synthetic_cases(count: int) -> list[dict]:
    return [{
        "format_version": "behavior-fixture-v1", "id": f"BENCH_{i:04d}", "class": "positive_trigger",
        "requirement_ids": ["REQ_BENCH"],
        "scenario": {"user_input": f"case {i}", "context_files": [], "enabled_tools": [], "enabled_skills": []},
        "expected": {"trigger": "may", "assertions": [{"id": "ASSERT_OK", "kind": "output_contains", "value": "open"}]},
        "observation_policy": {"minimum_runs": 1, "require_fresh_session": True},
    } for i in range(count)]


@contextmanager
def fake_server_process(latency: float) -> Iterator[str]:
    """The fake model in its own process (as a real model server is), so it does not share our GIL."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "script.json"
        script.write_text(json.dumps({"content": "the space stays open", "delay_s": latency}))
        process = subprocess.Popen([sys.executable, "-m", "tests.testing.fake_openai", "--script", str(script),
                                    "--model", "bench"],
                                   cwd=ROOT, stdout=subprocess.PIPE, text=True)
        try:
            line = process.stdout.readline().strip() if process.stdout else ""
            yield line.split("=", 1)[1]
        finally:
            process.terminate()
            process.wait(timeout=10)


def bench_overhead(cases: int, latency_ms: float, concurrency: int, repeats: int = 3, trials: int = 5) -> None:
    latency = latency_ms / 1000
    jobs = jobs_for(synthetic_cases(cases), {"baseline": "BASELINE", "candidate": "CANDIDATE"}, repeats)
    with fake_server_process(latency) as base_url:
        config = ModelConfig(base_url=base_url, model="bench", concurrency=concurrency, timeout_s=10)
        run_jobs(config, jobs[: concurrency * 2])  # warm-up: imports, first connections
        walls, errors = [], 0
        for _ in range(trials):
            started = time.perf_counter()
            outcomes = run_jobs(config, jobs)
            walls.append(time.perf_counter() - started)
            errors += sum(1 for o in outcomes if o.error)
    ideal = len(jobs) * latency / concurrency
    walls.sort()
    median = walls[len(walls) // 2]
    print(f"overhead: N={cases} × 2 sides × {repeats} repeats = {len(jobs)} calls, L={latency_ms:.0f} ms, C={concurrency}, "
          f"{trials} trials on {os.cpu_count()} CPUs (load {os.getloadavg()[0]:.2f})")
    print(f"  ideal {ideal:.3f} s · best {walls[0]:.3f} s ({walls[0] / ideal:.3f} ×) · median {median:.3f} s "
          f"({median / ideal:.3f} ×) · target ≤ 1.10 × · errors {errors}")


def bench_scoring(rounds: int = 2000) -> None:
    pairs = []
    for skill in sorted(REFERENCE.iterdir()):
        loaded = load_suite_dir(skill, "regression")
        cases = {c["id"]: c for c in loaded.cases}
        pairs += [(cases[r["fixture_id"]], Observation(r["output"], tuple(r["tools_called"]), r["exit_status"]))
                  for r in loaded.recorded_runs]
    assertions = sum(len(case["expected"]["assertions"]) for case, _ in pairs) * rounds
    started = time.perf_counter()
    for _ in range(rounds):
        for case, observation in pairs:
            score_case(case, observation)
    elapsed = time.perf_counter() - started
    print(f"scoring: {len(pairs)} recorded runs × {rounds} rounds = {assertions} assertions in {elapsed:.3f} s "
          f"→ {assertions / elapsed:,.0f} assertions/s")


HERMES = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv")) / "bin" / "hermes"
SIDE_FILES = {
    "baseline": {"SOUL.md": b"You are the agent. BASELINE soul.\n",
                 "skills/demo-openness/SKILL.md": b"---\nname: demo-openness\ndescription: stay open\n---\n# demo\nbody\n"},
    "candidate": {"SOUL.md": b"You are the agent. CANDIDATE soul: hold the not-knowing open.\n",
                  "skills/demo-openness/SKILL.md": b"---\nname: demo-openness\ndescription: stay open\n---\n# demo\nbody\n"},
}


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def bench_runners(cases: int, latency_ms: float, sandboxes: list[str], concurrency: int = 2) -> None:
    """Per-case latency (median) of direct vs the Hermes sandbox runners, one fake model process for all."""
    from evaluation.candidates import hermes_sandbox

    jobs = jobs_for(synthetic_cases(cases), {"baseline": "BASELINE", "candidate": "CANDIDATE"}, 1)
    rows: list[tuple[str, float, float, int]] = []
    with fake_server_process(latency_ms / 1000) as base_url:
        model = ModelConfig(base_url=base_url, model="bench", concurrency=concurrency, timeout_s=30)
        run_jobs(model, jobs[:4])  # warm-up: imports, first connections
        started = time.perf_counter()
        outcomes = run_jobs(model, jobs)
        rows.append(("direct", time.perf_counter() - started, _median([o.latency_ms / 1000 for o in outcomes]),
                     sum(1 for o in outcomes if o.error)))
        for sandbox in sandboxes:
            config = hermes_sandbox.SandboxConfig(HERMES, model, timeout_s=120, concurrency=concurrency)
            runner = hermes_sandbox.run_jobs if sandbox == "cli" else _warm_runner()
            started = time.perf_counter()
            outcomes = runner(config, jobs, SIDE_FILES)
            wall = time.perf_counter() - started
            errors = [o.error for o in outcomes if o.error]
            rows.append((f"hermes-sandbox ({sandbox})", wall, _median([o.latency_ms / 1000 for o in outcomes]), len(errors)))
            if errors:
                print(f"  {sandbox}: first error: {errors[0][:300]}")
    print(f"runners: {cases} cases × 2 sides = {len(jobs)} cases, L={latency_ms:.0f} ms, {concurrency} at a time, "
          f"{os.cpu_count()} CPUs (load {os.getloadavg()[0]:.2f})")
    direct_median = rows[0][2]
    for name, wall, median, errors in rows:
        overhead = "" if name == "direct" else f" · overhead {median - direct_median:+.3f} s/case (target ≤ 0.5 s)"
        print(f"  {name:<26} wall {wall:7.2f} s · median {median:.3f} s/case{overhead} · errors {errors}")


def _warm_runner():  # type: ignore[no-untyped-def]
    from evaluation.candidates import warm_hermes

    return warm_hermes.run_jobs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100)
    parser.add_argument("--latency-ms", type=float, default=50)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--only", choices=("all", "overhead", "scoring", "runners"), default="all")
    parser.add_argument("--runner-cases", type=int, default=20, help="cases per side for the runners bench")
    parser.add_argument("--sandbox", choices=("cli", "warm", "both", "none"), default="both")
    options = parser.parse_args()
    if options.only in ("all", "overhead"):
        bench_overhead(options.cases, options.latency_ms, options.concurrency)
    if options.only in ("all", "scoring"):
        bench_scoring()
    if options.only in ("all", "runners"):
        sandboxes = {"cli": ["cli"], "warm": ["warm"], "both": ["cli", "warm"], "none": []}[options.sandbox]
        bench_runners(options.runner_cases, options.latency_ms, sandboxes if HERMES.exists() else [])


if __name__ == "__main__":
    main()
