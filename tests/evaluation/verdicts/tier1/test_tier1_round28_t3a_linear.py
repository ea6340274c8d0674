"""Round 28 (part t3a)'s own shapes stay linear on long runs (issue 25, High 1): a converter run by a package runner
(``runner_converters``), a runner given operands read at run time (``unseen_runners``), code run inside a governed
directory (``governed_cwd``), a configuration-management resource (``cm_resources``) and a path joined by ``IFS``
from ``set --`` (``scene_replay``). Each shape is judged at 200 and at 20,000 characters; the long one must cost
under 20x the short one, with a floor for timer noise; each long dangerous shape is still blocked, each benign one
open. Blank runs INSIDE interpreter code are not among the shapes: ``reach.effect_free``'s and ``inputops``'s patterns
cost more than linear time there at 6f35850 already (puppet code with 20,000 blanks: about 1 s), left to a later round."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _unseen(blanks: str) -> str:
    return f"npx rimraf{blanks}$(cat /tmp/paths.txt)"


def _cm(blanks: str) -> str:
    return f"puppet apply{blanks}-e \"file {{ '$HOME/.hermes/policies': ensure => absent, force => true }}\""


def _ifs(blanks: str) -> str:
    return f"IFS=/; set -- \"$HOME\" .hermes{blanks}SOUL.md; : > \"$*\""


@pytest.mark.parametrize("shape", [_unseen, _cm, _ifs])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def test_code_in_a_governed_directory_costs_time_in_proportion(evaluate: Any, profile: Any) -> None:
    def run(blanks: str) -> None:
        command = f"pwsh -NoProfile{blanks}-Command 'Clear-Content MEMORY.md'"
        assert evaluate(command, cwd=profile.hermes_home / "skills" / "5qln").block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _converter(blanks: str) -> str:
    return f"npx marked -i ~/.hermes/SOUL.md{blanks}-o build/soul.html"


def _keys(blanks: str) -> str:
    return f"grep -o '^[A-Z_]*='{blanks}~/.hermes/.env"


def _prettier(blanks: str) -> str:
    return f"npx prettier --check{blanks}$(cat build/changed.txt)"


@pytest.mark.parametrize("shape", [_converter, _keys, _prettier])
def test_a_long_benign_shape_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
