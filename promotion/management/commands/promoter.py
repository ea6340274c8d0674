"""manage.py promoter run | recover | active-at ISO | init | activate — the promoter's routine work."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.dateparse import parse_datetime
from django.utils.timezone import is_naive, make_aware

from cycles.models import Agent
from hermes_plugin.profile_state import ActivationError
from promotion import store
from promotion.activation import FAILED, ProfileOutcome, pending_profiles_activate, profile_activate, profile_register
from promotion.active import PointerMismatch, active_version
from promotion.anchors import anchor_write
from promotion.bootstrap import initial_version_load
from promotion.exceptions import LockHeld, PromotionError
from promotion.guard import require_promoter
from promotion.history import active_at
from promotion.locking import promotion_lock
from promotion.recovery import store_recover
from promotion.runner import rollback_requests_execute


class Command(BaseCommand):
    help = (
        "run: execute re-checked rollback requests and pending activations; recover: finish or undo a crashed "
        "promotion; active-at: history; init --agent NAME --from DIR: the first active version; "
        "activate --agent NAME --hermes-home DIR: keep a Hermes profile at the agent's active version."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        sub.add_parser("run", help="Execute pending rollback requests after re-checking them; finish pending activations.")
        sub.add_parser("recover", help="Bring the active store to a committed state after a crash.")
        at = sub.add_parser("active-at", help="Which version was active at an ISO 8601 time (from the ledger).")
        at.add_argument("when")
        init = sub.add_parser("init", help="Seal an existing profile's governed files as the agent's first version.")
        init.add_argument("--agent", required=True, help="The agent (its name in qlnweb).")
        init.add_argument("--from", dest="source", required=True, help="The Hermes profile directory (HERMES_HOME).")
        act = sub.add_parser("activate", help="Materialise the agent's active version into a Hermes profile (R-P-8).")
        act.add_argument("--agent", required=True)
        act.add_argument("--hermes-home", required=True, help="The profile directory; remembered for later promotions.")
        act.add_argument("--wait", type=float, default=30.0, help="Seconds to wait for open sessions to end.")

    def handle(self, *args: Any, **options: Any) -> None:
        action = options["action"]
        try:
            if action == "active-at":
                self._active_at(options["when"])
            elif action == "init":
                agent = self._agent(options["agent"])
                source = Path(options["source"]).resolve()
                if not source.is_dir():
                    raise CommandError(f"{source} is not a directory")
                digest = initial_version_load(agent=agent, source=source, os_user=require_promoter())
                self.stdout.write(f"initial version {digest} is active for agent {agent.name}")
            elif action == "activate":
                self._activate(options)
            elif action == "recover":
                require_promoter()
                root = store.ensure_layout()
                with promotion_lock(root):
                    outcome = store_recover(root)
                self.stdout.write(f"recover: {outcome.action}" + (f" ({outcome.op} {outcome.attempt} → {outcome.version or 'nothing'})" if outcome.op else ""))
            else:
                handled = rollback_requests_execute(os_user=require_promoter())
                for request in handled:
                    self.stdout.write(f"request {request.request} (promotion {request.promotion}): {request.status} — {request.detail}")
                self.stdout.write(f"{len(handled)} rollback request(s) handled")
                try:
                    with promotion_lock(store.ensure_layout()):
                        pending = pending_profiles_activate()
                except LockHeld as held:
                    pending = [ProfileOutcome("*", "skipped", "", str(held))]
                for profile in pending:
                    self.stdout.write(profile.line())
                anchor = anchor_write()
                self.stdout.write(f"ledger anchored at #{anchor.seq}" if anchor else "ledger not anchored (empty or broken)")
        except (PromotionError, ActivationError) as exc:
            raise CommandError(str(exc)) from exc
        except PermissionError as exc:  # issue 11: a clear refusal, never a traceback
            raise CommandError(f"refused by the file system: {exc.strerror}: {exc.filename} "
                               "(run as the promoter OS user that owns the active store)") from exc

    def _agent(self, name: str) -> Agent:
        agent = Agent.objects.filter(name=name).first()
        if agent is None:
            raise CommandError(f"no agent named {name!r}")
        return agent

    def _activate(self, options: dict[str, Any]) -> None:
        require_promoter()
        agent = self._agent(options["agent"])
        try:
            version = active_version(agent.name, strict=True)
        except PointerMismatch as exc:
            raise CommandError(str(exc)) from exc
        if version is None:
            raise CommandError(f"nothing is active for agent {agent.name}; run `promoter init --agent {agent.name} --from DIR`")
        with promotion_lock(store.ensure_layout()):
            profile = profile_register(agent=agent, hermes_home=Path(options["hermes_home"]))
            outcome = profile_activate(profile, version, wait=options["wait"])
        self.stdout.write(outcome.line())
        if outcome.status == FAILED:
            raise CommandError(outcome.detail)

    def _active_at(self, raw: str) -> None:
        when = parse_datetime(raw)
        if when is None:
            raise CommandError(f"not an ISO 8601 date-time: {raw!r}")
        if is_naive(when):
            when = make_aware(when)
        try:
            version = active_at(when)
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(version or "none")
