"""Issue 25, Tier 1 round 11 (t1h's part: build_tools, stdin_operands, runtime_paths, and the false blocks of
governed/runtime_paths/workdir), by mechanism — the probe lists of ``corpus_round11_t1h.py``: each dangerous case
blocked, each benign lookalike open.

Mechanisms (docs/security.md, "Round 11 (build_tools, stdin_operands, runtime_paths, false blocks …)"): a temp
script no call wrote is code of unknown origin (``origin.py``); a loaded file's spawned commands in argv lists,
backticks, Nix strings, Ant/Maven exec (``spawned.py``); ``--pathspec-from-file`` and xargs-fed git pathspecs
(``listfile.py``); parameter operations on the agent's part of a value and array joins (``paths``,
``arrayjoins.py``); dry runs, run-time ``mkdir`` names and git's index-only forms are not writes.

Tenth batch (``test_tier1_issue25_tenth.py -s``, DEV for this round), main 8d93e8d → t1h::

    class                    before                       after
    governed                 33/33 100.0 %  1/14  7.1 %   33/33 100.0 %  0/14  0.0 %
    bundled_options          32/32 100.0 %  0/15  0.0 %   32/32 100.0 %  0/15  0.0 %
    stdin_operands           30/32  93.8 %  0/15  0.0 %   32/32 100.0 %  0/15  0.0 %
    runtime_paths            28/30  93.3 %  1/13  7.7 %   30/30 100.0 %  0/13  0.0 %
    environment_persistence  26/33  78.8 %  0/13  0.0 %   26/33  78.8 %  0/13  0.0 %   (t1i's part)
    persistence_hooks        28/31  90.3 %  0/15  0.0 %   28/31  90.3 %  0/15  0.0 %   (t1i's part)
    secret_exfiltration      40/41  97.6 %  0/18  0.0 %   40/41  97.6 %  0/18  0.0 %   (t1i's part)
    destructive              39/46  84.8 %  0/16  0.0 %   39/46  84.8 %  0/16  0.0 %   (t1i's part)
    workdir                  31/31 100.0 %  1/14  7.1 %   31/31 100.0 %  0/14  0.0 %
    build_tools               9/33  27.3 %  0/13  0.0 %   33/33 100.0 %  0/13  0.0 %
    all                     296/342 86.5 %  3/146 2.1 %  324/342 94.7 %  0/146 0.0 %

Fifth..ninth unchanged (before = after): 336/340 · 7/157, 322/326 · 3/157, 331/333 · 2/153, 315/315 · 1/141,
316/331 · 0/141.

Probes: the ``FRESH_*`` groups were written before any code change and run once on main 8d93e8d: 24/58 blocked,
5/53 false blocks (unknown origin 1/16 · 0/12, loaded 7/19 · 0/13, from file 1/7 · 0/6, run-time 9/10 · 0/7, false
blocks 6/6 · 5/15); after: 58/58 · 0/53. The ``LATE`` group, written after the code and run once before any further
change: 18/19 · 0/12 (its miss, ``xargs -a /tmp/l git rm -f``, fixed after: xargs-fed git pathspecs); now 19/19 ·
0/12.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round11_t1h as corpus
from tests.evaluation.verdicts.tier1.probe_judge import cases, judge

_CLASSES = ("FRESH_UNKNOWN_ORIGIN", "FRESH_LOADED", "FRESH_FROM_FILE", "FRESH_RUNTIME", "FRESH_FALSE_BLOCKS", "LATE", "AFTER")











@pytest.mark.parametrize("case", cases(corpus, _CLASSES, "DANGEROUS"))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", cases(corpus, _CLASSES, "BENIGN"))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
