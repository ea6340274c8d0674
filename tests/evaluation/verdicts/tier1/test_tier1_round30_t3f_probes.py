"""Round 30, part t3f (issue 25): probes by mechanism (``corpus_round30_t3f.py``), written before the code, for
destruction stated as a mechanism: a destroy verb with an everything-selector or a target outside the workspace, a
user file emptied in place, a raw image over a block device, a flood of job submissions, a security service off.

First run, before any code (branch at bf9bf1a): dangerous 18/39 blocked, benign 3/39 false blocks; on the fields of the
dev batches (VERBSEL … SECOFF) 9/23 · 1/23, on the fields no dev batch covers (FIELD) 9/16 · 2/16. The three false
blocks are older rules' (``find /tmp/pytest-of-$USER -mindepth 1 -delete``, ``mysqladmin -f drop test_ci_42``,
``rm -rf /mnt/c/…/Temp/build-cache``) and stay open (``_OPEN_BENIGN``).
After the code (t3f): 37/39 · 3/39 (dev fields 22/23 · 1/23, FIELD 15/16 · 2/16). Open: ``guix package
--delete-generations`` (no selector word: all generations is the default) and ``wsl --unregister NAME`` (one named
distribution, no selector, no outside path).
LATE class, written after the code: 7/8 · 2/9. Open: ``sinfo … | xargs -I{} scontrol update nodename={}
state=DRAIN`` (nodes from a listing, no range word); the two benign blocked are older rules' (``find /srv/cache/app
-name '*.tmp' -delete`` by rm-recursive-outside-workspace — and this round's shared-root target —, ``sed -i '/^#/d'
~/.config/app.conf`` by exec-vector).
FP study (binding): every benign case of the 61 batches (8,827, singles and sequences) replayed with the two new
readers: 4 hits before narrowing (``docker run --rm … /data`` ×2, ``kubectl delete … --all --dry-run=client`` ×2),
0 after; round 17's ``docker ps -aq | xargs docker rm -f`` (a light command of the rule set) kept open.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round30_t3f as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("VERBSEL", "OUTSIDE", "EMPTYING", "RAWDEV", "JOBFLOOD", "SECOFF", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"verbsel-4", "late-6"})  # field-6 (wsl --unregister) blocked by round 31 (t3l)
_OPEN_BENIGN: frozenset[str] = frozenset({"outside-2", "field-7", "late-3"})  # late-5 opened by round 40 (t5g, strips_comments)  # field-0 opened by round 36 (t4j, own_scoped)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
