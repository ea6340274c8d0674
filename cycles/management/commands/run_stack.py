from __future__ import annotations

import signal
import subprocess
import sys
import time
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Run the web server and the django-q2 cluster together (the README's main job)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--addr", default="127.0.0.1:8000")

    def handle(self, *args: Any, **options: Any) -> None:
        python = sys.executable
        # Runs a dead worker left `running` are failed honestly before new workers start (R-E-7).
        call_command("recover_evaluations", stdout=self.stdout)
        processes = [
            subprocess.Popen([python, "manage.py", "qcluster"]),
            subprocess.Popen([python, "manage.py", "runserver", options["addr"], "--noreload"]),
        ]
        self.stdout.write(self.style.SUCCESS(f"qlnweb is up: http://{options['addr']}/  (Ctrl-C stops web and worker)"))

        def stop(*_: Any) -> None:
            for process in processes:
                if process.poll() is None:
                    process.send_signal(signal.SIGINT)
            for process in processes:
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
            raise SystemExit(0)

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        while all(process.poll() is None for process in processes):
            time.sleep(0.5)
        stop()
