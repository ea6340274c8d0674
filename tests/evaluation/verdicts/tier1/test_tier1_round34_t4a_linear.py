"""Round 34 (part t4a)'s own shapes stay linear on long runs (issue 25, High 1): a code-loading line written into a
file (``web_hooks.code_line``: its place pattern, bounded scheme) and a plugin or hook dropped (``web_hooks._drop``).
Each shape is judged short and long (``linear_timing.small_and_large``); the long one must cost under 30x the short
one, with a floor for timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _prepend(blanks: str) -> str:
    return f"echo 'php_value auto_prepend_file{blanks}/tmp/p.php' >> /var/www/moodle/.htaccess"


def _letters(blanks: str) -> str:
    return f"echo 'require {'a' * len(blanks)} /tmp/p.php' >> /var/www/moodle/config.php"


def _hook(blanks: str) -> str:
    return f"install -m755{blanks}/tmp/post-receive /srv/git/x.git/hooks/post-receive"


@pytest.mark.parametrize("shape", [_prepend, _letters, _hook])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _setting(blanks: str) -> str:
    return f"echo 'upload_tmp_dir ={blanks}/tmp/{'u' * len(blanks)}' >> /var/www/app/.user.ini"


def _slashes(blanks: str) -> str:
    return f"echo 'upload_max_filesize=64M {'/' * len(blanks)}' >> /var/www/moodle/.user.ini"


@pytest.mark.parametrize("shape", [_setting, _slashes])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
