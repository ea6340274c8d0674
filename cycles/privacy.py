"""Privacy (R-S-3): per-agent export and erasure, and the retention purge of raw evidence.

Governance records keep their digests: an erased output keeps its sha256, its
attestations and its ledger entries, so the audit trail still verifies, but
the words are gone. Verdict events are append-only for every code path except
this one; erasure replaces their arguments with a marker and keeps
`args_digest` (the digest of the original, R-A-3).
"""
from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Iterator

from django.db import models, transaction
from django.utils import timezone

from core.redaction import redact_text
from cycles import events, hooks
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from cycles.models import Agent, Attestation, Cycle, Event, PhaseOutput

ERASED = {"erased": True}
PURGED = {"purged": True}


def raw_update(queryset: models.QuerySet, **values: Any) -> int:
    """Bypass a model's append-only queryset: used only by erasure and purge."""
    return models.QuerySet.update(queryset, **values)


def _redacted_evidence(item: Any) -> Any:
    """Rows stored before evidence was redacted at ingest are redacted on the way out (issue 11)."""
    if isinstance(item, dict) and isinstance(item.get("text"), str):
        return {**item, "text": redact_text(item["text"])}
    return item


def agent_export(agent: Agent) -> Iterator[dict[str, Any]]:
    """Everything stored about `agent`, one JSON-serialisable record at a time.

    Register baselines are not included: they are secrets (R-R-9) and are
    exported only with `manage.py register_baseline export` by a reviewer.
    """
    yield {"type": "agent", "name": agent.name, "model_name": agent.model_name, "created_at": agent.created_at}
    for cycle in Cycle.objects.filter(agent=agent).order_by("id"):
        yield {"type": "cycle", "id": cycle.pk, "title": cycle.title, "observation": cycle.observation,
               "status": cycle.status, "current_phase": cycle.current_phase, "created_at": cycle.created_at}
    for output in PhaseOutput.objects.filter(cycle__agent=agent).order_by("id"):
        yield {"type": "phase_output", "cycle": output.cycle_id, "phase": output.phase, "revision": output.revision,
               "status": output.status, "digest": output.digest, "text": output.text,
               "evidence": [_redacted_evidence(item) for item in output.evidence or []],
               "created_at": output.created_at}
    for attestation in Attestation.objects.filter(cycle__agent=agent).order_by("id"):
        yield {"type": "attestation", "cycle": attestation.cycle_id, "kind": attestation.kind,
               "decision": attestation.decision, "subject_digest": attestation.subject_digest,
               "created_at": attestation.created_at}
    for part in hooks.PRIVACY_PARTS:
        yield from part.export(agent)


@transaction.atomic
def agent_erase(*, agent: Agent, actor_label: str) -> dict[str, int]:
    """Erase an agent's raw content, keep digests, deactivate its token."""
    counts = {
        "phase_outputs": PhaseOutput.objects.filter(cycle__agent=agent).update(text="", body="", evidence=[]),
        "cycles": Cycle.objects.filter(agent=agent).update(observation=""),
    }
    for part in hooks.PRIVACY_PARTS:
        counts.update(part.erase(agent))
    agent.is_active = False
    agent.save(update_fields=["is_active"])
    ledger_append(kind=LedgerKind.ERASURE, subject=f"agent:{agent.name}", payload={"actor": actor_label, "counts": counts})
    events.emit("agent_erased", agent=agent, actor=actor_label, counts=counts)
    return counts


@transaction.atomic
def evidence_purge(*, older_than: datetime) -> dict[str, int]:
    """Retention: drop raw evidence older than `older_than`; digests stay."""
    counts = {
        "phase_output_evidence": PhaseOutput.objects.filter(created_at__lt=older_than).exclude(evidence=[]).update(
            evidence=[]
        ),
    }
    for part in hooks.PRIVACY_PARTS:
        counts.update(part.purge(older_than))
    counts["events"] = Event.objects.filter(created_at__lt=older_than).exclude(payload={}).update(payload={})
    events.emit("evidence_purged", before=older_than.isoformat(), counts=counts)
    return counts


def purge_cutoff(days: int) -> datetime:
    return timezone.now() - timedelta(days=days)
