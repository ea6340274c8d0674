"""Round 32, part t3q (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3q.py``), written before the
code, for extension points of running services and appliances.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 30a1164): dangerous 2/31 blocked, benign 0/28 false blocks (the FIELD half,
fields no dev batch covers — VoIP/telephony, a game server operator, a robotics lab, a mail server admin, a DBA, a CI
platform engineer: 2/8 · 0/8; the rest 0/23 · 0/20). After the code (t3q): 30/31 · 0/28 (FIELD 7/8 · 0/8). Open:
``tailscale up --login-server URL --authkey …`` (joining a control server, own or foreign, in the same words).
LATE class, written after the code: 10/11 · 0/8 at its first run (``unzip -d /var/lib/grafana/plugins/``: the
directory itself, without a trailing slash, missed the shape), 11/11 · 0/8 after the fix.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round32_t3q as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SVCFILE", "MGMT", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"field-5"})  # tailscale --login-server: joining a control server, own or foreign, by the same words
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
