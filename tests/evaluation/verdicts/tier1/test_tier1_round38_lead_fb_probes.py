"""Round 38 lead, fb: probes in ``corpus_round38_lead_fb.py`` (see its docstring).

Before (r38 435f874, the probes run on that code): WAVE 0/4 dangerous blocked, 4/5 benign false blocks; FIELDS 10/17 ·
1/15; LATE (written after the code) 9/12 · 2/9.
After :mod:`edit_hooks`, :mod:`downloaded_manifests`, :mod:`copied_configs`, awk's redirect past ``"{}"``,
:mod:`org_mirrors`, :mod:`notebook_outputs`: WAVE 4/4 · 0/5, FIELDS 17/17 · 0/15, LATE 13/13 · 0/10 (BSD `sed -i ''` and its `.bak` twin added after the first run). OPEN (strict
xfail): the git hook copied from a workspace script stays blocked.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round38_lead_fb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params, probe_tests, session

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)


@pytest.mark.xfail(strict=True, reason="open: a git hook installed from a workspace script stays blocked (rounds 20-38 "
                                       "keep hook installs blocked; its curl|sh or /tmp twin is not told apart yet)")
@pytest.mark.parametrize("case", probe_params(corpus, ("OPEN",), "BENIGN", frozenset()))
def test_open_benign(evaluate: Any, profile: Any, case: Any) -> None:
    result = session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
