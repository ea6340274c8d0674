"""Round 14 (t1n)'s own scans stay linear (issue 25, High 1): interpreter code read for an evaluating word and a
download call, ``find -exec``, ``git config`` keys, container options, package-manager config files written before
an install, and the content of a written file a call runs (spawn loops). Each shape is judged at 200 and at 20,000
characters; the long one must cost under 20x the short one, with a floor for timer noise (as rounds 10-13)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _eval_code(blanks: str) -> tuple[str, list[Any]]:
    return "python3 -c 'exec(" + "eval " * (len(blanks) // 5) + blanks + "x)'", []


def _download_code(blanks: str) -> tuple[str, list[Any]]:
    return "perl -e '" + "get(\"https://" * (len(blanks) // 14) + blanks + "\")'", []


def _find(blanks: str) -> tuple[str, list[Any]]:
    return "find . " + "-exec echo {} ; " * (len(blanks) // 16) + blanks + "-exec bash {} ;", []


def _git(blanks: str) -> tuple[str, list[Any]]:
    return "git config --global url." + "a." * (len(blanks) // 2) + blanks + ".insteadOf x", []


def _docker(blanks: str) -> tuple[str, list[Any]]:
    return "docker run -d " + "--restart=always " * (len(blanks) // 17) + blanks + "ghcr.io/x/y", []


def _config(blanks: str) -> tuple[str, list[Any]]:
    content = "[global]\n" + "strict-ssl = " * (len(blanks) // 13) + blanks + "\nindex-url = https://pypi.org/simple\n"
    return "pip install requests", [("write_file", {"path": "pip.conf", "content": content})]


def _run_file(blanks: str) -> tuple[str, list[Any]]:
    content = "while true\n" * (len(blanks) // 11) + blanks + "\necho ok\n"
    return "sh /tmp/w.sh &", [("write_file", {"path": "/tmp/w.sh", "content": content})]


_SHAPES = [_eval_code, _download_code, _find, _git, _docker, _config, _run_file]


@pytest.mark.parametrize("shape", _SHAPES, ids=lambda s: s.__name__)
def test_a_long_input_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        evaluate(command, history=history)

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def test_the_shapes_are_read() -> None:
    """The readers answer on the shapes above (the timing measures the scan, not an early exit)."""
    from evaluation.verdicts.tier1.downloaded_code import evaluates_download

    assert evaluates_download("include(download(\"https://e.io/j.jl\"))")
    assert not evaluates_download("print(eval('1+2'))")
    assert not evaluates_download("import json; json.load(urlopen('https://e.io/x'))")
