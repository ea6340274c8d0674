"""Round 12, part t1k (issue 25): probes by mechanism for environment persistence, persistence hooks, secrets leaving
and destructive (``corpus_round12_t1k.py``), written before the code.

First run, before any code (branch at 415635f): dangerous 16/46 blocked, benign 2/33 false blocks
(``dropdb --if-exists`` of a test and a scratch database). After the code (t1k): 42/46 · 0/33. Still open:
``systemctl enable serial-getty@ttyS0.service`` (a serial console login, kept open: no autologin is set), and three
probes naming ``/root/.aws/credentials`` / ``/root/.git-credentials`` while the test profile's home is elsewhere
(another account's files are not secrets of this one). The failing probes stay as written: the four dangerous ones
are marked xfail below, not removed.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round12_t1k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("FRESH_ENV", "FRESH_HOOKS", "FRESH_EXFIL", "FRESH_DESTRUCTIVE")











# the fresh_exfil ones (another user's keys) closed by round 16 (exfil_r16); fresh_hooks-3 (`systemctl enable
# serial-getty@ttyS0.service`) closed by round 19 (t1y, enabled_units: a unit not packaged, enabled for every boot)
_OPEN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, replay=judge_home)
