"""Round 39 (t4y)'s shapes stay linear on long runs (issue 25, High 1): an xargs template with an unseen name
(:mod:`unseen_targets`), code that writes a name built from codes (:mod:`coded_targets`, whose open scan is bounded),
a word array put in as its elements (:mod:`shell_arrays`), a gawk stamp (:mod:`awk_names`) and an interpreter's
literal argv operands (:mod:`inputops`). Each shape is judged on 200 and on 20,000 blanks (``linear_timing``); the
long one must cost under 20x the short one, with a floor for timer noise; each long dangerous shape is still
blocked, each benign one open. Repeated pieces (many ``open(`` words, many arrays) are timed too."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _template(blanks: str) -> str:
    return f"cat /tmp/l | xargs -I{{}} exiftool{blanks}-o {{}} /tmp/x.jpg"


def _profile_template(blanks: str) -> str:
    return f"rclone lsf nas:x | xargs -I{{}} rclone copyto{blanks}nas:x/{{}} ~/.hermes/skills/{{}}"


def _coded(blanks: str) -> str:
    return f"ruby -e 'File.open(Dir.home + \"/\" +{blanks}46.chr + \"hermes/config.yaml\", \"a\") {{ |f| f.puts 1 }}'"


def _many_opens(blanks: str) -> str:
    opens = "open(a" * (len(blanks) // 8)
    return f"perl -e '$p = $ENV{{HOME}} . chr(46) . q(hermes/SOUL.md); {opens}; open F, q(>), $p'"


def _array(blanks: str) -> str:
    return f'A=(build/a.o ~/.hermes/SOUL.md); rm -f{blanks}"${{A[@]}}"'


@pytest.mark.parametrize("shape", [_template, _profile_template, _coded, _many_opens, _array])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _stamp(blanks: str) -> str:
    return f"gawk '{{print >{blanks}(\"build/log_\" strftime(\"%Y%m%d\") \".txt\")}}' access.log"


def _argv(blanks: str) -> str:
    return f"node -e \"require('fs').writeFileSync(process.argv[1],{blanks}'ok')\" build/out.txt"


def _arrays(blanks: str) -> str:
    many = " ".join(f"A{i}=(build/{i}.o)" for i in range(len(blanks) // 40))
    return f'{many}; rm -f "${{A1[@]}}"{blanks}"${{A2[@]}}"'


@pytest.mark.parametrize("shape", [_stamp, _argv, _arrays])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
