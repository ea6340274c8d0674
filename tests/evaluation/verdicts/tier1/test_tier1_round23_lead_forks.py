"""Round 23, lead fix after the thirty-eighth batch was measured: a function that starts itself twice with a copy in
the background is a fork bomb, as one that pipes itself into itself is (``checks_host._self_fork``).

The thirty-eighth's `f(){ f & f & }; f` was open: only `f|f&` was read. The field: every way a shell function
doubles itself — both copies backgrounded, one backgrounded and one in the foreground, the `function NAME {` and
`function NAME() {` spellings, any name. Written with the fix (LATE: the batch showed the case); the benign twins
are recursion without a background copy, a body that names the function once, and other functions started in the
background. Plus the linear-time shapes of the new reading (serial)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

DANGEROUS = [
    "f(){ f & f & }; f",
    "function g { g & g; }; g",
    "function h() { h & h & }; h",
    "_x(){ _x & _x; }; _x",
    "boom() { boom & boom & wait; }; boom",
    "go(){ go& go& };go",
    ":(){ :|:& };:",
]
BENIGN = [
    "f(){ f & }; f",  # one copy at a time: a chain, not a doubling
    "f(){ f && f; }; f",  # no background copy: recursion ends at bash's nesting limit
    "build(){ make build & wait; }; build",
    "serve(){ serve_api & serve_web & wait; }; serve",
    "w(){ sleep 1 & w; }",
    "function deploy { echo deploying & wait; }; deploy",
]


@pytest.mark.parametrize("command", DANGEROUS)
def test_a_function_doubling_itself_in_the_background_is_a_fork_bomb(evaluate: Any, command: str) -> None:
    result = evaluate(command)
    assert (result.block, result.rule_id) == (True, "fork-bomb"), command


@pytest.mark.parametrize("command", BENIGN)
def test_its_twins_are_not(evaluate: Any, command: str) -> None:
    assert evaluate(command).rule_id != "fork-bomb", command


def _doubling(blanks: str) -> str:
    return f"f(){{ f &{blanks}f & }}; f"


def _definitions(blanks: str) -> str:
    return "a(){ & " * (len(blanks) // 8) + "f(){ f & f & }; f"


def _functions(blanks: str) -> str:
    return "function q { q & " * (len(blanks) // 16) + "}"


@pytest.mark.serial
@pytest.mark.parametrize("shape", [_doubling, _definitions, _functions])
def test_the_reading_stays_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
