"""The register channel's share of an agent's export and erasure (R-S-3), registered in `cycles.hooks`."""
from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

from cycles.hooks import PrivacyPart
from cycles.models import Agent
from register.models import OutputSample
from register.window_cache import changed


def export(agent: Agent) -> Iterator[dict[str, Any]]:
    for sample in OutputSample.objects.filter(agent=agent).order_by("id"):
        yield {"type": "output_sample", "session_id": sample.session_id, "mode": sample.mode,
               "text_digest": sample.text_digest, "metrics": sample.metrics, "created_at": sample.created_at}


def erase(agent: Agent) -> dict[str, int]:
    deleted = OutputSample.objects.filter(agent=agent).delete()[0]
    changed(agent.pk)  # cached windows of the agent go at commit (register/window_cache.py)
    return {"output_samples": deleted}


def purge(older_than: datetime) -> dict[str, int]:
    """Output samples hold metrics and a digest, never the text: the purge leaves them."""
    return {}


PART = PrivacyPart("register", export, erase, purge)
