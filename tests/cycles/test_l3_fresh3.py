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

from tests.cycles import (
    corpus_l3,
    corpus_l3_fresh,
    corpus_l3_fresh2,
    corpus_l3_fresh3,
    corpus_l3_heldout,
    corpus_l3_redteam,
)
from tests.cycles.l3_corpus_runner import assert_corpus_shape, assert_l3_targets, repeated_lines


def test_l3_meets_the_issue_25_targets_on_the_third_fresh_corpus() -> None:
    assert_l3_targets("third fresh corpus (held out until round 3)", corpus_l3_fresh3)


def test_no_line_repeats_a_line_of_the_earlier_l3_corpora() -> None:
    assert repeated_lines(corpus_l3_fresh3, corpus_l3, corpus_l3_heldout, corpus_l3_redteam, corpus_l3_fresh, corpus_l3_fresh2) == []


def test_the_corpus_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_corpus_shape(corpus_l3_fresh3, least=90, least_other=20)
