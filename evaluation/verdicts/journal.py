"""Write-behind for verdict events: journaled before the answer, inserted in batches (issue 13 §1).

A verdict event without ADVISE is written by a thread of the web process in
batches instead of by the request (``QLN_VERDICT_WRITE_BEHIND``: ``all``, the
default; ``read-only`` leaves shell, code and write calls to the request;
``off``). Before the answer is sent the event is appended as one line to the
process's journal file (one ``write``, no ``fsync``): the kernel keeps it when
the process is SIGKILLed, so an answered verdict is never lost with its process.

* Each process has two journal segments, ``<dir>/<host>-<pid>-<random>.{0,1}.jrnl``,
  both held with ``flock`` while it lives. The flusher takes every queued row
  (after ``QLN_VERDICT_FLUSH_MS`` of group commit),
  switches appends to the other segment, inserts the batch with one statement
  (keys taken in advance, so a replay inserts nothing twice:
  :func:`core.db.fast_insert.insert_rows`), then empties the old segment.
* A later call's history (two-call attacks, issue 11) first inserts the
  session's replayable rows still journaled on this host
  (:func:`evaluation.verdicts.journal_replay.drain_history`):
  a row is in some segment from before its answer until its batch commits.
* A segment nobody holds belongs to a dead process: any process that writes
  behind replays it when it starts and every few seconds, as does
  ``manage.py recover_verdict_journal`` (run before the web unit starts).
  A torn last line is a verdict that was never answered, and is skipped.
* Clean stop: the process flushes and removes its segments at exit.
* Not in use inside a transaction (the caller's commit decides), on an
  in-memory SQLite database (another thread would see another database), or
  while more than ``MAX_PENDING`` rows wait (the database is down or slow: the
  request then writes its row itself, and fails as it would without a journal).

The rows are in the database a few milliseconds after their answers on a
healthy host; a dead process's rows once a living process sweeps its journal.
"""
from __future__ import annotations

import atexit
import fcntl
import logging
import os
import secrets
import socket
import threading
import time
from pathlib import Path

from django.conf import settings
from django.db import DatabaseError, connections, models, router

from core.db.fast_insert import allocate_ids, row_fields
from evaluation.verdicts.journal_replay import SUFFIX, Row, journal_line, recover, write_rows_or_set_aside

log = logging.getLogger(__name__)

ID_BLOCK = 256
MAX_PENDING = 20_000
BATCH_ROWS = 500
SWEEP_S = 2.0
RETRY_S = (0.05, 0.2, 1.0)


