"""manage.py evaluator [--once] [--interval S]: the evaluator's own process (issue 24 item 3, R-AUTH-3, R-E-7).

Hardened deployment: runs as the evaluator OS user (``qlneval``), the only one that reads
``QLN_EVALUATOR_KEY``. It takes queued evaluation runs from the database by id and runs each with
``tasks.run_evaluation`` (the same claim by conditional update), in this process. It reads no
django-q2 broker package and no ``Schedule`` row: those are a pickle signed with the web's
SECRET_KEY and a dotted path with arguments a database writer chooses, so a qcluster running as the
key's owner would run whatever the web user wrote (docs/promotion.md). The web user's qcluster
cannot read the key and leaves every run queued for this process.

A run's outputs go into ``QLN_EVAL_HOME`` (``run_outputs``), not the web's workspace. With a hardened
key it refuses to start when the web user could change what it writes there (its own directory,
group- or world-writable), because the signature would then vouch for files the web can replace.
"""
from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from evaluation.candidates.evaluator_key import HARDENED
from evaluation.candidates.models import EvaluationRun, RunStatus
from evaluation.candidates.result_signing import evaluator_key_path, load_evaluator_key, web_uid
from evaluation.candidates.run_outputs import eval_home, home_problems
from evaluation.candidates.tasks import run_evaluation


class Command(BaseCommand):
    help = "Run queued evaluations in this process and sign their results (the evaluator OS user's service)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--once", action="store_true", help="Run what is queued now, then exit.")
        parser.add_argument("--interval", type=float, default=1.0, help="Seconds between looks at the queue.")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            key = load_evaluator_key()
        except PermissionError as exc:
            raise CommandError(f"this OS user cannot read the evaluator key {evaluator_key_path()}: {exc.strerror}; "
                               "run as the evaluator user (setup_evaluator)") from exc
        home = eval_home()
        problems = home_problems(home, web_uid()) if key.mode == HARDENED else []
        if problems:
            raise CommandError("the web user could change the evaluator's outputs: " + "; ".join(problems)
                               + " (setup_evaluator --home gives the evaluator a directory of its own)")
        self.stdout.write(f"evaluator key {key.key_id} ({key.mode}) at {key.path}; outputs in {home}")
        while True:
            queued = list(EvaluationRun.objects.filter(status=RunStatus.QUEUED).order_by("created_at", "id")
                          .values_list("id", flat=True)[:20])
            for run_id in queued:
                self.stdout.write(f"evaluation {run_id}: {run_evaluation(run_id)}")
            if options["once"]:
                return
            if not queued:
                time.sleep(options["interval"])
