"""The timing protocol of the Tier 1 linear-time tests (issue 25, High 1): a shape judged on 200 and on 20,000
blanks, the small one warmed up and best of three, so a test can assert the large one costs < 20 × the small."""
from __future__ import annotations

import time
from collections.abc import Callable


def small_and_large(run: Callable[[str], object]) -> tuple[float, float]:
    """Seconds ``run(blanks)`` takes on 200 blanks (best of three after a warm-up) and on 20,000 blanks."""
    def timed(size: int) -> float:
        started = time.perf_counter()
        run(" " * size)
        return time.perf_counter() - started

    timed(200)  # warm caches
    small = min(timed(200) for _ in range(3))
    return small, timed(20_000)
