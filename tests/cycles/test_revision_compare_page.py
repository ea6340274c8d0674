"""The cycle page compares two revisions of a phase output (issue 12): A vs B, both layouts,
bad input refused with a code, every digest with a copy button that needs no JavaScript to be useful."""
from __future__ import annotations

import re
from typing import Any

import pytest

from cycles.demo import PHASE_TEXTS
from cycles.models import Cycle
from tests.factories import attest_output, open_cycle, post_output

pytestmark = pytest.mark.django_db


@pytest.fixture
def revised_cycle(agent_client: Any, operator: Any) -> Cycle:
    """S revision 1 (approved, then invalidated by a reopening) and S revision 2."""
    cycle_id = open_cycle(agent_client, title="two revisions")
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    attest_output(cycle_id, "X", operator)
    revised = PHASE_TEXTS["S"].replace("6 of the last 20", "7 of the last 21")
    assert post_output(agent_client, cycle_id, "S", text=revised, reopen=True).status_code == 201
    return Cycle.objects.get(pk=cycle_id)


def _compare_section(html: str) -> str:
    return html[html.index('id="compare-card"'):]


def test_the_page_compares_the_two_newest_revisions_by_default(operator_client: Any, revised_cycle: Cycle) -> None:
    html = operator_client.get(f"/cycles/{revised_cycle.pk}/").content.decode()
    section = _compare_section(html)
    assert "S revision 1" in section and "S revision 2" in section
    assert re.search(r'<tr class="diff-del">.*?<mark>6</mark>', section, re.S)
    assert re.search(r'<tr class="diff-add">.*?<mark>7</mark>', section, re.S)
    # Both layouts are in the page; unified is the one shown unless ?diff=split.
    assert 'id="compare-table"' in section and 'id="compare-table-split"' in section
    assert 'class="diff-block diff-mode-unified" id="compare"' in section


def test_revision_a_and_b_are_chosen_by_query(operator_client: Any, revised_cycle: Cycle) -> None:
    outputs = list(revised_cycle.outputs.order_by("created_at", "id"))
    first, second = outputs[0], outputs[-1]
    html = operator_client.get(f"/cycles/{revised_cycle.pk}/?a={second.pk}&b={first.pk}&diff=split").content.decode()
    section = _compare_section(html)
    assert 'class="diff-block diff-mode-split" id="compare"' in section
    # Reversed: 7 is now the removed word, on the left (old) side.
    assert re.search(r'<td class="code old diff-del">[^<]*<mark>7</mark>', section)
    assert re.search(r'<td class="code new diff-add">[^<]*<mark>6</mark>', section)
    assert f'<option value="{second.pk}" selected>' in section


@pytest.mark.parametrize("query", ["a=999999&b=1", "a=x&b=", "a=&b=3"])
def test_a_revision_outside_the_cycle_is_refused_with_a_code(operator_client: Any, revised_cycle: Cycle,
                                                             query: str) -> None:
    response = operator_client.get(f"/cycles/{revised_cycle.pk}/?{query}")
    assert response.status_code == 400
    assert "BAD_REVISION" in response.content.decode()


def test_digests_stay_whole_and_selectable_without_javascript(operator_client: Any, revised_cycle: Cycle) -> None:
    html = operator_client.get(f"/cycles/{revised_cycle.pk}/").content.decode()
    for output in revised_cycle.outputs.all():
        assert re.search(rf'<code class="mono digest-text"[^>]*>{output.digest}</code>', html)
        # The button is hidden until static/qlnweb/copy.js runs, and names what it copies.
        assert re.search(rf'<button type="button" class="copy" data-copy="{output.digest}" '
                         rf'aria-label="Copy the digest {output.digest[:12]}… to the clipboard" hidden>', html)
    attestation = revised_cycle.attestations.get()
    assert f'data-copy="{attestation.subject_digest}"' in html


def test_with_one_revision_per_phase_the_selects_offer_the_two_newest(agent_client: Any, operator: Any,
                                                                     operator_client: Any) -> None:
    cycle_id = open_cycle(agent_client, title="one revision each")
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    attest_output(cycle_id, "X", operator)
    assert post_output(agent_client, cycle_id, "G").status_code == 201
    s_output, g_output = Cycle.objects.get(pk=cycle_id).outputs.order_by("created_at", "id")
    section = _compare_section(operator_client.get(f"/cycles/{cycle_id}/").content.decode())
    assert 'id="compare-empty"' in section and 'id="compare-table"' not in section
    a_select = section[section.index('id="compare-a"'):section.index('id="compare-b"')]
    assert f'<option value="{s_output.pk}" selected>' in a_select
    assert f'<option value="{g_output.pk}" selected>' in section[section.index('id="compare-b"'):]
