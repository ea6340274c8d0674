"""Rollback restores the previous pointer and seeds the next S (R-P-3); history comes from the ledger."""
from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from cycles.ledger import verify_ledger
from cycles.models import Cycle, LedgerEntry
from promotion import store
from promotion.active import active_version
from promotion.history import active_at
from promotion.models import Promotion
from tests.promotion.helpers import make_promotable


def _promote(cycle, approver, content: str, path: str) -> Promotion:
    packet = make_promotable(cycle, approver, content=content, target_path=path)
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    return Promotion.objects.get(candidate=packet.candidate)


def test_rollback_restores_the_previous_version_and_opens_the_next_s(promo_cycle, approver):
    first = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    second = _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    out = StringIO()
    call_command("rollback", str(second.pk), "--reason", "tool error rate doubled", stdout=out)
    second.refresh_from_db()
    first.refresh_from_db()
    assert active_version("promo-agent") == first.version_digest
    assert second.status == "rolled_back" and first.status == "active"
    assert store.verify_version(second.version_digest).ok, "evidence is kept"
    next_s = Cycle.objects.get(pk=second.rollback_cycle_id)
    assert next_s.current_phase == "S" and "tool error rate doubled" in next_s.observation
    assert f"cycle {next_s.pk}" in out.getvalue()
    assert LedgerEntry.objects.filter(kind="rollback").count() == 1
    assert verify_ledger().ok


def test_rolling_back_the_first_promotion_leaves_nothing_active(promo_cycle, approver):
    only = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    call_command("rollback", str(only.pk), "--reason", "footer failures", stdout=StringIO())
    assert active_version("promo-agent") is None
    assert store.read_pointer("promo-agent")["rolled_back"] == only.pk


def test_only_the_active_promotion_rolls_back(promo_cycle, approver):
    first = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    with pytest.raises(CommandError, match="refused by check rollback_target"):
        call_command("rollback", str(first.pk), "--reason", "x", stdout=StringIO())


def test_what_was_active_at_time_t_comes_from_the_ledger(promo_cycle, approver):
    moments = [timezone.now()]
    one = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    moments.append(timezone.now())
    two = _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    moments.append(timezone.now())
    call_command("rollback", str(two.pk), "--reason", "phase skips", stdout=StringIO())
    moments.append(timezone.now())
    three = _promote(promo_cycle, approver, "# three\n", "skills/three/SKILL.md")
    moments.append(timezone.now())
    call_command("rollback", str(three.pk), "--reason", "package mismatch", stdout=StringIO())
    moments.append(timezone.now())
    call_command("rollback", str(one.pk), "--reason", "start over", stdout=StringIO())
    moments.append(timezone.now())
    expected = [None, one.version_digest, two.version_digest, one.version_digest, three.version_digest,
                one.version_digest, None]
    assert [active_at(moment) for moment in moments] == expected
    out = StringIO()
    call_command("promoter", "active-at", moments[2].isoformat(), stdout=out)
    assert out.getvalue().strip() == two.version_digest
