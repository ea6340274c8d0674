"""Clean stops of a worker node with real processes (issue 13 §5, R-E-7), on PostgreSQL.

A SIGTERM to the whole process group — systemd's ``KillMode=control-group``,
``kill -TERM -- -PGID`` — must stop ``manage.py qcluster`` and ``manage.py
run_stack`` within 10 s, every process of the node included, and a claimed
evaluation must be finished or recovered at the next start.
"""
from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings

from cycles.models import Event
from evaluation.candidates.models import EvaluationRun
from evaluation.candidates.recovery import pid_alive
from evaluation.candidates.services import candidate_create, evaluation_request
from tests.evaluation.candidates.cluster_env import cluster_env
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, OPEN_SPACE_SKILL, TARGET, import_suite
from tests.factories import CycleFactory, OperatorFactory
from tests.testing.fake_openai import FakeOpenAI, Reply

pytestmark = [pytest.mark.serial, pytest.mark.postgres, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

STOP_LIMIT_S = 10.0


def _env(settings: Any, **extra: str) -> dict[str, str]:
    return cluster_env(settings, workers=2, **extra)


def descendants(pid: int) -> set[int]:
    """Every live process below ``pid`` (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found: set[int] = set()
    stack = [pid]
    while stack:
        for child in children.get(stack.pop(), []):
            if child not in found:
                found.add(child)
                stack.append(child)
    return {p for p in found if pid_alive(p)}


def _wait(predicate: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., subprocess.Popen]]:
    """Start a manage.py command in its own session; SIGKILL its group and descendants at teardown."""
    started: list[tuple[subprocess.Popen, set[int]]] = []

    def start(args: list[str], env: dict[str, str]) -> subprocess.Popen:
        log = open(tmp_path / f"proc-{len(started)}.log", "w")
        process = subprocess.Popen([sys.executable, "manage.py", *args], cwd=django_settings.BASE_DIR, env=env,
                                   stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        started.append((process, set()))
        return process

    yield start
    for process, _ in started:
        leftovers = descendants(process.pid)
        for pid in leftovers:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)


def _stop_group_and_time(process: subprocess.Popen) -> tuple[float, set[int]]:
    """SIGTERM to the process group; seconds until the leader and every descendant are gone."""
    tree = descendants(process.pid)
    started = time.monotonic()
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=STOP_LIMIT_S + 5)
    except subprocess.TimeoutExpired:
        pass
    while time.monotonic() - started < STOP_LIMIT_S + 5 and any(pid_alive(p) for p in tree):
        time.sleep(0.1)
    return time.monotonic() - started, {p for p in tree if pid_alive(p)}


def _cluster_up(process: subprocess.Popen, workers: int = 2) -> bool:
    assert process.poll() is None, f"exited with {process.returncode}"
    return len(descendants(process.pid)) >= workers + 3  # sentinel, monitor, pusher, workers


def test_an_idle_qcluster_stops_within_10_s_of_a_group_sigterm(spawn, settings):
    cluster = spawn(["qcluster"], _env(settings))
    _wait(lambda: _cluster_up(cluster), 60, "the cluster's processes")
    time.sleep(1.0)  # let the sentinel reach its guard loop (the deadlock needed it waiting there)
    took, alive = _stop_group_and_time(cluster)
    assert cluster.returncode is not None and not alive, (took, alive)
    assert took < STOP_LIMIT_S


def test_a_busy_qcluster_stops_within_10_s_and_its_run_is_recovered_at_the_next_start(spawn, settings):
    import_suite(OPEN_SPACE_SKILL, "regression")
    cycle = CycleFactory(classification="adaptation", through="S", attest="X", approver=OperatorFactory())  # a candidate needs X (L1)
    candidate = candidate_create(cycle_id=cycle.pk, agent=cycle.agent, target_stratum="adaptive_expression",
                                 target_path=TARGET, content=CANDIDATE_TEXT)
    with FakeOpenAI(Reply.text("slow answer", delay_s=1.0), models=("slow",)) as slow_model:
        env = _env(settings, QLN_MODEL_BASE_URL=slow_model.base_url, QLN_EVAL_CONCURRENCY="2")
        cluster = spawn(["qcluster"], env)
        run = evaluation_request(candidate=candidate, requested_by="test")
        _wait(lambda: run.steps.filter(key="baseline_replay", status="running").exists(), 90, "the replay step")
        took, alive = _stop_group_and_time(cluster)
    assert cluster.returncode is not None and not alive, (took, alive)
    assert took < STOP_LIMIT_S
    run.refresh_from_db()
    assert run.status in ("running", "finished"), run.status  # claimed: finished, or left for recovery
    if run.status == "running":
        spawn(["qcluster"], _env(settings))  # the next start recovers it
        _wait(lambda: EvaluationRun.objects.get(pk=run.pk).status != "running", 60, "start-up recovery")
        run.refresh_from_db()
        assert run.status == "failed" and "recovered at start-up" in run.error, (run.status, run.error)
        assert Event.objects.filter(kind="evaluation_recovered", payload__run=run.pk).count() == 1


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _answers(port: int) -> bool:
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        conn.request("GET", "/accounts/login/")
        ok = conn.getresponse().status == 200
        conn.close()
        return ok
    except OSError:
        return False


def test_run_stack_stops_web_and_workers_within_10_s_of_a_group_sigterm(spawn, settings):
    port = _free_port()
    stack = spawn(["run_stack", "--addr", f"127.0.0.1:{port}"], _env(settings))
    _wait(lambda: _answers(port) and len(descendants(stack.pid)) >= 7, 90, "web and cluster")
    time.sleep(1.0)
    took, alive = _stop_group_and_time(stack)
    assert stack.returncode == 0 and not alive, (stack.returncode, took, alive)
    assert took < STOP_LIMIT_S
    assert not _answers(port)
