"""kill -9 of `manage.py promote` at each journal step; recovery leaves old or new, never between (R-P-2)."""
from __future__ import annotations

import signal

import pytest

from promotion.journal import PROMOTE_STEPS, ROLLBACK_STEPS

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
COMMITTED_FROM = PROMOTE_STEPS.index("committed")


def _assert_consistent(state: dict, allowed: set[str | None]) -> None:
    assert state["version"] in allowed, state
    assert state["version_ok"], state["version_problems"]
    assert state["ledger_ok"], state["ledger_message"]
    assert not state["journal"] and not state["strays"], state


@pytest.mark.parametrize("step", PROMOTE_STEPS)
def test_a_promotion_killed_at_each_step_recovers_to_old_or_new(children, crash_setup, step):
    setup = crash_setup
    old = setup["base"]["version"]
    nxt = setup["next"]
    crashed = children.manage("promote", "--yes", str(nxt["candidate"]), "--evaluation", nxt["evaluation"],
                              check=False, QLN_PROMOTE_CRASH_AT=step)
    assert crashed.returncode == -signal.SIGKILL, (crashed.stdout, crashed.stderr)
    state = children.scenario("recover-and-inspect")
    committed = PROMOTE_STEPS.index(step) >= COMMITTED_FROM
    promoted = [p for p in state["promotions"] if p["candidate"] == nxt["candidate"]]
    if committed:
        assert "rolled_forward" in state["recover"]
        assert state["version"] != old and promoted and promoted[0]["status"] == "active"
        _assert_consistent(state, {promoted[0]["version"]})
    else:
        assert "rolled_back" in state["recover"]
        assert not promoted
        _assert_consistent(state, {old})
        assert state["versions"] == [old], "an uncommitted version directory is removed"
        # The same promotion goes through afterwards.
        children.manage("promote", "--yes", str(nxt["candidate"]), "--evaluation", nxt["evaluation"])
        assert children.scenario("inspect")["version"] != old


def test_the_next_promote_recovers_a_crashed_one_first(children, crash_setup):
    setup = crash_setup
    nxt = setup["next"]
    crashed = children.manage("promote", "--yes", str(nxt["candidate"]), "--evaluation", nxt["evaluation"],
                              check=False, QLN_PROMOTE_CRASH_AT="pointer_tmp")
    assert crashed.returncode == -signal.SIGKILL
    again = children.manage("promote", "--yes", str(nxt["candidate"]), "--evaluation", nxt["evaluation"], check=False)
    # Recovery rolled the committed promotion forward, so the retry is a lost update on its parent.
    assert "refused by check" in again.stderr
    state = children.scenario("inspect")
    _assert_consistent(state, {p["version"] for p in state["promotions"] if p["status"] == "active"})


@pytest.mark.parametrize("step", ROLLBACK_STEPS)
def test_a_rollback_killed_at_each_step_recovers_to_old_or_new(children, promoted_setup, step):
    setup, promoted = promoted_setup
    newest = promoted["promotions"][-1]
    crashed = children.manage("rollback", str(newest["id"]), "--reason", "canary", check=False,
                              QLN_PROMOTE_CRASH_AT=step)
    assert crashed.returncode == -signal.SIGKILL
    state = children.scenario("recover-and-inspect")
    base = setup["base"]["version"]
    if ROLLBACK_STEPS.index(step) >= ROLLBACK_STEPS.index("committed"):
        _assert_consistent(state, {base})
    else:
        _assert_consistent(state, {newest["version"]})
