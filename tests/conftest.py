"""Shared fixtures: an agent with a token, an operator, API clients, a walked cycle, QLN_HOME in tmp.

Also the suite-wide test settings: deterministic hypothesis and a fast password hasher.
"""
from __future__ import annotations

import os
import time
from datetime import timedelta

import pytest
from django.test.utils import override_settings
from hypothesis import settings as hypothesis_settings
from rest_framework.test import APIClient

from tests.factories import AgentFactory, CycleFactory, OperatorFactory

# Hypothesis is derandomized everywhere (CI and local runs alike): a property test fails for
# every run of a commit or for none, so CI cannot go red at random. `print_blob` prints the
# reproduction blob of a failure. `explore` draws fresh random examples to hunt for new bugs:
# HYPOTHESIS_PROFILE=explore, `--hypothesis-profile=explore`, or implied by `--hypothesis-seed=N`.
hypothesis_settings.register_profile(
    "deterministic", derandomize=True, deadline=timedelta(seconds=5), print_blob=True, database=None
)
hypothesis_settings.register_profile(
    "explore", derandomize=False, deadline=timedelta(seconds=5), print_blob=True, database=None
)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "deterministic"))


def _shared_cache_readers_never_lock(sender, connection, **kwargs) -> None:
    """On the in-memory, shared-cache SQLite test database, a reader waits for no writer's table lock.

    Shared-cache SQLite answers a read of a table another connection is writing with SQLITE_LOCKED at
    once, with no busy timeout: a live-server page polling progress while the test thread finishes a run
    failed with "database table is locked: evaluation_evaluationrun" (issue 28; seen in CI and in a full
    local run). `read_uncommitted` lets such readers see the writer's rows instead. Only the test
    database is in shared-cache memory; the file databases of `make run` and CI's processes use WAL,
    whose readers never wait.
    """
    if connection.vendor == "sqlite" and connection.is_in_memory_db():
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA read_uncommitted = 1")


def pytest_configure(config: pytest.Config) -> None:
    from django.db.backends.signals import connection_created

    connection_created.connect(_shared_cache_readers_never_lock, dispatch_uid="qln-shared-cache-readers")
    # A derandomized run ignores --hypothesis-seed; asking for a seed means asking to explore.
    if config.getoption("--hypothesis-seed", None) is not None and not config.getoption("--hypothesis-profile", None):
        hypothesis_settings.load_profile("explore")


@pytest.fixture(autouse=True, scope="session")
def _fast_password_hasher():
    """MD5 instead of PBKDF2 (~0.26 s per hash) for every password the suite sets (as healthchecks does).

    The default hashers stay listed after it, so a hash made elsewhere still verifies.
    """
    from django.conf import settings

    hashers = ["django.contrib.auth.hashers.MD5PasswordHasher", *settings.PASSWORD_HASHERS]
    with override_settings(PASSWORD_HASHERS=hashers):
        yield


@pytest.fixture(autouse=True, scope="session")
def _static_files_found_on_request():
    """WhiteNoise looks a static file up when it is asked for, instead of indexing every file when a
    middleware chain is built — which each test client does (≈ 6 ms per client, measured).

    The served files and headers are the same (tests/qlnweb/test_static_files.py); processes the
    tests start (``run_stack``, gunicorn) keep the production setting and index once at start.
    """
    with override_settings(WHITENOISE_AUTOREFRESH=True):
        yield


# Evaluations in tests use the direct runner unless a test picks one (issue 26: the default is "auto",
# the Hermes sandbox wherever hermes is installed); child processes inherit it through the environment.
# The pilot (tests/hermes/test_pilot_cycle.py) starts its stack without QLN_ variables: it runs the default.
os.environ.setdefault("QLN_EVAL_RUNNER", "direct")


@pytest.fixture(autouse=True)
def _isolated_qln_home(settings, tmp_path):
    settings.QLN_EVAL_RUNNER = os.environ["QLN_EVAL_RUNNER"]
    settings.QLN_HOME = tmp_path / "qln"
    settings.QLN_HOME.mkdir()
    settings.QLN_EVENTS_JSONL = settings.QLN_HOME / "events.jsonl"
    settings.QLN_ACTIVE_STORE = settings.QLN_HOME / "active"
    settings.QLN_VERDICT_JOURNAL_DIR = settings.QLN_HOME / "verdict-journal"


@pytest.fixture(autouse=True)
def _fresh_process_caches():
    """Each test starts with empty per-process caches (token, rule set, session, register window and assessment).

    They fill only outside transactions, i.e. in transactional and live-server tests, where the
    next test may reuse the same row ids. The verdict journal (evaluation/verdicts/journal.py) is
    likewise used only outside transactions; it is flushed and closed after each test's call
    (:func:`pytest_runtest_call`), before the database is emptied.
    """
    from cycles.api.auth import clear_token_cache
    from evaluation.verdicts.caches import clear_caches
    from register.window_cache import clear_windows
    from register.window_query import clear_assessments

    for clear in (clear_token_cache, clear_caches, clear_assessments, clear_windows):
        clear()
    yield


@pytest.fixture(autouse=True, scope="session")
def _register_listener_stopped(django_db_setup, django_db_blocker):
    """On PostgreSQL the register window cache's listening connection (register/window_cache.py) is
    closed before the test database is dropped, which an open session would prevent.

    The sessions of child processes a test ran (``manage.py promote`` as another OS user …) are
    waited for too: a child that has exited may still have its server process ending, and
    ``DROP DATABASE`` then fails with "being accessed by other users" (seen twice after
    ``tests/promotion/test_os_user_boundary.py``). Bounded at 10 s.
    """
    yield
    from django.db import DatabaseError, connection

    from register.window_cache import stop

    stop()
    if connection.vendor == "postgresql":
        with django_db_blocker.unblock():
            try:
                deadline = time.monotonic() + 10
                while _other_sessions(connection) and time.monotonic() < deadline:
                    time.sleep(0.05)
            except DatabaseError:
                pass  # Django's own teardown then reports whatever still holds the database
            finally:
                connection.close()


