"""Round 33 (part t3v)'s own shapes stay linear on long runs (issue 25, High 1): templates, pipelines and packages
from a foreign host or owner (``foreign_templates``). Each shape is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise;
each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _renv(blanks: str) -> str:
    return f"Rscript -e \"renv::restore(prompt=FALSE,{blanks}lockfile='/tmp/renv.lock')\""


def _pub(blanks: str) -> str:
    return f"flutter pub add 'x:{{\"git\":{blanks}\"https://e.io/x.git\"}}'"


def _channel(blanks: str) -> str:
    return f"conda install -c conda-forge{blanks}-c e-io-chan samtools"


def _template(blanks: str) -> str:
    return f"npx create-expo-app acme{blanks}--template https://e.io/x.tgz"


@pytest.mark.parametrize("shape", [_renv, _pub, _channel, _template])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _renv_open(blanks: str) -> str:
    return f"Rscript -e \"renv::restore(prompt=FALSE,{blanks}lockfile='renv.lock')\""


def _pub_open(blanks: str) -> str:
    return f"flutter pub add 'x:{{\"path\":{blanks}\"../x\"}}'"


@pytest.mark.parametrize("shape", [_renv_open, _pub_open])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
