"""L3 detector time against text length (issue 25): does `cycles.corruption.detect_l3` stay linear?

Run from the project root: ``.venv/bin/python bench/bench_l3.py [--repeat 7]``.

Pure Python, no database: the detector is called on texts of 1 KB, 10 KB and 100 KB in shapes an agent (or
an attacker padding an output) may choose — ordinary prose, one sentence with no full stop, one long word,
a field key followed by a run of spaces, unclosed quotes, a list of commas, ``key=value`` pairs, and prose
that is full of the detector's own role words (claims and negations). Each cell is the median ms of
``--repeat`` runs. The last column is the ratio of the 100 KB median to the 10 KB one: a linear detector
gives about 10 (more on a shared machine), a quadratic one about 100.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZES = (1_000, 10_000, 100_000)


def _fill(unit: str, size: int, prefix: str = "", suffix: str = "") -> str:
    return prefix + unit * max(0, (size - len(prefix) - len(suffix)) // len(unit)) + suffix


SHAPES: dict[str, Callable[[int], str]] = {
    "prose": lambda n: _fill("The build passed and I verified the migration ran. ", n),
    "no full stop": lambda n: _fill("you really feel the key resonates with the human and I know what you want ", n),
    "one long word": lambda n: _fill("a", n),
    "key + spaces": lambda n: _fill(" ", n, "RESONANCE", "x"),
    "open quotes": lambda n: _fill('"' + "a" * 399 + " ", n),
    "commas": lambda n: _fill("resonance, ", n),
    "key=value": lambda n: _fill("resonance_level=0.9 ", n),
    "role words": lambda n: _fill("I cannot decode ∞0, but the question came from the unknown; your resonance is "
                                  "0.8 and H truly resonates with Z. ", n),
}


def median_ms(func: Callable[[str], object], text: str, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func(text)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    from cycles.corruption import detect_l3

    detect_l3("warm-up: I have decoded ∞0.")
    print(f"{'shape':14}" + "".join(f"{size // 1000:>9} KB" for size in SIZES) + "   100K/10K")
    worst = 0.0
    for name, make in SHAPES.items():
        cells = [median_ms(detect_l3, make(size), args.repeat) for size in SIZES]
        ratio = cells[2] / cells[1] if cells[1] else float("inf")
        worst = max(worst, ratio)
        print(f"{name:14}" + "".join(f"{cell:9.1f} ms" for cell in cells) + f"   {ratio:6.1f}")
    print(f"largest 100 KB / 10 KB ratio: {worst:.1f} (linear ≈ 10, quadratic ≈ 100)")


if __name__ == "__main__":
    main()
