"""What the verdict pipeline reads besides the call: the active rule set, backups, the session.

* :func:`active_ruleset` — the operator-activated :class:`~evaluation.models.RuleSet`
  (R-T1-2), parsed once per digest; the shipped default when none is active.
* :func:`backups_for` — newest recorded backup per path for R-T1-4.
* :func:`session_open` / :func:`session_for` — sessions pinned to the active
  version at their start (R-V-5); a verdict for an unknown session opens it
  (the Claude-Code hook never calls ``/sessions``).
* :func:`recent_calls` — the session's last unblocked shell/code/write calls, the
  state Tier 1 replays against two-call attacks (issue 11); one bounded query.

Per-process caches keep the hot path off the database (issue 3 benchmarks):

* the active rule set's digest is re-read at most every
  ``QLN_RULESET_CACHE_TTL_S`` seconds (default 2 s,
  qlnweb/settings.py): **an activation in admin takes effect on every worker within
  that TTL**;
* a session is cached for :data:`SESSION_CACHE_MAX_S` (5 min) once both
  ``hermes_home`` and ``cwd`` are set — the pin never changes and
  :func:`session_open` fills only empty fields, so only an agent erase
  changes such a row (and it revokes the token too); a session with an empty
  field is cached for the rule-set TTL only.

Both caches are read and filled only outside an atomic block: a value read
inside a transaction may belong to a transaction that rolls back (and a
transaction should see its own writes). :func:`clear_caches` empties them;
:data:`clock` is the injectable time source.
"""
from __future__ import annotations

import json
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from typing import Any, Callable

from django.db import IntegrityError, connection, transaction
from django.db.models import Q, Subquery
from django.utils import timezone

from core.conf import conf
from core.db import compiled_query
from core.redaction import CUT_MARK, was_cut
from cycles import hooks
from cycles.models import Agent
from evaluation.verdicts.models import AgentSession, BackupRecord, RuleSet, VerdictEvent
from evaluation.verdicts.tier1 import Ruleset, load_default_ruleset, load_ruleset

_parsed: dict[str, Ruleset] = {}
_parsed_lock = threading.Lock()
MAX_BACKUP_ROWS = 500
MAX_CACHED_SESSIONS = 10_000
SESSION_CACHE_MAX_S = 300.0
"""A complete session is re-read after this long, so an erase (``cycles.privacy``) also leaves memory."""

HISTORY_MAX_CALLS = 25
HISTORY_MAX_AGE_S = 3600
HISTORY_MAX_CHARS = 32_000
"""Bounds of :func:`recent_calls`: what a session did in the last hour, at most 25 calls / 32k chars."""

clock: Callable[[], float] = time.monotonic
"""Time source of the caches (tests replace it)."""

_NO_ACTIVE = ""  # cached "no rule set is active": the shipped default applies
_active_digest: tuple[str, float] | None = None  # (digest or _NO_ACTIVE, expires at)
_sessions: OrderedDict[tuple[int, str], tuple[AgentSession, float]] = OrderedDict()
_sessions_lock = threading.Lock()


def clear_caches() -> None:
    """Forget the cached active digest and sessions (tests; an operator shell after a manual fix)."""
    global _active_digest
    _active_digest = None
    with _sessions_lock:
        _sessions.clear()


def _cacheable() -> bool:
    """Only autocommit reads are cached: inside a transaction they may yet roll back."""
    return not connection.in_atomic_block


def _active_ruleset_digest() -> str:
    """The active rule set's digest (``_NO_ACTIVE`` when none), from the TTL cache or one query."""
    global _active_digest
    cacheable = _cacheable()
    cached = _active_digest
    if cacheable and cached is not None and cached[1] > clock():
        return cached[0]
    digest = RuleSet.objects.filter(is_active=True).values_list("digest", flat=True).first() or _NO_ACTIVE
    if cacheable:
        ttl = conf.QLN_RULESET_CACHE_TTL_S
        _active_digest = (digest, clock() + ttl)
    return digest


def active_ruleset() -> Ruleset:
    """The active rule set: its digest from a short TTL cache, the document parsed once per digest.

    An activation in admin is seen within ``QLN_RULESET_CACHE_TTL_S`` (default 2 s).
    """
    row = _active_ruleset_digest()
    if row == _NO_ACTIVE:
        return load_default_ruleset()
    with _parsed_lock:
        cached = _parsed.get(row)
    if cached is not None:
        return cached
    document = RuleSet.objects.filter(digest=row).values_list("document", flat=True).first()
    try:
        ruleset = load_ruleset(document or {})
    except Exception:  # an invalid active document cannot be activated; fall back rather than 500
        return load_default_ruleset()
    with _parsed_lock:
        _parsed[row] = ruleset
    return ruleset


