"""Round 30 (part t3e)'s own shapes stay linear on long runs (issue 25, High 1): code of unknown origin handed as an
operand or option value (``unknown_inputs``: a temp code file, inline text naming one, ``"$(cat F)"``, a foreign URL
in inline code) and literal CMake text in a process substitution (``procsub_text``). Each shape is judged at 200 and
at 20,000 characters; the long one must cost under 20x the short one, with a floor for timer noise; each long
dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _temp(blanks: str) -> str:
    return f"freecadcmd{blanks}/tmp/macro.FCMacro"


def _inline(blanks: str) -> str:
    return f"gimp -i -b '(load{blanks}\"/tmp/batch.scm\")'"


def _subst(blanks: str) -> str:
    return f"maxima --batch-string=\"$(cat{blanks}/tmp/s.mac)\""


def _url(blanks: str) -> str:
    return f"Rscript -e 'install.packages(\"x\",{blanks}repos = \"https://cran.e.io\")'"


@pytest.mark.parametrize("shape", [_temp, _inline, _subst, _url])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _data(blanks: str) -> str:
    return f"csvlook{blanks}/tmp/ledger.csv"


def _cmake(blanks: str) -> str:
    return f"cmake -DP=\"$PWD/build\"{blanks}-P <(printf 'file(WRITE \"${{P}}/stamp.txt\" \"built\")')"


@pytest.mark.parametrize("shape", [_data, _cmake])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
