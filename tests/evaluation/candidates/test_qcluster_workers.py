"""R-E-7 with real `manage.py qcluster` processes on PostgreSQL.

- Two clusters receive the same run id twice: the conditional claim lets exactly one execute it.
- A worker killed mid-run leaves the run `running`; the next cluster's start-up recovery fails it
  honestly, naming the worker and the step it died in.
"""
from __future__ import annotations

import os
import signal
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
from evaluation.candidates.services import candidate_create, evaluation_request
from tests.evaluation.candidates.cluster_env import cluster_env
from tests.evaluation.candidates.conftest import (
    ADVERSARIAL_SUITE,
    CANDIDATE_TEXT,
    OPEN_SPACE_SKILL,
    TARGET,
    import_suite,
)
from tests.factories import CycleFactory, OperatorFactory
from tests.testing.fake_openai import FakeOpenAI, Reply

pytestmark = [pytest.mark.serial, pytest.mark.postgres, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _env(settings: Any, **extra: str) -> dict[str, str]:
    return cluster_env(settings, workers=1, **extra)


@pytest.fixture
def clusters(settings: Any, tmp_path: Path) -> Iterator[Callable[..., subprocess.Popen]]:
    started: list[subprocess.Popen] = []

    def start(**extra: str) -> subprocess.Popen:
        log = open(tmp_path / f"qcluster-{len(started)}.log", "w")
        process = subprocess.Popen([sys.executable, "manage.py", "qcluster"], cwd=django_settings.BASE_DIR,
                                   env=_env(settings, **extra), stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        started.append(process)
        return process

    yield start
    for process in started:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def _wait(predicate: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def _candidate() -> Any:
    cycle = CycleFactory(classification="adaptation", through="S", attest="X", approver=OperatorFactory())  # a candidate needs X (L1)
    return candidate_create(cycle_id=cycle.pk, agent=cycle.agent, target_stratum="adaptive_expression",
                            target_path=TARGET, content=CANDIDATE_TEXT)


def test_two_clusters_execute_one_run_exactly_once(clusters):
    from django_q.models import Task
    from django_q.tasks import async_task

    import_suite(ADVERSARIAL_SUITE, "adversarial")
    run = evaluation_request(candidate=_candidate(), requested_by="test")  # enqueued once on commit
    async_task("evaluation.candidates.tasks.run_evaluation", run.pk, task_name=f"evaluation-{run.pk}-duplicate")
    clusters()
    clusters()

    tasks = Task.objects.filter(func="evaluation.candidates.tasks.run_evaluation")
    _wait(lambda: tasks.count() >= 2, 90, "both task deliveries to finish")
    results = sorted(str(t.result) for t in tasks)
    assert len(results) == 2 and all(t.success for t in tasks), results
    # One delivery executed the run to a verdict (a bare factory cycle has no outputs: REJECT), the other found
    # nothing to claim.
    executed = [r for r in results if r.split(" ", 1)[0] in ("PASS", "HOLD", "REJECT")]
    assert len(executed) == 1, results
    assert sum(r.startswith("not claimed") for r in results) == 1, results
    run.refresh_from_db()
    assert run.status == "finished" and run.verdict == executed[0].split(" ", 1)[0] and run.verdict != "PASS"
    assert Event.objects.filter(kind="evaluation_started", payload__run=run.pk).count() == 1
    assert run.steps.filter(duration_ms__isnull=False).count() == 11


def test_a_run_whose_worker_was_killed_is_recovered_at_start_up(clusters, settings):
    import_suite(OPEN_SPACE_SKILL, "regression")
    with FakeOpenAI(Reply.text("slow answer", delay_s=1.0), models=("slow",)) as slow_model:
        worker = clusters(QLN_MODEL_BASE_URL=slow_model.base_url, QLN_EVAL_CONCURRENCY="2")
        run = evaluation_request(candidate=_candidate(), requested_by="test")
        _wait(lambda: run.steps.filter(key="baseline_replay", status="running").exists(), 60, "the replay step to start")
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(timeout=10)
    run.refresh_from_db()
    assert run.status == "running"  # nothing inferred from a vanished process

    clusters()  # a fresh cluster: each worker runs recovery as it spawns
    _wait(lambda: EvaluationRun.objects.get(pk=run.pk).status == "failed", 60, "start-up recovery")
    run.refresh_from_db()
    assert run.verdict == "" and "recovered at start-up" in run.error and run.worker in run.error
    assert "during step 6 (baseline_replay)" in run.error
    assert run.steps.get(key="baseline_replay").status == "failed"
    assert Event.objects.filter(kind="evaluation_recovered", payload__run=run.pk).exists()
