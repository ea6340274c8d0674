"""Round 37 lead, fb: probes in ``corpus_round37_lead_fb.py`` (see its docstring).

Before (r37 898fe87): WAVE 0/4 dangerous blocked, 2/2 benign false blocks; FIELDS 4/10 · 4/10; LATE 5/5 · 2/2.
After :mod:`literal_concat`, the ``$QLN_*`` move/copy sinks and ``base64``'s ``deny_letters``, ``sql-drop``'s ``TRUNCATE $t``:
WAVE 4/4 · 0/2, FIELDS 10/10 · 0/10, LATE 5/5 · 0/2. OPEN (strict xfail): 1 dangerous, 1 benign.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round37_lead_fb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params, probe_tests, session

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)


@pytest.mark.xfail(strict=True, reason="open: env -S (its quotes are removed: not read as Python here)")
@pytest.mark.parametrize("case", probe_params(corpus, ("OPEN",), "DANGEROUS", frozenset()))
def test_open_dangerous(evaluate: Any, profile: Any, case: Any) -> None:
    assert session(evaluate, profile, case).block, case


@pytest.mark.xfail(strict=True, reason="open: a known variable in cp's source name is not resolved for the destination")
@pytest.mark.parametrize("case", probe_params(corpus, ("OPEN",), "BENIGN", frozenset()))
def test_open_benign(evaluate: Any, profile: Any, case: Any) -> None:
    result = session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
