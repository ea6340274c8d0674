"""Benchmark of Tier 1 (deterministic hard rules; SPEC §3 R-T1-*, budget < 50 ms).

Run from the project root: ``.venv/bin/python bench/bench_tier1.py``.
Offline, no Django. Builds a throw-away agent profile in a temp directory and
prints, over a mixed corpus (the benign and malicious shell commands of the
false-positive table, plus write-tool and read-only calls):

* median and p99 µs per ``evaluate_tool_call``, overall and per call type;
* p99.9 over every timed call (judged against the budget) and the slowest
  single call seen (which also catches scheduler and GC pauses);
* ``shell+hist``: the benign shell commands again, each with a 25-call session
  history (the most ``caches.recent_calls`` hands over) replayed first (issue 11);
* a floor measured in the same run: ``shlex.split`` of the same command
  strings, and the ratio against it;
"""
from __future__ import annotations

import shlex
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from evaluation.verdicts.tier1 import (  # noqa: E402
    default_protected_paths,
    evaluate_tool_call,
    load_default_ruleset,
)
from tests.evaluation.verdicts.tier1.corpus_false_positives import BENIGN, MALICIOUS  # noqa: E402

BUDGET_MS = 50.0
REPEAT = 200


def make_profile(root: Path) -> dict[str, str]:
    """The layout the corpus assumes: ~/.hermes profile, ~/work workspace."""
    home = root / "home" / "agent"
    hermes_home, workspace = home / ".hermes", home / "work"
    for directory in (hermes_home / "skills" / "5qln", hermes_home / "scripts" / "5qln",
                      hermes_home / "5qln" / "active", workspace / "build"):
        directory.mkdir(parents=True)
    (hermes_home / "SOUL.md").write_text("# soul\n")
    return {"home": str(home), "hermes_home": str(hermes_home), "workspace": str(workspace),
            "active": str(hermes_home / "5qln" / "active")}


HISTORY = tuple(("terminal", {"command": c}) for c in (BENIGN * 2)[:24]) + (
    ("write_file", {"path": "build/run.sh", "content": "make -j4\n"}),)


def corpus() -> list[tuple[str, str, dict[str, Any]]]:
    """(call type, tool name, args) for every call the bench times."""
    calls = [("shell", "terminal", {"command": c}) for c in BENIGN + MALICIOUS]
    calls += [("shell+hist", "terminal", {"command": c}) for c in BENIGN]
    calls += [("write", "write_file", {"path": p, "content": "x"})
              for p in ("src/app.py", "~/.hermes/SOUL.md", "../.hermes/skills/5qln/x.md", "notes.txt")]
    calls += [("write", "patch", {"patch": "*** Begin Patch\n*** Update File: src/app.py\n*** End Patch"})]
    calls += [("read-only", tool, {"path": "~/.hermes/SOUL.md"})
              for tool in ("read_file", "search_files", "web_search", "skill_view")]
    return calls


def samples_ns(func: Callable[[], object], repeat: int) -> list[int]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        func()
        out.append(time.perf_counter_ns() - start)
    return out


def main() -> None:
    ruleset = load_default_ruleset()
    with tempfile.TemporaryDirectory() as tmp:
        profile = make_profile(Path(tmp))
        protected = default_protected_paths(profile["hermes_home"], profile["active"])

        def call(tool: str, args: dict[str, Any], history: tuple[Any, ...] = ()) -> object:
            return evaluate_tool_call(tool_name=tool, args=args, cwd=profile["workspace"],
                                      hermes_home=profile["hermes_home"], home=profile["home"],
                                      ruleset=ruleset, protected_paths=protected,
                                      workspace=profile["workspace"], history=history)

        calls = corpus()
        per_call: dict[str, list[float]] = {}
        every: list[int] = []
        worst = (0.0, "")
        for kind, tool, args in calls:
            history = HISTORY if kind == "shell+hist" else ()
            call(tool, args, history)  # warm imports and caches once
            times = samples_ns(lambda: call(tool, args, history), REPEAT)  # noqa: B023
            median = statistics.median(times)
            every.extend(times)
            per_call.setdefault(kind, []).append(median)
            per_call.setdefault("all", []).append(median)
            if max(times) / 1e6 > worst[0]:
                worst = (max(times) / 1e6, f"{tool}: {str(args)[:60]}")

        commands = [args["command"] for kind, _, args in calls if kind == "shell"]

        def split_all() -> None:
            for command in commands:
                try:
                    shlex.split(command)
                except ValueError:
                    pass

        floor_us = statistics.median(samples_ns(split_all, REPEAT)) / len(commands) / 1000

    shell_us = statistics.median(per_call["shell"]) / 1000
    print(f"corpus: {len(calls)} calls (+{len(BENIGN)} shell with a {len(HISTORY)}-call history) ({len(BENIGN)} benign + {len(MALICIOUS)} malicious shell, "
          f"{len(per_call['write'])} write-tool, {len(per_call['read-only'])} read-only), "
          f"{REPEAT} repeats each")
    print(f"floor: shlex.split of the same command strings: {floor_us:.2f} µs per command (median)")
    for kind in ("all", "shell", "shell+hist", "write", "read-only"):
        medians = sorted(per_call[kind])
        p99 = medians[min(len(medians) - 1, int(len(medians) * 0.99))]
        print(f"evaluate_tool_call [{kind:<9}] median {statistics.median(medians) / 1000:8.1f} µs   "
              f"p99 of call medians {p99 / 1000:8.1f} µs")
    print(f"ratio: shell evaluate / shlex.split floor = ×{shell_us / floor_us:.1f}")
    every.sort()
    p999_ms = every[int(len(every) * 0.999)] / 1e6
    print(f"all {len(every)} timed calls: p99.9 {p999_ms:.3f} ms; budget {BUDGET_MS:.0f} ms: "
          f"{'OK' if p999_ms < BUDGET_MS else 'OVER'}")
    print(f"slowest single call: {worst[0]:.3f} ms ({worst[1]}) — includes scheduler/GC pauses "
          "on a shared machine")


if __name__ == "__main__":
    main()
