"""Round 31 (part t3j)'s own shapes stay linear on long runs (issue 25, High 1): an unknown program's read verb, list
options, output option and copier destination (``unknown_reads``), and a ``$(wslpath -w …)`` handed to a command.
Each shape is judged at 200 and at 20,000 characters; the long one must cost under 30x the short one, with a floor
for timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _verb(blanks: str) -> str:
    return f"kopia snapshot{blanks}restore k1 ~/.hermes"


def _opts(blanks: str) -> str:
    return f"xattr -l{blanks}-w k v ~/.hermes/SOUL.md"


def _output(blanks: str) -> str:
    return f"textutil -convert html{blanks}build/a.html -output ~/.hermes/SOUL.md"


def _copy(blanks: str) -> str:
    return f"robocopy.exe 'C:\\\\x'{blanks}\"$(wslpath -w ~/.hermes/skills)\" /E"


@pytest.mark.parametrize("shape", [_verb, _opts, _output, _copy])
def test_a_long_dangerous_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _verb_ok(blanks: str) -> str:
    return f"tmutil listlocalsnapshots{blanks}/"


def _opts_ok(blanks: str) -> str:
    return f"xattr -l{blanks}~/.hermes/SOUL.md"


def _copy_ok(blanks: str) -> str:
    return f"ditto ~/.hermes/skills{blanks}build/skills"


@pytest.mark.parametrize("shape", [_verb_ok, _opts_ok, _copy_ok])
def test_a_long_benign_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
