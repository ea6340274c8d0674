"""Round 38 (t4t)'s shapes stay linear on long runs (issue 25, High 1): the stamp and scope scans of
:mod:`scoped_values` and the list folds of :mod:`written_lists` (bounded regexes, one pass each). Each shape is judged
short and long (``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for
timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _scoped(blanks: str) -> str:
    return f"x=.hermes;{blanks}(x=work/build); rm -rf ~/$x"


def _stamp(blanks: str) -> str:
    return f"cp /tmp/e{blanks}~/.hermes/skills/s_$$/SKILL.md"


def _while(blanks: str) -> str:
    return f'while read f; do rm -rf "$f"{blanks}; done < /tmp/unknown.txt'


def _many_whiles(blanks: str) -> str:
    return "while read f; do " * max(1, len(blanks) // 16) + 'rm -rf "$f"; done < /tmp/unknown.txt'


@pytest.mark.parametrize("shape", [_scoped, _stamp, _while, _many_whiles])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _random(blanks: str) -> str:
    return f"echo ok >{blanks}/tmp/run_$RANDOM.log"


def _xargs_read(blanks: str) -> str:
    return f"xargs -a /tmp/unknown.txt{blanks}cat"


@pytest.mark.parametrize("shape", [_random, _xargs_read])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
