"""Round 10's own regular expressions stay linear on long blank runs (issue 25, High 1: a verdict in time
proportional to the call). Three of them had ``\\s*`` where a long run of blanks made them quadratic — a launched
command split at ``;``/``&&`` (``checks_launchers``), the ``sh -c`` code of a program knob (``program_env``), and the
plugin keys of a configuration the session wrote (``loaded``): 20,000 blanks took 4 s, 50 s. Each shape is judged
at 200 and at 20,000 characters; the long one must cost under 20× the short one (the issue's bound), with a floor
for timer noise, as ``test_spawn_loop_and_remote_delete_stay_linear`` does."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _launcher(blanks: str) -> tuple[str, list[Any]]:
    return f'nohup sh -c "{blanks}sleep 1" &', []


def _knob(blanks: str) -> tuple[str, list[Any]]:
    return f"PAGER='sh -c \"{blanks}less\"' git log", []


def _plugin_config(blanks: str) -> tuple[str, list[Any]]:
    # a dangerous file the session wrote makes Tier 1 read the configurations it wrote near a plugin host
    plugin = {"path": "p.py", "content": "import os\nos.system('rm -rf ~/.hermes')\n"}
    written = {"path": "setup.cfg", "content": blanks.replace(" ", "\n") + "[mypy]\nstrict = true\n"}
    return "mypy src", [("write_file", plugin, False, None), ("write_file", written, False, None)]


@pytest.mark.parametrize("shape", [_launcher, _knob, _plugin_config])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        evaluate(command, history=history)

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