class Journal:
    """One process's write-behind queue, its two segments and its flusher thread."""

    def __init__(self, directory: Path, alias: str) -> None:
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.directory, self.alias, self.pid = directory, alias, os.getpid()
        stem = f"{socket.gethostname()}-{self.pid}-{secrets.token_hex(4)}"
        self.paths = [directory / f"{stem}.{k}{SUFFIX}" for k in (0, 1)]
        self.fds = []
        for path in self.paths:  # locked before it has the name a sweep looks for
            scratch = path.with_name(f".{path.name}.new")
            fd = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_TRUNC, 0o600)
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.rename(scratch, path)
            self.fds.append(fd)
        self.active = 0
        # ``lock`` guards the segment in use, the queue and ``stopping``; held by a request for one
        # write and by the flusher only to swap segments, never while it waits or writes rows
        self.lock = threading.Lock()
        self.wake = threading.Event()  # rows queued, keys running low, or stopping
        self.full = threading.Event()  # a whole batch is queued (or stopping): no need to wait longer
        self.pending: list[Row] = []
        self.ids: dict[str, list[int]] = {}
        self.ids_lock = threading.Lock()
        self.refill: dict[str, type[models.Model]] = {}  # key blocks running low, for the flusher
        self.flushing = threading.Lock()  # one batch at a time: a segment is emptied only after its rows are in
        self.stopping = False
        self.last_sweep = 0.0
        self.sweep()
        self.thread = threading.Thread(target=self._run, name="qln-verdict-journal", daemon=True)
        self.thread.start()

    # --- the request's side -------------------------------------------------------------

    def _next_id(self, model: type[models.Model]) -> int | None:
        """A key taken in advance; the flusher takes the next block before this one runs out."""
        label = model._meta.label
        with self.ids_lock:
            block = self.ids.setdefault(label, [])
            if not block:  # first use (or the flusher could not refill): take a block here
                try:
                    fresh = allocate_ids(model, ID_BLOCK, self.alias)
                except DatabaseError:
                    return None  # the caller's own insert fails (or succeeds) as it would without a journal
                if not fresh:
                    return None
                block[:0] = fresh[::-1]  # a stack: the smallest key is popped first
            key = block.pop()
            low = len(block) < ID_BLOCK // 2 and label not in self.refill
            if low:
                self.refill[label] = model
        if low:
            self.wake.set()
        return key

    def _refill_ids(self) -> None:
        """The flusher's side of :meth:`_next_id`: the next block, taken off the requests' path."""
        for label, model in list(self.refill.items()):
            try:
                fresh = allocate_ids(model, ID_BLOCK, self.alias)
            except DatabaseError:
                connections[self.alias].close()
                fresh = []  # a request takes its block itself
            with self.ids_lock:
                self.ids.setdefault(label, [])[:0] = fresh[::-1]
                self.refill.pop(label, None)

    def append(self, instance: models.Model) -> bool:
        """Journal ``instance`` (new, unsaved) and queue it; sets its key. False: write it yourself."""
        model = type(instance)
        if self.stopping or len(self.pending) >= MAX_PENDING:
            return False
        key = self._next_id(model)
        if key is None:
            return False
        values = [field.pre_save(instance, True) for field in row_fields(model)]
        try:
            line = journal_line(model, key, values)
        except (TypeError, ValueError):
            return False  # a value JSON cannot carry: the ordinary insert stores (or refuses) it
        with self.lock:
            if self.stopping:
                return False
            try:
                written = os.write(self.fds[self.active], line)
                if written != len(line):  # disk full: end the fragment so the next line parses
                    os.write(self.fds[self.active], b"\n")
                    raise OSError(f"short write: {written} of {len(line)} bytes")
            except OSError:
                log.exception("verdict journal: appending failed; inserting the row at once")
                return False
            self.pending.append((model._meta.label, key, values))
            queued = len(self.pending)
        if queued == 1:
            self.wake.set()
        elif queued >= BATCH_ROWS:
            self.full.set()
        instance.pk = key
        instance._state.adding = False
        instance._state.db = self.alias
        return True

    # --- the flusher ------------------------------------------------------------------------

    def _take(self) -> tuple[list[Row], int]:
        """The queued rows and the segment they are in; appends move to the other segment."""
        with self.lock:
            batch, self.pending = self.pending, []
            segment, self.active = self.active, 1 - self.active
        return batch, segment

    def flush(self, *, retries: int | None = None) -> int:
        """Write every queued row, then empty its segment; returns the rows written.

        A failing database is retried (``retries`` times, else until it answers); the rows
        stay journaled meanwhile, and new ones go to the other segment.
        """
        with self.flushing:
            batch, segment = self._take()
            if not batch:
                return 0
            attempt = 0
            while True:
                try:
                    write_rows_or_set_aside(batch, self.alias, self.directory)
                    break
                except Exception:  # noqa: BLE001 - the rows stay journaled; the database may come back
                    connections[self.alias].close()
                    limit = retries if retries is not None else (len(RETRY_S) if self.stopping else None)
                    if limit is not None and attempt >= limit:
                        with self.lock:  # back in the queue: a later flush writes them
                            self.pending[:0] = batch
                            self.active = segment
                        raise
                    log.exception("verdict journal: writing %d rows failed; retrying", len(batch))
                    time.sleep(RETRY_S[min(attempt, len(RETRY_S) - 1)])
                    attempt += 1
            os.ftruncate(self.fds[segment], 0)
            return len(batch)

    def sweep(self) -> int:
        """Replay the segments of this host's stopped processes (logged, never raised)."""
        self.last_sweep = time.monotonic()
        try:
            return recover(self.directory, alias=self.alias, own=frozenset(self.paths))
        except Exception:  # noqa: BLE001 - a later sweep tries again
            log.exception("verdict journal: replaying stopped journals failed")
            return 0

    def _run(self) -> None:
        delay = settings.QLN_VERDICT_FLUSH_MS / 1000
        while True:
            self.wake.wait(timeout=SWEEP_S)
            if self.pending and not self.stopping:
                # group commit: rows arriving within the delay share one statement and commit
                self.full.wait(timeout=delay)
            # cleared before the queue is taken: a row queued after this wakes the next round
            self.wake.clear()
            self.full.clear()
            if self.stopping:
                connections[self.alias].close()  # this thread's own connection
                return  # close() writes what is left
            try:
                if self.refill:
                    self._refill_ids()
                self.flush()
            except Exception:  # noqa: BLE001 - never let the flusher die; the rows stay journaled
                log.exception("verdict journal: flush failed")
            if time.monotonic() - self.last_sweep >= SWEEP_S:
                self.sweep()

    def close(self) -> None:
        """Flush everything queued and remove the segments (a clean stop); idempotent.

        If the database does not take the rows, the segments stay: the next process replays them.
        """
        with self.lock:
            if self.stopping:
                return
            self.stopping = True
        self.wake.set()
        self.full.set()
        self.thread.join(timeout=10)
        try:
            if self.thread.is_alive():
                raise RuntimeError("the flusher did not stop")
            self.flush(retries=len(RETRY_S))
        except Exception:  # noqa: BLE001 - the segments stay for the next replay
            log.exception("verdict journal: rows left in %s for the next process", self.directory)
        for fd, path in zip(self.fds, self.paths):
            if os.fstat(fd).st_size == 0:
                path.unlink(missing_ok=True)
            os.close(fd)


