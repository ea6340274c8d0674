"""Tier 1.5's window kept in memory until an output or a baseline of the agent changes (issue 13 hot path).

:func:`window_for` answers :func:`register.window_query.load_window` from a
per-process cache (the generation sources are in :mod:`register.generations`); an entry is valid while the agent's **generation** — a
counter every process can read without a query — has not moved since the
entry was read. Every write that can change a window bumps it once the write
commits: a stored output sample or baseline (``post_save``), and by an
explicit :func:`changed` the bulk supersede of ``register.services`` and the
erase of ``register.privacy``. Where the generation comes from depends on the database:

* **SQLite, a file** (the embedded default: every process on one host):
  a small shared memory map next to the database file, ``<db>-qlnreg``,
  4096 slots of 8 bytes (an agent uses slot ``id % 4096``). A bump is
  written under ``flock`` right after the commit, before the writer answers;
  a reader's check is two reads of the map. Strict: a verdict that starts
  after an ingest returned sees the new output.
* **SQLite in memory** (one process, tests): a counter in the process.
* **PostgreSQL** (several hosts): the write's transaction also sends
  ``NOTIFY qln_register, '<agent id>'``, which PostgreSQL delivers when it
  commits; each process keeps one listening connection in a background
  thread. Cached windows are used only while that connection is up and has
  said ``LISTEN`` — before, after a drop and until it is listening again
  (all entries are then forgotten), the window is read from the database as
  before. A verdict on another process may still see the window as it was
  for the time PostgreSQL takes to deliver a notification and the thread to
  read it: measured here from ``pg_notify`` to the bump, 0.25 ms p50 (p99
  0.36 ms) in an idle process, ≈ 5 ms (the interpreter's thread switch
  interval) while another thread of the process computes without pause. ``QLN_REGISTER_LISTEN=0`` turns the cache off on PostgreSQL (a
  pooler in transaction mode cannot ``LISTEN``).

Whatever the backend, an entry is also dropped after
:data:`MAX_AGE_S` — the bound if a change were ever missed (an
edit by raw SQL, a silently dead listening connection) — and nothing is
read or filled inside an atomic block (what a transaction reads may yet roll
back, and it should see its own writes).
"""
from __future__ import annotations

import logging
import os
import threading
import time
from collections import OrderedDict
from typing import Any, Callable, Hashable

from django.db import connection, transaction

from core.conf import conf
from register.generations import CHANNEL, FileGenerations, LocalGenerations, NotifyGenerations

logger = logging.getLogger(__name__)

MAX_AGE_S = 30.0
MAX_CACHED_WINDOWS = 10_000

clock: Callable[[], float] = time.monotonic
_windows: OrderedDict[Hashable, tuple[int, float, Any]] = OrderedDict()  # key → (generation, expires, window)
_lock = threading.Lock()


_generations: Any = None
_generations_pid = 0
_generations_lock = threading.Lock()
_LIBPQ_IGNORED = {"context", "cursor_factory", "prepare_threshold", "server_side_binding", "assume_role"}


def _make_generations() -> Any:
    if connection.vendor == "sqlite":
        name = str(connection.settings_dict["NAME"])
        if name == ":memory:" or "mode=memory" in name:  # as Django's sqlite3 backend tells it
            return LocalGenerations()
        return FileGenerations(f"{name}-qlnreg")
    if connection.vendor == "postgresql" and conf.QLN_REGISTER_LISTEN:
        params = {k: v for k, v in connection.get_connection_params().items() if k not in _LIBPQ_IGNORED}
        return NotifyGenerations(params)
    return None


def generations() -> Any:
    """This process's generation source (None: no cache on this database), made on first use."""
    global _generations, _generations_pid
    if _generations_pid != os.getpid():  # first use, or a forked child: its own map / listening thread
        with _generations_lock:
            if _generations_pid != os.getpid():
                _generations = _make_generations()
                _generations_pid = os.getpid()
                clear_windows()
    return _generations


def ready(timeout: float = 0.0) -> bool:
    """True when this process may answer windows from the cache (on PostgreSQL: once it listens
    and has read every notification committed before the call), waiting up to ``timeout`` seconds.

    A change bumps the generation twice on PostgreSQL — at once in the writing process, and again
    when its notification arrives — which costs at most one extra read; tests that count queries
    wait here for the second bump first."""
    source = generations()
    deadline = time.monotonic() + timeout
    while isinstance(source, NotifyGenerations) and not source.listening:
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.01)
    if isinstance(source, NotifyGenerations) and not connection.in_atomic_block:
        return source.settle(max(0.0, deadline - time.monotonic()))
    return source is not None


def stop() -> None:
    """Stop the listening thread and forget the generation source (tests; before dropping a database)."""
    global _generations, _generations_pid
    with _generations_lock:
        source, _generations, _generations_pid = _generations, None, 0
    if isinstance(source, NotifyGenerations):
        source.stop()
    elif isinstance(source, FileGenerations):
        source.close()
    clear_windows()


def clear_windows() -> None:
    with _lock:
        _windows.clear()


def window_for(key: Hashable, agent_id: int, load: Callable[[], Any]) -> Any:
    """``load()`` — the agent's window under ``key`` — from the cache while the agent's generation holds."""
    if connection.in_atomic_block:
        return load()
    source = generations()
    generation = source.current(agent_id) if source is not None else None
    if generation is None:
        return load()
    now = clock()
    with _lock:
        cached = _windows.get(key)
    if cached is not None and cached[0] == generation and cached[1] > now:
        return cached[2]
    window = load()  # read after the generation: a change committed meanwhile leaves a newer generation
    with _lock:
        _windows[key] = (generation, now + MAX_AGE_S, window)
        _windows.move_to_end(key)
        while len(_windows) > MAX_CACHED_WINDOWS:
            _windows.popitem(last=False)
    return window


def changed(agent_id: int) -> None:
    """The agent's outputs or baselines change in the current transaction: bump its generation at commit."""
    if connection.vendor == "postgresql" and conf.QLN_REGISTER_LISTEN:
        with connection.cursor() as cursor:  # delivered by PostgreSQL at commit, dropped on rollback
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, str(agent_id)])

    def bump() -> None:
        source = generations()
        if source is not None:
            source.bump(agent_id)

    transaction.on_commit(bump)


def _on_row_change(sender: Any, instance: Any, **_: Any) -> None:
    agent_id = getattr(instance, "agent_id", None)
    if agent_id is not None:
        changed(agent_id)


def connect_receivers() -> None:
    """Bump on every saved output sample and baseline (called by ``RegisterConfig.ready``).

    Deletes are not received (a ``post_delete`` receiver would make every bulk delete load and
    signal each row): the one code path that deletes them, ``register.privacy.erase``, calls
    :func:`changed` itself.
    """
    from django.db.models.signals import post_save

    from register.models import OutputSample, RegisterBaseline

    for model in (OutputSample, RegisterBaseline):
        post_save.connect(_on_row_change, sender=model, dispatch_uid=f"qln-window-{model.__name__}-save")
