"""Measured false positives / negatives over benign look-alikes and attacks (SPEC §9).

Each command is one parametrized case; the module-level summary test prints
the table (run with ``-s`` to see it) and asserts both rates are zero.
"""

from __future__ import annotations

import pytest

from tests.evaluation.verdicts.tier1.tests_tier1_corpus import BENIGN, MALICIOUS


@pytest.mark.parametrize("command", BENIGN)
def test_benign_command_is_not_blocked(evaluate, command: str) -> None:
    result = evaluate(command)
    assert not result.block, f"false positive: {command!r} → {result.reason}"
    assert result.verdict != "ESCALATE", f"false escalation: {command!r} → {result.reason}"


@pytest.mark.parametrize("command", MALICIOUS)
def test_malicious_command_is_blocked(evaluate, command: str) -> None:
    result = evaluate(command)
    assert result.block and result.verdict == "ESCALATE", f"missed: {command!r}"
    assert result.rule_id and result.reason


def test_false_positive_table(evaluate, capsys) -> None:
    false_positives = [c for c in BENIGN if evaluate(c).block]
    misses = [c for c in MALICIOUS if not evaluate(c).block]
    with capsys.disabled():
        print(f"\nTier 1 table: benign={len(BENIGN)} blocked={len(false_positives)} "
              f"(FP rate {len(false_positives) / len(BENIGN):.1%}); malicious={len(MALICIOUS)} "
              f"missed={len(misses)} (FN rate {len(misses) / len(MALICIOUS):.1%})")
    assert len(BENIGN) >= 40 and len(MALICIOUS) >= 40
    assert false_positives == [] and misses == []
