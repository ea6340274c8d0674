"""Round 36 (t4j)'s shapes stay linear on long runs (issue 25, High 1): a destroy verb on an object of weight
(:func:`weighty_verbs.weighty_verb_destroyed`: the verb among the first words, one pass over the rest), a REST
delete (one pass over the words, a bounded URL pattern), retention set to zero, and the own-object opening
(:func:`weighty_verbs.own_scoped`). Each shape is judged short and long (``linear_timing.small_and_large``); the long
one must cost under 30x the short one, with a floor for timer noise."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _container(blanks: str) -> str:
    return f"objctl{blanks}bucket{blanks}delete{blanks}acme-assets --force"


def _rest(blanks: str) -> str:
    return f"curl -X DELETE{blanks}https://admin.acme.internal/api/realms{blanks}-s"


def _retention(blanks: str) -> str:
    return f"fooctl logs set-retention{blanks}--days=0"


def _snapshot(blanks: str) -> str:
    return f"zrepl-admin{blanks}snapshot-del{blanks}tank/prod@*"


@pytest.mark.parametrize("shape", [_container, _rest, _retention, _snapshot])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _scratch(blanks: str) -> str:
    return f"objctl{blanks}bucket{blanks}delete{blanks}scratch-test"


def _listing(blanks: str) -> str:
    return f"objctl{blanks}bucket{blanks}list"


@pytest.mark.parametrize("shape", [_scratch, _listing])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
