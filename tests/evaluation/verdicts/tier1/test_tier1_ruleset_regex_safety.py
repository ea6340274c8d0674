"""A rule set whose patterns can backtrack catastrophically is refused at load time (issue 25, round 4).

Python's ``re`` backtracks; one such pattern in an operator's rule set would make a short crafted
command hold the web process (the fork-bomb regex of issue 25's High 1 was one). The default rules
pass the check; each refused construct names itself in the error.
"""
from __future__ import annotations

import json

import pytest

from evaluation.verdicts.tier1.regex_safety import UnsafePattern, check_pattern
from evaluation.verdicts.tier1.rules import DEFAULT_RULES_PATH, RulesetError, load_ruleset


@pytest.mark.parametrize(("pattern", "construct"), [
    (r"(a+)+$", "nested quantifiers"),
    (r"(?:\s*x?)*y", "nested quantifiers"),
    (r"(.*,)*end", "nested quantifiers"),
    (r"(a|ab)*c", "alternatives that can start with the same character"),
    (r"(?:a|a?b)*c", "alternatives that can start with the same character"),
    (r"\d+\d+x", "adjacent unbounded repeats"),
    (r"KEY=.*\s*.*x", "adjacent unbounded repeats"),
    (r"(a)\1*", "back-reference inside a repeat"),
    ("x" * 2_001, "longer than"),
])
def test_catastrophic_constructs_are_refused(pattern: str, construct: str) -> None:
    with pytest.raises(UnsafePattern, match=construct):
        check_pattern(pattern)


@pytest.mark.parametrize("pattern", [
    r"\bDROP\s+(TABLE|DATABASE|SCHEMA)\b", r"(a|b)*c", r"(\w|\d)*x", r"a*+a*", r"(?>a+)+b", r"x{1,9}y{1,9}",
    r"NODE_OPTIONS=(?:.*\s)?(?:--require|-[rep](?:\s|$|[^-\s]))", r"[a-z]+@[a-z]+", r"PERL5OPT=.*-[MmdIe]",
])
def test_linear_patterns_pass(pattern: str) -> None:
    check_pattern(pattern)


def test_every_default_pattern_passes() -> None:
    load_ruleset(json.loads(DEFAULT_RULES_PATH.read_text()))


def test_an_operator_rule_set_with_such_a_pattern_is_refused_with_where_and_why() -> None:
    document = json.loads(DEFAULT_RULES_PATH.read_text())
    sql = next(r for r in document["rules"] if r["kind"] == "sql_drop")
    sql["params"]["patterns"] = [*sql["params"]["patterns"], r"(\s*DROP)+x"]
    index = document["rules"].index(sql)
    with pytest.raises(RulesetError) as refused:
        load_ruleset(document)
    message = str(refused.value)
    assert f"ruleset.rules[{index}].params.patterns[" in message
    assert "can backtrack catastrophically" in message and "(\\\\s*DROP)+x" in message
