"""Round 38 (t4w)'s shapes stay linear on long runs (issue 25, High 1): the infix ``/`` test of an interpreter's
code (``reach_words._operator``: one look at each token's neighbours), the home-joined writes of inline code
(``code_startup``/``py_write_paths``: one walk of the tree), the disarming ``chmod`` (one pass over its words) and
``.envrc`` data lines (one anchored match per line). Each shape is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise;
each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _rc_built_from_home(blanks: str) -> str:
    return f"python3 - <<'EOF'\nfrom pathlib import Path\nout = Path.home()\nx = 1{blanks}/ 2\n(out / '.bashrc').write_text('x')\nEOF"


def _arming_chmod(blanks: str) -> str:
    return f"chmod{blanks}u+x .git/hooks/pre-commit"


def _walking_pwd(blanks: str) -> str:
    return f'cp x{blanks}"$(pwd)/../.bashrc"'


@pytest.mark.parametrize("shape", [_rc_built_from_home, _arming_chmod, _walking_pwd])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _pathlib_in_workspace(blanks: str) -> str:
    return (f"python3 - <<'EOF'\nfrom pathlib import Path\nout = Path('build')\nx = 1{blanks}/ 2\n"
            "(out / 'a.txt').write_text('x')\nEOF")


def _narrowing_chmod(blanks: str) -> str:
    return f"chmod -R{blanks}go-rwx ~/.gnupg"


def _pwd_and_date(blanks: str) -> str:
    return f'cp README.md{blanks}"$(pwd)/build/$(date +%F)-README.md"'


@pytest.mark.parametrize("shape", [_pathlib_in_workspace, _narrowing_chmod, _pwd_and_date])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
