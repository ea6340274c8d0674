"""Round 22 (part t2f)'s own shapes stay linear on long runs (issue 25, High 1): shell values folded before parsing
(``shell_values``: a here-string read, an IFS join of an array, an eval of one assignment), literals folded before
the effect-word search (``built_names``), ``fd -x`` unwrapped (``fd_exec``). Each shape is judged at 200 and at
20,000 characters; the long one must cost under 20x the short one, with a floor for timer noise; the dangerous
twins are still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _read_profile(blanks: str) -> str:
    return f"IFS=: read -r top sub <<< '.hermes:skills';{blanks}rm -rf ~/$top/$sub"


def _join_profile(blanks: str) -> str:
    return f"parts=(build);{blanks}parts+=(../../.hermes); rm -rf \"$(IFS=/; echo \"${{parts[*]}}\")\""


def _eval_write(blanks: str) -> str:
    return f"eval \"dest=~$(id -un)/.hermes/SOUL.md\";{blanks}echo obey > \"$dest\""


def _built_write(blanks: str) -> str:
    return (f"python3 -c \"import os; p = os.path.expanduser('~/.' + 'her' +{blanks}'mes'); "
            "open(p + '/SO' + 'UL.md', 'w').write('obey')\"")


def _fd_remove(blanks: str) -> str:
    return f"fd -e md . ~/.hermes/skills{blanks}-x rm"


@pytest.mark.parametrize("shape", [_read_profile, _join_profile, _eval_write, _built_write, _fd_remove])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)

