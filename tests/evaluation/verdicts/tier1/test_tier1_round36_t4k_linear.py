"""Round 36 (part t4k)'s own shapes stay linear on long runs (issue 25, High 1): a long run of loader-named options (a word per 100 blanks: the words stay under the parser's limits)
(``loader_names``' one pass over the words), a long loader value split in parts, a long ``kubectl set env`` list and
a long operand list after an auto-run switch. Each shape is judged short and long (``linear_timing.small_and_large``);
the long one must cost under 30x the short one, with a floor for timer noise."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _options(blanks: str) -> str:
    return f"fooctl{blanks}{'--plugin-dir ./plugins ' * (len(blanks) // 100)}--plugin-dir ~/Downloads/p run"


def _parts(blanks: str) -> str:
    return f"fooctl --plugins-path=./p{':./q' * (len(blanks) // 100)}:$TMPDIR/x run"


def _workload(blanks: str) -> str:
    return f"kubectl -n prod set env deploy/api{' LOG_LEVEL=debug' * (len(blanks) // 100)} FOO_PLUGIN_DIR=/mnt/nfs/p"


def _autorun(blanks: str) -> str:
    return f"blender -b{' -a' * (len(blanks) // 100)} /dev/shm/x.blend --enable-autoexec"


@pytest.mark.parametrize("shape", [_options, _parts, _workload, _autorun])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        result = evaluate(shape(blanks))
        assert result.block and "unparseable" not in result.reason, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _benign(blanks: str) -> str:
    return f"fooctl{blanks}{'--plugin-dir ./plugins ' * (len(blanks) // 100)}--scripts-dir ~/work/scripts run"


def test_a_long_benign_run_stays_open_and_linear(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(_benign(blanks)).block, _benign(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
