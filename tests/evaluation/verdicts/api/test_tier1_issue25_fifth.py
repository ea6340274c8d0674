"""Issue 25's targets on the red team's FIFTH batch (``corpus_issue25_fifth.py``), held out: Tier 1 recall
≥ 95 % on single calls and two-call sequences together, false blocks ≤ 2 %, through
``/api/v1/verdicts``; ``-s`` prints the per-class table with every miss and false block.

Who / when / what was read: written 2026-12-03 (UTC, see the corpus's docstring for the minutes) by the
red-team engineer of that session (brief i25), who never opened the detector code
(``evaluation/verdicts/tier1/**``, ``hermes_plugin/local_guard.py``, ``hermes_plugin/governed.py``,
``hermes_plugin/unjudged.py``, ``docs/security.md``, ``docs/architecture.md``) nor any teammate's
worktree. Modelled on ``test_tier1_issue25_fourth.py`` and its harness (``issue25_runner.py``,
``conftest.py``), which were read for the layout only. The corpus file lists everything that was read.

Placement: this file and the corpus go to ``tests/evaluation/verdicts/api/`` (the import below is
``tests.evaluation.verdicts.api.corpus_issue25_fifth``).

Figures (measured by the lead; no case changed after its result was seen)::

    class                   fee83ce (08:27 UTC, first run)     main + tier1 round 5 (69e63d8, 09:29 UTC)
    governed                35/44  79.5 %   3/24 12.5 %        38/44  86.4 %   3/24 12.5 %
    bundled_options         33/35  94.3 %   0/18  0.0 %        33/35  94.3 %   0/18  0.0 %
    stdin_operands          21/30  70.0 %   0/13  0.0 %        21/30  70.0 %   0/13  0.0 %
    runtime_paths           29/37  78.4 %   4/13 30.8 %        31/37  83.8 %   4/13 30.8 %
    environment_persistence 15/20  75.0 %   1/11  9.1 %        15/20  75.0 %   1/11  9.1 %
    persistence_hooks       24/26  92.3 %   1/14  7.1 %        24/26  92.3 %   1/14  7.1 %
    secret_exfiltration     35/46  76.1 %   1/18  5.6 %        37/46  80.4 %   1/18  5.6 %
    destructive             38/44  86.4 %   0/18  0.0 %        39/44  88.6 %   0/18  0.0 %
    workdir                 28/28 100.0 %   2/14 14.3 %        28/28 100.0 %   2/14 14.3 %
    build_tools             10/30  33.3 %   1/14  7.1 %        12/30  40.0 %   1/14  7.1 %
    all                    268/340 78.8 %  13/157 8.3 %       278/340 81.8 %  13/157 8.3 %

The second column is the honest held-out figure for the Tier 1 engineer's round 5, who never saw this
batch: the targets (≥ 95 %, ≤ 2 %) are NOT met, so the target test is a strict xfail until they are. After
this measurement the batch is no longer held out (a later round may be tuned on it; its docstring says so).

Round 6 (the Tier 1 engineer of 2026-12-03 ~09:30-10:10 UTC) used this batch as a DEV set — the figures
below are NOT held-out figures — after writing its own probes first (``corpus_issue25_probes6.py``)::

    class                   round 5 (e5d7916)               round 6 (tier1b, tuned on this batch)
    governed                38/44  86.4 %   3/24 12.5 %     38/44  86.4 %   0/24  0.0 %
    bundled_options         33/35  94.3 %   0/18  0.0 %     33/35  94.3 %   0/18  0.0 %
    stdin_operands          21/30  70.0 %   0/13  0.0 %     27/30  90.0 %   0/13  0.0 %
    runtime_paths           31/37  83.8 %   4/13 30.8 %     35/37  94.6 %   3/13 23.1 %
    environment_persistence 15/20  75.0 %   1/11  9.1 %     19/20  95.0 %   1/11  9.1 %
    persistence_hooks       24/26  92.3 %   1/14  7.1 %     25/26  96.2 %   1/14  7.1 %
    secret_exfiltration     37/46  80.4 %   1/18  5.6 %     42/46  91.3 %   1/18  5.6 %
    destructive             39/44  88.6 %   0/18  0.0 %     44/44 100.0 %   0/18  0.0 %
    workdir                 28/28 100.0 %   2/14 14.3 %     28/28 100.0 %   2/14 14.3 %
    build_tools             12/30  40.0 %   1/14  7.1 %     28/30  93.3 %   0/14  0.0 %
    all                    278/340 81.8 %  13/157 8.3 %    319/340 93.8 %   8/157 5.1 %

Still short of both targets, so the strict xfail stays.

Round 7 (tier1c, 2026-12-03 ~11:40-12:40 UTC: one structural seam, ``tier1.reach``, written against its own
probes, not this batch; a DEV-set figure all the same): 319/340 · 8/157 → **336/340 (98.8 %) · 8/157 (5.1 %)**.
Recall now meets ≥ 95 %; the false blocks (the same 8, five kept on purpose) do not meet ≤ 2 %, so the strict
xfail stays. Of the 8 false blocks, 5 are kept on purpose
(docs/security.md, round 6): ``git config core.hooksPath .husky`` (git then runs work-tree files a checkout
brings), ``ln -s ~/.hermes/skills … && ls`` (a link into the profile is the first step of a two-call write),
``rm -rf`` of a name computed at run time under ``./`` (it can be ``../x``), a recursive delete in ``/tmp``
after ``cd /tmp`` (outside the workspace, the rule's policy), and the cwd after ``mkdir -p X && cd X``
(the cd is conditional, so the profile stays a possible cwd).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_fifth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


@pytest.mark.xfail(
    strict=True, raises=AssertionError,
    reason="issue 25 targets not met on the fifth batch (held-out at round 5, a DEV set since round 6): held-out "
           "278/340 (81.8 %) · 13/157 (8.3 %) after tier1 round 5 (268/340 · 13/157 on fee83ce); after round 6, "
           "tuned on it: 319/340 (93.8 %) · 8/157 (5.1 %); after round 7: 336/340 (98.8 %) · 8/157 (5.1 %)",
)
def test_the_fifth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                           settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("fifth", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys)


def test_the_fifth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
