"""Shared fixtures: an agent with a token, an operator, API clients, QLN_HOME in tmp."""
from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.factories import AgentFactory, OperatorFactory


@pytest.fixture(autouse=True)
def _isolated_qln_home(settings, tmp_path):
    settings.QLN_HOME = tmp_path / "qln"
    settings.QLN_HOME.mkdir()
    settings.QLN_EVENTS_JSONL = settings.QLN_HOME / "events.jsonl"
    settings.QLN_ACTIVE_STORE = settings.QLN_HOME / "active"


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
