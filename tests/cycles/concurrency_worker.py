"""A separate OS process that races for a cycle (used by test_concurrency.py).

Run as `python -m tests.cycles.concurrency_worker` from the project root with
the parent's DATABASE_URL and QLN_TEST_DB_NAME (the test database pytest-django
created, never the real one). It reads one JSON command a line on stdin,
prepares everything it needs, sleeps until the shared `go_at` wall-clock time,
calls the real service and answers one JSON line on stdout.
"""
from __future__ import annotations

import json
import os
import sys
import time
from typing import Any


def _setup() -> None:
    test_db = os.environ.get("QLN_TEST_DB_NAME")
    if not test_db:
        sys.exit("QLN_TEST_DB_NAME is required: the worker only ever touches the test database")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
    from django.conf import settings

    settings.DATABASES["default"]["NAME"] = test_db
    import django

    django.setup()


def _wait_until(moment: float) -> None:
    remaining = moment - time.time()
    if remaining > 0.002:
        time.sleep(remaining - 0.002)
    while time.time() < moment:  # spin for the last milliseconds so both start together
        pass


def _run(command: dict[str, Any]) -> dict[str, Any]:
    from django.contrib.auth.models import User
    from django.db import connection

    from cycles import services
    from cycles.choices import Channel
    from cycles.exceptions import CycleError
    from cycles.models import Agent

    connection.ensure_connection()
    if command["action"] == "output":
        agent = Agent.objects.get(pk=command["agent_id"])

        def call() -> dict[str, Any]:
            output = services.output_submit(
                cycle_id=command["cycle_id"], agent=agent, phase=command["phase"], text=command["text"],
                evidence=command.get("evidence") or [],
            )
            return {"output_id": output.pk, "digest": output.digest}

    elif command["action"] == "attest":
        actor = User.objects.get(pk=command["actor_id"])
        actor.has_perm("cycles.attest")  # warm the permission cache before the race
        from tests.testing.signing import sign_act

        signed = sign_act(actor, kind=command["kind"], ref=command["cycle_id"], digest=command["digest"],
                          decision=command["decision"])  # signed before the race, as a browser does before posting

        def call() -> dict[str, Any]:
            attestation = services.attestation_record(
                cycle_id=command["cycle_id"], kind=command["kind"], digest=command["digest"],
                decision=command["decision"], actor=actor, channel=Channel.WEB, signed_act=signed,
            )
            return {"attestation_id": attestation.pk}

    else:
        return {"ok": False, "code": "UNKNOWN_ACTION", "detail": command["action"]}

    _wait_until(command["go_at"])
    started = time.time()
    try:
        result: dict[str, Any] = {"ok": True, **call()}
    except CycleError as error:
        result = {"ok": False, "code": error.code, "detail": error.detail}
    except Exception as error:  # report, don't die: the parent asserts on it
        result = {"ok": False, "code": "EXCEPTION", "detail": f"{type(error).__name__}: {error}"}
    return {**result, "started": started, "finished": time.time(), "pid": os.getpid()}


def main() -> None:
    _setup()
    from django.db import connection

    connection.ensure_connection()
    print(json.dumps({"ready": True, "db": connection.settings_dict["NAME"], "vendor": connection.vendor}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        if command["action"] == "quit":
            break
        print(json.dumps(_run(command)), flush=True)
    connection.close()


if __name__ == "__main__":
    main()
