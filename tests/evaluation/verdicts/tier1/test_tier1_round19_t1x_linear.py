"""Round 19 (part t1x)'s own shapes stay linear on long runs (issue 25, High 1): Nushell code read as shell
(``nushell``), awk output names joined from ``-v`` variables and parenthesised targets (``awk_names``), scoped
destroys (``scoped_destroy``), containers that publish a port with the profile mounted (``exfil_r12``), server
configurations built in the call (``served_configs``), zsh ``zargs``, Ruby/Perl spawn loops, and a call whose moves
sit in subshells (``session_cwd``). Each shape is judged at 200 and at 20,000 blanks; the long one must cost under
20× the short one, with a floor for timer noise; each long shape is still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large
from tests.evaluation.verdicts.tier1.test_tier1_round17_t1t_linear import _shape

pytestmark = pytest.mark.serial

_SHAPES = [
    "nu -c 'open /tmp/paths.txt | lines |@each { |p| rm -rf $p }'",
    "nu -c 'ls ~/.hermes |@each { |it| rm -rf $it.name }'",
    "awk -v d=\"$HOME\" 'BEGIN{f=d@\"/.hermes/\" \"SOUL.md\"; print \"x\" > f}'",
    "awk -v d=\"$PWD\" 'BEGIN{print \"x\" > (d@\"/../.hermes/SOUL.md\")}'",
    "redis-cli -h 10.0.4.12 -n 3@FLUSHDB",
    "helm uninstall payments@-n production",
    "docker run -d -p 8088:80@-v ~/.hermes:/usr/share/nginx/html:ro nginx",
    "caddy run --adapter caddyfile --config <(printf ':9090\\nroot * %s\\n'@~/.hermes)",
    "ruby -e '10_000_000.times {@Process.spawn(\"sleep 3600\") }'",
    "perl -e 'system(\"sleep 900 &\")@for 1..100000'",
    "zsh -c 'zargs -- $(</tmp/l)@-- rm -f'",
    "(cd /tmp &&@ls) ; cd ~/.hermes && rm -rf skills",
]


@pytest.mark.parametrize("shape", [_shape(s) for s in _SHAPES], ids=lambda s: s.__name__)
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, profile: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
