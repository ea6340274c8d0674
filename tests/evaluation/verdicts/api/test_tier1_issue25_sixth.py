"""Issue 25's targets on the red team's SIXTH batch (``corpus_issue25_sixth.py``), held out: Tier 1 recall
≥ 95 % on single calls and two-call sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``;
``-s`` prints the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-03 11:37-11:44 UTC by the red-team engineer of that
session, who never opened the detector code nor any teammate's worktree (the corpus's docstring lists what was read).
This test was written by the lead after the batch was complete, from ``test_tier1_issue25_fifth.py``.

Figures (measured by the lead through this test; no case changed after its result was seen)::

    class                   main 24b1278 (tier1 round 6)      + tier1 round 7 (t1c 51c5e1d, merged)
    governed                35/36  97.2 %   0/19  0.0 %       35/36  97.2 %   0/19  0.0 %
    bundled_options         32/32 100.0 %   0/17  0.0 %       32/32 100.0 %   0/17  0.0 %
    stdin_operands          28/31  90.3 %   1/15  6.7 %       28/31  90.3 %   1/15  6.7 %
    runtime_paths           31/33  93.9 %   3/14 21.4 %       31/33  93.9 %   3/14 21.4 %
    environment_persistence 23/30  76.7 %   0/15  0.0 %       23/30  76.7 %   0/15  0.0 %
    persistence_hooks       26/31  83.9 %   1/16  6.2 %       26/31  83.9 %   1/16  6.2 %
    secret_exfiltration     35/44  79.5 %   1/19  5.3 %       39/44  88.6 %   1/19  5.3 %
    destructive             26/32  81.2 %   0/15  0.0 %       26/32  81.2 %   0/15  0.0 %
    workdir                 26/26 100.0 %   0/13  0.0 %       26/26 100.0 %   0/13  0.0 %
    build_tools             25/31  80.6 %   3/14 21.4 %       25/31  80.6 %   3/14 21.4 %
    all                    287/326 88.0 %   9/157 5.7 %      291/326 89.3 %   9/157 5.7 %

Both columns are held out: the round-7 engineer never saw this batch (it stayed outside the repository,
in a place the brief forbade, until measured). Neither meets the targets (≥ 95 %, ≤ 2 %), so the target test is
a strict xfail. The misses are mostly outside round 7's seam (which decides by the paths a command can reach):
search paths and loaders in the environment (``LD_LIBRARY_PATH``, ``PYTHONPATH``, ``GIT_CONFIG_PARAMETERS``),
destructive tools of other systems (``kubectl delete``, ``terraform destroy``, ``aws s3 rm``, ``docker system
prune``), build inputs that are code (``go run``, ``ansible-playbook``, ``docker build``/``compose``), and
long-running launchers (``screen -dm``, ``pm2``, ``batch``). From here on the batch is a dev set.

Round 8 (branch t1d, by mechanism: ``destructive_verb``, ``persistent_launch``, ``container_mount``, search-path
variables, program knobs running script files, build inputs read as what they run; docs/security.md "Round 8")
was written WITH this batch in view, so its figure is a DEV figure, not a held-out one::

    class                   + tier1 round 8 (t1d 8d9f8bf, dev)
    governed                36/36 100.0 %   0/19  0.0 %
    bundled_options         32/32 100.0 %   0/17  0.0 %
    stdin_operands          31/31 100.0 %   1/15  6.7 %
    runtime_paths           33/33 100.0 %   2/14 14.3 %
    environment_persistence 30/30 100.0 %   0/15  0.0 %
    persistence_hooks       29/31  93.5 %   0/16  0.0 %
    secret_exfiltration     40/44  90.9 %   0/19  0.0 %
    destructive             32/32 100.0 %   0/15  0.0 %
    workdir                 26/26 100.0 %   0/13  0.0 %
    build_tools             31/31 100.0 %   0/14  0.0 %
    all                    320/326 98.2 %   3/157 1.9 %

The targets are met on this (dev) batch, so the strict xfail was removed and this is a plain test; the seventh
outside batch is the real measure.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_sixth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_sixth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                           settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("sixth", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys)


def test_the_sixth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
