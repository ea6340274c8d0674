"""insert_row stores what Model.save stores, with SQL compiled once (issue 13 hot path)."""
from __future__ import annotations

from typing import Any

import pytest
from django.forms.models import model_to_dict

from core.db.fast_insert import insert_row
from cycles.models import Agent
from evaluation.verdicts.models import AdviseDelivery, VerdictEvent

pytestmark = pytest.mark.django_db


def _event(agent: Any, **extra: Any) -> VerdictEvent:
    values = {"agent": agent, "session_id": "s", "task_id": "t", "turn_id": "1", "tool_call_id": "c",
              "tool_name": "terminal", "args_redacted": {"command": "ls -la", "n": [1, 2.5, None, "é"]},
              "args_digest": "sha256:x", "body_shape": "hermes", "verdict": "ESCALATE", "block": True,
              "decided_by": "tier1", "rule_id": "r", "advise": "Stop.", "advise_replaced": True,
              "advise_problems": ["long"], "tiers": {"tier1": {"status": "ok", "ms": 0.1}},
              "register_signal": None, "total_ms": 1.5, "ruleset_digest": "sha256:r", "active_version": "v1"}
    return VerdictEvent(**{**values, **extra})


def test_the_row_read_back_equals_the_one_the_orm_stores(agent: Any) -> None:
    fast = insert_row(_event(agent))
    orm = _event(agent)
    orm.save(force_insert=True)
    assert fast.pk is not None and fast.pk != orm.pk and not fast._state.adding
    ignore = ("id", "created_at")
    fast_row, orm_row = (model_to_dict(VerdictEvent.objects.get(pk=pk), exclude=ignore) for pk in (fast.pk, orm.pk))
    assert fast_row == orm_row
    assert VerdictEvent.objects.get(pk=fast.pk).created_at == fast.created_at


def test_a_foreign_key_to_a_fast_row_and_nulls_are_stored(agent: Any) -> None:
    event = insert_row(_event(agent, register_signal={"composite": 2.5}))
    delivery = insert_row(AdviseDelivery(agent=agent, session_id="s", verdict_event=event, text="Stop."))
    stored = AdviseDelivery.objects.get(pk=delivery.pk)
    assert stored.verdict_event_id == event.pk and stored.delivered_at is None and stored.claim_token == ""
    assert VerdictEvent.objects.get(pk=event.pk).register_signal == {"composite": 2.5}


def test_a_saved_row_or_a_model_with_save_receivers_is_refused(agent: Any) -> None:
    event = insert_row(_event(agent))
    with pytest.raises(ValueError):
        insert_row(event)
    with pytest.raises(TypeError, match="signal receivers"):
        insert_row(Agent(name="x"))  # the token cache listens to Agent saves


def test_a_database_constraint_still_holds(agent: Any) -> None:
    from django.db import IntegrityError, transaction

    with pytest.raises(IntegrityError), transaction.atomic():
        insert_row(_event(agent, verdict="SILENT", block=True))  # a block is always an ESCALATE
