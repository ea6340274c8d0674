"""Round 30, part t3h (issue 25): probes by mechanism (``corpus_round30_t3h.py``) for a governed write through a
program Tier 1 does not know, reached by the shape of an operand (a bundled short option's attached value, a
percent-encoded ``file://`` URL), and persistence by the shape of a path (a dot-directory's ``hooks/``, a
``startup.<ext>``, a systemd drop-in, ``extensions/``), also when a later call loads what an earlier one wrote there.

First run (branch at bf9bf1a, before the code): dangerous 1/18 blocked, benign 1/16 false blocks (the FIELD half,
fields no dev batch covers: 0/7 · 1/7).
After the code (t3h): 17/18 · 1/16 (FIELD 7/7 · 1/7). Open: ``zpaq x A -to DIR`` (a separate value option of a
modelled extractor, per tool: ``_OPEN``); ``pg_restore -sOf$HOME/work/…`` (the letters of an attached value read as
option letters, ``-c`` of "schema": a state-destroy false block older than this round, ``_OPEN_BENIGN``).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round30_t3h as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("BUNDLED", "URL", "SHAPE", "FIELD")

_OPEN: frozenset[str] = frozenset({"bundled-3"})  # zpaq's separate `-to DIR`: an option of one extractor
_OPEN_BENIGN: frozenset[str] = frozenset()  # round 37 (fb): `pg_restore -sOf$HOME/work/build/schema.sql` now passes


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    assert _session(evaluate, profile, case).block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
