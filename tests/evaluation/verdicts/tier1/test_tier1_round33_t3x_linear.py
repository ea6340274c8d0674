"""Round 33 (part t3x)'s own shapes stay linear on long runs (issue 25, High 1): a scheduler's filter
(``job_queues``), a search index's URL and Solr's delete-all query, a ``find -name`` written into ``-exec``
(``fd_exec``), a file's first line standing inside ``dir/NAME.ext`` (``computed``). Each shape is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise;
each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _scancel(blanks: str) -> str:
    return f"scancel --state=RUNNING{blanks}--partition=gpu"


def _index(blanks: str) -> str:
    return f"curl{blanks}-X DELETE http://localhost:7700/indexes/movies"


def _solr(blanks: str) -> str:
    return f"curl localhost:8983/solr/p/update --data-binary '<delete>{blanks[:20]}<query>*:*</query></delete>'{blanks}"


def _find(blanks: str) -> str:
    return f"find ~ -name '.env'{blanks}-exec cat {{}} \\;"


@pytest.mark.parametrize("shape", [_scancel, _index, _solr, _find])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _line(blanks: str) -> str:
    return f"s=$(head -1 data/s.txt);{blanks}samtools flagstat x.bam > build/\"$s\".flagstat"


def _named(blanks: str) -> str:
    return f"name=$(head -1 data/s.txt); cp results.csv{blanks}out/\"$name\".csv"


def _one_job(blanks: str) -> str:
    return f"scancel{blanks}4412873"


@pytest.mark.parametrize("shape", [_line, _named, _one_job])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
