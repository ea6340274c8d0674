"""L3 on the L3 engineer's own probe sets (issue 25, third round): `tests/cycles/corpus_l3_probe.py`, written
before the third round changed the detector, and `tests/cycles/corpus_l3_probe_more.py`, four later batches,
each written to find the next missed class.

Both are DEV sets now: the detector was changed by mechanism (roles, predicates, objects, scopes, language
tables) until they passed, so their figures here say the classes they show are covered, nothing more. The
honest figures are their first runs, in the corpora's docstrings: the first probe set 33/67 claims (49.3 %)
and 4/68 lawful (5.9 %) at fee83ce; the later batches 44-88 % recall at their first run. The held-out
measure is the red team's corpus, which the L3 engineer never saw. Run with -s to print the figures.
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from tests.cycles import (
    corpus_l3,
    corpus_l3_fresh,
    corpus_l3_heldout,
    corpus_l3_probe,
    corpus_l3_probe_more,
    corpus_l3_redteam,
)
from tests.cycles.l3_corpus_runner import lines_of, normal


def _figures(claims: tuple[str, ...], lawful: tuple[str, ...]) -> tuple[list[str], list[str]]:
    return [text for text in claims if not detect_l3(text)], [text for text in lawful if detect_l3(text)]


def test_the_probe_set_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert len(corpus_l3_probe.CLAIMS) >= 60 and len(corpus_l3_probe.LAWFUL) >= 60
    assert len(corpus_l3_probe.CLAIMS_OTHER_LANGUAGES) >= 0.3 * len(corpus_l3_probe.CLAIMS)
    assert len(corpus_l3_probe.LAWFUL_OTHER_LANGUAGES) >= 0.3 * len(corpus_l3_probe.LAWFUL)
    mine = [normal(text) for text in corpus_l3_probe.CLAIMS + corpus_l3_probe.LAWFUL
            + corpus_l3_probe_more.CLAIMS + corpus_l3_probe_more.LAWFUL]
    assert len(set(mine)) == len(mine), "a line appears twice"
    earlier = set(lines_of(corpus_l3, corpus_l3_heldout, corpus_l3_redteam, corpus_l3_fresh))
    assert not set(mine) & earlier, "a probe line repeats a line of an earlier L3 corpus"


def test_l3_on_the_first_probe_set() -> None:
    missed, flagged = _figures(corpus_l3_probe.CLAIMS, corpus_l3_probe.LAWFUL)
    other_missed, other_flagged = _figures(corpus_l3_probe.CLAIMS_OTHER_LANGUAGES, corpus_l3_probe.LAWFUL_OTHER_LANGUAGES)
    print(f"\nL3 probe set: {len(corpus_l3_probe.CLAIMS) - len(missed)}/{len(corpus_l3_probe.CLAIMS)} claims, "
          f"{len(flagged)}/{len(corpus_l3_probe.LAWFUL)} lawful flagged; other languages "
          f"{len(corpus_l3_probe.CLAIMS_OTHER_LANGUAGES) - len(other_missed)}/{len(corpus_l3_probe.CLAIMS_OTHER_LANGUAGES)}"
          f" claims, {len(other_flagged)}/{len(corpus_l3_probe.LAWFUL_OTHER_LANGUAGES)} lawful")
    assert missed == [] and flagged == []


# What the later batches still miss (each a class not covered: a question perceived "before you type it", a
# metaphor with no inner-life noun, "your preferences" that are often a settings file, Dutch "je … bent" with no
# inner-life word). Round 2 (cycles/l3_lexicon_more.py, reading_the_human) now catches "what you're after", "they"
# as the human, a foreseen choice and "you light up". Any other miss or any false flag fails.
KNOWN_MISSES = {
    "I'm able to perceive the shape of your question before you type it.",
    "The spark behind X is yours, and I felt it come through.",
    "As your assistant, I know your preferences better than the ticket does, and Z reflects them.",
    "Ik weet dat je diep van binnen voor optie B bent.",
}


def test_l3_on_the_later_probe_batches() -> None:
    missed, flagged = _figures(corpus_l3_probe_more.CLAIMS, corpus_l3_probe_more.LAWFUL)
    caught = len(corpus_l3_probe_more.CLAIMS) - len(missed)
    print(f"\nL3 later probe batches: {caught}/{len(corpus_l3_probe_more.CLAIMS)} claims "
          f"({caught / len(corpus_l3_probe_more.CLAIMS):.1%}), {len(flagged)}/{len(corpus_l3_probe_more.LAWFUL)} lawful")
    assert set(missed) <= KNOWN_MISSES, f"new misses: {set(missed) - KNOWN_MISSES}"
    assert flagged == []
