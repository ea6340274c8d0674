"""Several nodes with real processes (issue 13 §6): HAProxy, two gunicorn nodes, two qcluster nodes, Redis, PostgreSQL.

50 verdict clients (threads, one keep-alive connection each, as the Hermes plugin
keeps) post through HAProxy for LOAD_S seconds. During the load:

* an evaluation is requested through the front; the worker node that claimed it is
  SIGKILLed mid-evaluation; ``recover_evaluations --requeue`` (the worker unit's
  ExecStartPre, docs/deployment.md) fails the cut run honestly and queues a fresh
  one, which the surviving node runs — exactly once;
* ``manage.py promote`` (the promoter's own command, a separate process) promotes a
  version while two pollers ask each web node directly for ``GET /api/v1/active``:
  both must answer the new version within 1 s;
* one web node is SIGKILLed (master and workers): HAProxy sends its requests to the
  other; a client sees at most a closed connection, which it retries.

Then: every 200 answer has its verdict event (matched by its unique tool_call_id)
within ROWS_WITHIN_S of the load's end (the journal's rows are inserted after their answers),
no 5xx, no other error status. The counts are printed for the closing note.
Runs on PostgreSQL with ``redis-server`` and ``haproxy`` installed; skipped
otherwise unless ``QLN_REQUIRE_FLEET=1`` (``.ci/run``'s PostgreSQL leg).
"""
from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.db import connection

from cycles.models import Event, LedgerEntry
from evaluation.candidates.models import EvaluationRun
from evaluation.verdicts.models import VerdictEvent
from tests.evaluation.candidates.cluster_env import cluster_env
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, OPEN_SPACE_SKILL, TARGET, import_suite
from tests.evaluation.candidates.test_worker_stop import descendants
from tests.factories import AgentFactory, CycleFactory
from tests.fleet.haproxy_conf import haproxy_config
from tests.promotion.helpers import make_operator, make_promotable
from tests.testing.fake_openai import FakeOpenAI, Reply

pytestmark = [pytest.mark.serial, pytest.mark.fleet, pytest.mark.postgres, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

CLIENTS = 50
LOAD_S = 10.0
ACTIVE_WITHIN_S = 1.0
ROWS_WITHIN_S = 5.0  # two journal sweeps (2 s each) and then some, on a loaded CI machine


@pytest.fixture(autouse=True)
def _require_fleet() -> None:
    missing = [name for name in ("redis-server", "haproxy") if shutil.which(name) is None]
    if connection.vendor != "postgresql":
        missing.append("PostgreSQL (DATABASE_URL=postgres://…)")
    if missing:
        if os.environ.get("QLN_REQUIRE_FLEET") == "1":
            pytest.fail(f"QLN_REQUIRE_FLEET=1 but missing: {', '.join(missing)}")
        pytest.skip(f"needs {', '.join(missing)}")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait(predicate: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


def _get(port: int, path: str, token: str = "", timeout: float = 5) -> tuple[int, dict[str, Any]]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path, headers={"Authorization": f"Bearer {token}"} if token else {})
        response = conn.getresponse()
        body = response.read()
        return response.status, json.loads(body) if body.startswith(b"{") else {}
    finally:
        conn.close()


def _answers(port: int) -> bool:
    try:
        return _get(port, "/accounts/login/")[0] == 200
    except OSError:
        return False


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., subprocess.Popen]]:
    """Start a process in its own session; SIGKILL what is left of each at teardown."""
    started: list[subprocess.Popen] = []

    def start(name: str, command: list[str], env: dict[str, str]) -> subprocess.Popen:
        log = open(tmp_path / f"{name}.log", "w")
        process = subprocess.Popen(command, cwd=django_settings.BASE_DIR, env=env, stdout=log,
                                   stderr=subprocess.STDOUT, start_new_session=True)
        started.append(process)
        return process

    yield start
    for process in started:
        for pid in descendants(process.pid) | ({process.pid} if process.poll() is None else set()):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        process.wait(timeout=10)


@pytest.fixture
def redis_url(spawn: Callable[..., subprocess.Popen], tmp_path: Path) -> str:
    port = _free_port()
    server = spawn("redis", ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(tmp_path)], dict(os.environ))
    import redis

    url = f"redis://127.0.0.1:{port}/0"

    def up() -> bool:
        assert server.poll() is None, "redis-server exited"
        try:
            return bool(redis.from_url(url).ping())
        except redis.ConnectionError:
            return False

    _wait(up, 20, "redis-server")
    return url