_journal: Journal | None = None
_journal_lock = threading.Lock()


def _usable(alias: str, replayable: bool) -> bool:
    connection = connections[alias]
    mode = settings.QLN_VERDICT_WRITE_BEHIND
    if mode == "off" or (replayable and mode != "all") or connection.in_atomic_block:
        return False
    in_memory = getattr(connection, "is_in_memory_db", None)
    return not (in_memory and in_memory())


def write_behind(instance: models.Model, *, replayable: bool = False) -> bool:
    """Journal a new event row for the flusher to insert; False when the caller must insert it now.

    ``replayable``: a later call's history reads it (``journal_replay.drain_history`` finds it on
    this host); ``QLN_VERDICT_WRITE_BEHIND=read-only`` commits such rows before their answers.
    """
    global _journal
    alias = router.db_for_write(type(instance), instance=instance)
    if not _usable(alias, replayable):
        return False
    journal = _journal
    if journal is None or journal.pid != os.getpid() or journal.alias != alias:
        with _journal_lock:
            if _journal is None or _journal.pid != os.getpid() or _journal.alias != alias:
                try:
                    _journal = Journal(Path(settings.QLN_VERDICT_JOURNAL_DIR), alias)
                except OSError:
                    log.exception("verdict journal: cannot open one in %s; inserting each row at once",
                                  settings.QLN_VERDICT_JOURNAL_DIR)
                    return False
                atexit.register(_journal.close)
            journal = _journal
    return journal.append(instance)


def stop() -> None:
    """Clean stop of this process's journal (tests; ``atexit`` does it otherwise)."""
    global _journal
    with _journal_lock:
        journal, _journal = _journal, None
    if journal is not None and journal.pid == os.getpid():
        journal.close()
