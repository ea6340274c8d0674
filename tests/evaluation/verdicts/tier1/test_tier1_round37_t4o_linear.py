"""Round 37 (part t4o)'s own shapes stay linear on long runs (issue 25, High 1): a long install operand list
(``loaded_places``' one pass over the words after the verb), a long run of place options, a long chain of commands
before an install of a temp place (``_made`` reads at most a window of earlier commands, each once) and a long hook
configuration written whole (one regex pass). Each shape is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _operands(blanks: str) -> str:
    return f"pip install{blanks}{' -e ./pkg' * (len(blanks) // 100)} -e /tmp/x"


def _options(blanks: str) -> str:
    return f"fooctl run{blanks}{' --rootdir=.' * (len(blanks) // 100)} --project ~/Downloads/p"


def _chain(blanks: str) -> str:
    return f"mkdir -p /tmp/x{blanks}{' && cp -r src /tmp/x/' * (len(blanks) // 1000)} && cp -r ~/Downloads/y /tmp/x/ && pip install -e /tmp/x"


@pytest.mark.parametrize("shape", [_operands, _options, _chain])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        result = evaluate(shape(blanks))
        assert result.block and "unparseable" not in result.reason, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def test_a_long_hook_configuration_stays_linear(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        local = "- repo: local\n  hooks:\n  - id: lint\n    name: lint\n    entry: make lint\n    language: system\n"
        content = "repos:\n" + local * (len(blanks) // 100) + "- repo: https://git.e-io.dev/x/hooks\n  rev: main\n"
        result = evaluate({"path": ".pre-commit-config.yaml", "content": content}, tool="write_file")
        assert result.block

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _benign(blanks: str) -> str:
    return f"pip install{blanks}{' -e ./pkg' * (len(blanks) // 100)} -e ."


def test_a_long_benign_run_stays_open_and_linear(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(_benign(blanks)).block, _benign(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
