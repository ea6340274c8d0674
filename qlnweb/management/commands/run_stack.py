"""``manage.py run_stack``: the web server and the django-q2 cluster together (``make run``).

Stops (issue 13 §5): Ctrl-C, SIGTERM to this process or to its whole process
group stop both within 10 s. The cluster runs in its own process group, so
this command alone decides how it stops: SIGTERM to that group (the clean
group stop of :mod:`evaluation.candidates.worker_stop`), SIGKILL for whatever is left
after :data:`STOP_TIMEOUT_S`. A SIGKILLed ``run_stack`` still stops the
cluster: its parent gets SIGTERM from the kernel (``PR_SET_PDEATHSIG``).
"""
from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import time
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

STOP_TIMEOUT_S = 9.0
PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    """In the child before exec: SIGTERM when the parent (this command) dies, even by SIGKILL (Linux)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):
        pass


def _signal_group(process: subprocess.Popen[bytes], signum: int) -> None:
    try:
        os.killpg(process.pid, signum)
    except ProcessLookupError:
        pass


class Command(BaseCommand):
    help = "Run the web server and the django-q2 cluster together (the README's main job)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--addr", default="127.0.0.1:8000")

    def handle(self, *args: Any, **options: Any) -> None:
        python = sys.executable
        # Runs a dead worker left `running` are failed honestly before new workers start (R-E-7).
        call_command("recover_evaluations", stdout=self.stdout)
        cluster = subprocess.Popen([python, "manage.py", "qcluster"], start_new_session=True,
                                   preexec_fn=_die_with_parent)
        web = subprocess.Popen([python, "manage.py", "runserver", options["addr"], "--noreload"],
                               preexec_fn=_die_with_parent)
        # Passkeys are bound to a host name and WebAuthn refuses an IP address: operators open localhost.
        shown = options["addr"].replace("127.0.0.1", "localhost").replace("0.0.0.0", "localhost")
        self.stdout.write(self.style.SUCCESS(f"qlnweb is up: http://{shown}/  (Ctrl-C stops web and worker)"))
        if settings.QLN_UNSIGNED_ACTS:
            self.stderr.write(self.style.ERROR(
                "!" * 78 + "\nWARNING: QLN_UNSIGNED_ACTS is on. Human acts (X, Z, PROMOTION) are accepted WITHOUT a "
                "passkey\nsignature. Development only: every page says so, and a hardened promoter refuses them.\n"
                + "!" * 78))
        stopping = False

        def stop(*_: Any) -> None:
            nonlocal stopping
            if stopping:
                return
            stopping = True
            _signal_group(cluster, signal.SIGTERM)
            if web.poll() is None:
                web.send_signal(signal.SIGINT)
            deadline = time.monotonic() + STOP_TIMEOUT_S
            for process in (cluster, web):
                try:
                    process.wait(timeout=max(0.1, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=5)
            _signal_group(cluster, signal.SIGKILL)  # a straggler of the cluster's own group
            raise SystemExit(0)

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        while cluster.poll() is None and web.poll() is None:
            time.sleep(0.5)
        stop()
