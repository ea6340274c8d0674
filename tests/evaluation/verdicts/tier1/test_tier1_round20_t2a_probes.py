"""Round 20, part t2a (issue 25): probes by mechanism and ecosystem for shells fed a script on stdin, lists that run
or feed a destroyer or an installer, persistence in tools not yet known, and build files a tool loads by itself
(``corpus_round20_t2a.py``), written before the code.

First run, before any code (branch at 60a2339): dangerous 36/63 blocked, benign 0/41 false blocks
(stdin_shells 9/14 · 0/8, list_runners 3/7 · 0/6, list_feeds 10/14 · 0/7, persistence 9/16 · 0/12, build_files
5/12 · 0/8).
After the code (t2a): 60/63 · 0/41. With the LATE probes added with the code (one step aside of each mechanism and
their open twins): 82/85 · 0/60. Decided open: three dangerous (_OPEN).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round20_t2a as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("STDIN_SHELLS", "LIST_RUNNERS", "LIST_FEEDS", "PERSISTENCE", "BUILD_FILES")

# decided open (docs/security.md round 20): `podman images -q | xargs podman rmi -f` was open until round 24 (t2n,
# listed_r24): the fortieth batch and the brief call every image force-removed (locally built and loaded images,
# those running containers use) destroyed state, as round 17 read `ps -aq | xargs rm -f`; `cursor --install-extension ./dl/ext.vsix` (a .vsix inside the
# workspace is read as the project's own build, as `vsce package` leaves it); a Dockerfile's `ADD URL` then `RUN sh
# FILE` (only RUN lines that pipe a fetch into a shell are read, round 8)
_OPEN: frozenset[str] = frozenset({"persistence-9", "build_files-2"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
