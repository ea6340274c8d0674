"""The timing protocol of the Tier 1 linear-time tests (issue 25, High 1): a shape judged on 200 and on 20,000
blanks, the small one warmed up and best of three, so a test can assert the large one costs < 20 × the small.

The heap the test session holds when it gets here (every collected module, the corpora of tens of thousands of items
among them: ``pytest -m serial`` imports all of them before it deselects) is frozen out of the garbage collector for the
measurement: a full collection triggered by the long input's allocations otherwise walks that heap, and the long case
measured 0.60 s in a full collection against 0.12 s alone (round 40's serial stage). The scan's own allocations are
still collected and still timed; the server's process holds no corpora."""
from __future__ import annotations

import gc
import time
from collections.abc import Callable


def small_and_large(run: Callable[[str], object]) -> tuple[float, float]:
    """Seconds ``run(blanks)`` takes on 200 blanks (best of three after a warm-up) and on 20,000 blanks."""
    def timed(size: int) -> float:
        started = time.perf_counter()
        run(" " * size)
        return time.perf_counter() - started

    gc.collect()
    gc.freeze()
    try:
        timed(200)  # warm caches
        small = min(timed(200) for _ in range(3))
        return small, timed(20_000)
    finally:
        gc.unfreeze()
