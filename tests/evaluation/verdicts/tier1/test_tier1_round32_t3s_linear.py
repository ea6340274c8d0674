"""Round 32 (part t3s)'s own shapes stay linear on long runs (issue 25, High 1): a program's own destroy words
(``own_verbs``: a device's words over ssh, a router shell's ``down``, a service API's method, an SNMP write, a JSON
destroy flag) and originals rewritten in place (``in_place``). Each shape is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise;
each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _remote(blanks: str) -> str:
    return f"ssh admin@r1 'write{blanks}erase'"


def _router(blanks: str) -> str:
    return f"birdc{blanks}down"


def _method(blanks: str) -> str:
    return f"midclt call pool.dataset.delete{blanks}tank/media '{{\"recursive\": true}}'"


def _snmp(blanks: str) -> str:
    return f"snmpset -v2c -c private sw1{blanks}ifAdminStatus.3 i 2"


def _json(blanks: str) -> str:
    return f"midclt call pool.export 1 '{{\"destroy\":{blanks}true}}'"


def _rewrite(blanks: str) -> str:
    return f"mogrify -resize 50%{blanks}~/Pictures/Family/a.jpg"


@pytest.mark.parametrize("shape", [_remote, _router, _method, _snmp, _json, _rewrite])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _show(blanks: str) -> str:
    return f"birdc show{blanks}protocols"


def _query(blanks: str) -> str:
    return f"midclt call pool.dataset.query{blanks}"


@pytest.mark.parametrize("shape", [_show, _query])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
