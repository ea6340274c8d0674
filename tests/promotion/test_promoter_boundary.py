"""Only the promoter OS user, outside any worker, may promote or roll back (R-AUTH-4, R-P-6)."""
from __future__ import annotations

import os
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django_q.tasks import async_task, result

from promotion import guard
from tests.factories import CycleFactory
from tests.promotion.helpers import make_promotable


def test_promote_refuses_another_os_user(settings, promo_cycle, approver):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    settings.QLN_PROMOTER_USER = "qln-nobody-promotes"
    packet = make_promotable(promo_cycle, approver, content="# x\n")
    with pytest.raises(CommandError, match="refused by check promoter_user"):
        call_command("promote", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    with pytest.raises(CommandError, match="refused by check promoter_user"):
        call_command("rollback", "1", "--reason", "x", stdout=StringIO())
    with pytest.raises(CommandError, match="refused by check promoter_user"):
        call_command("promoter", "run", stdout=StringIO())


def test_promote_accepts_the_configured_promoter_user(settings):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    settings.QLN_PROMOTER_USER = guard.current_os_user()
    assert guard.require_promoter() == guard.current_os_user()


def call_promote_from_a_task(candidate_id: int, digest: str) -> str:
    """A django-q2 task that tries to promote: what a compromised schedule would do."""
    try:
        call_command("promote", str(candidate_id), "--evaluation", digest, stdout=StringIO())
    except CommandError as exc:
        return str(exc)
    return "promoted"


@pytest.mark.django_db(transaction=True)
def test_promote_refuses_inside_a_django_q_worker(settings):
    from tests.promotion.helpers import make_agent, make_operator

    settings.Q_CLUSTER = {**settings.Q_CLUSTER, "sync": True}
    approver = make_operator("approver")
    packet = make_promotable(CycleFactory(agent=make_agent(), through="Q", approver=approver), approver, content="# x\n")
    task_id = async_task("tests.promotion.test_promoter_boundary.call_promote_from_a_task",
                         packet.candidate.pk, packet.run.result_digest, sync=True)
    assert "refused by check not_in_worker" in result(task_id)
    assert os.environ.get(guard.WORKER_ENV) is None, "the flag is cleared after a sync task"


def test_a_spawned_worker_process_is_marked(monkeypatch):
    class Child:
        name = "Process-abc"

    monkeypatch.setattr(guard.multiprocessing, "current_process", lambda: Child())
    monkeypatch.delenv(guard.WORKER_ENV, raising=False)
    guard.mark_worker_process()
    with pytest.raises(guard.PromoterBoundary, match="not_in_worker"):
        guard.require_promoter()
    monkeypatch.delenv(guard.WORKER_ENV)