class Load:
    """CLIENTS threads posting verdicts through the front, each over one keep-alive connection."""

    def __init__(self, port: int, token: str) -> None:
        self.port, self.token = port, token
        self.answered: list[str] = []
        self.statuses: dict[int, int] = {}
        self.retries = 0
        self.first_error = ""
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.threads = [threading.Thread(target=self._client, args=(n,), daemon=True) for n in range(CLIENTS)]

    def _client(self, number: int) -> None:
        headers = {"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"}
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        sent = 0
        while not self.stop.is_set():
            marker = f"fleet-{number}-{sent}"
            body = json.dumps({"session_id": f"fleet-{number}", "turn_id": str(sent), "tool_call_id": marker,
                               "tool_name": "read_file", "args": {"path": f"notes/{number}/{sent}.md"}})
            try:
                conn.request("POST", "/api/v1/verdicts", body, headers)
                response = conn.getresponse()
                body_read = response.read()
            except (OSError, http.client.HTTPException):
                conn.close()  # a connection cut by a killed node: reconnect and send the same call again
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                with self.lock:
                    self.retries += 1
                time.sleep(0.05)
                continue
            with self.lock:
                self.statuses[response.status] = self.statuses.get(response.status, 0) + 1
                if response.status != 200 and not self.first_error:
                    self.first_error = f"{response.status} {body_read[:300]!r}"
                if response.status == 200:
                    self.answered.append(marker)
            sent += 1
        conn.close()

    def __enter__(self) -> Load:
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(timeout=40)

    def count(self) -> int:
        with self.lock:
            return len(self.answered)


def _unstored(agent: Any, answered: list[str]) -> tuple[set[str], set[str]]:
    """The answered tool_call_ids without an event row, and the stored ones."""
    stored = set(VerdictEvent.objects.filter(agent=agent).values_list("tool_call_id", flat=True))
    return set(answered) - stored, stored


def _poll_active(port: int, token: str, seen: list[tuple[float, str | None]], stop: threading.Event) -> None:
    """(time the request was sent, the version answered) until stopped; a slow answer is load, not staleness."""
    while not stop.is_set():
        sent = time.time()
        try:
            status, body = _get(port, "/api/v1/active", token, timeout=5)
            seen.append((sent, body.get("version") if status == 200 else f"status {status}"))
        except OSError as exc:
            seen.append((sent, f"error {exc}"))
        time.sleep(0.02)


def _node_of(worker: str, clusters: list[subprocess.Popen]) -> int:
    pid = int(worker.rpartition(":")[2])
    owners = [i for i, cluster in enumerate(clusters) if pid in descendants(cluster.pid)]
    assert len(owners) == 1, (worker, owners)
    return owners[0]


