"""manage.py register_baseline export|import — seed §2.3 YAML (R-R-2).

``export`` is the only command that prints a baseline (R-R-9): run it as the
operator, and keep the file private (``--output`` writes it with mode 0600).
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from cycles.models import Agent
from register.exceptions import BaselineFormatError, RegisterError
from register.services import baseline_export_yaml, baseline_import_yaml


class Command(BaseCommand):
    help = "Export or import an agent's register baselines as YAML (Daimon seed §2.3 shape)."

    def add_arguments(self, parser: Any) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        export = actions.add_parser("export", help="Print (or write) the active baselines as YAML.")
        export.add_argument("--agent", required=True)
        export.add_argument("--output", metavar="FILE", help="Write to FILE (mode 0600) instead of stdout.")
        load = actions.add_parser("import", help="Store baselines from a YAML file (supersedes the active ones).")
        load.add_argument("--agent", required=True)
        load.add_argument("file", metavar="FILE")

    def handle(self, *args: Any, **options: Any) -> None:
        agent = Agent.objects.filter(name=options["agent"]).first()
        if agent is None:
            raise CommandError(f"no agent named {options['agent']!r}")
        try:
            if options["action"] == "export":
                self._export(agent, options.get("output"))
            else:
                self._import(agent, Path(options["file"]))
        except BaselineFormatError as error:
            raise CommandError("malformed baseline YAML:\n  " + "\n  ".join(error.problems)) from None
        except RegisterError as error:
            raise CommandError(error.detail) from None

    def _export(self, agent: Agent, output: str | None) -> None:
        text = baseline_export_yaml(agent=agent)
        if not output:
            self.stdout.write(text, ending="")
            return
        fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        self.stdout.write(f"wrote {agent.name} baselines to {output}")

    def _import(self, agent: Agent, path: Path) -> None:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise CommandError(f"cannot read {path}: {error.strerror}") from None
        stored = baseline_import_yaml(agent=agent, text=text)
        modes = ", ".join(f"{row.mode} (digest {row.digest[:16]})" for row in stored)
        self.stdout.write(f"imported {agent.name} baselines: {modes}")
