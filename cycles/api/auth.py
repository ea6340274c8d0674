"""Agent authentication: `Authorization: Bearer <token>` (R-AUTH-2)."""
from __future__ import annotations

from typing import Any

from rest_framework import authentication, exceptions, permissions

from cycles.models import Agent


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
        agent = Agent.objects.for_token(parts[1])
        if agent is None:
            raise exceptions.AuthenticationFailed("Unknown or revoked token.")
        return agent, parts[1]

    def authenticate_header(self, request: Any) -> str:
        return self.keyword


class IsAgent(permissions.BasePermission):
    """Only an authenticated agent may call the agent API."""

    def has_permission(self, request: Any, view: Any) -> bool:
        return isinstance(request.user, Agent)
