"""core.db.compiled_query: a query compiled once gives what the ORM gives for every value (issue 13 hot path)."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection, connections
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.db import compiled_query
from core.db.fast_insert import insert_row
from core.db.fast_rows import unsaved
from evaluation.verdicts.models import BackupRecord, VerdictEvent
from tests.factories import AgentFactory

pytestmark = pytest.mark.django_db


def _event(agent_id: int, session_id: str, tool_name: str, command: str, **extra: Any) -> VerdictEvent:
    return insert_row(unsaved(
        VerdictEvent, agent_id=agent_id, session_id=session_id, tool_name=tool_name, args_redacted={"command": command},
        args_digest="sha256:x", body_shape="hermes", verdict="SILENT", tiers={}, total_ms=1.0, replayable=True,
        **extra))


def _calls(values: dict[str, Any]) -> Any:
    return (VerdictEvent.objects.filter(agent_id=values["agent_id"], session_id=values["session_id"],
                                        created_at__gte=values["since"], tool_name__in=["terminal", "write_file"])
            .order_by("-created_at", "-id").values_list("tool_name", "args_redacted", "created_at")[:5])


def test_every_value_gives_the_orms_rows_and_the_query_is_built_once() -> None:
    one, two = AgentFactory(), AgentFactory()
    now = timezone.now()
    for index in range(7):
        _event(one.pk, "s1", "terminal", f"echo {index}", created_at=now - timedelta(minutes=index))
    _event(one.pk, "s2", "write_file", "other session")
    _event(two.pk, "s1", "terminal", "other agent")
    _event(one.pk, "s1", "read_file", "another tool")
    built = []

    def build(values: dict[str, Any]) -> Any:
        built.append(values)
        return _calls(values)

    key = ("test_calls", id(build))
    for values in ({"agent_id": one.pk, "session_id": "s1", "since": now - timedelta(hours=1)},
                   {"agent_id": one.pk, "session_id": "s1", "since": now - timedelta(minutes=2, seconds=30)},
                   {"agent_id": one.pk, "session_id": "s2", "since": now - timedelta(hours=1)},
                   {"agent_id": two.pk, "session_id": "s1", "since": now - timedelta(hours=1)},
                   {"agent_id": two.pk, "session_id": "nobody", "since": now - timedelta(hours=1)}):
        fast = compiled_query.rows(key, build, values)
        assert fast == list(_calls(values)), values
    assert len(built) == 1  # the sentinels' build; every call after it only substitutes values
    first = compiled_query.rows(key, build, {"agent_id": one.pk, "session_id": "s1", "since": now - timedelta(hours=1)})
    assert len(first) == 5 and first[0][1] == {"command": "echo 0"} and first[0][2].tzinfo is not None


def test_a_datetime_column_and_an_or_filter_come_back_converted() -> None:
    agent = AgentFactory()
    taken = timezone.now() - timedelta(days=2)
    BackupRecord.objects.create(agent=agent, path="/a", taken_at=taken)
    BackupRecord.objects.create(agent=None, path="/shared", taken_at=taken - timedelta(hours=1))
    BackupRecord.objects.create(agent=AgentFactory(), path="/theirs", taken_at=taken)

    def build(values: dict[str, Any]) -> Any:
        from django.db.models import Q
        return BackupRecord.objects.filter(Q(agent_id=values["agent_id"]) | Q(agent__isnull=True)).order_by(
            "-taken_at").values_list("path", "taken_at")

    rows = compiled_query.rows("test_backups", build, {"agent_id": agent.pk})
    assert rows == [("/a", taken), ("/shared", taken - timedelta(hours=1))]


def test_a_value_that_shapes_the_sql_is_refused_and_the_orm_answers() -> None:
    agent = AgentFactory()
    for index in range(3):
        _event(agent.pk, "s", "terminal", f"echo {index}")

    def build(values: dict[str, Any]) -> Any:  # the session id ends up in the SQL text's LIMIT, not a parameter
        return VerdictEvent.objects.filter(agent_id=values["agent_id"]).values_list("pk")[:len(values["session_id"])]

    for session_id in ("ab", "abc"):
        values = {"agent_id": agent.pk, "session_id": session_id}
        assert compiled_query.rows("test_refused", build, values) == list(build(values))
        assert len(compiled_query.rows("test_refused", build, values)) == len(session_id)
    assert connections["default"].__dict__["_qln_compiled_queries"]["test_refused"] is compiled_query._REFUSED


def test_one_statement_per_call_and_booleans_are_refused() -> None:
    agent = AgentFactory()
    _event(agent.pk, "s", "terminal", "ls")
    values = {"agent_id": agent.pk, "session_id": "s", "since": timezone.now() - timedelta(hours=1)}
    compiled_query.rows("test_count", _calls, values)
    with CaptureQueriesContext(connection) as captured:
        assert len(compiled_query.rows("test_count", _calls, values)) == 1
    assert len(captured.captured_queries) == 1
    with pytest.raises(TypeError, match="boolean"):
        compiled_query.rows("test_bool", _calls, {**values, "flag": True})
