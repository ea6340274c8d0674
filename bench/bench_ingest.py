"""Benchmark of the ingest cost per output (SPEC §3 R-V-2, R-R-1; issue 3 target ≤ 5 ms median).

Run from the project root::

    .venv/bin/python bench/bench_ingest.py [--n 300] [--runs 3]
    DATABASE_URL=postgres://qlnci:qlnci@127.0.0.1:5432/qlnbench .venv/bin/python bench/bench_ingest.py
    QLN_LANGUAGE_BACKEND=langdetect .venv/bin/python bench/bench_ingest.py   # the fallback detector

Measures ``register.services.output_ingest`` on a real, migrated database
(a throw-away SQLite file in a temp ``QLN_HOME`` unless ``DATABASE_URL`` is
set) for 300-word assistant outputs that mix prose, a bullet list, a fenced
code block, inline code, the anchor glyph and other emoji. The agent has
calibrated baselines, so ingest also looks up the anchor glyph, as in
production. The floor, measured in the same run, is the same
``OutputSample`` insert with precomputed metrics (no metric computation, no
language detection). Prints the median and p90 of each run, and the median
of the run medians.
"""
from __future__ import annotations

import argparse
import atexit
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GLYPH = "🦾"
_PROSE = ("the worker restarts after the migration and every health check passes before traffic returns "
          "to the primary region while the queue drains slowly and the cache warms up again on the next "
          "deploy so we keep the old index until the new one is ready").split()
_CODE = '```python\ndef drain(queue: Queue) -> int:\n    """Drain and count."""\n    return sum(1 for _ in queue)\n```'


def output_text(variant: int, words: int = 300) -> str:
    """A deterministic ``words``-word output: prose, bullets, fenced and inline code, emoji."""
    rng = random.Random(variant)
    prose_words = words - 29  # the code block, inline code and emoji make up the rest
    tokens = [rng.choice(_PROSE) for _ in range(prose_words)]
    sentences = []
    position = 0
    while position < len(tokens):
        length = rng.randint(8, 18)
        sentences.append(" ".join(tokens[position:position + length]).capitalize() + ".")
        position += length
    third = len(sentences) // 3
    bullets = "\n".join(f"- {sentence}" for sentence in sentences[third:third + 4])
    return (f"{' '.join(sentences[:third])} {GLYPH}\n\n{bullets}\n\n{_CODE}\n\n"
            f"Run `make deploy` then `make check-{variant % 7}` ✅. " + " ".join(sentences[third + 4:]) + " 🚀")


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _timed_ms(call: Callable[[int], object], n: int) -> list[float]:
    for i in range(10):  # warm-up: model load, first queries
        call(-1 - i)
    samples = []
    for i in range(n):
        started = time.perf_counter_ns()
        call(i)
        samples.append((time.perf_counter_ns() - started) / 1e6)
    return samples


def setup_django() -> str:
    home = tempfile.mkdtemp(prefix="qln-bench-ingest-")
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    os.environ["QLN_HOME"] = home
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
    os.environ["QLN_LOG_LEVEL"] = "ERROR"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from django.db import connection

    return connection.vendor


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=300, help="outputs ingested per run")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    vendor = setup_django()

    from cycles.models import Agent
    from register.language import backend
    from register.metrics import compute_metrics
    from register.models import OutputSample
    from register.services import baseline_calibrate, output_ingest

    texts = [output_text(v) for v in range(50)]
    word_counts = [len(t.split()) for t in texts]
    agent = Agent.objects.filter(name="bench-ingest").first() or Agent(name="bench-ingest", model_name="bench")
    agent.issue_token()
    agent.save()
    OutputSample.objects.filter(agent=agent).delete()
    calibration = [(t, "execution") for t in texts] + [(t, "analysis") for t in texts[:30]]
    baseline_calibrate(agent=agent, samples=calibration, provisional=False, model_name="bench", anchor_glyph=GLYPH)
    stored = compute_metrics(texts[0], anchor_glyph=GLYPH).to_dict()

    def ingest(i: int) -> object:
        return output_ingest(agent=agent, session_id="bench", turn_id=f"t{i}", text=texts[i % len(texts)],
                             mode_hint="execution", user_message="deploy it", model="bench")

    def floor(i: int) -> object:
        return OutputSample.objects.create(
            agent=agent, session_id="bench", turn_id=f"f{i}", mode="execution", text_digest="0" * 64,
            text_length=len(texts[0]), metrics=stored, anchor_glyph=GLYPH, model_name="bench")

    runs: list[tuple[float, float, float, float]] = []
    for _ in range(options.runs):
        ingest_ms = _timed_ms(ingest, options.n)
        floor_ms = _timed_ms(floor, options.n)
        runs.append((statistics.median(ingest_ms), _percentile(ingest_ms, 0.9),
                     statistics.median(floor_ms), _percentile(floor_ms, 0.9)))

    print(f"output_ingest, {vendor}, language backend {backend()}, "
          f"{min(word_counts)}–{max(word_counts)} words with code and emoji, n={options.n} × {options.runs} runs")
    print(f"{'run':<6}{'ingest p50':>12}{'p90':>9}{'floor p50':>12}{'p90':>9}{'ingest − floor':>16}")
    for index, (p50, p90, f50, f90) in enumerate(runs, 1):
        print(f"{index:<6}{p50:>12.3f}{p90:>9.3f}{f50:>12.3f}{f90:>9.3f}{p50 - f50:>16.3f}")
    ingest_median = statistics.median(r[0] for r in runs)
    floor_median = statistics.median(r[2] for r in runs)
    print(f"median of run medians: ingest {ingest_median:.3f} ms, floor (insert only) {floor_median:.3f} ms, "
          f"metrics cost {ingest_median - floor_median:.3f} ms; target ≤ 5 ms: "
          f"{'met' if ingest_median <= 5 else 'MISSED'}")
    OutputSample.objects.filter(agent=agent).delete()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
