"""ADVISE reaches the next context call exactly once; the 5QLN frame when a cycle is open (R-V-4, R-R-5)."""
from __future__ import annotations

import threading
from typing import Any

from django.db import OperationalError, connection

from evaluation.verdicts.advise import lint_advise
from evaluation.verdicts.models import AdviseDelivery
from tests.evaluation.verdicts.api.conftest import drifting_window, ingest, post_verdict, stable_window
from tests.factories import open_cycle, post_output


def context(client: Any, session_id: str = "sess-1") -> dict[str, Any]:
    response = client.get("/api/v1/context", {"session_id": session_id})
    assert response.status_code == 200, response.content
    return response.json()


def test_a_drifting_agent_gets_a_nudge_whose_advise_arrives_once(
        agent_client: Any, calibrated_agent: Any, hermes_body: Any) -> None:
    ingest(calibrated_agent, drifting_window(4))
    body = post_verdict(agent_client, hermes_body("terminal", {"command": "ls -la"})).json()
    assert (body["verdict"], body["block"]) == ("NUDGE", False)
    assert body["tiers"]["tier1_5"]["flags"]["stylistic"] == "mismatch"
    assert body["register_signal"]["flags"]["stylistic"] == "mismatch"
    assert set(body["register_signal"]) == {"current_mode", "baseline_mode", "mismatch_score", "flags", "snapshot"}
    assert lint_advise(body["advise"], verdict="NUDGE").ok, body["advise"]
    assert body["hermes"] == {"action": None, "message": body["advise"]}

    first = context(agent_client)
    assert first["advise"] == [body["advise"]]
    assert first["context"] == f"[Daimon advise] {body['advise']}"
    second = context(agent_client)
    assert (second["advise"], second["context"]) == ([], "")


def test_a_stable_agent_gets_no_advise(agent_client: Any, calibrated_agent: Any, hermes_body: Any) -> None:
    ingest(calibrated_agent, stable_window())
    body = post_verdict(agent_client, hermes_body()).json()
    assert (body["verdict"], body["advise"]) == ("SILENT", None)
    assert "register_signal" not in body
    assert context(agent_client)["context"] == ""


def test_the_same_advise_is_queued_once_per_delivery(agent_client: Any, calibrated_agent: Any, hermes_body: Any) -> None:
    ingest(calibrated_agent, drifting_window(4))
    for call in range(3):
        post_verdict(agent_client, hermes_body(tool_call_id=f"c{call}"))
    assert len(context(agent_client)["advise"]) == 1


def test_a_block_queues_its_advise_for_that_session_only(agent_client: Any, hermes_body: Any) -> None:
    post_verdict(agent_client, hermes_body("terminal", {"command": "rm -rf /"}, session_id="a"))
    assert context(agent_client, "b")["advise"] == []
    assert context(agent_client, "a")["context"].startswith("[Daimon advise] Hard rule")


def test_racing_context_calls_deliver_each_advise_once(transactional_db: Any, agent_client: Any) -> None:
    agent = agent_client.agent
    for index in range(20):
        AdviseDelivery.objects.create(agent=agent, session_id="s", text=f"Advise {index} on `terminal`.")
    delivered: list[list[AdviseDelivery]] = []
    locked: list[str] = []
    barrier = threading.Barrier(4)
    in_memory_sqlite = connection.vendor == "sqlite"

    def claim() -> None:
        barrier.wait()
        try:
            delivered.append(AdviseDelivery.objects.claim(agent=agent, session_id="s"))
        except OperationalError as exc:
            # The SQLite test database is in memory with a shared cache: a racing writer gets
            # "table is locked" at once instead of waiting (the file database waits, busy_timeout).
            if not (in_memory_sqlite and "is locked" in str(exc)):
                raise
            locked.append(str(exc))
        finally:
            connection.close()

    threads = [threading.Thread(target=claim) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    texts = [row.text for rows in delivered for row in rows]
    assert sorted(texts) == sorted(f"Advise {i} on `terminal`." for i in range(20))
    assert len(delivered) + len(locked) == 4 and delivered


def test_the_active_context_frame_appears_with_an_open_cycle(agent_client: Any) -> None:
    assert context(agent_client)["cycle"] is None
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    answer = context(agent_client)
    frame = answer["cycle"]
    assert frame["cycle_id"] == cycle_id and frame["current_phase"] == "S"
    assert frame["pending_gate"] == "S→G" and frame["attestation_required"] == "X"
    assert [o["phase"] for o in frame["prior_outputs"]] == ["S"]
    assert set(frame) == {"cycle_id", "runtime_version", "current_phase", "prior_outputs", "pending_gate",
                          "attestation_required", "candidate_scope", "protected_targets", "carry"}
    text = answer["context"]
    assert text.startswith("5QLN ACTIVE CONTEXT\n") and f"cycle_id: {cycle_id}" in text
    assert "attestation_required: X" in text and "candidate_scope:" in text
    assert "[Daimon advise]" not in text


def test_advise_comes_before_the_frame(agent_client: Any, hermes_body: Any) -> None:
    open_cycle(agent_client)
    post_verdict(agent_client, hermes_body("terminal", {"command": "rm -rf /"}))
    lines = context(agent_client)["context"].split("\n")
    assert lines[0].startswith("[Daimon advise] ") and "5QLN ACTIVE CONTEXT" in lines
