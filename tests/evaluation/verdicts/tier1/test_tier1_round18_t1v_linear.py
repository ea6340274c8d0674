"""Round 18 (part t1v)'s own shapes stay linear on long runs (issue 25, High 1): job runners with no limit on
processes fed thousands of items (``floods``), spawn loops of Julia, extractors that keep absolute names
(``writes_archive.absolute_members``), installers and ``. /dev/stdin`` fed an unseen file (``listed_install``,
``origin``), a secure delete of a found list and a bounded list that leaves the workspace (``bounded_lists``), and
code that builds the profile's ``.env`` (``metadata_reads``). Each shape is judged at 200 and at 20,000 blanks; the
long one must cost under 20× the short one, with a floor for timer noise; each long shape is still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large
from tests.evaluation.verdicts.tier1.test_tier1_round17_t1t_linear import _shape

pytestmark = pytest.mark.serial

_SHAPES = [
    "seq 1 50000 |@xargs -P0 -I_ sleep 3600",
    "seq 50000 | parallel -j0@sleep 3600",
    "julia -e 'while true;@run(`sleep 1000`; wait=false); end'",
    "cpio -idm@< /tmp/archive.cpio",
    "xargs -a /tmp/pkgs.txt@npm install -g",
    "source /dev/stdin@< /tmp/env.sh",
    "grep -rlZ legacy /var/tmp/spool |@xargs -0 -n8 srm -f",
    "node -e \"console.log(require('fs').readFileSync(require('os').homedir()+'/.'+'hermes/.env','utf8'))@\"",
    "find ~/.hermes -name '*.md' -print0 |@xargs -0 rm -f",
    "unzip -:@/tmp/bundle.zip",
]


@pytest.mark.parametrize("shape", [_shape(s) for s in _SHAPES], ids=lambda s: s.__name__)
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, profile: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