def _other_sessions(connection) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                       "AND pid <> pg_backend_pid()")
        return int(cursor.fetchone()[0])


@pytest.fixture
def agent(db):
    return AgentFactory()


@pytest.fixture
def agent_client(agent):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {agent.plain_token}")
    client.agent = agent
    return client


@pytest.fixture
def operator(db):
    return OperatorFactory()


@pytest.fixture
def operator_client(client, operator):
    client.force_login(operator)
    return client


@pytest.fixture
def cycle_walk(agent_client, operator):
    """The one S → X → G → Q → Z walk: ``cycle_walk(through)`` opens a cycle of ``agent_client``'s agent and
    submits its outputs up to ``through`` with :class:`~tests.factories.CycleFactory` (the real services and
    gates, the demo texts), ``operator`` approving X after S and Z after Q; the cycle's id.

    ``cycle_walk("Q")`` waits at P, ``cycle_walk("P")`` at V, ``cycle_walk()`` is a completed reflection.
    Other CycleFactory arguments pass through (``classification="adaptation"``, ``attest="X"``, ``texts=…``).
    """
    def walk(through: str = "V", **kwargs: object) -> int:
        return CycleFactory(agent=agent_client.agent, through=through, approver=operator, route="agent-api",
                            **kwargs).pk

    return walk


def _required(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


# How a test reaches a database: pytest-django refuses every query of a test that has neither the ``django_db`` marker
# nor one of these fixtures (directly or through another fixture).
DATABASE_FIXTURES = frozenset({"db", "transactional_db", "live_server", "admin_client", "admin_user",
                               "django_db_reset_sequences", "django_db_serialized_rollback"})
# Where the tests that reach none are pure functions of their inputs: Tier 1 judges a command against files in a
# temporary directory and starts no process (the other packages' tests start servers, workers and Hermes sessions
# that read DATABASE_URL themselves, so they run on both databases whatever their fixtures say).
DATABASE_FREE_PACKAGES = ("tests/evaluation/verdicts/tier1/",)


def reaches_database(item: pytest.Item) -> bool:
    fixtures = set(getattr(item, "fixturenames", ()))
    return item.get_closest_marker("django_db") is not None or bool(DATABASE_FIXTURES & fixtures)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``QLN_SECOND_DATABASE=1`` (.ci/run's PostgreSQL leg, after the whole suite passed on SQLite in the same run)
    deselects the tests of :data:`DATABASE_FREE_PACKAGES` that cannot reach a database: the same code on the same
    inputs, their result cannot depend on which database the run has. That is ~19,000 of the ~21,500 tests (the
    red teams' batches and Tier 1's probes). Measured on the first CI run with it (round 46): the PostgreSQL serial
    stage 984 → 468 s; the parallel one 1,621 → 1,576 s, whose length its slow database tests set."""
    if not _required("QLN_SECOND_DATABASE"):
        return
    kept, left = [], []
    for item in items:
        free = item.nodeid.startswith(DATABASE_FREE_PACKAGES) and not reaches_database(item)
        (left if free else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A test marked ``postgres`` runs on PostgreSQL only, and this is the one place that says so.

    Elsewhere it skips, or fails when ``QLN_REQUIRE_POSTGRES=1`` (.ci/run's PostgreSQL leg), so a CI
    run that lost its database cannot pass by skipping (issue 28). Runs before ``skipif`` markers
    and fixtures: the test's own database set-up never starts on the wrong database.
    """
    if item.get_closest_marker("postgres") is None:
        return
    from django.db import connection

    if connection.vendor == "postgresql":
        return
    if _required("QLN_REQUIRE_POSTGRES"):
        pytest.fail(f"QLN_REQUIRE_POSTGRES is set but the test database is {connection.vendor}, not PostgreSQL",
                    pytrace=False)
    pytest.skip("needs PostgreSQL (set DATABASE_URL=postgres://…)")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None):
    """A test must not leave this process marked as a django-q2 worker (promotion.guard, R-P-6).

    The mark is process state: left behind, every later promotion test in the same process is
    refused with ``not_in_worker`` — far from the test that caused it. Checked after every
    fixture of the test is torn down (``monkeypatch`` restores environment variables then),
    and the test that left it fails.
    """
    result = yield
    from promotion import guard

    # A sync-mode task may still run on a live server's thread, serving a request the test's
    # browser sent just before it closed: let it end (its flag is its own) before checking.
    deadline = time.monotonic() + 10
    while guard._tasks["running"] and time.monotonic() < deadline:
        time.sleep(0.02)
    leaked = os.environ.get(guard.WORKER_ENV), getattr(guard._local, "depth", 0)
    if leaked != (None, 0):
        os.environ.pop(guard.WORKER_ENV, None)
        guard._local.depth = 0
        pytest.fail(f"{item.nodeid} left the process marked as a task worker (env, depth) = {leaked}")
    return result


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """Verdicts written behind (transactional and live-server tests on PostgreSQL) reach their table
    right after the test function, before its fixtures empty the database."""
    yield
    from evaluation.verdicts.journal import stop as stop_journal

    stop_journal()
