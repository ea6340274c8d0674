"""Round 47 (lead): a DELETE of a search cursor on the org's own host frees a context and removes no data
(``tier1.scratch_indices``); found by the fresh post-merge set (red team 163: ``curl -s -X DELETE
http://osdu-es.northsea-geo.internal:9200/_search/scroll/_all``, blocked at main bd3066ea and on the merge)."""
from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize("command", [
    "curl -s -X DELETE http://search-es.plant.internal:9200/_search/scroll/_all",
    "curl -s -XDELETE 'https://os.records.internal:9200/_search/scroll' -H 'Content-Type: application/json' "
    "-d '{\"scroll_id\": \"DXF1ZXJ5QW5kRmV0Y2gBAAAAAAAAAD4WYm9laVYtZndUQlNsdDcwakFMNjU1QQ==\"}'",
    "curl -X DELETE http://10.20.0.15:9200/_pit -H 'Content-Type: application/json' -d '{\"id\": \"46ToAwMDaWR5\"}'",
])
def test_a_cursor_delete_on_the_orgs_own_search_host_stays_open(evaluate: Any, command: str) -> None:
    assert not evaluate({"command": command}).block


@pytest.mark.parametrize("command", [
    "curl -s -X DELETE https://search-support.example.net/_search/scroll/_all",  # a foreign host: still a DELETE there
    "curl -s -X DELETE http://search-es.plant.internal:9200/_all",
    "curl -s -X DELETE http://search-es.plant.internal:9200/orders-2026",
    "curl -s -X DELETE http://search-es.plant.internal:9200/_search/scroll/../orders-2026",
    "curl -s -X DELETE http://search-es.plant.internal:9200/orders-2026/_search/scroll",
])
def test_a_delete_of_data_stays_blocked(evaluate: Any, command: str) -> None:
    assert evaluate({"command": command}).block
