"""manage.py promote <candidate> --evaluation <digest> [--expected-active <digest>] [--yes]
[--accept-fast-evaluation --reason "…"] (R-P-2, issue 24 §4, issue 26 item 1).

After every check passed it prints what is about to be promoted — candidate, diff stat, verdict,
who approved each act and when, from their verified signatures — and asks for confirmation on
standard input; `--yes` confirms for scripts. No answer (a closed stdin) is a refusal.
"""
from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from promotion.exceptions import PromotionError
from promotion.guard import require_promoter
from promotion.services import UNSET, promotion_execute


class Command(BaseCommand):
    help = "Promote a candidate whose evaluation passed (human-only, as the promoter OS user)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("candidate", type=int)
        parser.add_argument("--evaluation", required=True, help="The evaluation run's result digest.")
        parser.add_argument(
            "--expected-active", default=None,
            help="Version digest you expect to replace ('none' for an empty store); default: the candidate's parent.",
        )
        parser.add_argument("--canary-turns", type=int, default=25)
        parser.add_argument("--yes", action="store_true", help="Confirm without asking (scripts).")
        parser.add_argument("--accept-fast-evaluation", action="store_true",
                            help="Promote a PASS whose cases ran on the direct-model runner (not a Hermes session); "
                                 "needs --reason, recorded in the ledger (issue 26).")
        parser.add_argument("--reason", default=None, help="Why the fast evaluation is accepted.")

    def confirm(self, summary: dict[str, Any], *, assume_yes: bool) -> bool:
        self.stdout.write(f"candidate {summary['candidate']} of agent {summary['agent']}: {summary['target']} "
                          f"({summary['diff']}), cycle {summary['cycle']}")
        self.stdout.write(f"evaluation {summary['evaluation']}: {summary['verdict']} (result {summary['result_digest']}, "
                          f"evaluator key {summary['evaluator_key']})")
        for kind, act in summary["approvals"].items():
            how = f"passkey {act['credential']}…, ledger #{act['ledger_seq']}" if act["signed"] else "UNSIGNED"
            self.stdout.write(f"{kind} approved by {act['operator']} at {act['time']} ({how})")
        self.stdout.write(f"replaces: {summary['replaces']}")
        self.stdout.write(f"cases ran on the {summary['runner']} runner" + (
            f"; fast evaluation accepted: {summary['fast_evaluation_reason']}" if summary.get("fast_evaluation_reason") else ""))
        if assume_yes:
            return True
        self.stdout.write("Promote? [y/N] ", ending="")
        self.stdout.flush()
        answer = sys.stdin.readline() if sys.stdin is not None else ""
        if not answer:
            self.stderr.write("no answer on standard input: pass --yes to promote from a script")
        return answer.strip().lower() in {"y", "yes"}

    def handle(self, *args: Any, **options: Any) -> None:
        expected = options["expected_active"]
        if expected is None:
            expected = UNSET
        elif expected.lower() in {"none", ""}:
            expected = None
        reason = (options.get("reason") or "").strip()
        if options.get("accept_fast_evaluation") and not reason:
            raise CommandError("--accept-fast-evaluation needs --reason '…' (recorded in the ledger); nothing changed")
        if reason and not options.get("accept_fast_evaluation"):
            raise CommandError("--reason is the reason for --accept-fast-evaluation; pass both or neither")
        try:
            os_user = require_promoter()
            promotion = promotion_execute(
                candidate_id=options["candidate"], evaluation_digest=options["evaluation"],
                expected_active=expected, os_user=os_user, canary_turns=options["canary_turns"],
                confirm=lambda summary: self.confirm(summary, assume_yes=options["yes"]),
                fast_evaluation_reason=reason if options.get("accept_fast_evaluation") else None,
            )
        except PromotionError as exc:
            raise CommandError(str(exc)) from exc
        except PermissionError as exc:  # issue 11: a clear refusal, never a traceback
            raise CommandError(f"refused by the file system: {exc.strerror}: {exc.filename} "
                               "(run as the promoter OS user that owns the active store)") from exc
        self.stdout.write(f"promoted: promotion {promotion.pk} activated version {promotion.version_digest}")
        self.stdout.write(f"previous version: {promotion.previous_version or 'none'}")
        self.stdout.write(f"ledger entry: #{promotion.ledger_seq}")
        self.stdout.write(f"rollback reference: {promotion.rollback_ref}")
        self.stdout.write(f"to undo: manage.py rollback {promotion.pk} --reason '…'")
        outcomes = getattr(promotion, "profile_outcomes", [])
        for outcome in outcomes:
            self.stdout.write(outcome.line())
        if not outcomes:
            self.stdout.write("no Hermes profile registered on this host (promoter activate); other hosts pull it with sync")
