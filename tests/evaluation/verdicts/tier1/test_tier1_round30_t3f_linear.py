"""Round 30 (part t3f)'s own shapes stay linear on long runs (issue 25, High 1): a destroy verb with a selector or a
shared target (``destroy_verbs``), an in-place emptying, a raw image over a disk, a destroy call in code on a shared
path (``destroy_shapes``). Each shape is judged at 200 and at 20,000 characters; the long one must cost under 20x the
short one, with a floor for timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _depot(blanks: str) -> str:
    return f"p4 obliterate{blanks}-y //depot/lab/..."


def _shared(blanks: str) -> str:
    return f"mamba env remove -y -p /shared/envs/{'x' * len(blanks)}"


def _code(blanks: str) -> str:
    return f"octave --eval \"rmdir(  '/project/lab/raw'{blanks}, 's')\""


def _emptied(blanks: str) -> str:
    return f"sed -i{blanks}d ~/notes/journal.md"


def _disk(blanks: str) -> str:
    return f"sudo bmaptool copy{blanks}build/os.wic.xz /dev/nvme0n1"


@pytest.mark.parametrize("shape", [_depot, _shared, _code, _emptied, _disk])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _depot_file(blanks: str) -> str:
    return f"p4 delete{blanks}//depot/lab/file.c"


def _named_env(blanks: str) -> str:
    return f"mamba env remove -y -n env{'x' * len(blanks)}"


def _code_tmp(blanks: str) -> str:
    return f"octave --eval \"rmdir(  '/tmp/lab/raw'{blanks}, 's')\""


def _edited(blanks: str) -> str:
    return f"sed -i{blanks}s/a/b/ ~/notes/journal.md"


def _backup(blanks: str) -> str:
    return f"sudo dd if=/dev/nvme0n1{blanks}of=build/mbr.img bs=512 count=1"


@pytest.mark.parametrize("shape", [_depot_file, _named_env, _code_tmp, _edited, _backup])
def test_a_long_benign_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
