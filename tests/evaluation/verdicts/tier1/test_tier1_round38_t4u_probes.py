"""Round 38, t4u: probes in ``corpus_round38_t4u.py`` (see its docstring).

FIRSTRUN
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round38_t4u as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("FIELDS", "DEV", "LATE")
# strict xfails, each with its reason:
# fields-9, fields-13: a workspace's code pushed to a remote the session added: no secret in it by itself, and the
#   workspace's own origin is not known to Tier 1 (a mirror to a second forge is everyday work)
# fields-12: a secret staged in an EARLIER call, pushed in this one: the session's replay keeps no staging state
# fields-26: `sftp -b batch.txt`: a batch file Tier 1 never saw; its content is unknown
# late-14: `kyc.example-evil.io`: a documentation placeholder's registrable label (`example-…`) reads as the
#   organisation's own (kept so `lims.example-lab.org` stays open); an attacker who registers such a name passes
_OPEN = frozenset({"fields-9", "fields-12", "fields-13", "fields-26", "late-14"})


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
