"""Structured events (R-O-4): a row in the DB and a line in a JSONL file."""
from __future__ import annotations

import logging
import os
import threading
from typing import Any

from django.conf import settings
from django.db import transaction

from core.input_guard import json_line
from cycles.models import Event

logger = logging.getLogger("qlnweb.events")
_file_lock = threading.Lock()


def _append_jsonl(record: dict[str, Any]) -> None:
    path = settings.QLN_EVENTS_JSONL
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        line = json_line(record, sort_keys=False) + "\n"
        # 0600: events carry evidence and agent names (issue 11); O_APPEND keeps lines whole.
        with _file_lock, os.fdopen(os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600), "a",
                                   encoding="utf-8") as handle:
            handle.write(line)
    except OSError:
        logger.exception("could not append event to %s", path)


def emit(kind: str, /, *, cycle: Any = None, agent: Any = None, **payload: Any) -> Event:
    """Record an event; the JSONL line is written once the transaction commits."""
    event = Event.objects.create(kind=kind, cycle=cycle, agent=agent, payload=payload)
    record = {
        "id": event.pk,
        "event": kind,
        "at": event.created_at.isoformat(),
        "cycle": getattr(cycle, "pk", None),
        "agent": getattr(agent, "name", None),
        **payload,
    }
    transaction.on_commit(lambda: _append_jsonl(record))
    return event
