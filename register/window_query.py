"""Tier 1.5's read: the window query and the per-process assessment cache (R-R-4, issue 13 hot path).

:func:`window_sql` is :func:`register.services.register_assess`'s one query:
the agent's last outputs of the expected mode with, as scalar subqueries,
the session's model and the digests of the active baselines. It selects
only the columns the assessment reads and :func:`load_window` returns plain
tuples — no model instances, no JSON decoding; on PostgreSQL it runs as a
prepared statement (:mod:`core.db.prepared`: planning was 0.29 of its 0.35 ms).

Output samples are immutable once written (created by ``output_ingest``,
deleted only by an erase), so an assessment is a function of the window's
sample ids, the active baselines' digests, the session's model and the
clock (a baseline's age). :data:`_assessments` keeps recent assessments under
exactly that key, the clock taken to the minute: a warm verdict then costs the
query alone — no metric decoding, no arithmetic — and a new output, a
recalibration, a model change or the next minute is a new key, in every
process. Read and filled only in autocommit: inside a transaction a sample id
may yet roll back (and SQLite may then give the id to another row).
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Hashable

from django.db import connection

from core.db import prepared
from register.baseline import MODES
from register.models import OutputSample, RegisterBaseline

WINDOW_SIZE = 10
"""Outputs in the rolling window (R-R-4)."""
MAX_CACHED_ASSESSMENTS = 4096

_assessments: OrderedDict[Hashable, Any] = OrderedDict()
_lock = threading.Lock()


@dataclass(frozen=True)
class WindowSample:
    """One output of the window: what the assessment reads of it."""

    id: int
    mode: str
    anchor_glyph: str
    user_requested_switch: bool
    metrics: Any  # stored JSON: text (SQLite, psycopg's raw jsonb) or already a dict

    def metrics_dict(self) -> dict[str, Any]:
        return json.loads(self.metrics) if isinstance(self.metrics, (str, bytes)) else dict(self.metrics)


@dataclass(frozen=True)
class Window:
    """The window newest first, the session's model and ``{mode: active baseline digest or None}``."""

    samples: tuple[WindowSample, ...]
    session_model: str | None
    baseline_digests: dict[str, str | None]

    def cache_key(self, agent_id: int, now: datetime) -> Hashable:
        return (agent_id, tuple(sample.id for sample in self.samples), tuple(sorted(self.baseline_digests.items())),
                self.session_model, int(now.timestamp() // 60))


def window_sql(*, agent_id: int, session_id: str | None, mode: str | None) -> tuple[str, list[Any]]:
    """SQL and params of the window query, newest first, with the context columns.

    Columns besides the sample's own: ``session_model`` (model of the latest
    output in the session, else of the agent's latest) and ``baseline_<mode>``
    (digest of the active baseline per mode, NULL when none). The window's
    mode is ``mode`` or, when None, the mode of that same latest output.
    Written as SQL because the ORM's compilation of these six scalar
    subqueries cost ≈ 3 ms per call, more than the query itself; every
    subquery is served by an index of ``OutputSample.Meta`` or the baselines'
    partial unique constraint.
    """
    samples = OutputSample._meta.db_table
    baselines = RegisterBaseline._meta.db_table
    params: list[Any] = []

    def latest(column: str) -> str:
        of_agent = f"(SELECT {column} FROM {samples} WHERE agent_id = %s ORDER BY created_at DESC, id DESC LIMIT 1)"
        if session_id is None:
            params.append(agent_id)
            return of_agent
        params.extend([agent_id, session_id, agent_id])
        return (f"COALESCE((SELECT {column} FROM {samples} WHERE agent_id = %s AND session_id = %s "
                f"ORDER BY created_at DESC, id DESC LIMIT 1), {of_agent})")

    columns = [f"{latest('model_name')} AS session_model"]
    for baseline_mode in MODES:
        columns.append(f"(SELECT digest FROM {baselines} WHERE agent_id = %s AND mode = %s "
                       f"AND superseded_at IS NULL) AS baseline_{baseline_mode}")
        params.extend([agent_id, baseline_mode])
    params.append(agent_id)
    if mode is None:
        mode_sql = latest("mode")
    else:
        mode_sql = "%s"
        params.append(mode)
    params.append(WINDOW_SIZE)
    sql = (f"SELECT s.id, s.mode, s.anchor_glyph, s.user_requested_switch, s.metrics, {', '.join(columns)} "
           f"FROM {samples} s WHERE s.agent_id = %s AND s.mode = {mode_sql} "
           f"ORDER BY s.created_at DESC, s.id DESC LIMIT %s")
    return sql, params


def load_window(*, agent_id: int, session_id: str | None, mode: str | None) -> Window | None:
    """The window (one query); None when the agent has no stored output in that mode."""
    sql, params = window_sql(agent_id=agent_id, session_id=session_id, mode=mode)
    # four shapes of the query (with/without session, mode): one prepared statement each
    name = f"qln_register_window_{int(session_id is not None)}{int(mode is not None)}"
    with connection.cursor() as cursor:
        prepared.execute(cursor, name, sql, params)
        rows = cursor.fetchall()
    if not rows:
        return None
    first = rows[0]
    return Window(
        samples=tuple(WindowSample(id=row[0], mode=row[1], anchor_glyph=row[2], user_requested_switch=bool(row[3]),
                                   metrics=row[4]) for row in rows),
        session_model=first[5] or None,
        baseline_digests={mode_name: first[6 + index] for index, mode_name in enumerate(MODES)},
    )


def cached_assessment(key: Hashable) -> tuple[bool, Any]:
    """(found, assessment) for ``key``; never found inside a transaction."""
    if connection.in_atomic_block:
        return False, None
    with _lock:
        if key in _assessments:
            _assessments.move_to_end(key)
            return True, _assessments[key]
    return False, None


def remember_assessment(key: Hashable, assessment: Any) -> None:
    """Keep ``assessment`` under ``key`` (outside a transaction only); the oldest entries go first."""
    if connection.in_atomic_block:
        return
    with _lock:
        _assessments[key] = assessment
        while len(_assessments) > MAX_CACHED_ASSESSMENTS:
            _assessments.popitem(last=False)


def clear_assessments() -> None:
    """Forget every cached assessment (tests)."""
    with _lock:
        _assessments.clear()
