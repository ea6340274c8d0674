"""20 promoters race for competing candidates on PostgreSQL: exactly one wins (R-P-2, seed §22)."""
from __future__ import annotations

import pytest

pytestmark = [pytest.mark.postgres, pytest.mark.slow, pytest.mark.django_db(transaction=True)]
RACERS = 20


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
