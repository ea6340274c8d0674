"""Language-frame accuracy of the register channel (SPEC §3 R-R-1, R-R-7, §9; issue 3 target ≥ 95 %).

Run from the project root::

    .venv/bin/python bench/bench_language.py
    QLN_LANGUAGE_BACKEND=langdetect .venv/bin/python bench/bench_language.py   # the fallback detector

Offline, no Django. Two measures on ``bench/data/language_segments.jsonl``
(short natural sentences, 5–15 words, 7 languages × 21, written for this
benchmark; label = ISO code as langdetect spells it):

1. **Segment accuracy** of :func:`register.language.detect_primary`, overall
   and per language, with the median time per segment.
2. **The language-frame rule** (R-R-7: more than
   :data:`register.window.LANGUAGE_OUTSIDE_MAX` = 5 % of tokens outside the
   expected language) on texts built from the same segments:

   * *mixed*: four segments of a base language with one segment of another
     language in the middle, for every ordered pair of languages (3 variants
     each) — the rule must fire and the primary must stay the base language;
   * *pure*: five segments of one language — the rule must not fire.

   Detection rate on mixed texts, false-alarm rate on pure ones.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from register.language import backend, detect_language, detect_one_langdetect, detect_primary  # noqa: E402
from register.window import LANGUAGE_OUTSIDE_MAX  # noqa: E402

SEGMENTS = ROOT / "bench" / "data" / "language_segments.jsonl"


def load_segments() -> dict[str, list[str]]:
    by_language: dict[str, list[str]] = defaultdict(list)
    for line in SEGMENTS.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            by_language[row["lang"]].append(row["text"])
    return dict(by_language)


def segment_accuracy(by_language: dict[str, list[str]]) -> None:
    detect_primary("warm up the detector")  # model or profile load, not measured
    total = right = right_langdetect = 0
    timings: list[float] = []
    misses: list[str] = []
    print(f"1. segment accuracy, detect_primary (backend {backend()}), "
          f"{sum(map(len, by_language.values()))} segments, {len(by_language)} languages")
    for code, texts in sorted(by_language.items()):
        correct = 0
        for text in texts:
            started = time.perf_counter_ns()
            got = detect_primary(text)
            timings.append((time.perf_counter_ns() - started) / 1000)
            correct += got == code
            right_langdetect += detect_one_langdetect(text)[0] == code
            if got != code:
                misses.append(f"   miss [{code}→{got}] {text}")
        total += len(texts)
        right += correct
        print(f"   {code:<6}{correct:>3}/{len(texts):<3} {100 * correct / len(texts):6.1f} %")
    print(f"   overall {right}/{total} = {100 * right / total:.1f} %  (target ≥ 95 %: "
          f"{'met' if right / total >= 0.95 else 'MISSED'}); median {statistics.median(timings):.1f} µs per segment")
    print(f"   for comparison, a single seeded langdetect call per segment: {right_langdetect}/{total} = "
          f"{100 * right_langdetect / total:.1f} %")
    print("\n".join(misses))


def frame_rule(by_language: dict[str, list[str]]) -> None:
    languages = sorted(by_language)
    fired = primary_kept = mixed = 0
    false_alarms = pure = 0
    missed: list[str] = []
    for base in languages:
        pool = by_language[base]
        for offset in range(0, len(pool), 5):  # pure texts: five consecutive segments
            text = " ".join(pool[(offset + k) % len(pool)] for k in range(5))
            pure += 1
            if detect_language(text).outside_share(base) > LANGUAGE_OUTSIDE_MAX:
                false_alarms += 1
                missed.append(f"   false alarm [{base}] {text[:90]}…")
        for foreign in languages:
            if foreign == base:
                continue
            for variant in range(3):
                start = (variant * 7 + languages.index(foreign)) % len(pool)
                segments = [pool[(start + k) % len(pool)] for k in range(4)]
                inserted = by_language[foreign][(variant * 5 + languages.index(base)) % len(by_language[foreign])]
                text = " ".join(segments[:2] + [inserted] + segments[2:])
                profile = detect_language(text)
                mixed += 1
                primary_kept += profile.primary == base
                if profile.outside_share(base) > LANGUAGE_OUTSIDE_MAX:
                    fired += 1
                else:
                    missed.append(f"   not flagged [{base}+{foreign}] {inserted}")
    print(f"2. language-frame rule (> {LANGUAGE_OUTSIDE_MAX:.0%} of tokens outside the expected language)")
    print(f"   mixed texts (1 foreign segment in 5): flagged {fired}/{mixed} = {100 * fired / mixed:.1f} %, "
          f"primary kept {primary_kept}/{mixed} = {100 * primary_kept / mixed:.1f} %")
    print(f"   pure texts: false alarms {false_alarms}/{pure} = {100 * false_alarms / pure:.1f} %")
    print("\n".join(missed[:20]))


def main() -> int:
    by_language = load_segments()
    segment_accuracy(by_language)
    frame_rule(by_language)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
