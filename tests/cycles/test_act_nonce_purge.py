"""Issue 24 loose end: every render of a decision form issues an ActNonce; the unused ones past
QLN_ACT_NONCE_TTL_S are purged (on the actor's next act_prepare and by the hourly django-q2 schedule),
while used ones stay to refuse a replayed assertion."""
from __future__ import annotations

import secrets
from datetime import timedelta

import pytest
from django.utils import timezone
from django_q.models import Schedule

from cycles.models import ActNonce
from cycles.signing.services import act_nonces_purge, act_prepare
from cycles.tasks import act_nonces_purge as purge_task
from qlnweb.schedules import ensure_schedules
from tests.factories import OperatorFactory

pytestmark = pytest.mark.django_db


def _render(actor, *, age_s: int = 0) -> ActNonce:
    """A nonce as a page rendered `age_s` ago issued it (written directly: a render now would purge the old ones)."""
    return ActNonce.objects.create(nonce=secrets.token_hex(32), actor=actor, kind="X", subject="cycle:1:X",
                                   digest="a" * 64, issued_at=timezone.now() - timedelta(seconds=age_s))


def test_it_purges_unused_nonces_past_the_ttl_and_keeps_fresh_and_used_ones(settings):
    settings.QLN_ACT_NONCE_TTL_S = 600
    alice, bob = OperatorFactory(), OperatorFactory()
    stale = [_render(alice, age_s=601), _render(bob, age_s=3600)]
    used = _render(alice, age_s=3600)
    ActNonce.objects.filter(pk=used.pk).update(used_at=timezone.now())
    fresh = _render(bob, age_s=599)
    assert act_nonces_purge() == 2
    remaining = set(ActNonce.objects.values_list("pk", flat=True))
    assert remaining == {used.pk, fresh.pk} and not remaining & {n.pk for n in stale}


def test_a_page_render_purges_the_actors_own_stale_nonces_only(settings):
    settings.QLN_ACT_NONCE_TTL_S = 600
    alice, bob = OperatorFactory(), OperatorFactory()
    alices, bobs = _render(alice, age_s=900), _render(bob, age_s=900)
    act_prepare(actor=alice, kind="X", subject="cycle:1:X", digest="a" * 64)  # alice opens another decision page
    assert not ActNonce.objects.filter(pk=alices.pk).exists() and ActNonce.objects.filter(pk=bobs.pk).exists()


def test_many_renders_do_not_pile_up(settings):
    settings.QLN_ACT_NONCE_TTL_S = 60
    alice = OperatorFactory()
    for _ in range(50):
        _render(alice, age_s=120)
    assert purge_task() == {"purged": 50}
    assert ActNonce.objects.count() == 0


def test_the_purge_is_an_hourly_schedule():
    ensure_schedules()
    schedule = Schedule.objects.get(name="qln: act nonce purge")
    assert (schedule.func, schedule.schedule_type, schedule.repeats) == ("cycles.tasks.act_nonces_purge", "H", -1)
