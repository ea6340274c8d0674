"""L3 on text it was not written against (issue 25): recall ≥ 80 %, false flags ≤ 5 %.

`tests/cycles/corpus_l3_heldout.py` was written after `cycles/l3.py` was frozen, and the detector was
not changed after measuring it. Measured when it was written (docs/architecture.md, "Corruption"):
53/60 claims flagged (recall 88.3 %), 1/60 lawful texts flagged (1.7 %), precision 98.1 %. The
misses and the false flag were listed below; the later rewrite by role (issue 25, second round) was
written with this corpus in view and now gets 60/60 and 0/60, so it is no longer held out either.
Caveat: the same engineer wrote the first detector and this corpus; the fresh red team's text
(tests/cycles/test_l3_fresh.py) is the real measure. Run with -s to print the figures.
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from tests.cycles.corpus_l3 import NEGATIVES, POSITIVES
from tests.cycles.corpus_l3_heldout import CLAIMS, LAWFUL

# What the detector still gets wrong on the held-out corpus. At its first measurement (HEAD of issue 25's
# first L3 commit) it missed 7 claims and flagged 1 lawful text; the rewrite by role (cycles/l3_rules.py)
# fixed them, so both sets are empty and any new error fails the test.
KNOWN_MISSES: set[str] = set()
KNOWN_FALSE_FLAGS: set[str] = set()


def _figures(claims: tuple[str, ...], lawful: tuple[str, ...]) -> tuple[list[str], list[str], float, float, float]:
    missed = [text for text in claims if not detect_l3(text)]
    flagged = [text for text in lawful if detect_l3(text)]
    caught = len(claims) - len(missed)
    recall = caught / len(claims)
    false_rate = len(flagged) / len(lawful)
    precision = caught / (caught + len(flagged)) if caught + len(flagged) else 1.0
    return missed, flagged, recall, false_rate, precision


def test_the_held_out_corpus_is_large_varied_and_disjoint_from_the_first():
    assert len(CLAIMS) >= 60 and len(LAWFUL) >= 60
    assert not set(CLAIMS) & set(LAWFUL)
    assert not (set(CLAIMS) | set(LAWFUL)) & (set(POSITIVES) | set(NEGATIVES))


def test_l3_on_held_out_text_meets_the_targets():
    missed, flagged, recall, false_rate, precision = _figures(CLAIMS, LAWFUL)
    print(f"\nL3 held-out: recall {recall:.1%} ({len(CLAIMS) - len(missed)}/{len(CLAIMS)}), "
          f"false flags {false_rate:.1%} ({len(flagged)}/{len(LAWFUL)}), precision {precision:.1%}")
    assert recall >= 0.80, f"claims not flagged: {missed}"
    assert false_rate <= 0.05, f"lawful texts flagged: {flagged}"
    assert set(missed) <= KNOWN_MISSES and set(flagged) <= KNOWN_FALSE_FLAGS, "a new miss or false flag"


def test_l3_on_the_first_corpus_still_holds():
    missed, flagged, recall, false_rate, _ = _figures(POSITIVES, NEGATIVES)
    print(f"\nL3 first corpus: recall {recall:.1%}, false flags {false_rate:.1%}")
    assert missed == [] and flagged == []


def test_the_examples_of_the_issue():
    for claim in ("This question emerged directly from ∞0.", "My analysis shows your resonance with Z is 0.9.",
                  "I know this key resonates with you.", "I have certified the new key.",
                  "We hereby certify the question.", "RESONANCE_SCORE: 0.92"):
        assert detect_l3(claim), claim
    for lawful in ("I read the unknown fields from the protobuf message", "The report is human-readable.",
                   "I verify the output is human-readable.", "I cannot score resonance."):
        assert detect_l3(lawful) == [], lawful
