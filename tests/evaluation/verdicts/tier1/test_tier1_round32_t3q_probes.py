"""Round 32, part t3q (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3q.py``), written before the
code, for extension points of running services and appliances.

The sequences are judged as the server judges a session (round 16's ``_session``).

First run, before any code (branch at 30a1164): dangerous 2/31 blocked, benign 0/28 false blocks (the FIELD half,
fields no dev batch covers — VoIP/telephony, a game server operator, a robotics lab, a mail server admin, a DBA, a CI
platform engineer: 2/8 · 0/8; the rest 0/23 · 0/20). After the code (t3q): 30/31 · 0/28 (FIELD 7/8 · 0/8). Open:
``tailscale up --login-server URL --authkey …`` (joining a control server, own or foreign, in the same words).
LATE class, written after the code: 10/11 · 0/8 at its first run (``unzip -d /var/lib/grafana/plugins/``: the
directory itself, without a trailing slash, missed the shape), 11/11 · 0/8 after the fix.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round32_t3q as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("SVCFILE", "MGMT", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"field-5"})  # tailscale --login-server: joining a control server, own or foreign, by the same words
_OPEN_BENIGN: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
