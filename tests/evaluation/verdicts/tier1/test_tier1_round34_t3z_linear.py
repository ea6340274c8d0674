"""Round 34 (part t3z)'s own shapes stay linear on long runs (issue 25, High 1): a CAN frame's payload, a Modbus
poller's words, a package removal fed a listing, J-Link's piped script, a container removal's options
(``device_destroy``). Each shape is judged short and long (``linear_timing.small_and_large``); the long one must cost
under 30x the short one, with a floor for timer noise; each long dangerous shape is still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _can(blanks: str) -> str:
    return f"cansend can0{blanks}000#81" + "00" * min(len(blanks), 4000)


def _modbus(blanks: str) -> str:
    return f"mbpoll -m tcp{blanks}-a 1 -r 100 -t 4 10.0.5.20" + " 0" * min(len(blanks), 2000)


def _pacman(blanks: str) -> str:
    return f"sudo pacman -Rns{blanks}$(pacman -Q" + "d" * min(len(blanks), 4000) + "q)"


def _jlink(blanks: str) -> str:
    return f"printf 'connect\\n{blanks}erase\\nexit\\n' | JLinkExe -device STM32F407VG -if SWD"


def _docker(blanks: str) -> str:
    return f"docker rm{blanks}-f" + " -f" * min(len(blanks), 2000) + " -v db"


@pytest.mark.parametrize("shape", [_can, _modbus, _pacman, _jlink, _docker])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
