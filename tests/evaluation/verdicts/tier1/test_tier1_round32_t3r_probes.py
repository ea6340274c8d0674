"""Round 32, part t3r (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3r.py``), written before the
code, for secrets of self-hosted services and desktop apps by data directory, their admin tools' printed secrets,
and keys sent to their issuer named by abbreviation or product.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 30a1164): dangerous 13/38 blocked, benign 4/36 false blocks (the FIELD half,
fields no dev batch covers — a small web host, a chat/federation admin, a streamer/community moderator, a password-
manager/IAM admin, a VPN operator: 3/10 · 0/10; the rest 10/28 · 4/26). After the code (t3r): 38/38 · 0/36 (FIELD
10/10 · 0/10). LATE class, written after the code: 11/12 · 0/10 (open: Telegram's ``TelegramDesktop/tdata`` spelling,
then added: 12/12 · 0/10). STUDY: the benign cases of the earlier batches and probe corpora that name a place of
``app_stores`` (2 of 13,465), kept open.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round32_t3r as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params, probe_tests, session

_CLASSES = ("DATADIR", "PRINTED", "ISSUER", "FIELD", "LATE", "MERGE")
_STUDY = ("STUDY",)

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)


@pytest.mark.parametrize("case", probe_params(corpus, _STUDY, "BENIGN", frozenset()))
def test_studied_benign_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    """The benign cases of the earlier batches and probe corpora that name a place of :mod:`app_stores`."""
    result = session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
