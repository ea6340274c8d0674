"""manage.py calibrate_register — build an agent's register baselines (R-R-2, R-R-3).

Prints counts and digests only: the baseline is a secret (R-R-9); read it
with ``manage.py register_baseline export``.
"""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from cycles.models import Agent
from register.exceptions import RegisterError
from register.services import baseline_calibrate
from register.sources import read_hermes_state, read_jsonl


class Command(BaseCommand):
    help = ("Calibrate an agent's execution/analysis register baselines from a JSONL file of outputs "
            "or a Hermes state.db (opened read-only). Needs ≈80 outputs (50 execution, 30 analysis) "
            "unless --provisional.")

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--agent", required=True, help="Agent name.")
        source = parser.add_mutually_exclusive_group(required=True)
        source.add_argument("--jsonl", metavar="FILE",
                            help='One object per line: {"text": …, "mode": "execution"|"analysis"} '
                                 'or {"text": …, "called_tools": true|false}.')
        source.add_argument("--hermes-state", metavar="PATH", help="A Hermes state.db (read-only).")
        parser.add_argument("--provisional", action="store_true",
                            help="Accept fewer outputs than required; the baseline is marked provisional.")
        parser.add_argument("--anchor-glyph", metavar="G", default=None,
                            help="The agent's anchor glyph (default: the current baseline's, if any).")
        parser.add_argument("--model", default=None,
                            help="Model name recorded on the baseline (default: the agent's model, else the "
                                 "model most used in the Hermes sessions).")

    def handle(self, *args: Any, **options: Any) -> None:
        agent = Agent.objects.filter(name=options["agent"]).first()
        if agent is None:
            raise CommandError(f"no agent named {options['agent']!r}")
        try:
            if options["jsonl"]:
                corpus, source = read_jsonl(options["jsonl"]), "calibrate-jsonl"
            else:
                corpus, source = read_hermes_state(options["hermes_state"]), "calibrate-hermes"
            model = options["model"] or agent.model_name or (corpus.models[0] if corpus.models else "")
            stored = baseline_calibrate(
                agent=agent, samples=corpus.segments, provisional=options["provisional"], model_name=model,
                anchor_glyph=options["anchor_glyph"], source=source,
            )
        except RegisterError as error:
            raise CommandError(error.detail) from None
        for row in stored:
            flag = " (provisional)" if row.provisional else ""
            self.stdout.write(f"{agent.name} {row.mode}: {row.sample_count} outputs{flag}, digest {row.digest[:16]}")
        self.stdout.write(f"calibrated register baselines for {agent.name} (model {model or 'unknown'})")
