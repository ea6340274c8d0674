"""core.db.fast_rows gives what the ORM's constructor, pre_save and get_db_prep_save give (issue 13 hot path)."""
from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.db import connection, models
from django.utils import timezone

from core.db.fast_rows import preparers, unsaved
from cycles.models import Agent
from evaluation.verdicts.models import AdviseDelivery, DecidingTier, VerdictEvent, VerdictLevel

pytestmark = pytest.mark.django_db

EVENT = {"session_id": "s", "task_id": "t", "turn_id": "", "tool_call_id": "c", "tool_name": "terminal",
         "args_redacted": {"command": "ls -la", "n": [1, 2.5, None, "é"]}, "args_digest": "sha256:x",
         "body_shape": "hermes", "verdict": VerdictLevel.SILENT, "block": False, "decided_by": DecidingTier.TIER1,
         "rule_id": "", "advise": "", "advise_replaced": False, "advise_problems": [], "tiers": {"tier1": {"ms": 0.1}},
         "register_signal": None, "total_ms": 1.5, "ruleset_digest": "sha256:r", "active_version": "v1",
         "replayable": True}


def _columns(instance: models.Model) -> dict[str, Any]:
    return {f.attname: getattr(instance, f.attname) for f in type(instance)._meta.concrete_fields}


def test_an_unsaved_row_equals_the_constructors(agent: Agent) -> None:
    before = timezone.now()
    fast = unsaved(VerdictEvent, agent_id=agent.pk, **EVENT)
    orm = VerdictEvent(agent=agent, **EVENT)
    assert fast._state.adding and fast._state.db is None and fast.pk is None
    assert before <= fast.created_at <= timezone.now()
    assert {**_columns(fast), "created_at": None} == {**_columns(orm), "created_at": None}
    partial = unsaved(AdviseDelivery, agent_id=agent.pk, session_id="s", text="Stop.")  # defaults filled in
    assert _columns(partial) | {"created_at": None} == _columns(
        AdviseDelivery(agent=agent, session_id="s", text="Stop.")) | {"created_at": None}
    assert partial.delivered_at is None and partial.claim_token == "" and partial.verdict_event_id is None


def test_an_unknown_column_is_refused_like_the_constructor() -> None:
    with pytest.raises(TypeError, match="no column"):
        unsaved(VerdictEvent, agent=1)  # the attname is agent_id


VALUES: dict[type[models.Field[Any, Any]], list[Any]] = {
    models.CharField: ["", "x", "é" * 3, None, VerdictLevel.ESCALATE, 12],
    models.TextField: ["", "Stop.", None, DecidingTier.TIER2],
    models.BooleanField: [True, False, None, 1],
    models.FloatField: [1.5, 0.0, None, 3, "2.5"],
    models.JSONField: [{"a": [1, None, "é"]}, [], ["long"], None, "text", 3, True],
    models.DateTimeField: [timezone.now(), dt.datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=dt.timezone.utc), None],
    models.ForeignKey: [1, None],
    models.IntegerField: [0, 7, None],
}


def _same(fast: Any, orm: Any) -> bool:
    if hasattr(orm, "obj"):  # psycopg's Jsonb wrapper on PostgreSQL
        return type(fast) is type(orm) and fast.obj == orm.obj
    return type(fast) is type(orm) and fast == orm


@pytest.mark.parametrize("model", [VerdictEvent, AdviseDelivery])
def test_every_column_is_prepared_as_get_db_prep_save_prepares_it(model: type[models.Model]) -> None:
    fields = tuple(f for f in model._meta.concrete_fields if not f.primary_key)
    checked = 0
    for field, prepare in zip(fields, preparers(fields, connection)):
        kind = next(k for k in VALUES if isinstance(field, k))
        for value in VALUES[kind]:
            if value is None and not field.null and not isinstance(field, (models.CharField, models.TextField)):
                continue
            assert _same(prepare(value), field.get_db_prep_save(value, connection)), (field.name, value)
            checked += 1
    assert checked > 3 * len(fields)
    assert preparers(fields, connection) is preparers(fields, connection)  # built once per connection


def test_a_datetime_read_back_from_a_journal_line_is_prepared_as_the_datetime() -> None:
    """The journal stores datetimes as ISO text; a replayed row goes to the database as the original would."""
    field = VerdictEvent._meta.get_field("created_at")
    (prepare,) = preparers((field,), connection)
    moment = dt.datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=dt.timezone.utc)
    assert prepare(moment.isoformat()) == field.get_db_prep_save(moment, connection)
