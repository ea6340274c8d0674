"""manage.py import_suite PATH --kind deterministic|regression|held_out|adversarial (R-E-2)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from evaluation.candidates.models import SuiteKind
from evaluation.candidates.replay import SuiteCases, score_recorded
from evaluation.candidates.services import suite_import
from evaluation.candidates.suites import SuiteInvalid, load_suite_dir


class Command(BaseCommand):
    help = "Validate a directory of behavior-fixture-v1 fixtures (and recorded runs) and store it as a content-addressed suite."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("path")
        parser.add_argument("--kind", required=True, choices=SuiteKind.values)
        parser.add_argument("--name", help="suite name (default: the directory name)")
        parser.add_argument("--score-recorded", action="store_true", help="score the recorded runs and print the result")
        parser.add_argument("--json", action="store_true", help="print the result as JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            loaded = load_suite_dir(Path(options["path"]), options["kind"], options.get("name"))
        except SuiteInvalid as invalid:
            raise CommandError(f"suite refused ({invalid.code}):\n  " + "\n  ".join(invalid.problems)) from invalid
        suite, created = suite_import(loaded)
        result: dict[str, Any] = {"id": suite.pk, "name": suite.name, "kind": suite.kind, "digest": suite.digest,
                                  "size": suite.size, "recorded_runs": len(suite.recorded_runs), "created": created}
        if options["score_recorded"]:
            result["recorded"] = score_recorded([SuiteCases(suite.digest, suite.name, suite.kind, suite.cases, suite.recorded_runs)])
        if options["json"]:
            self.stdout.write(json.dumps(result, indent=2))
            return
        verb = "imported" if created else "already present (same digest)"
        self.stdout.write(f"{suite.kind} suite {suite.name} {verb}: digest {suite.digest}, {suite.size} cases, "
                          f"{len(suite.recorded_runs)} recorded runs")
        for report in result.get("recorded", []):
            self.stdout.write(f"  recorded: {report['passed']}/{report['total']} pass, rate {report['rate']} "
                              f"(Wilson 95 % [{report['low']}, {report['high']}])")
            for run in report["runs"]:
                failed = ", ".join(a["id"] for a in run["failed"])
                self.stdout.write(f"    {run['run_id']:<26} {run['fixture_id']:<28} {'PASS' if run['passed'] else 'FAIL ' + failed}")
