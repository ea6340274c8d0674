"""`make run` is stable (issue 27 item 8) and its demo model answers honestly (item 1).

Credentials are kept across `load_demo` runs while they authenticate and rotated by --reset; the
file holding them is mode 0600 and the database only ever holds their hashes. run_stack's address
is the one served: port 0 is resolved, a taken port refused with a sentence. The demo model's
answers pass the fixtures only for the prompt that carries the candidate's section."""
from __future__ import annotations

import json
import socket
import stat
from io import StringIO

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles.models import Agent
from qlnweb.demo_model import BAD_ADVICE, DEMO_MARKER, JUDGE_MARKER, recorded_answers, responder
from qlnweb.demo_setup import credentials_path, profile_dir, profile_env
from qlnweb.demo_stack import resolve_addr, shown_url
from tests.factories import operators_group

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _home(settings, tmp_path):
    settings.QLN_HOME = tmp_path / "qln-home"
    settings.QLN_HOME.mkdir()
    operators_group()


def _load(*args: str) -> str:
    out = StringIO()
    call_command("load_demo", *args, stdout=out)
    return out.getvalue()


def _token(printed: str) -> str:
    return next(line for line in printed.splitlines() if "agent token" in line).split()[3]


def test_credentials_are_kept_across_starts_and_rotated_by_reset():
    first = _load()
    kept = json.loads(credentials_path().read_text())
    assert stat.S_IMODE(credentials_path().stat().st_mode) == 0o600
    second = _load()
    assert json.loads(credentials_path().read_text()) == kept
    assert f"operator / {kept['password']}  (kept;" in second and "(agent demo-agent, kept)" in second
    assert _token(first) == _token(second) == kept["token"]
    user, agent = User.objects.get(username="operator"), Agent.objects.get(name="demo-agent")
    assert user.check_password(kept["password"]) and Agent.objects.for_token(kept["token"]) == agent
    assert kept["password"] not in user.password and kept["token"] not in agent.token_hash  # hashes only
    assert profile_env(profile_dir())["QLN_TOKEN"] == kept["token"]  # the demo profile's .env, as connect_hermes keeps it

    third = _load("--reset")
    rotated = json.loads(credentials_path().read_text())
    assert rotated["password"] != kept["password"] and rotated["token"] != kept["token"]
    assert "(new; load_demo --reset rotates it)" in third
    user.refresh_from_db()
    assert not user.check_password(kept["password"]) and user.check_password(rotated["password"])
    assert Agent.objects.for_token(kept["token"]) is None


def test_a_kept_password_that_no_longer_logs_in_is_replaced():
    _load()
    user = User.objects.get(username="operator")
    user.set_password("changed by hand")
    user.save()
    printed = _load()
    kept = json.loads(credentials_path().read_text())
    assert "(new;" in printed and User.objects.get(username="operator").check_password(kept["password"])


def test_the_status_line_says_where_the_demo_cycle_stands():
    assert "demo cycle     : /cycles/" in _load() and "(at S, waiting for a human to attest X)" in _load()


def test_port_zero_is_resolved_and_a_taken_port_refused():
    host, port = resolve_addr("127.0.0.1:0")
    assert host == "127.0.0.1" and port > 0 and shown_url(host, port) == f"http://localhost:{port}"
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        with pytest.raises(CommandError, match=rf"port {taken} on 127.0.0.1 is taken .* make run ADDR=127.0.0.1:"):
            resolve_addr(f"127.0.0.1:{taken}")
    with pytest.raises(CommandError, match="expected HOST:PORT"):
        resolve_addr("127.0.0.1:http")


def test_the_demo_model_answers_the_fixtures_only_for_the_candidates_prompt():
    answers = recorded_answers()
    answer = responder()
    question, reference = next(iter(answers.items()))

    def ask(system: str, user: str) -> str:
        reply = answer({"messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]})
        return str(reply.content)

    assert ask(f"You are K. {DEMO_MARKER}.", question) == reference
    assert ask("You are K.", question) == BAD_ADVICE
    judged = json.loads(ask(JUDGE_MARKER, f"--- A ---\nold\n--- B ---\nnew {DEMO_MARKER}"))
    assert judged["preferred"] == "B"
