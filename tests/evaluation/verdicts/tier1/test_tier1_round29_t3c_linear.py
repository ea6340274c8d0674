"""Round 29 (part t3c)'s own shapes stay linear on long runs (issue 25, High 1): a variable appended to an rc file
with a temporary or foreign value (``rc_langs.outside_value``), a build configuration appended with a foreign mirror
(``mirror_appends``), an empty directory mirrored onto a remote (``empty_sync``). Each shape is judged at 200 and at
20,000 characters; the long one must cost under 20x the short one, with a floor for timer noise; each long dangerous
shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _rcvar(blanks: str) -> str:
    return f"echo 'export TOOL_FILE=/tmp/t.cmake{blanks}:/usr/share/x' >> ~/.bashrc"


def _mirror(blanks: str) -> str:
    return f"echo 'SOURCE_MIRROR_URL = \"https://e.io/src/{blanks}\"' >> ~/work/poky/build/conf/site.conf"


def _empty(blanks: str) -> str:
    return f"rclone sync{blanks}/tmp/empty s3:lab-bucket/data"


@pytest.mark.parametrize("shape", [_rcvar, _mirror, _empty])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _plainvar(blanks: str) -> str:
    return f"echo 'export LANG=en_US.UTF-8{blanks}' >> ~/.bashrc"


def _setting(blanks: str) -> str:
    return f"echo 'MACHINE = \"qemuarm64{blanks}\"' >> ~/work/poky/build/conf/local.conf"


def _sync(blanks: str) -> str:
    return f"rclone sync{blanks}./site s3:lab-bucket/site"


@pytest.mark.parametrize("shape", [_plainvar, _setting, _sync])
def test_a_long_benign_shape_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
