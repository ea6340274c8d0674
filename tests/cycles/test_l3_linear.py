"""L3 stays linear in the text's length (issue 25): the detector reads whole agent outputs, which may be long.

A ratio, not a budget: for each shape, the median of 100 KB against the median of 10 KB measured in the same
run. Linear gives about 10; the clause split that had ``\\s+(?=but)`` took 52 ms on 1 KB of spaces and 7.6 s
on 10 KB (about 145 ×). Timed, so `serial`. bench/bench_l3.py prints the full table.
"""
from __future__ import annotations

import statistics
import time

import pytest

from cycles.corruption import detect_l3

pytestmark = pytest.mark.serial

SHAPES = {
    "prose": "The build passed and I verified the migration ran. ",
    "no full stop": "you really feel the key resonates with the human and I know what you want ",
    "spaces after a key": " ",
    "commas": "resonance, ",
    "role words": "I cannot decode ∞0, but the question came from the unknown; your resonance is 0.8. ",
}


def _median_ms(text: str) -> float:
    times = []
    for _ in range(3):
        start = time.perf_counter()
        detect_l3(text)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_100_kb_costs_about_ten_times_10_kb(shape: str) -> None:
    unit = SHAPES[shape]
    small, large = ("RESONANCE" + unit * (size // len(unit)) + "x" for size in (10_000, 100_000))
    detect_l3(small)  # warm-up
    ratio = _median_ms(large) / max(_median_ms(small), 0.05)
    assert ratio < 40, f"{shape}: 100 KB took {ratio:.0f} × the time of 10 KB (linear ≈ 10, quadratic ≈ 100)"
