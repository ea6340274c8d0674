"""Who may run the promoter (R-AUTH-4) and where it may never run (R-P-6).

`promote` and `rollback` run only as the promoter OS user, never inside a
django-q worker. The worker flag is set by django-q2 signals (see apps.py)
and exported as an environment variable, so a subprocess a task starts
inherits the refusal too.
"""
from __future__ import annotations

import multiprocessing
import os
import pwd
import threading
from typing import Any

from django.conf import settings

from promotion.exceptions import PromoterBoundary

WORKER_ENV = "QLN_IN_WORKER"
_local = threading.local()
_tasks_lock = threading.Lock()
_tasks: dict[str, Any] = {"running": 0, "saved": None}  # sync-mode tasks running in this process, all threads


def current_os_user() -> str:
    return pwd.getpwuid(os.geteuid()).pw_name


def in_worker() -> bool:
    """True inside a django-q2 worker (spawned or sync) or a process one started.

    In the main process a sync-mode task on another thread sets the flag for the processes it
    starts; this thread then counts only as what the process was before any task ran.
    """
    if getattr(_local, "depth", 0):
        return True
    with _tasks_lock:
        if _tasks["running"] and multiprocessing.current_process().name == "MainProcess":
            return _tasks["saved"] == "1"
    return os.environ.get(WORKER_ENV) == "1"


def mark_worker_process(**_: object) -> None:
    """post_spawn: the whole process is a worker from now on."""
    if multiprocessing.current_process().name != "MainProcess":
        os.environ[WORKER_ENV] = "1"


def enter_task(**_: object) -> None:
    """pre_execute: count nesting so a sync-mode task in the main process is also covered.

    The environment flag (inherited by any process the task starts) is process-wide while the
    nesting depth is per thread: the flag is set by the first running task of the process and
    restored by the last one to end, so tasks overlapping on two threads cannot leave it behind.
    """
    _local.depth = getattr(_local, "depth", 0) + 1
    with _tasks_lock:
        if _tasks["running"] == 0:
            _tasks["saved"] = os.environ.get(WORKER_ENV)
        _tasks["running"] += 1
        os.environ[WORKER_ENV] = "1"


def leave_task(**_: object) -> None:
    """post_execute_in_worker: undo enter_task in the main process (sync mode)."""
    _local.depth = max(0, getattr(_local, "depth", 0) - 1)
    with _tasks_lock:
        _tasks["running"] = max(0, _tasks["running"] - 1)
        if multiprocessing.current_process().name == "MainProcess" and _tasks["running"] == 0:
            saved = _tasks["saved"]
            if saved is None:
                os.environ.pop(WORKER_ENV, None)
            else:
                os.environ[WORKER_ENV] = saved


def store_owner_check() -> None:
    """The promoter is whoever owns the active store — set by root (`setup_promoter`), not by the caller.

    Environment variables can only narrow who may promote (QLN_PROMOTER_USER), never widen
    it: a caller that sets QLN_PROMOTER_USER to itself still does not own the store.
    """
    from promotion.store import store_root

    root = store_root()
    try:
        owner = root.stat().st_uid
    except FileNotFoundError:
        return  # nothing promoted yet: the first promoter creates the store (setup_promoter then hands it over)
    if owner != os.geteuid():
        try:
            name = pwd.getpwuid(owner).pw_name
        except KeyError:
            name = str(owner)
        raise PromoterBoundary(
            f"the active store {root} belongs to OS user {name!r}; only that user may promote, roll back or "
            f"activate (running as {current_os_user()!r})",
            check="promoter_user",
        )


def require_promoter() -> str:
    """Refuse unless run by the promoter OS user outside any worker; return the OS user name."""
    if in_worker():
        raise PromoterBoundary(
            "the promoter never runs inside a scheduled job or task worker (R-P-6)", check="not_in_worker"
        )
    store_owner_check()
    user = current_os_user()
    expected = settings.QLN_PROMOTER_USER
    if user != expected and not settings.QLN_ALLOW_ANY_PROMOTER_USER:
        raise PromoterBoundary(
            f"running as OS user {user!r}; only {expected!r} may promote or roll back "
            "(set QLN_ALLOW_ANY_PROMOTER_USER=true only for development)",
            check="promoter_user",
        )
    return user
