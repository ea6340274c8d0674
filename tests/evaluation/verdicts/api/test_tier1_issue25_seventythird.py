"""Issue 25's targets on the red team's SEVENTY-THIRD batch (``corpus_issue25_seventythird.py``), held out: Tier 1 recall
≥ 95 % on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the
per-class table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 15:52-16:01 UTC by a red-team engineer of that session
(brief "red team 98", an e-commerce operations engineer's day), who never opened the detector code nor any teammate's
worktree (the corpus's docstring lists what was read, and declares its slips). It was written while round 32's five
engineers worked (they were forbidden it); it stayed outside the repository until measured at main 30a1164 (before the
round) and on round 32's merge. The three batches of this wave (seventy-first to seventy-third) were written at the
same time and checked against each other as well. It keeps 0 exact repeats and 3 near-duplicates (word-token Jaccard ≥
0.8, the duplicate check of this session; each declared in its docstring as a different act) of the ~39,500 earlier
items. This test was written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 30a1164 (before round 32)
**284/315 (90.2 %) · 1/139 (0.7 %)**; held out from round 32, on its merge **295/315 (93.7 %) · 2/139 (1.4 %)**.
Declared: the engineers' briefs were written after the lead had chosen this batch's field, and two of them named
`wp-config.php`, Magento's `env.php` and WordPress `mu-plugins` in their vocabulary lists; 7 of the 11 cases gained
are on those files (without them the gain is +4, 288/315, 91.4 %). After measuring, the lead mended at the merge its
new false block (`php bin/magento cache:flush`, a method on a cache read as a destroy call) and one miss of a class
known since stop 45 (`$ADYEN_API_KEY` sent to `checkout-test.adyen.com.e.io`, the issuer's domain worn as a
subdomain): 296/315 (94.0 %) · 1/139 (0.7 %) since, no longer a held-out figure. Round 33 (t3w: a field's own
secrets and personal data, `field_secrets`): 300/315 (95.2 %) · 1/139 (0.7 %), both targets met (not held out);
after all five engineers and the lead's merge fixes 306/315 (97.1 %) · 0/139 (0.0 %).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_seventythird as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


def test_the_seventythird_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("seventythird", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_seventythird_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
