"""A separate OS process that assesses or ingests for one agent (used by test_register_window_cache.py).

Run as ``python -m tests.register.window_worker`` from the project root, either with the parent's
``DATABASE_URL`` and ``QLN_TEST_DB_NAME`` (PostgreSQL: the test database pytest-django created,
never the real one) or with ``DATABASE_URL=sqlite:///<file>`` (a database file of the test's
own). One JSON command a line on stdin, one JSON answer a line on stdout.
"""
from __future__ import annotations

import json
import os
import sys
import time
from typing import Any


def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
    test_db = os.environ.get("QLN_TEST_DB_NAME")
    if not test_db and not os.environ.get("DATABASE_URL", "").startswith("sqlite:///"):
        sys.exit("QLN_TEST_DB_NAME (PostgreSQL) or a sqlite:/// DATABASE_URL is required")
    from django.conf import settings

    if test_db:
        settings.DATABASES["default"]["NAME"] = test_db
    import django

    django.setup()


def _run(command: dict[str, Any]) -> dict[str, Any]:
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cycles.models import Agent
    from register import window_cache
    from register.services import baseline_calibrate, output_ingest, register_assess
    from tests.register.corpus import GLYPH, corpus, drifting_text, execution_text

    action = command["action"]
    if action == "migrate":
        call_command("migrate", verbosity=0)
        return {"ok": True}
    if action == "agent":  # an agent with 10 execution outputs and a calibrated baseline
        agent = Agent(name=f"window-{os.getpid()}-{time.time_ns()}", model_name="demo-model")
        agent.issue_token()
        agent.save()
        for i in range(10):
            output_ingest(agent=agent, session_id="s1", turn_id=f"t{i}", text=execution_text(i),
                          mode_hint="execution")
        baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model",
                           anchor_glyph=GLYPH)
        return {"ok": True, "agent_id": agent.pk}
    agent = Agent.objects.get(pk=command["agent_id"])
    if action == "listening":  # PostgreSQL: wait until this process's listening connection is up
        return {"ok": window_cache.ready(timeout=10)}
    if action == "assess":
        with CaptureQueriesContext(connection) as queries:
            assessment = register_assess(agent=agent, session_id="s1")
        return {"ok": True, "queries": len(queries),
                "stylistic": assessment.flags["stylistic"] if assessment else None}
    if action == "drift":  # ten drifting outputs: the window turns to a register break
        for i in range(10):
            output_ingest(agent=agent, session_id="s1", turn_id=f"d{i}", text=drifting_text(i),
                          mode_hint="execution")
        return {"ok": True, "at": time.time()}
    return {"ok": False, "detail": f"unknown action {action}"}


def main() -> None:
    _setup()
    from django.db import connection

    connection.ensure_connection()
    print(json.dumps({"ready": True, "vendor": connection.vendor}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        if command["action"] == "quit":
            break
        try:
            answer = _run(command)
        except Exception as error:  # report, don't die: the parent asserts on it
            answer = {"ok": False, "detail": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)
    connection.close()


if __name__ == "__main__":
    main()
