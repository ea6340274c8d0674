"""Round 26 (part t2r)'s own shapes stay linear on long runs (issue 25, High 1): a codec decoding to stdout
(``stdout_codecs.decodes_to_stdout``), a transfer run as a dry run (``stdout_codecs.dry_transfer``) and inline code
given a governed path as its argument (``reach.argv_read``). Each shape is judged at 200 and at 20,000 characters; the
long one must cost under 20x the short one, with a floor for timer noise. The dangerous twins stay blocked, the benign
ones open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _codec_writes(blanks: str) -> str:
    return f"zstd -dc /tmp/x.zst{blanks}-o ~/.hermes/SOUL.md"


def _argv_writes(blanks: str) -> str:
    return f"python3 -c \"import sys;{blanks}open(sys.argv[1], 'a').write('x')\" ~/.hermes/SOUL.md"


def _codec_reads(blanks: str) -> str:
    return f"pigz -dc{blanks}~/.hermes/memory/m.md.gz | grep TODO"


def _dry_rsync(blanks: str) -> str:
    return f"rsync -an{blanks}~/.hermes/ backup-host:/srv/hermes-profile/"


def _argv_reads(blanks: str) -> str:
    return f"python3 -c \"import sys, os;{blanks}print(len(os.listdir(sys.argv[1])))\" ~/.hermes/skills"


@pytest.mark.parametrize(("shape", "blocked"), [(_codec_writes, True), (_argv_writes, True), (_codec_reads, False),
                                                (_dry_rsync, False), (_argv_reads, False)])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str], blocked: bool) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert evaluate(command).block is blocked, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
