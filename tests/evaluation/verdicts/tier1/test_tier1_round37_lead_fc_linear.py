"""Round 37 (lead fix-up fc)'s own loops stay linear (issue 25, High 1): a long build file read task by task
(``task_names.left_texts``: one pass over its recipe lines, a bounded number of scans) and a long package
configuration (``written_sources``: one pass over its lines). Each is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise."""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def test_a_long_makefile_stays_linear(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        recipes = "".join(f"clean-{i}:\n\trm -rf build/{i} dist/{i}\n" for i in range(len(blanks) // 100))
        content = recipes + "test:\n\trm -rf /srv/ledger/data\n"
        assert evaluate({"path": "Makefile", "content": content}, tool="write_file").block

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def test_a_long_package_configuration_stays_linear(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        content = "save-exact=true\n" * (len(blanks) // 100) + "registry=https://npm.e-io.dev/\n"
        assert evaluate({"path": ".npmrc", "content": content}, tool="write_file").block

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