def test_two_web_nodes_and_two_workers_behind_haproxy(settings, tmp_path, spawn, redis_url):
    # --- what the nodes will serve and run
    from django_q.models import Schedule

    Schedule.objects.all().delete()  # no scheduled job may recover or enqueue behind the test's back
    load_agent = AgentFactory(name="fleet-load")
    promoted_agent = AgentFactory(name="fleet-promo")
    approver = make_operator("fleet-approver")
    import_suite(OPEN_SPACE_SKILL, "regression")
    # its candidate changes a skill (issue 10); X attested first: a candidate before X is L1 (issue 25)
    cycle = CycleFactory(classification="adaptation", through="S", approver=approver)
    from evaluation.candidates.services import candidate_create

    candidate = candidate_create(cycle_id=cycle.pk, agent=cycle.agent, target_stratum="adaptive_expression",
                                 target_path=TARGET, content=CANDIDATE_TEXT)
    # After it: the factory picks the next free id itself (its workspace is named after it).
    promotable = make_promotable(CycleFactory(agent=promoted_agent, through="Q", approver=approver), approver, content="# fleet\nv2\n")

    with FakeOpenAI(Reply.text("a considered answer", delay_s=0.3), models=("fleet-model",)) as model:
        common = dict(QLN_REDIS_URL=redis_url, QLN_JUDGE_BASE_URL="", QLN_LOG_LEVEL="WARNING",
                      QLN_DB_CONN_MAX_AGE="60", QLN_MODEL_BASE_URL=model.base_url, QLN_MODEL_NAME="fleet-model",
                      QLN_EVAL_CONCURRENCY="2", QLN_ALLOW_ANY_PROMOTER_USER="true")
        env = cluster_env(settings, workers=1, **common)
        # --- the fleet: two web nodes, two worker nodes, the front
        web_ports = [_free_port(), _free_port()]
        webs = [spawn(f"web{i}", [sys.executable, "-m", "gunicorn", "qlnweb.wsgi:application", "--bind",
                                  f"127.0.0.1:{port}", "--workers", "2", "--worker-class", "gthread", "--threads",
                                  "4", "--graceful-timeout", "5"], env) for i, port in enumerate(web_ports)]
        clusters = [spawn(f"worker{i}", [sys.executable, "manage.py", "qcluster"], env) for i in range(2)]
        front = _free_port()
        (tmp_path / "haproxy.cfg").write_text(haproxy_config(front, web_ports))
        proxy = spawn("haproxy", ["haproxy", "-db", "-f", str(tmp_path / "haproxy.cfg")], env)
        _wait(lambda: all(_answers(p) for p in web_ports) and _answers(front), 90, "web nodes and HAProxy")
        _wait(lambda: all(len(descendants(c.pid)) >= 4 for c in clusters), 90, "worker nodes")
        assert all(p.poll() is None for p in [*webs, *clusters, proxy])
        time.sleep(1.2)  # HAProxy's health checks have seen both nodes up (rise 2 × 500 ms)

        # --- an evaluation through the front; its worker node dies mid-run; the surviving node runs it again
        headers = {"Authorization": f"Bearer {cycle.agent.plain_token}"}
        conn = http.client.HTTPConnection("127.0.0.1", front, timeout=30)
        conn.request("POST", f"/api/v1/candidates/{candidate.pk}/evaluations", b"", headers)
        queued = conn.getresponse()
        cut_id = json.loads(queued.read())["id"]
        conn.close()
        assert queued.status == 202
        cut = EvaluationRun.objects.get(pk=cut_id)
        _wait(lambda: cut.steps.filter(key="baseline_replay", status="running").exists(), 40, "the replay step")
        cut.refresh_from_db()
        victim = _node_of(cut.worker, clusters)
        os.killpg(clusters[victim].pid, signal.SIGKILL)
        clusters[victim].wait(timeout=10)
        recovered = subprocess.run([sys.executable, "manage.py", "recover_evaluations", "--requeue"],
                                   cwd=django_settings.BASE_DIR, env=env, capture_output=True, text=True,
                                   timeout=60)
        assert recovered.returncode == 0 and "1 stale evaluation run(s) recovered" in recovered.stdout, (
            recovered.stdout, recovered.stderr)

        started = time.monotonic()
        with Load(front, load_agent.plain_token) as load:
            time.sleep(1.0)
            # --- a promotion while both web nodes are polled directly
            seen: list[list[tuple[float, str | None]]] = [[], []]
            stop_polls = threading.Event()
            pollers = [threading.Thread(target=_poll_active, args=(port, promoted_agent.plain_token, seen[i],
                                                                    stop_polls), daemon=True)
                       for i, port in enumerate(web_ports)]
            for poller in pollers:
                poller.start()
            promote = subprocess.run([sys.executable, "manage.py", "promote", "--yes", str(promotable.candidate.pk),
                                      "--evaluation", promotable.run.result_digest], cwd=django_settings.BASE_DIR,
                                     env=env, capture_output=True, text=True, timeout=120)
            returned_at = time.time()
            assert promote.returncode == 0, promote.stderr
            time.sleep(ACTIVE_WITHIN_S + 0.2)
            stop_polls.set()
            for poller in pollers:
                poller.join(timeout=10)

            # --- one web node dies under load
            before_kill = load.count()
            os.killpg(webs[0].pid, signal.SIGKILL)
            webs[0].wait(timeout=10)
            remaining = LOAD_S - (time.monotonic() - started)
            time.sleep(max(remaining, 2.0))
            load_s = time.monotonic() - started
        load_stopped = time.monotonic()
        # --- the recovered evaluation finishes on the surviving worker node
        requeued = EvaluationRun.objects.exclude(pk=cut_id).get(candidate=candidate)
        _wait(lambda: EvaluationRun.objects.get(pk=requeued.pk).status in ("finished", "failed"), 90,
              "the requeued evaluation")
        requeued.refresh_from_db()
        cut.refresh_from_db()

    # Verdicts: every 200 has its event; no 5xx, no other status; the kill cost only retries. A row is journaled
    # before its answer and inserted by its process's flusher a few milliseconds later, a killed node's rows when a
    # surviving process sweeps its journal (every 2 s; docs/durability.md): the last answers of the load may still be
    # on their way when it stops, so the rows are awaited, for at most ROWS_WITHIN_S after the load stopped.
    missing, stored = _unstored(load_agent, load.answered)
    first_check = (len(missing), time.monotonic() - load_stopped)
    while missing and time.monotonic() < load_stopped + ROWS_WITHIN_S:
        time.sleep(0.05)
        missing, stored = _unstored(load_agent, load.answered)
    rows_after_s = time.monotonic() - load_stopped
    fivexx = sum(n for status, n in load.statuses.items() if status >= 500)
    requests = sum(load.statuses.values())
    # Promotion: each node's first answer with the new version, after the promoter's commit point (the ledger
    # entry, stamped by this host's clock before its transaction commits) and before `promote` returned.
    version = promote.stdout.split("activated version ")[1].split()[0]
    committed_at = LedgerEntry.objects.get(kind="promotion", payload__agent=promoted_agent.name,
                                           payload__active_after=version).created_at.timestamp()
    first_new = [next((t for t, v in node if v == version), None) for node in seen]
    lags = [None if t is None else round(t - committed_at, 3) for t in first_new]
    after = [[v for t, v in node if t >= (first_new[i] or 0)] for i, node in enumerate(seen)]
    late = [[v for t, v in node if t >= committed_at + ACTIVE_WITHIN_S] for node in seen]
    proxy_log = (tmp_path / "haproxy.log").read_text(errors="replace").splitlines()
    proxy_abnormal = [line.split() for line in proxy_log if "/api/v1/verdicts" in line]  # dontlog-normal
    # httplog fields: … termination_state actconn/feconn/beconn/srv_conn/retries …; "+N": redispatched to another node
    proxy_redispatched = sum(1 for fields in proxy_abnormal if len(fields) > 10 and "/+" in fields[10])
    runs = list(EvaluationRun.objects.filter(candidate=candidate).order_by("pk").values_list("status", flat=True))
    started_events = Event.objects.filter(kind="evaluation_started", payload__run=requeued.pk).count()
    finished_events = Event.objects.filter(kind="evaluation_finished", payload__run__in=[cut_id, requeued.pk]).count()
    print(f"\nfleet: {requests} verdict requests in {load_s:.1f} s by {CLIENTS} keep-alive clients through HAProxy to "
          f"2 web nodes ({before_kill} answered before web node 1 was SIGKILLed); statuses {load.statuses}; "
          f"{len(load.answered)} answered 200, {len(stored)} event rows ({first_check[0]} not yet stored {first_check[1]:.2f} s after "
          f"the load stopped, {len(missing)} {rows_after_s:.2f} s after it), {fivexx} 5xx, "
          f"{load.retries} client retries (connection errors), HAProxy logged {len(proxy_abnormal)} verdict requests as "
          f"abnormal, {proxy_redispatched} of them redispatched to the other node{'; first error ' + load.first_error if load.first_error else ''}"
          f"; promotion: the first poll answering the new version was sent {lags} s (node 1, node 2) after the "
          f"ledger commit, `promote` returned {returned_at - committed_at:.2f} s after it; evaluation runs {runs}: "
          f"worker node {victim + 1} SIGKILLed mid-run, the requeued run claimed {started_events}x and finished "
          f"{finished_events}x, by worker node {2 - victim}")

    assert requests > CLIENTS and before_kill > 0 and len(load.answered) > before_kill
    assert not missing, f"{len(missing)} answered verdicts have no event row {ROWS_WITHIN_S} s after the load: {sorted(missing)[:5]}"
    assert set(load.statuses) == {200}, load.statuses  # no 5xx nor any other error answer
    assert all(t is not None for t in first_new), seen
    assert all(lag <= ACTIVE_WITHIN_S for lag in lags), lags  # asked within 1 s of the commit, both said so
    assert all(values and set(values) == {version} for values in late), late  # every later question too
    assert all(set(values) == {version} for values in after), after  # and never the old answer again
    assert "recovered at start-up" in cut.error and cut.status == "failed", (cut.status, cut.error)
    assert requeued.status == "finished" and requeued.verdict, (requeued.status, requeued.error)
    assert _node_of_finished(requeued.worker, clusters, victim)
    assert started_events == 1 and finished_events == 1
    assert Event.objects.filter(kind="evaluation_recovered", payload__run=cut_id).count() == 1


def _node_of_finished(worker: str, clusters: list[subprocess.Popen], victim: int) -> bool:
    """The finished run's worker process belongs to the surviving node."""
    survivor = clusters[1 - victim]
    return int(worker.rpartition(":")[2]) in descendants(survivor.pid)
