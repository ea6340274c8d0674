"""The per-process caches of the verdict path take effect as documented (issue 3 benchmarks).

Token → agent and the active rule set's digest are cached for a short TTL;
these tests move an injected clock instead of sleeping. They run with real
commits (``transaction=True``): inside an atomic block the caches are bypassed
by design, so the ordinary ``db`` tests never see a cached value.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cycles.api import auth
from evaluation.verdicts import caches as verdict_support
from evaluation.verdicts.models import AgentSession, RuleSet, VerdictEvent
from tests.evaluation.verdicts.api.conftest import post_verdict

pytestmark = pytest.mark.django_db(transaction=True)

DEFAULT_RULES = Path(verdict_support.__file__).parent / "tier1" / "default_rules.json"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(auth, "clock", fake)
    monkeypatch.setattr(verdict_support, "clock", fake)
    auth.clear_token_cache()
    verdict_support.clear_caches()
    yield fake
    auth.clear_token_cache()
    verdict_support.clear_caches()


def test_a_token_revoked_elsewhere_stops_working_within_the_ttl(agent_client: Any, hermes_body: Any,
                                                                 clock: Clock, settings: Any) -> None:
    settings.QLN_TOKEN_CACHE_TTL_S = 2.0
    assert post_verdict(agent_client, hermes_body()).status_code == 200
    # Another process revokes it: no signal reaches this one (a queryset update sends none).
    type(agent_client.agent).objects.filter(pk=agent_client.agent.pk).update(is_active=False)
    clock.now += 1.0
    assert post_verdict(agent_client, hermes_body()).status_code == 200  # still inside the TTL
    clock.now += 1.5
    assert post_verdict(agent_client, hermes_body()).status_code == 401


def test_a_token_revoked_in_this_process_stops_working_at_once(agent_client: Any, hermes_body: Any,
                                                               clock: Clock) -> None:
    assert post_verdict(agent_client, hermes_body()).status_code == 200
    agent = agent_client.agent
    agent.is_active = False
    agent.save(update_fields=["is_active"])  # what cycles.privacy's erase does
    assert post_verdict(agent_client, hermes_body()).status_code == 401


def test_an_activated_rule_set_takes_effect_within_the_ttl(agent_client: Any, hermes_body: Any, clock: Clock,
                                                           settings: Any, operator: Any) -> None:
    settings.QLN_RULESET_CACHE_TTL_S = 2.0
    first = post_verdict(agent_client, hermes_body()).json()
    document = json.loads(DEFAULT_RULES.read_text())
    document["version"] = "cache-test"
    ruleset = RuleSet.objects.create(version="cache-test", document=document)
    ruleset.activate(actor=operator)
    assert ruleset.digest != first["tiers"]["tier1"]["ruleset_digest"]
    clock.now += 1.0
    assert post_verdict(agent_client, hermes_body()).json()["tiers"]["tier1"]["ruleset_digest"] == \
        first["tiers"]["tier1"]["ruleset_digest"]
    clock.now += 1.5
    assert post_verdict(agent_client, hermes_body()).json()["tiers"]["tier1"]["ruleset_digest"] == ruleset.digest


def test_a_session_is_read_once_and_keeps_its_pin(agent_client: Any, hermes_body: Any, clock: Clock,
                                                   settings: Any) -> None:
    post_verdict(agent_client, hermes_body())
    session = AgentSession.objects.get(agent=agent_client.agent, session_id="sess-1")
    # A benign shell call, warm caches, no baseline: the event insert only, one statement in
    # autocommit on both databases (docs/durability.md) — the register window is cached
    # (register.window_cache) until an output or baseline of the agent changes.
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from evaluation.verdicts import journal
    from register import window_cache

    assert window_cache.ready(timeout=10)
    settings.QLN_VERDICT_WRITE_BEHIND = "off"
    post_verdict(agent_client, hermes_body())
    with CaptureQueriesContext(connection) as captured:
        assert post_verdict(agent_client, hermes_body()).status_code == 200
    data = [q["sql"] for q in captured.captured_queries]
    assert len(data) == 1 and data[0].startswith("INSERT INTO"), data
    if connection.vendor == "postgresql":  # outside a transaction here: the journal takes the row
        settings.QLN_VERDICT_WRITE_BEHIND = "all"
        post_verdict(agent_client, hermes_body())  # opens the journal, takes a block of keys
        with CaptureQueriesContext(connection) as captured:
            event_id = post_verdict(agent_client, hermes_body()).json()["event_id"]
        assert captured.captured_queries == []  # the row is one of the flusher's batch
        journal.stop()
        assert VerdictEvent.objects.filter(pk=event_id).exists()
    assert verdict_support.session_for(agent=agent_client.agent, session_id="sess-1", hermes_home=None,
                                       cwd=None).active_version == session.active_version


def test_clear_caches_forgets_the_active_rule_set(agent_client: Any, hermes_body: Any, clock: Clock,
                                                  operator: Any) -> None:
    post_verdict(agent_client, hermes_body())
    document = json.loads(DEFAULT_RULES.read_text())
    document["version"] = "cache-test-2"
    ruleset = RuleSet.objects.create(version="cache-test-2", document=document)
    ruleset.activate(actor=operator)
    verdict_support.clear_caches()
    assert post_verdict(agent_client, hermes_body()).json()["tiers"]["tier1"]["ruleset_digest"] == ruleset.digest
