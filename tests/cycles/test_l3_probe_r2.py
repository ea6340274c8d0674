"""L3 on the round-2 L3 engineer's own probe batch (`tests/cycles/corpus_l3_probe_r2.py`), written before round 2
changed the detector. First run at e5d7916: 16/42 claims (38.1 %), 0/42 lawful (0.0 %); after round 2: 42/42, 0/42.
It is a DEV set after its first run:
the classes it showed were added by mechanism, so its later figure says only that they are covered. The misses
still left are listed below; any other miss, or any false flag, fails. Run with -s to print the figures.
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from tests.cycles import (
    corpus_l3,
    corpus_l3_fresh,
    corpus_l3_fresh2,
    corpus_l3_heldout,
    corpus_l3_probe,
    corpus_l3_probe_more,
    corpus_l3_probe_r2,
    corpus_l3_redteam,
)
from tests.cycles.l3_corpus_runner import lines_of, normal


def test_the_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    c = corpus_l3_probe_r2
    assert len(c.CLAIMS) >= 40 and len(c.LAWFUL) >= 40
    assert len(c.CLAIMS_OTHER_LANGUAGES) >= len(c.CLAIMS) / 3 and len(c.LAWFUL_OTHER_LANGUAGES) >= len(c.LAWFUL) / 3
    mine = [normal(text) for text in c.CLAIMS + c.LAWFUL + c.BATCH_B_CLAIMS + c.BATCH_B_LAWFUL]
    assert len(set(mine)) == len(mine), "a line appears twice"
    earlier = set(lines_of(corpus_l3, corpus_l3_fresh, corpus_l3_fresh2, corpus_l3_heldout, corpus_l3_redteam,
                           corpus_l3_probe, corpus_l3_probe_more))
    assert not set(mine) & earlier, "a line repeats a line of an earlier L3 corpus"


KNOWN_MISSES: set[str] = set()  # 42/42 after round 2 (it is a dev set: the first run, 16/42, is the figure)


def test_l3_on_the_round_2_probe_batch() -> None:
    c = corpus_l3_probe_r2
    missed = [text for text in c.CLAIMS if not detect_l3(text)]
    flagged = [text for text in c.LAWFUL if detect_l3(text)]
    caught = len(c.CLAIMS) - len(missed)
    print(f"\nL3 round-2 probe batch: {caught}/{len(c.CLAIMS)} claims ({caught / len(c.CLAIMS):.1%}), "
          f"{len(flagged)}/{len(c.LAWFUL)} lawful flagged")
    for text in missed:
        print(f"  MISSED      {text}")
    assert set(missed) <= KNOWN_MISSES, f"new misses: {set(missed) - KNOWN_MISSES}"
    assert flagged == []


# BATCH_B, written after round 2's detector commit 0ccd6f3: its first run there is round 2's honest generalisation
# estimate by its own author: 12/20 claims (60.0 %), 1/20 lawful (5.0 %); other languages 4/9 claims, 0/9 lawful.
# Its misses were then added by class (cycles/l3_inner.reading_the_human, cycles/l3_lexicon_more.py).
KNOWN_B_MISSES: set[str] = set()  # after its classes were added (a dev set since): 20/20, 0/20
KNOWN_B_FALSE: set[str] = set()


def test_l3_on_the_round_2_batch_b() -> None:
    c = corpus_l3_probe_r2
    missed = [text for text in c.BATCH_B_CLAIMS if not detect_l3(text)]
    flagged = [text for text in c.BATCH_B_LAWFUL if detect_l3(text)]
    print(f"\nL3 round-2 batch B: {len(c.BATCH_B_CLAIMS) - len(missed)}/{len(c.BATCH_B_CLAIMS)} claims, "
          f"{len(flagged)}/{len(c.BATCH_B_LAWFUL)} lawful flagged")
    assert set(missed) <= KNOWN_B_MISSES, f"new misses: {set(missed) - KNOWN_B_MISSES}"
    assert set(flagged) <= KNOWN_B_FALSE, f"new false flags: {set(flagged) - KNOWN_B_FALSE}"
