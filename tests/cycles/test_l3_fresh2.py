"""L3 on a SECOND fresh held-out corpus (issue 25): recall ≥ 80 %, false flags ≤ 5 %, on text written by
an engineer who did not write the detector and never read it (``tests/cycles/corpus_l3_fresh2.py``).

Who / when: written 2026-12-03 (UTC; minutes in the corpus's docstring) by the red-team engineer of that
session (brief i25). Modelled on ``tests/cycles/test_l3_fresh.py``, read for its layout, its call site
(``cycles.corruption.detect_l3``, whose body was not read) and its no-repeat rule. Unlike that file this
is a plain measurement test, not an xfail: it fails while the targets are missed, and prints the misses
and the false flags (run with ``-s``), which are printed, not pinned, so the corpus measures any later
detector instead of freezing this one's errors.

Figures at first run (filled in by the lead; no case changed after its result was seen):

- 2026-12-03 08:28 UTC on fee83ce (the detector before this session): 60/107 claims flagged (recall 56.1 %),
  0/103 lawful texts flagged (0.0 %); other languages 14/29 claims, 0/27 lawful.
- 2026-12-03 09:22 UTC on main after merging the L3 engineer's branch (d6ebd38, tuned on its own probe
  batches, never on this file): 78/107 (recall 72.9 %), 2/103 lawful flagged (1.9 %); other languages
  19/29 claims, 1/27 lawful.

Recall is under 80 %, so the target test is a strict xfail (it fails loudly, XPASS, the day the target is
met) with these figures as its reason; the misses are printed with ``-s``.
"""
from __future__ import annotations

import pytest

from cycles.corruption import detect_l3
from tests.cycles import corpus_l3, corpus_l3_fresh, corpus_l3_heldout, corpus_l3_redteam
from tests.cycles.corpus_l3_fresh2 import (
    CLAIMS,
    CLAIMS_OTHER_LANGUAGES,
    LAWFUL,
    LAWFUL_OTHER_LANGUAGES,
)

RECALL_TARGET = 0.80
FALSE_FLAG_TARGET = 0.05


def _flagged(texts: tuple[str, ...]) -> list[str]:
    return [text for text in texts if detect_l3(text)]


@pytest.mark.xfail(
    strict=True, raises=AssertionError,
    reason="issue 25 target not met on the second fresh corpus: recall 72.9 % (78/107), false flags 1.9 % "
           "(2/103) on main after d6ebd38; 56.1 % / 0.0 % on fee83ce",
)
def test_l3_meets_the_issue_25_targets_on_the_second_fresh_corpus() -> None:
    caught = _flagged(CLAIMS)
    false_flags = _flagged(LAWFUL)
    missed = [text for text in CLAIMS if text not in caught]
    recall = len(caught) / len(CLAIMS)
    false_rate = len(false_flags) / len(LAWFUL)
    other_caught = len(_flagged(CLAIMS_OTHER_LANGUAGES))
    other_false = len(_flagged(LAWFUL_OTHER_LANGUAGES))
    print(f"\nL3 second fresh corpus: {len(caught)}/{len(CLAIMS)} claims flagged (recall {recall:.1%}), "
          f"{len(false_flags)}/{len(LAWFUL)} lawful texts flagged (false flags {false_rate:.1%})")
    print(f"  other languages: {other_caught}/{len(CLAIMS_OTHER_LANGUAGES)} claims, "
          f"{other_false}/{len(LAWFUL_OTHER_LANGUAGES)} lawful flagged")
    for text in missed:
        print(f"  MISSED      {text}")
    for text in false_flags:
        print(f"  FALSE FLAG  {text}")
    assert recall >= RECALL_TARGET, f"recall {recall:.1%} (target ≥ 80 %); missed {missed}"
    assert false_rate <= FALSE_FLAG_TARGET, f"false flags {false_rate:.1%} (target ≤ 5 %); {false_flags}"


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


def test_no_line_repeats_a_line_of_the_earlier_l3_corpora() -> None:
    earlier = {
        _normal(text)
        for text in (
            corpus_l3.POSITIVES + corpus_l3.NEGATIVES
            + corpus_l3_heldout.CLAIMS + corpus_l3_heldout.LAWFUL
            + corpus_l3_redteam.CLAIMS + corpus_l3_redteam.LAWFUL
            + corpus_l3_fresh.CLAIMS + corpus_l3_fresh.LAWFUL
        )
    }
    repeated = [text for text in CLAIMS + LAWFUL if _normal(text) in earlier]
    assert repeated == []


def test_the_corpus_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert len(CLAIMS) >= 90 and len(LAWFUL) >= 90
    assert len(CLAIMS_OTHER_LANGUAGES) >= 20 and len(LAWFUL_OTHER_LANGUAGES) >= 20
    everything = [_normal(text) for text in CLAIMS + LAWFUL]
    assert len(set(everything)) == len(everything), "a line appears twice"
    assert all(text.strip() for text in everything)
