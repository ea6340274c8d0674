"""20 promoters race for competing candidates on PostgreSQL: exactly one wins (R-P-2, seed §22)."""
from __future__ import annotations

import os

import pytest
from django.db import connection

pytestmark = [pytest.mark.postgres, pytest.mark.slow, pytest.mark.django_db(transaction=True)]
RACERS = 20


@pytest.fixture(autouse=True)
def _require_postgres(db):
    if connection.vendor != "postgresql":
        if os.environ.get("QLN_REQUIRE_POSTGRES") and os.environ.get("DATABASE_URL"):
            pytest.fail("QLN_REQUIRE_POSTGRES is set but the tests are not running on PostgreSQL")
        pytest.skip("needs PostgreSQL (set DATABASE_URL=postgres://…)")


def test_exactly_one_of_twenty_concurrent_promotions_wins(children):
    base = children.scenario("promote-first")["version"]
    racers = children.scenario("seed", "--count", str(RACERS), "--prefix", "race")
    processes = [
        children.popen("manage.py", "promote", "--yes", str(r["candidate"]), "--evaluation", r["evaluation"],
                       "--expected-active", base)
        for r in racers
    ]
    results = [(p.wait(timeout=240), *p.communicate()) for p in processes]
    winners = [index for index, (code, _, _) in enumerate(results) if code == 0]
    assert len(winners) == 1, [r[2][-300:] for r in results]
    for index, (code, _, stderr) in enumerate(results):
        if index in winners:
            continue
        assert code != 0
        assert "lost update" in stderr or "promotion lock" in stderr, stderr[-500:]
    state = children.scenario("inspect")
    winner = racers[winners[0]]["candidate"]
    active = [p for p in state["promotions"] if p["status"] == "active"]
    assert len(active) == 1 and active[0]["candidate"] == winner
    assert state["version"] == active[0]["version"] and state["version_ok"] and state["ledger_ok"]
