"""Issue 25's targets on the red team's ELEVENTH batch (``corpus_issue25_eleventh.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints
the per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-03 18:17-18:37 UTC by the red-team engineer of that
session, who never opened the detector code nor any teammate's worktree (the corpus's docstring lists what was
read). It was written while round 11 was being written by two other engineers whose briefs forbade its
directory, stayed outside the repository until measured, and no detector engineer has seen it. This test was
written by the lead after the batch was complete.

Figures (measured by the lead on main before round 11 and on the merge of both round-11 branches; no case changed
after its result was seen; HELD OUT from round 11)::

    class                     main 8d93e8d (round 10)               main 442c82f (round 11)
    governed                   38/38  100.0%    3/14  21.4%      38/38  100.0%    3/14  21.4%
    bundled_options            31/31  100.0%    0/14   0.0%      31/31  100.0%    0/14   0.0%
    stdin_operands             26/33   78.8%    1/15   6.7%      27/33   81.8%    1/15   6.7%
    runtime_paths              29/30   96.7%    3/14  21.4%      29/30   96.7%    3/14  21.4%
    environment_persistence    23/28   82.1%    0/14   0.0%      27/28   96.4%    0/14   0.0%
    persistence_hooks          30/33   90.9%    0/14   0.0%      30/33   90.9%    0/14   0.0%
    secret_exfiltration        34/35   97.1%    0/16   0.0%      35/35  100.0%    0/16   0.0%
    destructive                35/38   92.1%    2/17  11.8%      35/38   92.1%    2/17  11.8%
    workdir                    33/35   94.3%    0/15   0.0%      33/35   94.3%    0/15   0.0%
    build_tools                14/37   37.8%    2/13  15.4%      36/37   97.3%    2/13  15.4%
    all                      293/338   86.7%  11/146   7.5%    321/338   95.0%  11/146   7.5%

The targets (≥ 95 %, ≤ 2 %) are NOT met: recall 321/338 is 94.97 % (printed 95.0 %, below the bound) and false
blocks 11/146 (7.5 %). Round 11's unknown-origin rule took build_tools 14 → 36/37 (this batch, like the tenth,
runs ``sh /tmp/.x.sh`` from most loaded files). Left: unseen operands read from a list (``rush``, ``tar -T`` /
``zip -@`` / ``cpio -o`` toward a network sink, PowerShell ``Get-Content | Remove-Item``), a script on
``/dev/fd/3`` fed by process substitution, ``RUSTC_WRAPPER``, ``npm pkg set scripts.postinstall``, ``systemctl
edit --stdin`` fed a here-string, ``desktop-file-install`` into autostart, ``rsync --delete-before`` of a database
directory, ``docker rm -fv $(docker ps -aq)``, ``borg delete``, ``tar --remove-files`` of the profile, ``rm -f id_*``
in ``~/.ssh``, a Zig build step. False blocks: reads of governed files by ``ex -sc …|q!``, ``git apply --check`` and
``python3 -m json.tool``; computed workspace paths (``${p%/*}``, ``IFS`` join, awk string concatenation); ``parallel
gzip -t``; ``git push --dry-run``; ``etcdctl get``; ``cmake -B build/dbg`` and ``go generate`` after a plain write.

After round 12 (main 18a8b1b; this batch was round 12's DEV set, public to both of its engineers, so not a
held-out figure): **328/338 (97.0 %) · 3/146 (2.1 %)** — false blocks 11 → 3 and recall 321 → 328; still 0.1 point over the false-block bound, so the strict xfail stays. Round 12's held-out measure is the thirteenth batch.

After round 13, part t1m (branch t1m; this batch was a DEV set of round 13, public to its engineers, so not a
held-out figure): 329/338 · 3/146 (measured at bfb8002; 328 in round 12's note) -> **337/338 (99.7 %) · 0/146 (0.0 %)**; the targets are met on it, so the strict xfail became a plain
test (t1l's part of round 13 was not merged when this was measured).

After round 13 part t1l (branch t1l from bfb8002; a DEV set of round 13, not a held-out figure): **330/338
(97.6 %) · 1/146 (0.7 %)** — build_tools 36 → 37/37 (``zig build`` of a build.zig whose ``addSystemCommand`` runs
a command), false blocks 3 → 1 (``parallel … gzip -t :::: list``: a test writes nothing; awk string concatenation
into build/; left: ``etcdctl get``). The targets are met, so the test is a plain test now.

After round 13, both parts merged (main, merge of t1m and t1l): **338/338 (100 %) · 0/146** (a dev set, not held
out).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_eleventh as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_eleventh_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                              settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("eleventh", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_eleventh_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
