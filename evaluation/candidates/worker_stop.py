"""Clean stops of a django-q2 worker node (issue 13 §5; R-E-7).

django-q2's cluster stops in order when only its parent process gets SIGTERM,
but systemd's default ``KillMode=control-group``, ``kill -TERM -- -PGID`` and
``timeout`` signal *every* process of the node at once. The sentinel then dies
at once (it resets SIGTERM to the default action) while it is counted as a
sleeper on the shared stop event, and the parent, setting that event, waits
forever for it to wake: the node is still there 30 s later.

``manage.py qcluster`` (``evaluation/management/commands/qcluster.py``) runs
the cluster with two changes:

* the sentinel — and the pusher and monitor it forks — ignore SIGTERM: the
  parent stops them in order through the stop event, as for a parent-only
  SIGTERM;
* each worker, on SIGTERM or SIGINT, keeps running its current task for at
  most ``QLN_Q_STOP_GRACE_S`` seconds (default 6), then exits. A task that
  ends in time is acknowledged normally; an evaluation run still running is
  left ``running`` with its worker's pid and recovered at the next start
  (:mod:`evaluation.candidates.recovery`: failed honestly, never inferred finished).

So a node stops within ``QLN_Q_STOP_GRACE_S`` + ≈ 2 s of a group SIGTERM
(< 10 s by default, inside systemd's ``TimeoutStopSec=10``).
"""
from __future__ import annotations

import logging
import os
import signal
import threading
from typing import Any

from django_q import cluster as q_cluster

from core.conf import conf

logger = logging.getLogger("qlnweb.evaluation")

_exit_timer: threading.Timer | None = None


def stop_grace_s() -> float:
    return conf.QLN_Q_STOP_GRACE_S


class GroupStopSentinel(q_cluster.Sentinel):
    """The sentinel, deaf to SIGTERM: its parent stops it through the stop event."""

    def start(self) -> None:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # inherited by the pusher, monitor and workers
        super().start()


class GroupStopCluster(q_cluster.Cluster):
    """The cluster's parent: its sentinel survives a group SIGTERM, so ``stop`` can set the event."""

    def start(self) -> int:
        q_cluster.Sentinel = GroupStopSentinel  # Cluster.start looks the class up in its module
        return super().start()

    def sig_handler(self, signum: int, frame: Any) -> None:
        if self.sentinel is None:
            raise SystemExit(128 + signum)  # nothing started yet
        if self.stop_event is None:
            return  # already stopped (a second signal)
        logger.info("qcluster got signal %s: stopping (workers finish within %.0f s)", signum, stop_grace_s())
        self.stop()


def _exit_now(grace: float) -> None:
    logger.warning("worker %s still busy %.0f s after the stop signal: exiting; a running evaluation "
                   "is recovered at the next start", os.getpid(), grace)
    logging.shutdown()
    os._exit(143)


def _worker_stop_requested(signum: int, frame: Any) -> None:
    """Give the current task the grace period, then leave (the STOP pill ends an idle worker first)."""
    global _exit_timer
    if _exit_timer is not None:
        return
    grace = stop_grace_s()
    _exit_timer = threading.Timer(grace, _exit_now, args=(grace,))
    _exit_timer.daemon = True
    _exit_timer.start()


def arm_worker(sender: Any = None, proc_name: str = "", **kwargs: Any) -> None:
    """django-q2 ``post_spawn`` receiver (in each worker process, connected by our ``qcluster``)."""
    signal.signal(signal.SIGTERM, _worker_stop_requested)
    signal.signal(signal.SIGINT, _worker_stop_requested)
