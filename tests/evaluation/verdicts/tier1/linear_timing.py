"""The timing protocol of the Tier 1 linear-time tests (issue 25, High 1): a shape judged small and large (200 and
20,000 blanks, or a count of branches or words), the small one warmed up and best of three, so a test can assert the
large one costs < 20 × the small.

Cost is the test process's own CPU time (``time.process_time``), not the wall clock: the bound is on the scan's work,
and a wall clock also counts whatever else the machine runs (round 40's CI run failed two of these tests while other
processes loaded both cores; the same tests pass on an idle machine).

The heap the test session holds when it gets here (every collected module, the corpora of tens of thousands of items
among them: ``pytest -m serial`` imports all of them before it deselects) is frozen out of the garbage collector for the
measurement: a full collection triggered by the long input's allocations otherwise walks that heap, and the long case
measured 0.60 s in a full collection against 0.12 s alone (round 40's serial stage). The scan's own allocations are
still collected and still timed; the server's process holds no corpora."""
from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import TypeVar

Size = TypeVar("Size")


def cost_pair(run: Callable[[Size], object], small: Size, large: Size, *, large_runs: int = 1) -> tuple[float, float]:
    """CPU seconds ``run(small)`` takes (best of three after a warm-up) and ``run(large)`` takes (best of
    ``large_runs``; once by default). The least of several runs is the estimate of a deterministic scan's cost: noise
    (a cache another process evicted, a collection of the scan's own garbage) only ever adds to it."""
    def timed(size: Size) -> float:
        started = time.process_time()
        run(size)
        return time.process_time() - started

    gc.collect()
    gc.freeze()
    try:
        timed(small)  # warm caches
        best = min(timed(small) for _ in range(3))
        return best, min(timed(large) for _ in range(large_runs))
    finally:
        gc.unfreeze()


def small_and_large(run: Callable[[str], object]) -> tuple[float, float]:
    """CPU seconds ``run(blanks)`` takes on 200 blanks (best of three after a warm-up) and on 20,000 blanks."""
    return cost_pair(run, " " * 200, " " * 20_000)
