"""Round 33 (part t3u)'s own shapes stay linear on long runs (issue 25, High 1): an SDK/plugin/module location option
or configuration pair (``location_settings._option_hit``) after many plain words, a ``key = value`` line read in a
written file (``written_location``: a long key-like run before ``/tmp`` and long runs of ``<tag>`` words), and a
global remote's words. Each shape is judged at 200 and at 20,000 characters; the long one must cost under 30x the
short one (round 30's bound), with a floor for timer noise; each long dangerous shape is still blocked, each benign
one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _many_words(blanks: str) -> str:
    return "wp config set" + blanks.replace("  ", " a") + " WP_PLUGIN_DIR /tmp/wp-plugins"


def _long_option(blanks: str) -> str:
    return "flutter config" + blanks + "--android-sdk" + blanks + "/tmp/android-sdk"


def _remote(blanks: str) -> str:
    return "dvc remote add --global" + blanks.replace("  ", " x") + " -d drop s3://e-io-drop/dvc"


@pytest.mark.parametrize("shape", [_many_words, _long_option, _remote])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _key_run(blanks: str) -> dict[str, Any]:
    return {"path": "app/local.properties", "content": blanks.replace(" ", "a") + " /tmp\nsdk.dir=/tmp/android-sdk\n"}


def _tags(blanks: str) -> dict[str, Any]:
    return {"path": "toolchains.xml", "content": "<a>b" * (len(blanks) // 4) + " /tmp <jdkHome>/tmp/jdk</jdkHome>\n"}


@pytest.mark.parametrize("shape", [_key_run, _tags])
def test_a_long_written_file_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], dict[str, Any]]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks), tool="write_file").block

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def test_a_long_benign_written_file_stays_open(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        content = "cache_dir:" + blanks + "/tmp/cache\n" + "x" * len(blanks) + " /tmp/out\n"
        assert not evaluate({"path": "config.yaml", "content": content}, tool="write_file").block

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
