"""The candidate's diff (issue 12): against the active version, in both layouts; with no active parent
the page says so and lists the file unmarked instead of painting every line green."""
from __future__ import annotations

import re

import pytest

from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, TARGET, propose
from tests.factories import CycleFactory

pytestmark = pytest.mark.django_db


def test_the_diff_is_against_the_active_version_side_by_side(agent_client, operator, operator_client, active_parent):
    candidate_id = propose(agent_client, CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk, CANDIDATE_TEXT, parent=active_parent).json()["id"]
    html = operator_client.get(f"/candidates/{candidate_id}/?diff=split").content.decode()
    assert 'id="diff-parent"' in html and f'data-copy="{active_parent}"' in html
    assert 'id="diff-new-file"' not in html and 'id="diff-parent-moved"' not in html
    assert 'class="diff-block diff-mode-split" id="candidate-diff"' in html
    # Line 2 faces line 2: old on the left, new on the right, the changed words marked on both sides.
    assert re.search(r'<tr class="diff-change"><td class="ln old">2</td><td class="code old diff-del"><mark>BASELINE</mark>'
                     r'-SKILL-<mark>V1</mark></td><td class="ln new">2</td><td class="code new diff-add">'
                     r'<mark>CANDIDATE</mark>-SKILL-<mark>V2</mark></td></tr>', html)
    # The switch keeps the other query parameters and lands on the diff.
    assert 'href="?diff=unified#candidate-diff"' in html and 'aria-current="true">Side by side</a>' in html


def test_without_an_active_parent_the_page_says_so(agent_client, operator, operator_client):
    candidate_id = propose(agent_client, CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk, CANDIDATE_TEXT).json()["id"]
    html = operator_client.get(f"/candidates/{candidate_id}/").content.decode()
    assert 'id="diff-new-file"' in html and "No parent:" in html and "no version of this agent was active" in html
    diff = html[html.index('id="candidate-diff"'):html.index('id="lens-card"')]
    assert 'class="diff-add"' not in diff and "diff-add" not in diff
    assert diff.count('<tr class="diff-new">') == 2 * len(CANDIDATE_TEXT.splitlines())  # both layouts
    assert "<td class=\"ln\">1</td><td class=\"code\">" in diff  # numbered, no +/- sign


def test_a_moved_active_version_is_pointed_out(agent_client, operator, operator_client, active_parent, settings, agent):
    from pathlib import Path

    from tests.evaluation.candidates.conftest import make_active_version

    candidate_id = propose(agent_client, CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk, CANDIDATE_TEXT, parent=active_parent).json()["id"]
    newer = make_active_version(Path(settings.QLN_ACTIVE_STORE), {TARGET: "# newer\n"}, agent.name)
    html = operator_client.get(f"/candidates/{candidate_id}/").content.decode()
    assert 'id="diff-parent-moved"' in html and f'data-copy="{newer}"' in html
