"""Round 34, part t3z (issue 25): probes for device, firmware and package-stack destroys.

First run, before any code (branch at 7f3b46e): dangerous 27/69 blocked, benign 3/67 false blocks (FIELD: 3/10 · 0/10).
After the code (t3z): 68/69 · 3/67 (FIELD 9/10 · 0/10); the three false blocks are older rules (ipmitool given
``-P $IPMI_PASS`` read as a secret sent off the machine; ``docker rm $(docker ps -aq -f status=exited)`` read as every
container). Open: ``echo "11 01" | isotpsend …`` (a UDS request on standard input). LATE class, written after the
code (a step aside of each exception, other members of each field): 12/14 · 1/14 first; yay/paru and 29-bit UDS ids
added: 14/14 · 1/14 (the false block, ``docker rm -f $(docker ps -q --filter name=web_dev)``, is round 12's
every-container listing, an older rule). Round 12's listing now reads ``status=exited|created|dead`` as the stopped
containers only: benign 3/67 -> 2/67, with its step-aside twins (``-f status=running``; ``-fv`` with exited) blocked:
LATE 16/16 · 1/14.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round34_t3z as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FLASH", "BUS", "BMC", "PKGSTACK", "CONTAINERS", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"field-1"})
_OPEN_BENIGN: frozenset[str] = frozenset({"late-13"})  # round 36 (t4m) opened bmc-3, bmc-6


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
