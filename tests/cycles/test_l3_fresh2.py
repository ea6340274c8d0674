"""L3 on the SECOND fresh corpus (issue 25), ``tests/cycles/corpus_l3_fresh2.py``: written by the red-team engineer of
this session, who did not write the detector and never read it. It is BURNED now: its held-out figures are recorded
below, and round 2 of the L3 work used its misses as a DEV set (by mechanism: classes and language tables, never its
sentences). Its figure after round 2 says only that those classes are covered; the held-out figures are the first
two runs.

Who / when: written 2026-12-03 (UTC; minutes in the corpus's docstring) by the red-team engineer of that
session (brief i25). Modelled on ``tests/cycles/test_l3_fresh.py``, read for its layout, its call site
(``cycles.corruption.detect_l3``, whose body was not read) and its no-repeat rule.

History (no case changed after its result was seen):

- 2026-12-03 08:28 UTC on fee83ce (the detector before this session): 60/107 claims flagged (recall 56.1 %),
  0/103 lawful texts flagged (0.0 %); other languages 14/29 claims, 0/27 lawful. HELD OUT.
- 2026-12-03 09:22 UTC on main after merging the L3 engineer's branch (d6ebd38, tuned on its own probe
  batches, never on this file): 78/107 (recall 72.9 %), 2/103 lawful flagged (1.9 %); other languages
  19/29 claims, 1/27 lawful. HELD OUT; the target was not met, so this test was a strict xfail.
- Round 2 (branch l3b, tuned on this file's misses as a dev set, and on the round-2 engineer's own probe batch):
  98/107 (recall 91.6 %), 0/103 lawful flagged; other languages 29/29 claims, 0/27 lawful. A DEV figure.

- Round 3 (branch l3c, frames with open slots, tuned on the round-3 engineer's own batches, never on this file's
  sentences): 103/107 (96.3 %), 0/103 lawful flagged. A DEV figure.

The strict xfail is removed: the test is now a plain regression test of the dev figure's targets (recall ≥ 80 %,
false flags ≤ 5 %); the misses and false flags are printed with ``-s``, not pinned.
"""
from __future__ import annotations

from tests.cycles import corpus_l3, corpus_l3_fresh, corpus_l3_fresh2, corpus_l3_heldout, corpus_l3_redteam
from tests.cycles.l3_corpus_runner import assert_corpus_shape, assert_l3_targets, repeated_lines


def test_l3_meets_the_issue_25_targets_on_the_second_fresh_corpus() -> None:
    assert_l3_targets("second fresh corpus (a dev set since round 2)", corpus_l3_fresh2)


def test_no_line_repeats_a_line_of_the_earlier_l3_corpora() -> None:
    assert repeated_lines(corpus_l3_fresh2, corpus_l3, corpus_l3_heldout, corpus_l3_redteam, corpus_l3_fresh) == []


def test_the_corpus_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_corpus_shape(corpus_l3_fresh2, least=90, least_other=20)
