"""The review queue (R-UI-1): every task only a human can do, newest first.

Other apps add their own waiting items (lens audits, promotions, HOLD and
REJECT results, canary HOLDs, rollback requests) by appending a provider to
PROVIDERS. Each item carries the text to judge and, where something is
missing, the missing things as sentences.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.urls import reverse
from django.utils import timezone

from core.conf import conf
from cycles.choices import CycleStatus, GateCode
from cycles.gates import gate_state
from cycles.models import Cycle

TEXT_EXCERPT = 600

# What the human is asked to do, per kind (shown in the queue).
KIND_LABELS = {
    "X": "Attest X (the authentic question)",
    "Z": "Attest Z (the resonant key)",
    "LENS": "Record the 25-lens audit",
    "PROMOTION": "Decide the promotion",
    "HOLD": "Read the HOLD: supply what is missing, evaluate again, reject, or accept it and close",
    "REVIEW": "Review the outcome: Z's human criteria on the finished run's evidence (step 11)",
    "REJECT": "Read the rejection",
    "CANARY": "Resolve a canary HOLD",
    "ROLLBACK": "Waiting for the promoter: execute the rollback",
    "PROMOTER": "Waiting for the promoter: run the promotion",
}
PROMOTER = "the promoter (an operator with a shell on the promotion host)"
# Who must act on an item when it is not the operator reading the queue, and the command they run (issue 27 item 2).
WHO_ACTS = {"ROLLBACK": PROMOTER, "PROMOTER": PROMOTER}


def promoter_command(*args: str) -> str:
    """``manage.py <args>`` as the promoter types it on this host: as the promoter user (runuser), or as anyone
    where QLN_ALLOW_ANY_PROMOTER_USER allows it (the demo), with QLN_HOME when it is not the default."""
    from pathlib import Path

    from django.conf import settings

    home = Path(settings.QLN_HOME).resolve()
    prefix = "" if home == (Path(settings.BASE_DIR) / "var").resolve() else f"QLN_HOME={home} "
    if conf.QLN_ALLOW_ANY_PROMOTER_USER:
        run = f"QLN_ALLOW_ANY_PROMOTER_USER=true {prefix}.venv/bin/python manage.py"
    else:
        run = f"{prefix}runuser -u {settings.QLN_PROMOTER_USER} -- .venv/bin/python manage.py"
    return " ".join([run, *args])


@dataclass(frozen=True)
class ReviewItem:
    kind: str  # one of KIND_LABELS
    title: str
    url: str
    waiting_since: datetime
    digest: str
    agent: str
    text: str = ""  # what to judge (an excerpt)
    detail: tuple[str, ...] = field(default_factory=tuple)  # what is missing / why, as sentences
    cycle_id: int | None = None  # the cycle it belongs to: the agent's status names the human acts its cycle waits for
    command: str = ""  # the exact command to run, when the act is a command (copy button in the queue)
    actions: tuple[tuple[str, str], ...] = ()  # (label, url) of each thing the operator can do from here

    @property
    def label(self) -> str:
        return KIND_LABELS.get(self.kind, self.kind)

    @property
    def who(self) -> str:
        """Who must act: the operator reading the queue, unless the kind names someone else."""
        return WHO_ACTS.get(self.kind, "")

    @property
    def shown_command(self) -> str:
        return self.command or (promoter_command("promoter", "run") if self.kind == "ROLLBACK" else "")


@dataclass(frozen=True)
class QueueRow:
    item: ReviewItem
    age: timedelta


def excerpt(text: str, limit: int = TEXT_EXCERPT) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def cycle_items() -> Iterable[ReviewItem]:
    for cycle in Cycle.objects.filter(status=CycleStatus.OPEN, current_phase__in=["S", "Q"]).select_related("agent"):
        outputs = cycle.current_outputs()
        state = gate_state(cycle, outputs)
        if state.attestation_required:
            output = outputs[cycle.current_phase]
            yield ReviewItem(
                kind=state.attestation_required,
                title=f"cycle {cycle.pk}: {cycle.title}",
                url=reverse("qln-cycle-detail", args=[cycle.pk]),
                waiting_since=output.created_at,
                digest=output.digest,
                agent=cycle.agent.name,
                text=excerpt(output.text),
                cycle_id=cycle.pk,
            )


def held_cycle_items() -> Iterable[ReviewItem]:
    """Cycles waiting at V (seed §6 V.6: HOLD when evidence or authority is incomplete), with what is missing."""
    for cycle in Cycle.objects.filter(status=CycleStatus.OPEN, current_phase="V").select_related("agent"):
        outputs = cycle.current_outputs()
        output = outputs.get("V")
        if output is None:
            continue
        state = gate_state(cycle, outputs)
        if state.code != GateCode.DECISION_HOLD:
            continue
        yield ReviewItem(
            kind="HOLD",
            title=f"cycle {cycle.pk}: {cycle.title} (waiting at V)",
            url=reverse("qln-cycle-detail", args=[cycle.pk]),
            waiting_since=output.created_at,
            digest=output.digest,
            agent=cycle.agent.name,
            text=excerpt(output.text),
            detail=tuple(state.missing),
            cycle_id=cycle.pk,
        )


PROVIDERS: list[Callable[[], Iterable[ReviewItem]]] = [cycle_items, held_cycle_items]


def review_items() -> list[ReviewItem]:
    items = [item for provider in PROVIDERS for item in provider()]
    return sorted(items, key=lambda item: item.waiting_since, reverse=True)


def items_for_cycle(cycle_id: int) -> list[ReviewItem]:
    """The human acts one cycle waits for (its X/Z attestation, lens audits, promotion decisions…), newest first."""
    return [item for item in review_items() if item.cycle_id == cycle_id]


def queue_rows() -> list[QueueRow]:
    now = timezone.now()
    return [QueueRow(item, now - item.waiting_since) for item in review_items()]