def backups_for(agent: Agent, tool_name: str, ruleset: Ruleset) -> dict[str, float] | None:
    """Newest backup time (epoch s) per path, for shell and write tools when a stale-backup rule is on.

    The pipeline asks only once Tier 1 saw a destructive write (see
    :func:`evaluation.verdicts.tier1_stage.run_tier1`), so most calls never load these rows.
    """
    if not ruleset.of_kind("stale_backup"):
        return None
    tools = ruleset.tools
    if tool_name not in tools["shell"] and tool_name not in tools["write"]:
        return None
    newest: dict[str, float] = {}
    for path, taken_at in compiled_query.rows("backups_for", _backups_queryset, {"agent_id": agent.pk}):
        newest.setdefault(path, taken_at.timestamp())
    return newest or None


def _backups_queryset(values: Mapping[str, Any]) -> Any:
    return (BackupRecord.objects.filter(Q(agent_id=values["agent_id"]) | Q(agent__isnull=True))
            .order_by("-taken_at").values_list("path", "taken_at")[:MAX_BACKUP_ROWS])


def session_open(*, agent: Agent, session_id: str, hermes_home: str = "", cwd: str = "", model: str = "",
                 platform: str = "", loaded_digest: str = "", loaded_files: int | None = None,
                 ) -> tuple[AgentSession, bool]:
    """Open (or return) the session, pinned to the active version at its start (R-V-5).

    A second call keeps the first pin and fills only empty fields.
    """
    try:
        with transaction.atomic():
            session, created = AgentSession.objects.get_or_create(
                agent=agent, session_id=session_id,
                defaults={"active_version": hooks.active_version(agent.name), "hermes_home": hermes_home, "cwd": cwd,
                          "model": model, "platform": platform, "loaded_digest": loaded_digest,
                          "loaded_files": loaded_files},
            )
    except IntegrityError:  # a concurrent first call created it
        session, created = AgentSession.objects.get(agent=agent, session_id=session_id), False
    with _sessions_lock:  # this process's copy may miss the fields filled below
        _sessions.pop((agent.pk, session_id), None)
    if not created:
        missing = {name: value for name, value in
                   (("hermes_home", hermes_home), ("cwd", cwd), ("model", model), ("platform", platform),
                    ("loaded_digest", loaded_digest), ("loaded_files", loaded_files))
                   if value and not getattr(session, name)}
        if missing:
            AgentSession.objects.filter(pk=session.pk).update(**missing)
            for name, value in missing.items():
                setattr(session, name, value)
    return session, created


def session_for(*, agent: Agent, session_id: str, hermes_home: str | None, cwd: str | None) -> Any:
    """The session of a verdict call (opened on first sight); cached per process (see the module doc)."""
    key = (agent.pk, session_id)
    cacheable = _cacheable()
    if cacheable:
        with _sessions_lock:
            cached = _sessions.get(key)
        if cached is not None and cached[1] > clock():
            return cached[0]
    session = AgentSession.objects.filter(agent=agent, session_id=session_id).first()
    if session is None:
        session = session_open(agent=agent, session_id=session_id, hermes_home=hermes_home or "",
                               cwd=cwd or "")[0]
    if cacheable:
        # Complete rows never change on the verdict path; others may still be filled by /sessions.
        complete = bool(session.hermes_home and session.cwd)
        ttl = SESSION_CACHE_MAX_S if complete else conf.QLN_RULESET_CACHE_TTL_S
        expires = clock() + ttl
        with _sessions_lock:
            _sessions[key] = (session, expires)
            _sessions.move_to_end(key)
            while len(_sessions) > MAX_CACHED_SESSIONS:
                _sessions.popitem(last=False)
    return session


def history_queryset(agent: Agent, session_id: str, tools: frozenset[str]) -> Any:
    """The session's replayable calls of ``tools`` in the last :data:`HISTORY_MAX_AGE_S`, newest first."""
    return _history(agent.pk, session_id, tools, timezone.now() - timedelta(seconds=HISTORY_MAX_AGE_S))


def _history(agent_id: int, session_id: str, tools: frozenset[str], since: datetime) -> Any:
    return (VerdictEvent.objects.filter(agent_id=agent_id, session_id=session_id, replayable=True,
                                        created_at__gte=since, tool_name__in=sorted(tools))
            .order_by("-created_at", "-id"))


def session_cwd(agent: Agent, session_id: str) -> tuple[str, ...] | None:
    """Where the session's terminal is: the directories its newest judged, unblocked shell, code or
    write call left it in (``tiers.tier1.cwd``; ``""`` an unknown one), or None before any (issue 25).

    Read from the stored events, like the history, so every web process (and the journal, drained
    first by the caller) agrees. Every unblocked call whose Tier 1 read the session state records
    it; only the newest :data:`CWD_WINDOW` replayable calls are looked through, so a ``cd`` followed
    by more calls that neither change directory nor write is forgotten here (the cwd the plugin
    reports, Hermes's own record, still counts).
    """
    stored = compiled_query.rows("session_cwd", _session_cwd_queryset, {"agent_id": agent.pk,
                                                                        "session_id": session_id})
    for (value,) in stored:
        if isinstance(value, str):  # a backend that hands JSON values back as text
            value = json.loads(value)
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
    return None


