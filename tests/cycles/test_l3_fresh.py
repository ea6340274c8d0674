"""L3 on a fresh held-out corpus (issue 25): recall ≥ 80 %, false flags ≤ 5 %, on text written by an
engineer who did not write the detector and did not read it (`tests/cycles/corpus_l3_fresh.py`).

Each line is given to `cycles.corruption.detect_l3`, the function the phase-output checks and the
candidate scoring call (found by its call sites, not its body); a line counts as flagged when it
returns any hit. Run with -s to print the figures, the misses and the false flags.

First run, 2026-12-02 06:17 UTC, HEAD c126cc9 (`cycles/l3.py` and `cycles/corruption.py` as committed,
l3.py last changed in 72e1ab1): 25/82 claims flagged (recall 30.5 %), 0/86 lawful texts flagged (0.0 %);
in other languages 0/18 claims and 0/16 lawful flagged. The recall target is NOT met, so the target
test is a strict xfail (raises=AssertionError) with these figures; the misses are printed, not pinned,
so the corpus measures a later detector instead of freezing this one's errors.

After the detector's rewrite (1236479, "L3 by what it means", committed 06:52 UTC after this corpus's
commit 082d4e2), run 06:55 UTC on a `git archive` of 1236479 with the corpus unchanged: 54/82 claims
flagged (recall 65.9 %), 1/86 lawful texts flagged (1.2 %); other languages 8/18 claims, 0/16 lawful.
Recall is still under 80 %, so the strict xfail stays, with these figures.

BURNED (2026-12-03, third round): the L3 engineer of that session read this corpus and used it as a DEV set
while changing the detector by mechanism (roles, predicate and object classes, negation and deferral scope,
CJK segmentation, tables for it/pt/nl/pl/zh; `cycles/l3_lexicon_intl.py`). Before that round, at fee83ce:
54/82 claims (65.9 %), 1/86 lawful (1.2 %); other languages 8/18 and 0/16. After it: 82/82 claims (100 %),
0/86 lawful (0 %); other languages 18/18 and 0/16. The strict xfail became a plain test with these figures.
They are NOT a held-out measure any more: the held-out measure of the third round is the red team's corpus,
written by an engineer the L3 engineer never read.
"""
from __future__ import annotations

from tests.cycles import corpus_l3, corpus_l3_fresh, corpus_l3_heldout, corpus_l3_redteam
from tests.cycles.l3_corpus_runner import assert_corpus_shape, assert_l3_targets, repeated_lines


def test_l3_meets_the_issue_25_targets_on_the_fresh_corpus() -> None:
    assert_l3_targets("fresh corpus", corpus_l3_fresh)


def test_no_line_repeats_a_line_of_the_earlier_l3_corpora() -> None:
    assert repeated_lines(corpus_l3_fresh, corpus_l3, corpus_l3_heldout, corpus_l3_redteam) == []


def test_the_corpus_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_corpus_shape(corpus_l3_fresh, least=70, least_other=12)
