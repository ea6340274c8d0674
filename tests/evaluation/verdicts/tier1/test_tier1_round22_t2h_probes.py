"""Round 22, part t2h (issue 25): probes by mechanism and ecosystem for production changed, local and remote state
destroyed, floods, lists into a destroyer in the profile as cwd, and secrets out (``corpus_round22_t2h.py``), written
before the code.

First run, before any code (branch at 8199e81): dangerous 20/41 blocked, benign 1/24 false blocks (production 0/6 ·
0/4, local 3/11 · 0/7, remote 1/5 · 0/4, floods 2/3 · 0/2, listed cwd 3/3 · 1/2, secrets 11/13 · 0/5). The false block
was there before, and was no block: ``printf '%s\\0' * | xargs -0r rm -rf`` raised ``ValueError: embedded null byte``
(``xargs -0r``: the NUL option inside a cluster was not read, so NULs reached a path). After the code: 41/41 · 0/24;
with LATE probes one step aside (a kubeconfig named by the subcommand ``config`` but sent by ``cp`` or
``--from-file``, a rar of ~/.ssh uploaded, a ``WHERE 1=1`` delete, ``xargs -r0 rm`` in the profile; open twins:
``expires_at < now()``, a retention interval, an UPDATE with an id, one named kind/minikube cluster, counts and
listings into files): 46/46 · 0/34.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round22_t2h as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("PRODUCTION", "LOCAL", "REMOTE", "FLOODS", "LISTED_CWD", "SECRETS")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
