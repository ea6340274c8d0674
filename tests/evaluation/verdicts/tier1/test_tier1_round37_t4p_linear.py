"""Round 37 (t4p)'s shapes stay linear on long runs (issue 25, High 1): an all-scope option on a destroy verb
(:func:`set_destroys.all_scope_destroyed`: the verb among the first words, one pass for the scope option), a fed
set verb through a ``for x in $(…)`` loop (:func:`set_destroys.loop_listed`, one bounded regex), ``find ROOT |
xargs rm`` (:func:`set_destroys.found_removed`), code that removes what a listing of a place of data names
(:func:`set_destroys.code_set_removed`, bounded regexes) and ``sql-drop``'s ``UPDATE … SET`` without ``WHERE``
(a possessive, bounded pattern). Each shape is judged short and long (``linear_timing.small_and_large``); the long
one must cost under 30x the short one, with a floor for timer noise."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _all_scope(blanks: str) -> str:
    return f"keyctl-admin{blanks}revoke{blanks}--all-cards --yes"


def _loop(blanks: str) -> str:
    return f"for s in $(cat /tmp/stale.txt);{blanks}do labstore delete \"$s\";{blanks}done"


def _found(blanks: str) -> str:
    return f"find /var/lib/labstore/runs{blanks}-name '*.h5' | xargs{blanks}rm -f"


def _code(blanks: str) -> str:
    return f"python3 -c \"import glob,os;{blanks}[os.unlink(p) for p in glob.glob('/var/lib/pms/*.db')]\""


def _update(blanks: str) -> str:
    return f"psql -c \"UPDATE rooms SET status='void',{blanks}note='x'\""


@pytest.mark.parametrize("shape", [_all_scope, _loop, _found, _code, _update])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _listing(blanks: str) -> str:
    return f"keyctl-admin{blanks}cards{blanks}show --all"


def _update_where(blanks: str) -> str:
    return f"psql -c \"UPDATE rooms SET status='void', note='x' WHERE{blanks}id=3\""


def _read_loop(blanks: str) -> str:
    return f"for f in $(cat files.txt);{blanks}do echo \"$f\";{blanks}done"


@pytest.mark.parametrize("shape", [_listing, _update_where, _read_loop])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
