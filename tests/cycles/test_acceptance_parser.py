"""Issue 10 bullet 4: Z's ACCEPTANCE lines parse into criteria bound to evidence; errors name the line."""
from __future__ import annotations

import pytest

from cycles.acceptance import KNOWN_METRICS, classification_for_stratum, compare, parse_criteria

STORED = (
    "AC1 | the reply names no option | human\n"
    "AC2 | held-out cases hold | metric:held_out_pass_rate>=0.9\n"
    "NEAR-MISS_1 | the near-miss case passes | case:open-space/near-miss-plan"
)


def test_the_stored_value_parses_into_three_bound_criteria():
    criteria, errors = parse_criteria(STORED)
    assert errors == []
    assert [(c.id, c.kind) for c in criteria] == [("AC1", "human"), ("AC2", "metric"), ("NEAR-MISS_1", "case")]
    metric = criteria[1]
    assert (metric.metric, metric.op, metric.threshold) == ("held_out_pass_rate", ">=", 0.9)
    case = criteria[2]
    assert (case.suite, case.case) == ("open-space", "near-miss-plan")
    assert criteria[0].as_dict() == {"id": "AC1", "text": "the reply names no option", "binding": "human", "kind": "human"}


@pytest.mark.parametrize("line, expected", [
    ("AC1 | text", "ACCEPTANCE line 2: must be '<ID> | <criterion> | <binding>' (found 2 part(s))"),
    ("ac1 | text | human", "ACCEPTANCE line 2: id 'ac1' must match"),
    ("A234567890123456X | text | human", "ACCEPTANCE line 2: id 'A234567890123456X' must match"),
    ("OK | text | human", "ACCEPTANCE line 2: id OK is used twice"),
    ("AC3 |  | human", "ACCEPTANCE line 2: criterion AC3 needs a text"),
    ("AC3 | text | metric:made_up>=1", "ACCEPTANCE line 2: unknown metric 'made_up'"),
    ("AC3 | text | metric:held_out_pass_rate=>0.9", "ACCEPTANCE line 2: metric binding"),
    ("AC3 | text | metric:held_out_pass_rate>=high", "ACCEPTANCE line 2: metric binding"),
    ("AC3 | text | case:no-slash", "ACCEPTANCE line 2: binding 'case:no-slash' is none of"),
    ("AC3 | text | humans", "ACCEPTANCE line 2: binding 'humans' is none of"),
    ("AC3 | text | human | extra", "ACCEPTANCE line 2: must be '<ID> | <criterion> | <binding>' (found 4 part(s))"),
])
def test_each_malformed_line_is_refused_naming_its_line(line, expected):
    criteria, errors = parse_criteria("OK | fine | human\n" + line)
    assert [c.id for c in criteria] == ["OK"]
    assert len(errors) == 1 and errors[0].startswith(expected), errors


def test_an_empty_value_states_no_criteria_and_too_many_are_refused():
    assert parse_criteria("") == ([], [])
    many = "\n".join(f"A{i} | t | human" for i in range(33))
    assert parse_criteria(many)[1] == ["at most 32 ACCEPTANCE lines (found 33)"]


def test_every_operator_compares_and_unmeasured_never_meets():
    assert compare(0.9, ">=", 0.9) and compare(0.91, ">", 0.9) and compare(0.1, "<", 0.2)
    assert compare(0.2, "<=", 0.2) and compare(3.0, "==", 3)
    assert not compare(0.89, ">=", 0.9) and not compare(None, ">=", 0.0) and not compare(True, "==", 1)


def test_the_metric_vocabulary_names_what_the_evaluation_measures():
    for name in ("held_out_pass_rate", "adversarial_pass_rate", "task_benefit_candidate", "task_benefit_lower_bound"):
        assert name in KNOWN_METRICS


def test_classification_follows_the_stratum_of_the_change():
    assert classification_for_stratum(None) == "reflection"
    assert classification_for_stratum("adaptive_expression") == "adaptation"
    assert classification_for_stratum("governed_decoding") == "evolution"
    assert classification_for_stratum("kernel") == "constitutional_evolution"
