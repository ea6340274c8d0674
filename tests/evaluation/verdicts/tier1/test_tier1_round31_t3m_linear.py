"""Round 31 (part t3m)'s own shapes stay linear on long runs (issue 25, High 1): command streams
(``command_streams``: a stdin redirect of an unseen file, a destroying line in a piped stream, ``parallel -a`` read
from the raw text, a while-read loop). Each shape is judged short and long (``linear_timing.small_and_large``); the
long one must cost under 30x the short one (the bound of round 30's merge), with a floor for timer noise; each long
dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _stdin(blanks: str) -> str:
    return f"sudo vtysh{blanks}< /tmp/frr_cmds.txt"


def _stream(blanks: str) -> str:
    return f"echo 'purge{blanks}volume=Vol-1 yes' | bconsole"


def _parallel(blanks: str) -> str:
    return f"parallel -a{blanks}/tmp/routers.txt ssh admin@{{}} reload"


def _loop(blanks: str) -> str:
    return f"while read u; do sudo userdel{blanks}\"$u\"; done < /tmp/leavers.txt"


@pytest.mark.parametrize("shape", [_stdin, _stream, _parallel, _loop])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _reader(blanks: str) -> str:
    return f"sort{blanks}< /tmp/x.txt"


def _status(blanks: str) -> str:
    return f"echo 'status{blanks}dir' | bconsole"


@pytest.mark.parametrize("shape", [_reader, _status])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
