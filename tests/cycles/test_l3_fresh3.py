"""L3 on the THIRD fresh corpus (issue 25), ``tests/cycles/corpus_l3_fresh3.py``: written 2026-12-03 11:44-11:47 UTC by
the red-team engineer of that session, who did not write the detector and never read it (the corpus's docstring
lists what was read). This test was written by the lead after the corpus was complete, from ``test_l3_fresh2.py``.

History (no text changed after its result was seen; both runs HELD OUT — the round-3 engineer never saw it):

- 2026-12-03 11:48 UTC on main 24b1278 (L3 round 2): 80/101 claims flagged (recall 79.2 %), 2/101 lawful texts
  flagged (2.0 %); other languages 18/25 claims, 0/25 lawful.
- 2026-12-03 12:32 UTC on branch l3c f96a6b6 (L3 round 3, frames with open slots), merged: 83/101 (recall 82.2 %),
  2/101 lawful flagged (2.0 %); other languages 19/25, 0/25. The issue's targets (recall ≥ 80 %, false flags ≤ 5 %)
  are met on this corpus, so this is a plain test of them; misses and false flags are printed with ``-s``.
  From here on the corpus is a dev set.
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from tests.cycles import corpus_l3, corpus_l3_fresh, corpus_l3_fresh2, corpus_l3_heldout, corpus_l3_redteam
from tests.cycles.corpus_l3_fresh3 import (
    CLAIMS,
    CLAIMS_OTHER_LANGUAGES,
    LAWFUL,
    LAWFUL_OTHER_LANGUAGES,
)

RECALL_TARGET = 0.80
FALSE_FLAG_TARGET = 0.05


def _flagged(texts: tuple[str, ...]) -> list[str]:
    return [text for text in texts if detect_l3(text)]


def test_l3_meets_the_issue_25_targets_on_the_third_fresh_corpus() -> None:
    caught = _flagged(CLAIMS)
    false_flags = _flagged(LAWFUL)
    missed = [text for text in CLAIMS if text not in caught]
    recall = len(caught) / len(CLAIMS)
    false_rate = len(false_flags) / len(LAWFUL)
    other_caught = len(_flagged(CLAIMS_OTHER_LANGUAGES))
    other_false = len(_flagged(LAWFUL_OTHER_LANGUAGES))
    print(f"\nL3 third fresh corpus (held out until round 3): {len(caught)}/{len(CLAIMS)} claims flagged (recall {recall:.1%}), "
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
            + corpus_l3_fresh2.CLAIMS + corpus_l3_fresh2.LAWFUL
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
