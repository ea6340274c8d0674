"""R-C-2, R-C-4 under real concurrency: two OS processes race for one cycle on PostgreSQL.

Each worker (tests/cycles/concurrency_worker.py) holds its own database
connection; both are released at the same wall-clock instant. The row lock
taken by the services must let exactly one through and give the other a
clear refusal, and the database must end consistent.
"""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.db import connection

from cycles.choices import OutputStatus
from cycles.demo import PHASE_TEXTS
from cycles.ledger import verify_ledger
from cycles.models import Attestation, Cycle, LedgerEntry, PhaseOutput
from tests.factories import AgentFactory, CycleFactory, OperatorFactory

# PostgreSQL only: tests/conftest.py skips the `postgres` marker elsewhere, or fails it under QLN_REQUIRE_POSTGRES=1.
pytestmark = [pytest.mark.serial,
    pytest.mark.postgres,
    pytest.mark.slow,
    # The workers only see committed rows, hence a transactional test.
    pytest.mark.django_db(transaction=True),
]
ROUNDS = 5
REPLY_TIMEOUT_S = 60


class Worker:
    """One racing process, spoken to in JSON lines."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.cycles.concurrency_worker"],
            cwd=django_settings.BASE_DIR, env=env, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        self.replies: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.replies.put(line)

    def send(self, command: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()

    def reply(self) -> dict[str, Any]:
        try:
            return json.loads(self.replies.get(timeout=REPLY_TIMEOUT_S))
        except queue.Empty:
            self.process.kill()
            stderr = self.process.stderr.read() if self.process.stderr else ""
            raise AssertionError(f"worker {self.process.pid} did not answer: {stderr[-2000:]}") from None

    def stop(self) -> None:
        if self.process.poll() is None:
            try:
                self.send({"action": "quit"})
                self.process.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait(timeout=10)


@pytest.fixture
def workers(tmp_path: Path) -> Iterator[tuple[Worker, Worker]]:
    env = {
        **os.environ,
        "QLN_TEST_DB_NAME": connection.settings_dict["NAME"],
        "QLN_HOME": str(tmp_path / "worker-home"),
        "QLN_SECRET_KEY": "concurrency-test-only",
        "PYTHONUNBUFFERED": "1",
    }
    pair = (Worker(env), Worker(env))
    try:
        for worker in pair:
            hello = worker.reply()
            assert hello == {"ready": True, "db": connection.settings_dict["NAME"], "vendor": "postgresql"}, hello
        yield pair
    finally:
        for worker in pair:
            worker.stop()


def race(pair: tuple[Worker, Worker], commands: tuple[dict[str, Any], dict[str, Any]]) -> list[dict[str, Any]]:
    """Release both commands at the same instant; return both answers."""
    go_at = time.time() + 0.3
    for worker, command in zip(pair, commands):
        worker.send({**command, "go_at": go_at})
    return [worker.reply() for worker in pair]


def winner_and_loser(results: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]]:
    assert sorted(r["ok"] for r in results) == [False, True], results
    winner = next(r for r in results if r["ok"])
    loser = next(r for r in results if not r["ok"])
    return winner, loser


def overlapped(results: list[dict[str, Any]]) -> bool:
    """Both calls were in flight at once: the second really waited on the first."""
    first, second = sorted(results, key=lambda r: r["started"])
    return second["started"] < first["finished"]


def test_two_processes_posting_g_at_once_get_one_success_and_one_conflict(workers):
    agent = AgentFactory()
    operator = OperatorFactory(username="race-g-operator")
    overlaps = 0
    for round_no in range(ROUNDS):
        cycle = CycleFactory(agent=agent, title=f"race G {round_no}", through="S", approver=operator)
        assert Cycle.objects.get(pk=cycle.pk).current_phase == "G"
        texts = [f"Worker {n} draft of round {round_no}.\n" + PHASE_TEXTS["G"] for n in (1, 2)]
        results = race(workers, tuple(
            {"action": "output", "cycle_id": cycle.pk, "agent_id": agent.pk, "phase": "G", "text": text} for text in texts
        ))

        winner, loser = winner_and_loser(results)
        assert loser["code"] == "PHASE_ALREADY_PASSED", loser
        overlaps += overlapped(results)
        g_outputs = PhaseOutput.objects.filter(cycle=cycle, phase="G")
        assert g_outputs.count() == 1, "the refused process left an output behind"
        g_output = g_outputs.get()
        assert (g_output.pk, g_output.digest, g_output.status) == (winner["output_id"], winner["digest"], OutputStatus.VALID)
        assert g_output.revision == 1
        cycle.refresh_from_db()
        assert cycle.current_phase == "Q"
        assert PhaseOutput.objects.filter(cycle=cycle, status=OutputStatus.VALID).count() == 2  # S and G
    print(f"\nG race: {overlaps}/{ROUNDS} rounds had both calls in flight at once")
    assert overlaps >= 1, "the two processes never overlapped; the race was not exercised"


def test_two_operators_approving_the_same_x_at_once_record_one_attestation(workers):
    agent = AgentFactory()
    operators = (OperatorFactory(username="race-x-one"), OperatorFactory(username="race-x-two"))
    overlaps = 0
    for round_no in range(ROUNDS):
        cycle = CycleFactory(agent=agent, title=f"race X {round_no}", through="S", attest="")
        digest = cycle.current_outputs()["S"].digest
        results = race(workers, tuple(
            {"action": "attest", "cycle_id": cycle.pk, "actor_id": op.pk, "kind": "X", "digest": digest, "decision": "approve"}
            for op in operators
        ))

        winner, loser = winner_and_loser(results)
        assert loser["code"] in {"NOT_AT_GATE", "ALREADY_ATTESTED"}, loser
        overlaps += overlapped(results)
        attestation = Attestation.objects.get(cycle=cycle)
        assert attestation.pk == winner["attestation_id"]
        assert (attestation.kind, attestation.subject_digest, attestation.decision) == ("X", digest, "approve")
        assert LedgerEntry.objects.filter(kind="attestation", subject=f"cycle:{cycle.pk}").count() == 1
        cycle.refresh_from_db()
        assert cycle.current_phase == "G"
    print(f"\nX race: {overlaps}/{ROUNDS} rounds had both calls in flight at once")
    assert overlaps >= 1, "the two processes never overlapped; the race was not exercised"
    verdict = verify_ledger()
    assert verdict.ok, verdict.message


def test_two_operators_rejecting_the_same_x_at_once_record_one_decision(workers):
    agent = AgentFactory()
    operators = (OperatorFactory(username="race-r-one"), OperatorFactory(username="race-r-two"))
    for round_no in range(ROUNDS):
        cycle = CycleFactory(agent=agent, title=f"race reject {round_no}", through="S", attest="")
        digest = cycle.current_outputs()["S"].digest
        results = race(workers, tuple(
            {"action": "attest", "cycle_id": cycle.pk, "actor_id": op.pk, "kind": "X", "digest": digest, "decision": "reject"}
            for op in operators
        ))

        winner, loser = winner_and_loser(results)
        assert loser["code"] == "ALREADY_ATTESTED", loser
        assert Attestation.objects.filter(cycle=cycle).count() == 1
        cycle.refresh_from_db()
        assert cycle.current_phase == "S"
    verdict = verify_ledger()
    assert verdict.ok, verdict.message
