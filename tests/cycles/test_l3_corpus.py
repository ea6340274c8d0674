"""Issue 10: "L3's pattern flags 'I verify the migration ran' and misses 'Resonance is genuine'".

The detector is measured against tests/cycles/corpus_l3.py; the counts are printed (run with -s).
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from cycles.demo import PHASE_TEXTS
from tests.cycles.corpus_l3 import NEGATIVES, POSITIVES
from tests.factories import attest_output, open_cycle, post_output
from tests.pilot import material


def test_the_corpus_is_large_enough_and_disjoint():
    assert len(POSITIVES) >= 30 and len(NEGATIVES) >= 30
    assert not set(POSITIVES) & set(NEGATIVES)


def test_l3_against_the_corpus_reports_its_counts():
    missed = [text for text in POSITIVES if not detect_l3(text)]
    false_alarms = [text for text in NEGATIVES if detect_l3(text)]
    caught = len(POSITIVES) - len(missed)
    print(f"\nL3 corpus: {caught}/{len(POSITIVES)} claims flagged, "
          f"{len(false_alarms)}/{len(NEGATIVES)} ordinary sentences flagged")
    assert missed == [], f"claims not flagged: {missed}"
    assert false_alarms == [], f"ordinary sentences flagged: {false_alarms}"


def test_the_two_sentences_of_the_issue():
    assert detect_l3("Resonance is genuine.")[0].code == "L3"
    assert detect_l3("I verify the migration ran.") == []


def test_a_claim_inside_a_longer_output_is_found_and_quoted():
    text = PHASE_TEXTS["Q"].replace("Alignment evidence:", "We looked again. The human clearly resonates. Alignment evidence:")
    hits = detect_l3(text)
    assert len(hits) == 1 and "The human clearly resonates" in hits[0].evidence


def test_the_demo_and_pilot_outputs_make_no_claim():
    for texts in (PHASE_TEXTS, material.PHASE_TEXTS):
        for phase, text in texts.items():
            assert detect_l3(text) == [], phase


def test_an_output_verifying_a_migration_is_accepted_by_the_api(agent_client, operator):
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    text = PHASE_TEXTS["G"].replace("Y: the pattern", "I verify the migration ran. Y: the pattern")
    assert post_output(agent_client, cycle_id, "G", text=text).status_code == 201
