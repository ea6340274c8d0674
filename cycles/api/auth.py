"""Agent authentication: `Authorization: Bearer <token>` (R-AUTH-2).

A per-process cache maps a token's hash to its agent for
``QLN_TOKEN_CACHE_TTL_S`` seconds (default
2 s, qlnweb/settings.py), so the agent API does not pay one query per request for the token.
**A revoked token (``is_active`` False, as ``manage.py erase_agent`` sets it,
or a re-issued token) stops working within that TTL on every worker**, and at
once in the process that saved the agent (a ``post_save``/``post_delete``
receiver empties the cache). Lookups made inside an atomic block neither read
nor fill the cache: what a transaction reads may yet roll back.
"""
from __future__ import annotations

import copy
import threading
import time
from typing import Any, Callable

from django.db import connection
from django.db.models.signals import post_delete, post_save
from rest_framework import authentication, exceptions, permissions

from core.conf import conf
from cycles.models import Agent
from cycles.models.agents import hash_token

MAX_CACHED_TOKENS = 1024

clock: Callable[[], float] = time.monotonic
"""Time source of the cache (tests replace it)."""

_agents_by_token_hash: dict[str, tuple[Agent, float]] = {}
_lock = threading.Lock()


def clear_token_cache(**_: Any) -> None:
    """Forget every cached token (also the receiver for saves and deletes of an Agent)."""
    with _lock:
        _agents_by_token_hash.clear()


post_save.connect(clear_token_cache, sender=Agent, dispatch_uid="qln-token-cache-save")
post_delete.connect(clear_token_cache, sender=Agent, dispatch_uid="qln-token-cache-delete")


def agent_for_token(token: str) -> Agent | None:
    """The active agent owning ``token`` — from the TTL cache, else one query."""
    if connection.in_atomic_block:
        return Agent.objects.for_token(token)
    key = hash_token(token)
    with _lock:
        cached = _agents_by_token_hash.get(key)
    if cached is not None and cached[1] > clock():
        return copy.copy(cached[0])  # each request gets its own instance
    agent = Agent.objects.for_token(token)
    if agent is not None:
        expires = clock() + conf.QLN_TOKEN_CACHE_TTL_S
        with _lock:
            if len(_agents_by_token_hash) >= MAX_CACHED_TOKENS:
                _agents_by_token_hash.clear()
            _agents_by_token_hash[key] = (copy.copy(agent), expires)
    return agent


class AgentTokenAuthentication(authentication.BaseAuthentication):
    """Resolve a bearer token to an Agent; request.user becomes that agent."""

    keyword = "Bearer"

    def authenticate(self, request: Any) -> tuple[Agent, str] | None:
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header:
            return None
        parts = header.split()
        if len(parts) != 2 or parts[0] != self.keyword:
            raise exceptions.AuthenticationFailed("Use 'Authorization: Bearer <token>'.")
        agent = agent_for_token(parts[1])
        if agent is None:
            raise exceptions.AuthenticationFailed("Unknown or revoked token.")
        return agent, parts[1]

    def authenticate_header(self, request: Any) -> str:
        return self.keyword


class IsAgent(permissions.BasePermission):
    """Only an authenticated agent may call the agent API."""

    def has_permission(self, request: Any, view: Any) -> bool:
        return isinstance(request.user, Agent)
