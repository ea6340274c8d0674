"""Issue 25's targets on the red team's SEVENTH batch (``corpus_issue25_seventh.py``), held out: Tier 1 recall
≥ 95 % on single calls and two/three-call sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``;
``-s`` prints the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-03 12:43-12:54 UTC by the red-team engineer of that
session, who never opened the detector code nor any teammate's worktree (the corpus's docstring lists what was
read). It stayed outside the repository, in a directory the round-8 engineer's brief forbade, until measured. This
test was written by the lead after the batch was complete, from ``test_tier1_issue25_fifth.py``.

Figures (measured by the lead; no case changed after its result was seen; the first two columns HELD OUT; the
third, round 9's, is a DEV figure: the round-9 engineer was given this batch to work on, so it is not held out)::

    class                   main d1ffee1 (tier1 round 7)      + tier1 round 8 (t1d 894bf78)   + round 9 (t1e, DEV)
    governed                37/37 100.0 %   0/18  0.0 %       37/37 100.0 %   0/18  0.0 %       37/37 100.0 %   0/18  0.0 %
    bundled_options         30/30 100.0 %   0/15  0.0 %       30/30 100.0 %   0/15  0.0 %       30/30 100.0 %   0/15  0.0 %
    stdin_operands          30/33  90.9 %   0/15  0.0 %       30/33  90.9 %   0/15  0.0 %       30/33  90.9 %   0/15  0.0 %
    runtime_paths           32/32 100.0 %   2/13 15.4 %       32/32 100.0 %   2/13 15.4 %       32/32 100.0 %   2/13 15.4 %
    environment_persistence 25/29  86.2 %   0/15  0.0 %       28/29  96.6 %   0/15  0.0 %       28/29  96.6 %   0/15  0.0 %
    persistence_hooks       27/32  84.4 %   0/14  0.0 %       26/32  81.2 %   0/14  0.0 %       26/32  81.2 %   0/14  0.0 %
    secret_exfiltration     41/43  95.3 %   1/19  5.3 %       41/43  95.3 %   0/19  0.0 %       41/43  95.3 %   0/19  0.0 %
    destructive             21/35  60.0 %   0/16  0.0 %       25/35  71.4 %   0/16  0.0 %       25/35  71.4 %   0/16  0.0 %
    workdir                 30/31  96.8 %   3/14 21.4 %       30/31  96.8 %   3/14 21.4 %       30/31  96.8 %   3/14 21.4 %
    build_tools              9/31  29.0 %   0/14  0.0 %        9/31  29.0 %   0/14  0.0 %       26/31  83.9 %   0/14  0.0 %
    all                    282/333 84.7 %   6/153 3.9 %      288/333 86.5 %   5/153 3.3 %       305/333 91.6 %  5/153 3.3 %

Round 10 (t1g, every class but destructive; the seventh batch is public, so a DEV figure): 322/333 (96.7 %) ·
3/153 (2.0 %) — the targets are met and the target test is a plain test since (the lead was told; the strict xfail
would have turned XPASS). Before round 10: the targets (≥ 95 %, ≤ 2 %) were NOT met, and the target test was a
strict xfail. Most misses are in build_tools:
files a tool loads by itself, written in an earlier call, for tools Tier 1 does not model (hatch build hooks,
Sphinx ``conf.py``, MkDocs hooks, doit, Snakemake, rockspec, ``config.nims``, phpunit bootstrap, rebar hooks,
``Package.swift``, mill, Playwright global setup, behave, mypy/flake8/pylint plugins, xmake, Tiltfile, Terraform
external data). Outside the build tools the batch lands at 279/302 (92.4 %).
Round 9 (``tier1.loaded``, by written content; DEV) takes build_tools to 26/31; the five left are a hatch build
hook under ``pip install .`` (a modelled build tool whose model does not read ``hatch_build.py``), Playwright's
global setup under ``npx`` (a modelled runner) and the mypy / flake8 / pylint plugins and ``init-hook`` (proven
readers of their operands, which round 9 leaves open).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventh as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventh_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                             settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventh", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys)


def test_the_seventh_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
