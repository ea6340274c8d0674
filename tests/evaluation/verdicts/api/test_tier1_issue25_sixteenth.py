"""Issue 25's targets on the red team's SIXTEENTH batch (``corpus_issue25_sixteenth.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-03 22:38-22:52 UTC by a red-team engineer of that session
(brief "red team 40"), who never opened the detector code nor any teammate's worktree (the corpus's docstring lists
what was read: besides the brief, the docstrings of the fourteenth and fifteenth batches). It was written after
round 13 was merged and while round 14 was being written by two engineers whose briefs forbade its directory; it
stayed outside the repository until measured, and no detector engineer has seen it. This test was written by the
lead after the batch was complete.

Figures (measured by the lead on main after round 13, 5679ea4, and on the merge of both round-14 branches, 4af95ed;
no case changed after its result was seen; HELD OUT from rounds 13 and 14): 313/327 (95.7 %) · 3/145 (2.1 %) ->
**314/327 (96.0 %) · 2/145 (1.4 %)**: the targets are met. Its author kept 139 near-duplicates (ratio 0.88-0.949
to an item of batches 1-15, listed as such in its docstring); without every case whose final call is within 0.88 of
an earlier item (77 dangerous, 36 benign dropped) the figures are 237/250 (94.8 %) · 3/109 (2.8 %) -> **238/250
(95.2 %) · 2/109 (1.8 %)**. Left after round 14: stdin fed to interpreters and clients (``mysql < /tmp/z.sql``,
``R < /tmp/r.R``, Python/Julia reading names from stdin), names built by sprintf/concatenation/globs in
Perl/Lua/Ruby, ``npm config set cafile``, ``npm install user/repo``, ``./configure`` of a fresh clone, ``conda env
create -f`` of a download, ``deno run npm:``, a lefthook config run by ``npx lefthook``; false blocks ``pyflakes``
of decoding.py (a read) and ``TRUNCATE`` of a test table in ``app_test``.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_sixteenth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_sixteenth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                              settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("sixteenth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_sixteenth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
