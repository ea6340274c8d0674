"""Only the promoter OS user, outside any worker, may promote or roll back (R-AUTH-4, R-P-6)."""
from __future__ import annotations

import os
import threading
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
        call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
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
        call_command("promote", "--yes", str(candidate_id), "--evaluation", digest, stdout=StringIO())
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
    try:
        guard.mark_worker_process()
        with pytest.raises(guard.PromoterBoundary, match="not_in_worker"):
            guard.require_promoter()
    finally:
        # Not monkeypatch.delenv: it would note the "1" set here and put it back at teardown.
        os.environ.pop(guard.WORKER_ENV, None)


def test_sync_tasks_overlapping_on_two_threads_leave_no_worker_mark(monkeypatch):
    """A enters, B enters, A leaves, B leaves: the process-wide flag lasts while any task runs, then ends."""
    monkeypatch.delenv(guard.WORKER_ENV, raising=False)
    a_entered, b_entered, a_left, checked = (threading.Event() for _ in range(4))
    seen: dict[str, object] = {}

    def task_a() -> None:
        guard.enter_task()
        a_entered.set()
        b_entered.wait(5)
        checked.wait(5)
        guard.leave_task()
        a_left.set()

    def task_b() -> None:
        a_entered.wait(5)
        guard.enter_task()
        b_entered.set()
        a_left.wait(5)
        # B still runs: a process it starts now must still inherit the mark, and B is a worker.
        seen["flag while b runs"] = os.environ.get(guard.WORKER_ENV)
        seen["b is a worker"] = guard.in_worker()
        guard.leave_task()

    def another_thread_during_a_task() -> None:
        a_entered.wait(5)
        seen["a thread outside any task is a worker"] = guard.in_worker()  # while A runs
        checked.set()

    threads = [threading.Thread(target=f) for f in (task_a, task_b, another_thread_during_a_task)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert seen == {"flag while b runs": "1", "b is a worker": True, "a thread outside any task is a worker": False}
    assert os.environ.get(guard.WORKER_ENV) is None and not guard.in_worker()
