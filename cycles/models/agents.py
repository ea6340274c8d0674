"""Agents and their API tokens (R-AUTH-2): only a hash of the token is stored."""
from __future__ import annotations

import hashlib
import secrets

from django.db import models


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class AgentQuerySet(models.QuerySet["Agent"]):
    def for_token(self, token: str) -> Agent | None:
        """The active agent owning `token`, or None."""
        return self.filter(token_hash=hash_token(token), is_active=True).first()


class Agent(models.Model):
    """A tool-using AI agent (a Hermes profile, a Claude Code project…)."""

    name = models.SlugField(max_length=64, unique=True)
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    token_prefix = models.CharField(max_length=12, editable=False, help_text="First characters, to recognise a token.")
    model_name = models.CharField(max_length=200, blank=True, help_text="Model the agent runs on (register baselines).")
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = AgentQuerySet.as_manager()

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_authenticated(self) -> bool:  # DRF treats request.user as an identity
        return True

    def issue_token(self) -> str:
        """Set a fresh token; return it. It is never stored in clear."""
        token = "qln_" + secrets.token_urlsafe(32)
        self.token_hash = hash_token(token)
        self.token_prefix = token[:12]
        return token

    issue_token.alters_data = True  # type: ignore[attr-defined]
