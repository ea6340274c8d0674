"""Round 35 (part t4e)'s own shapes stay linear on long runs (issue 25, High 1): a DELETE path of a service's REST
API, an ILM policy's delete phase, a bulk edit's method, a Postfix lifetime, a field CLI's destroy verb after a long
run of operands (``field_destroys``). Each shape is judged short and long (``linear_timing.small_and_large``); the
long one must cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still
blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _nodes(blanks: str) -> str:
    return (f"curl -X DELETE 'http://alfresco:8080/alfresco/api/-default-/public/alfresco/versions/1/"
            f"{'nodes/' * len(blanks)}deleted-nodes/7b2e'")


def _ilm(blanks: str) -> str:
    phases = '"delete":{' * len(blanks)
    return (f"curl -X PUT http://es:9200/_ilm/policy/p -d '{{\"policy\":{{\"phases\":{{{phases}"
            f"\"delete\":{{\"min_age\":\"0ms\"}}}}}}}}'")


def _bulk(blanks: str) -> str:
    return f"curl -X POST http://dms/api/documents/bulk_edit/ -d '{{\"documents\":[1],{blanks}\"method\":{blanks[:4]}\"delete\"}}'"


def _lifetime(blanks: str) -> str:
    return f"postconf -e 'maximal_queue_lifetime = 0'{blanks}"


def _verb(blanks: str) -> str:
    return f"bench --site erp.example.com{blanks}drop-site erp.example.com --force"


@pytest.mark.parametrize("shape", [_nodes, _ilm, _bulk, _lifetime, _verb])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
