"""What the verdict pipeline reads besides the call: the active rule set, backups, the session.

* :func:`active_ruleset` — the operator-activated :class:`~evaluation.models.RuleSet`
  (R-T1-2), parsed once per digest; the shipped default when none is active.
* :func:`backups_for` — newest recorded backup per path for R-T1-4.
* :func:`session_open` / :func:`session_for` — sessions pinned to the active
  version at their start (R-V-5); a verdict for an unknown session opens it
  (the Claude-Code hook never calls ``/sessions``).
"""
from __future__ import annotations

import threading
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Q

from cycles.models import Agent
from evaluation.models import AgentSession, BackupRecord, RuleSet
from evaluation.tier1 import Ruleset, load_default_ruleset, load_ruleset
from promotion.store import active_version_digest

_parsed: dict[str, Ruleset] = {}
_parsed_lock = threading.Lock()
MAX_BACKUP_ROWS = 500


def active_ruleset() -> Ruleset:
    """The active rule set (one indexed query; the document is parsed once per digest)."""
    row = RuleSet.objects.filter(is_active=True).values_list("digest", flat=True).first()
    if row is None:
        return load_default_ruleset()
    with _parsed_lock:
        cached = _parsed.get(row)
    if cached is not None:
        return cached
    document = RuleSet.objects.filter(digest=row).values_list("document", flat=True).first()
    try:
        ruleset = load_ruleset(document)
    except Exception:  # an invalid active document cannot be activated; fall back rather than 500
        return load_default_ruleset()
    with _parsed_lock:
        _parsed[row] = ruleset
    return ruleset


def backups_for(agent: Agent, tool_name: str, ruleset: Ruleset) -> dict[str, float] | None:
    """Newest backup time (epoch s) per path, for shell and write tools when a stale-backup rule is on."""
    if not ruleset.of_kind("stale_backup"):
        return None
    tools = ruleset.tools
    if tool_name not in tools["shell"] and tool_name not in tools["write"]:
        return None
    newest: dict[str, float] = {}
    rows = (BackupRecord.objects.filter(Q(agent=agent) | Q(agent__isnull=True))
            .order_by("-taken_at").values_list("path", "taken_at")[:MAX_BACKUP_ROWS])
    for path, taken_at in rows:
        newest.setdefault(path, taken_at.timestamp())
    return newest or None


def session_open(*, agent: Agent, session_id: str, hermes_home: str = "", cwd: str = "", model: str = "",
                 platform: str = "") -> tuple[AgentSession, bool]:
    """Open (or return) the session, pinned to the active version at its start (R-V-5).

    A second call keeps the first pin and fills only empty fields.
    """
    try:
        with transaction.atomic():
            session, created = AgentSession.objects.get_or_create(
                agent=agent, session_id=session_id,
                defaults={"active_version": active_version_digest() or "", "hermes_home": hermes_home, "cwd": cwd,
                          "model": model, "platform": platform},
            )
    except IntegrityError:  # a concurrent first call created it
        session, created = AgentSession.objects.get(agent=agent, session_id=session_id), False
    if not created:
        missing = {name: value for name, value in
                   (("hermes_home", hermes_home), ("cwd", cwd), ("model", model), ("platform", platform))
                   if value and not getattr(session, name)}
        if missing:
            AgentSession.objects.filter(pk=session.pk).update(**missing)
            for name, value in missing.items():
                setattr(session, name, value)
    return session, created


def session_for(*, agent: Agent, session_id: str, hermes_home: str | None, cwd: str | None) -> Any:
    """The session of a verdict call (opened on first sight)."""
    session = AgentSession.objects.filter(agent=agent, session_id=session_id).first()
    if session is not None:
        return session
    return session_open(agent=agent, session_id=session_id, hermes_home=hermes_home or "", cwd=cwd or "")[0]
