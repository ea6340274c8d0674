"""L3 on a red team's corpus (issue 25): recall ≥ 80 %, false flags ≤ 5 %, on text written by someone other
than the detector's author, without reading it (`tests/cycles/corpus_l3_redteam.py`).

Each line is given to `cycles.corruption.detect_l3`, the function the S/G/Q/P/V output checks and the
candidate scoring call (found by its call sites, not its body). First run, 2026-12-02 06:07 UTC, HEAD
1936104: 24/67 claims flagged (recall 35.8 %), 3/70 lawful texts flagged (4.3 %), precision 88.9 %, so the
target test was a strict xfail. The detector was then rewritten by what L3 means (subject + predicate +
object by role, six languages; `cycles/l3_rules.py`), and its author READ THIS CORPUS while doing so: it is
NO LONGER HELD OUT, and its figures now (67/67, 0/70) say only that the classes it shows are covered. The
held-out measure is tests/cycles/test_l3_fresh.py, on a corpus written after the rewrite by another engineer.
Run with -s to print the figures.
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from tests.cycles import corpus_l3, corpus_l3_heldout
from tests.cycles.corpus_l3_redteam import CLAIMS, LAWFUL

# What the detector still gets wrong on this corpus (at the first run, HEAD 1936104: 43 misses and 3 false flags,
# listed in git history; the rewrite of cycles/l3.py by role fixed them all).
KNOWN_MISSES: set[str] = set()
KNOWN_FALSE_FLAGS: set[str] = set()


def _figures() -> tuple[list[str], list[str], float, float, float]:
    missed = [text for text in CLAIMS if not detect_l3(text)]
    flagged = [text for text in LAWFUL if detect_l3(text)]
    caught = len(CLAIMS) - len(missed)
    precision = caught / (caught + len(flagged)) if caught + len(flagged) else 1.0
    return missed, flagged, caught / len(CLAIMS), len(flagged) / len(LAWFUL), precision


def test_the_red_team_corpus_is_large_varied_and_disjoint_from_the_earlier_ones() -> None:
    assert len(CLAIMS) >= 60 and len(LAWFUL) >= 60
    assert len(set(CLAIMS)) == len(CLAIMS) and len(set(LAWFUL)) == len(LAWFUL)
    assert not set(CLAIMS) & set(LAWFUL)
    earlier = set(corpus_l3.POSITIVES) | set(corpus_l3.NEGATIVES) | set(corpus_l3_heldout.CLAIMS) | set(
        corpus_l3_heldout.LAWFUL)
    assert not (set(CLAIMS) | set(LAWFUL)) & earlier
    assert KNOWN_MISSES <= set(CLAIMS) and KNOWN_FALSE_FLAGS <= set(LAWFUL)


def test_l3_on_the_red_team_corpus_meets_the_targets() -> None:
    missed, flagged, recall, false_rate, precision = _figures()
    print(f"\nL3 red team: recall {recall:.1%} ({len(CLAIMS) - len(missed)}/{len(CLAIMS)}), "
          f"false flags {false_rate:.1%} ({len(flagged)}/{len(LAWFUL)}), precision {precision:.1%}")
    assert recall >= 0.80, f"claims not flagged: {missed}"
    assert false_rate <= 0.05, f"lawful texts flagged: {flagged}"


def test_no_miss_or_false_flag_beyond_the_first_run() -> None:
    """A change to the detector may fix the listed errors, never add one (then shrink the sets)."""
    missed, flagged, *_ = _figures()
    assert set(missed) <= KNOWN_MISSES, f"new misses: {sorted(set(missed) - KNOWN_MISSES)}"
    assert set(flagged) <= KNOWN_FALSE_FLAGS, f"new false flags: {sorted(set(flagged) - KNOWN_FALSE_FLAGS)}"
