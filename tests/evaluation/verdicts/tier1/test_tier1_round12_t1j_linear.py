"""Round 12 (t1j)'s own scans stay linear (issue 25, High 1): the ex-mode script reader of editors, the glob trims
of parameters (``${p%/*}``, bounded to 1,024 characters), positional parameters of ``set --``, and the CMake /
``//go:generate`` / cargo-config readers of a written build file. Each shape is judged at 200 and at 20,000
characters; the long one must cost under 20x the short one, with a floor for timer noise (as round 10/11)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _after(name: str, body: Callable[[str], str], program: str) -> Callable[[str], tuple[str, list[Any]]]:
    def shape(blanks: str) -> tuple[str, list[Any]]:
        return program, [("write_file", {"path": name, "content": body(blanks)})]
    shape.__name__ = name.replace(".", "_").replace("/", "_")
    return shape


def _ex(blanks: str) -> tuple[str, list[Any]]:
    return "ex -sc '" + "g/a/p|" * (len(blanks) // 6) + blanks + "q!' notes.txt", []


def _trim(blanks: str) -> tuple[str, list[Any]]:
    return "p=build/" + "a/" * (len(blanks) // 2) + "; rm -rf \"${p%%*/*/*}\"", []


def _positional(blanks: str) -> tuple[str, list[Any]]:
    return "set -- " + "a " * (len(blanks) // 2) + "; : > \"$*\"", []


_SHAPES = [
    _ex, _trim, _positional,
    _after("CMakeLists.txt", lambda b: "project(x)\n" + "add_library(a" + b + " a.c)\n" + "file" * (len(b) // 8),
           "cmake -B out"),
    _after("k.go", lambda b: "package k\n" + "//go:generate " * (len(b) // 16) + b + "\n", "go generate ./..."),
    _after(".cargo/config.toml", lambda b: "[build]\njobs = 4\n" + "#" + b + "\n", "cargo build"),
]


@pytest.mark.parametrize("shape", _SHAPES, ids=lambda s: s.__name__)
def test_a_long_input_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        evaluate(command, history=history)

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def test_the_shapes_are_read() -> None:
    """The readers answer on the shapes above (the timing measures the scan, not an early exit)."""
    from evaluation.verdicts.tier1.buildfiles_native import runnable
    from evaluation.verdicts.tier1.param_expansion import operate

    assert operate("build/cache/v1", "%/*") == "build/cache"
    assert operate("build/cache/v1", "##*/") == "v1"
    assert operate("a" * 2000, "%/*") is None  # past the bound: unknowable
    assert runnable("project(x)\nadd_library(a a.c)\n", "cmake") == ("", "shell")
    assert runnable("project(x)\nexecute_process(COMMAND sh x)\n", "cmake") is None
    assert runnable("[build]\njobs = 4\n", "cargo_config") == ("", "shell")
    assert runnable("[build]\nrustc-wrapper = '/tmp/w'\n", "cargo_config") is None
