"""Round 25 (part t2q)'s own shapes stay linear on long runs (issue 25, High 1): a destroying command run inside a
pod (``inside_destroy``), a service stopped for each host of a list (``listed_r25``), the workspace's ``.git`` removed
(``vcs_history``), a profile path built with ``+=`` (``scene_replay``) and a written module exporting a built profile
path (``builtnames``). Each shape is judged at 200 and at 20,000 characters; the long one must cost under 20x the
short one, with a floor for timer noise; each long shape is still blocked. The benign twins are timed open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _inside(blanks: str) -> tuple[str, list[Any]]:
    return f"kubectl -n ops exec etcd-0 --{blanks}etcdctl del /registry --prefix", []


def _fed(blanks: str) -> tuple[str, list[Any]]:
    return f"sort -u /tmp/hosts | xargs -I H ssh H{blanks}'sudo systemctl stop postgresql'", []


def _history(blanks: str) -> tuple[str, list[Any]]:
    return f"rm -rf{blanks}~/work/.git", []


def _append(blanks: str) -> tuple[str, list[Any]]:
    return f"h=~/.; h+=her; h+=mes;{blanks}echo x >> \"$h/SOUL.md\"", []


def _module(blanks: str) -> tuple[str, list[Any]]:
    written = ("write_file", {"path": "lib/cfg.js", "content": "const os = require('os');\nexports.CFG = os.homedir()"
                              f" +{blanks}'/.her' + 'mes/config.yaml';\n"})
    return "node -e \"require('fs').appendFileSync(require('./lib/cfg.js').CFG, 'x')\"", [written]


@pytest.mark.parametrize("shape", [_inside, _fed, _history, _append, _module])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        assert evaluate(command, history=history).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _read_inside(blanks: str) -> tuple[str, list[Any]]:
    return f"kubectl -n ops exec etcd-0 --{blanks}etcdctl endpoint health", []


def _fed_read(blanks: str) -> tuple[str, list[Any]]:
    return f"sort -u /tmp/hosts | xargs -I H ssh H{blanks}uptime", []


@pytest.mark.parametrize("shape", [_read_inside, _fed_read])
def test_a_long_benign_shape_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        assert not evaluate(command, history=history).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
