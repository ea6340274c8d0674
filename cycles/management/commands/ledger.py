from __future__ import annotations

import json
import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from core.exceptions import DomainError
from cycles.ledger import verify_ledger
from cycles.ledger_export import ledger_export
from cycles.ledger_offline import verify_export


class Command(BaseCommand):
    help = ("Ledger operations. `ledger verify` recomputes the chain and names the first broken entry (R-S-2); "
            "`ledger export FILE` writes the chain, the promoter's keys and one in-toto statement per promotion; "
            "`ledger verify --offline FILE` checks such a file alone, without the database (issue 24 item 6).")

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("action", choices=["verify", "export"])
        parser.add_argument("file", nargs="?", help="The file `export` writes.")
        parser.add_argument("--offline", metavar="FILE",
                            help="Verify an export FILE alone: no database, no network (docs/ledger.md).")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["action"] == "export":
            self._export(options["file"])
        elif options["offline"]:
            self._verify_offline(options["offline"])
        elif options["file"]:
            raise CommandError("`ledger verify FILE` needs --offline: `ledger verify --offline FILE` "
                               "(without it the database's ledger is verified)")
        else:
            self._verify()

    def _verify(self) -> None:
        verdict = verify_ledger()
        if not verdict.ok:
            where = f" at entry #{verdict.first_broken_seq}" if verdict.first_broken_seq is not None else ""
            raise CommandError(f"ledger BROKEN{where}: {verdict.message}")
        self.stdout.write(self.style.SUCCESS(f"ledger verifies: {verdict.entries} entries, head {verdict.head_digest}"))

    def _export(self, path: str | None) -> None:
        if not path:
            raise CommandError("`ledger export` needs a FILE to write")
        try:
            summary = ledger_export(path=path)
        except DomainError as error:
            raise CommandError(error.detail) from error
        except OSError as exc:
            raise CommandError(f"cannot write {path}: {exc}") from exc
        self.stdout.write(self.style.SUCCESS(
            f"ledger exported to {summary.path}: {summary.entries} entries, {summary.keys} passkeys, "
            f"{summary.statements} in-toto statements, head {summary.head_digest}"))

    def _verify_offline(self, path: str) -> None:
        # The file alone: nothing here may open the database (a promoter's copy is checked on any machine).
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        started = time.perf_counter()
        report = verify_export(document)
        elapsed_ms = (time.perf_counter() - started) * 1000
        for line in report.lines():
            self.stdout.write(line)
        if report.failure is not None:
            failure = report.failure
            where = f"entry #{failure.seq}" if failure.seq is not None else "the file"
            raise CommandError(f"ledger export REFUSED at {where} — {failure.check}: {failure.detail}")
        self.stdout.write(self.style.SUCCESS(
            f"ledger export verifies offline: {report.entries} entries in {elapsed_ms:.1f} ms "
            "(keys, evaluator key and anchors as the promoter exported them)"))