CWD_WINDOW = 200
"""How many of the session's newest replayable calls :func:`session_cwd` looks through: bounded, so a
session of thousands of ``ls`` (which record nothing) costs no more than its last 200 rows."""


def _session_cwd_queryset(values: Mapping[str, Any]) -> Any:
    newest = (VerdictEvent.objects.filter(agent_id=values["agent_id"], session_id=values["session_id"],
                                          replayable=True)
              .order_by("-created_at", "-id").values("id")[:CWD_WINDOW])
    return (VerdictEvent.objects.filter(id__in=Subquery(newest), block=False, tiers__tier1__has_key="cwd")
            .order_by("-created_at", "-id").values_list("tiers__tier1__cwd")[:1])


def recent_calls(agent: Agent, session_id: str, tools: frozenset[str]) -> tuple[tuple[str, Any, bool, Any], ...]:
    """``(tool_name, args_redacted, blocked, cwd_after)`` of the session's recent calls of ``tools``, oldest first.

    One query on the partial index ``verdict_replayable`` — the session's replayable calls only,
    so its cost does not grow with the read-only calls around them — bounded by
    :data:`HISTORY_MAX_AGE_S`, :data:`HISTORY_MAX_CALLS` and :data:`HISTORY_MAX_CHARS` (newest
    calls kept). Blocked calls come too (round 5 of issue 25): what they tried to write is in force for
    taint and runs (:mod:`evaluation.verdicts.tier1.history`). ``cwd_after`` is where Tier 1 judged the
    terminal was left (``tiers.tier1.cwd``, a list, or None), so each replayed call starts where the
    one before it left the terminal.
    """
    def build(values: Mapping[str, Any]) -> Any:
        return _history(values["agent_id"], values["session_id"], tools, values["since"]
                        ).values_list("tool_name", "args_redacted", "block", "tiers__tier1__cwd")[:HISTORY_MAX_CALLS]

    since = timezone.now() - timedelta(seconds=HISTORY_MAX_AGE_S)
    rows = compiled_query.rows(("recent_calls", tools), build,  # compiled once per connection and tool set
                               {"agent_id": agent.pk, "session_id": session_id, "since": since})
    return bounded_history(rows)


OVER_BUDGET_CHARS = 200
"""What is kept of each string of a call past :data:`HISTORY_MAX_CHARS` (its paths and short options)."""


def bounded_history(rows: Iterable[tuple[str, Any, Any, Any]]) -> tuple[tuple[str, Any, bool, Any], ...]:
    """The history Tier 1 is given from stored rows ``(tool_name, args, blocked, cwd_after)``, newest first.

    Calls within :data:`HISTORY_MAX_CHARS` come whole (as stored: ``core.redaction.redact_args`` with
    ``replayable``); past it, each call still comes with every string longer than :data:`OVER_BUDGET_CHARS`
    cut to that length (``…[+N chars]``), so a file it wrote is known and its content is not — running that
    file is judged as running unseen content (round 47: a padded write once fell out of the history and its
    later run was judged as a file the session never wrote). Tests judge histories through this too
    (``tests/evaluation/verdicts/tier1/probe_judge.py``).
    """
    out: list[tuple[str, Any, bool, Any]] = []
    size = 0
    for tool_name, args, blocked, cwd in rows:
        if isinstance(args, dict):
            size += sum(len(v) for v in args.values() if isinstance(v, str))
            if size > HISTORY_MAX_CHARS:
                args = {key: _over_budget(value) for key, value in args.items()}
        if isinstance(cwd, str):  # a backend that hands JSON values back as text
            try:
                cwd = json.loads(cwd)
            except ValueError:
                cwd = None
        out.append((tool_name, args, bool(blocked), cwd if isinstance(cwd, list) else None))
    return tuple(reversed(out))


def _over_budget(value: Any) -> Any:
    if not isinstance(value, str) or len(value) <= OVER_BUDGET_CHARS:
        return value
    if was_cut(value):  # already cut by the store: count from the original length
        head, _, tail = value.rpartition(CUT_MARK)
        dropped = len(head) - OVER_BUDGET_CHARS + int(tail.split(" ", 1)[0])
    else:
        dropped = len(value) - OVER_BUDGET_CHARS
    return f"{value[:OVER_BUDGET_CHARS]}{CUT_MARK}{dropped} chars]"
