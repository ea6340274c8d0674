"""Round 39 (t5a)'s shapes stay linear on long runs (issue 25, High 1): an awk ``system()`` join spelt
(``awk_names.built_commands``: one bounded regex pass, at most 8 calls of at most 8 names), Perl's two-argument read
``open`` (``read_calls``: one bounded regex pass), the key-only env loops (``key_readers.code_keys_only``: one match
per loop-header shape and one substitution) and the dotted read method / scan verb (``unknown_reads``: one pass over
argv). Each shape is judged short and long (``linear_timing.small_and_large``); the long one must cost under 30x the
short one, with a floor for timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _awk_rm(blanks: str) -> str:
    return f"awk 'BEGIN{{h=ENVIRON[\"HOME\"];{blanks}system(\"rm -rf \" h \"/.hermes/skills\")}}'"


def _perl_read_then_unlink(blanks: str) -> str:
    return f"perl -e 'open F, \"<$ENV{{HOME}}/.zshrc\";{blanks}unlink \"$ENV{{HOME}}/.hermes/SOUL.md\"'"


def _env_values(blanks: str) -> str:
    return f"python3 -c \"print([l.split('=')[1] for l in open('$HOME/.hermes/.env')]){blanks}\""


def _scan_fix(blanks: str) -> str:
    return f"foo scan{blanks}~/.hermes --fix"


@pytest.mark.parametrize("shape", [_awk_rm, _perl_read_then_unlink, _env_values, _scan_fix])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _awk_ls(blanks: str) -> str:
    return f"awk 'BEGIN{{p=ENVIRON[\"HOME\"] \"/.hermes/plugins\";{blanks}system(\"ls -la \" p)}}'"


def _perl_read(blanks: str) -> str:
    return f"perl -e 'open F, \"<$ENV{{HOME}}/.zshrc\";{blanks}print while <F>'"


def _env_keys(blanks: str) -> str:
    return f"python3 -c \"print(sorted(l.split('=')[0] for l in open('$HOME/.hermes/.env') if '=' in l)){blanks}\""


def _scan(blanks: str) -> str:
    return f"detect-secrets scan{blanks}~/.hermes"


@pytest.mark.parametrize("shape", [_awk_ls, _perl_read, _env_keys, _scan])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
