"""Issue 12: read-only history lists with search, filters and pagination."""
from __future__ import annotations

import pytest

from cycles.history import PAGE_SIZE
from tests.factories import attest_output, open_cycle, post_output

pytestmark = pytest.mark.django_db


def test_cycles_search_filter_and_pages(agent_client, operator_client):
    for n in range(PAGE_SIZE + 2):
        open_cycle(agent_client, title=f"routine {n}")
    special = open_cycle(agent_client, title="silenced tests")
    assert post_output(agent_client, special, "S").status_code == 201
    first = operator_client.get("/cycles/").content.decode()
    assert f"page 1 of 2 · {PAGE_SIZE + 3} in all" in first and 'rel="next"' in first
    second = operator_client.get("/cycles/?page=2").content.decode()
    assert "page 2 of 2" in second and "routine 0" in second
    found = operator_client.get("/cycles/?q=silenced").content.decode()
    assert "silenced tests" in found and "routine 1<" not in found and "1 in all" in found
    assert "1 in all" in operator_client.get(f"/cycles/?q={special}").content.decode()
    assert "0 in all" in operator_client.get("/cycles/?phase=G").content.decode()
    assert operator_client.get("/cycles/?status=bogus&page=x").status_code == 200


def test_attestations_list_shows_reasons_and_filters(agent_client, operator_client, operator):
    cycle_id = open_cycle(agent_client, title="attested")
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    attest_output(cycle_id, "X", operator)
    html = operator_client.get("/attestations/?kind=X&decision=approve").content.decode()
    assert "1 in all" in html and f"cycle {cycle_id}" in html
    assert "0 in all" in operator_client.get("/attestations/?decision=reject").content.decode()


def test_candidates_list_searches(operator_client):
    html = operator_client.get("/candidates/?q=nothing-like-this&state=live").content.decode()
    assert "No candidates yet." in html and "0 in all" in html
