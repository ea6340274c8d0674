"""Round 40 (t5e)'s shapes stay linear on long runs (issue 25, High 1): the load options, a build verb's operands,
the operand named for its program and a source added (:mod:`tool_loads`), on a long run of blanks and on a long run of
words. Each long dangerous shape is still blocked, each benign one open; the long one must cost under 30x the short
one, with a floor for timer noise."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _words(blanks: str) -> str:
    return " -v" * (len(blanks) // 40)


def _option(blanks: str) -> str:
    return f"godot{blanks}--headless{_words(blanks)} -s{blanks}/tmp/t.gd"


def _verb(blanks: str) -> str:
    return f"west{blanks}build -p always{_words(blanks)} -b x{blanks}/tmp/app"


def _named(blanks: str) -> str:
    return f"zeek -r cap.pcap{_words(blanks)}{blanks}/tmp/x.zeek"


def _source(blanks: str) -> str:
    return f"flatpak{blanks}remote-add --user{_words(blanks)} x{blanks}https://e.io/r.flatpakrepo"


@pytest.mark.parametrize("shape", [_option, _verb, _named, _source])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _own_option(blanks: str) -> str:
    return f"godot{blanks}--headless{_words(blanks)} -s{blanks}tools/export.gd"


def _own_verb(blanks: str) -> str:
    return f"west{blanks}build -p always{_words(blanks)} -b x{blanks}app"


def _own_source(blanks: str) -> str:
    return f"flatpak{blanks}remote-add --user{_words(blanks)} flathub{blanks}https://dl.flathub.org/repo/x.flatpakrepo"


@pytest.mark.parametrize("shape", [_own_option, _own_verb, _own_source])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
