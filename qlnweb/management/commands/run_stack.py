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

from qlnweb.demo_stack import (
    demo_loaded,
    promoter_env,
    resolve_addr,
    shown_url,
    start_agent,
    start_model,
    wait_until_up,
)

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
        parser.add_argument("--addr", default="127.0.0.1:8000", help="HOST:PORT; PORT 0 picks a free port.")
        parser.add_argument("--no-demo-agent", action="store_true", help="Do not start the demo agent.")

    def handle(self, *args: Any, **options: Any) -> None:
        python = sys.executable
        host, port = resolve_addr(options["addr"])  # the port really served: 0 resolved, a taken one refused
        env = dict(os.environ)
        model = start_model(env, self.stdout.write)
        if demo_loaded() and not options["no_demo_agent"]:
            promoter_env(env)
        # Runs a dead worker left `running` are failed honestly before new workers start (R-E-7).
        call_command("recover_evaluations", stdout=self.stdout)
        cluster = subprocess.Popen([python, "manage.py", "qcluster"], start_new_session=True,
                                   preexec_fn=_die_with_parent, env=env)
        web = subprocess.Popen([python, "manage.py", "runserver", f"{host}:{port}", "--noreload"],
                               preexec_fn=_die_with_parent, env=env)
        processes = [cluster, web]
        # Passkeys are bound to a host name and WebAuthn refuses an IP address: operators open localhost.
        url = shown_url(host, port)
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
            for process in processes[1:]:
                if process.poll() is None:
                    process.send_signal(signal.SIGINT)
            deadline = time.monotonic() + STOP_TIMEOUT_S
            for process in processes:
                try:
                    process.wait(timeout=max(0.1, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=5)
            _signal_group(cluster, signal.SIGKILL)  # a straggler of the cluster's own group
            if model is not None:
                model.stop()
            raise SystemExit(0)

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        if wait_until_up(url, lambda: web.poll() is None):
            self.stdout.write(self.style.SUCCESS(f"qlnweb is up: {url}/  (Ctrl-C stops web and worker)"))
            agent = None if options["no_demo_agent"] else start_agent(url, env, self.stdout.write)
            if agent is not None:
                processes.append(agent)
                self.stdout.write(demo_summary(url))
        else:
            self.stderr.write(self.style.ERROR(f"the web server did not answer at {url} (see its output above)"))
        while all(process.poll() is None for process in processes[:2]):
            time.sleep(0.5)
        stop()


def demo_summary(url: str) -> str:
    """The demo's credentials (kept in QLN_HOME/demo) and where its cycle stands, with the URL really served."""
    from cycles.demo import demo_cycle_status
    from cycles.models import Cycle
    from qlnweb.demo_setup import read_credentials

    kept = read_credentials()
    cycle = Cycle.objects.filter(agent__name="demo-agent").order_by("-id").first()
    lines = ["demo (kept across starts; `manage.py load_demo --reset` rotates the credentials):",
             f"  open           : {url}/",
             f"  operator login : {kept.get('username', 'operator')} / {kept.get('password', '?')}",
             f"  enrol passkey  : {url}/accounts/passkeys/enrol/  (the one-time code load_demo printed, or "
             f"`manage.py operator_enrol operator --url {url}`)"]
    if cycle is not None:
        lines.append(f"  demo cycle     : {url}/cycles/{cycle.pk}/ ({demo_cycle_status(cycle)})")
    lines.append("  demo agent     : running (it posts each phase after your attestation)")
    return "\n".join(lines)
