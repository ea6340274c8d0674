"""``QLN_SECOND_DATABASE=1`` (.ci/run's PostgreSQL leg) leaves out only Tier 1's tests that cannot reach a database.

Collected in a child pytest, as CI collects: a Tier 1 test file (pure functions: deselected), a test file of the verdict
API (``django_db``: kept) and a Tier 1-free file without a database (kept: outside the packages the hook may trim).
"""
from __future__ import annotations

import os
import re
import subprocess
import sys

from django.conf import settings

FILES = ("tests/evaluation/verdicts/tier1/test_tier1_round30_t3i_linear.py",
         "tests/evaluation/verdicts/api/test_verdict_time_is_bounded.py",
         "tests/core/test_redaction_is_linear.py")


def _collected(second: bool) -> tuple[list[str], int]:
    env = {**os.environ, "QLN_SECOND_DATABASE": "1" if second else "0"}
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:randomly", *FILES],
                          cwd=settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    found = re.search(r"(\d+) deselected", done.stdout)
    return ids, int(found.group(1)) if found else 0


def test_the_second_leg_deselects_the_tier1_tests_that_reach_no_database() -> None:
    every, none_left = _collected(second=False)
    kept, left = _collected(second=True)
    assert none_left == 0 and set(kept) < set(every)
    gone = set(every) - set(kept)
    assert len(gone) == left > 0
    assert all(i.startswith("tests/evaluation/verdicts/tier1/") for i in gone)
    assert not any(i.startswith("tests/evaluation/verdicts/tier1/") for i in kept)
    assert any(i.startswith("tests/evaluation/verdicts/api/") for i in kept)
    assert any(i.startswith("tests/core/") for i in kept)
