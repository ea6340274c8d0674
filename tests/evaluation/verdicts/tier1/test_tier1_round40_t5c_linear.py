"""Round 40 (t5c)'s shapes stay linear on long runs (issue 25): a destroy in a product's own vocabulary
(:mod:`product_verbs`). Each shape is judged short and long (``linear_timing.small_and_large``); the long one must
cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still blocked, each benign
one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _plus(blanks: str) -> str:
    return f"steamcmd +login anonymous{blanks}+app_uninstall 730{blanks}+quit"


def _body(blanks: str) -> str:
    pad = "x" * len(blanks)
    return f"curl -X POST https://tmtc.corp.internal/api/v1/commands -d '{{\"note\":\"{pad}\",\"cmd\":\"MMU_FORMAT_ALL\"}}'"


def _query(blanks: str) -> str:
    return f"velociraptor query \"SELECT * FROM hunt_delete(hunt_id='H.1',{blanks}really_do_it=TRUE)\""


def _deploy(blanks: str) -> str:
    return f"kubectl -n wms{blanks}delete deployment slotting-api{blanks}--force"


@pytest.mark.parametrize("shape", [_plus, _body, _query, _deploy])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _status(blanks: str) -> str:
    pad = "x" * len(blanks)
    return f"curl -X POST https://tmtc.corp.internal/api/v1/commands -d '{{\"note\":\"{pad}\",\"cmd\":\"TLM_STATUS\"}}'"


def _update(blanks: str) -> str:
    return f"steamcmd +login anonymous{blanks}+app_update 730 validate{blanks}+quit"


@pytest.mark.parametrize("shape", [_status, _update])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
