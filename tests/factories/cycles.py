"""Agents, operators and cycles driven by the real services; the agent's own API moves."""
from __future__ import annotations

from typing import Any

import factory
from django.contrib.auth.models import User

from cycles.choices import Channel
from cycles.models import Agent, Cycle
from cycles.operators import operators_group


class AgentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Agent
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"agent-{n}")
    model_name = "demo-model"

    @factory.post_generation
    def token(self, create: bool, extracted: str | None, **kwargs: object) -> None:
        self.plain_token = self.issue_token()
        if create:
            self.save()


class OperatorFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"operator{n}")
    password = factory.django.Password("correct horse battery")

    @factory.post_generation
    def operators_group(self, create: bool, extracted: object, **kwargs: object) -> None:
        if create:
            self.groups.add(operators_group())


PHASE_ORDER = ("S", "G", "Q", "P", "V")
ATTESTED_AFTER = {"S": "X", "Q": "Z"}


class CycleFactory(factory.django.DjangoModelFactory):
    """A cycle opened and driven by the real services (gates, kernel, attestations), never written raw.

    ``through``: the last phase whose output is submitted (None: just opened), in order, with
    the demo texts of :data:`cycles.demo.PHASE_TEXTS` unless ``texts`` gives others.
    ``attest``: the attestations ``approver`` gives on the way ("XZ" by default: X after S,
    Z after Q) — ``CycleFactory(through="Q", attest="X", approver=op)`` waits for Z;
    ``CycleFactory(through="Q", approver=op)`` waits at P for a candidate.
    ``route``: where the outputs came from, as the services stamp their evidence
    (``"agent-api"`` for what an agent would have posted).
    """

    class Meta:
        model = Cycle

    agent = factory.SubFactory(AgentFactory)
    title = factory.Sequence(lambda n: f"cycle {n}")
    classification = "reflection"

    @classmethod
    def _create(cls, model_class: type[Cycle], *args: Any, through: str | None = None, attest: str = "XZ",
                approver: User | None = None, texts: dict[str, str] | None = None, route: str = "service",
                **kwargs: Any) -> Cycle:
        from cycles import services
        from cycles.demo import PHASE_TEXTS

        cycle = services.cycle_open(**kwargs)
        phases = PHASE_ORDER[: PHASE_ORDER.index(through) + 1] if through else ()
        for phase in phases:
            text = (texts or {}).get(phase, PHASE_TEXTS[phase])
            services.output_submit(cycle_id=cycle.pk, agent=cycle.agent, phase=phase, text=text, route=route)
            kind = ATTESTED_AFTER.get(phase)
            if kind and kind in attest:
                if approver is None:
                    raise ValueError(f"CycleFactory(through={through!r}) needs an approver for {kind}")
                attest_output(cycle, kind, approver)
        cycle.refresh_from_db()
        cycle.agent = kwargs["agent"]  # the factory's instance, which knows its plain token
        return cycle


def attest_output(cycle: Cycle | int, kind: str, actor: User, decision: str = "approve") -> None:
    """``actor`` attests X (on S) or Z (on Q) of ``cycle`` (a cycle or its id), bound to the current output's
    digest, signed with the actor's passkey and recorded by the real attestation service."""
    from cycles import services
    from tests.testing.signing import sign_act

    cycle_id = cycle if isinstance(cycle, int) else cycle.pk
    output = Cycle.objects.get(pk=cycle_id).current_outputs()[{"X": "S", "Z": "Q"}[kind]]
    note = "rejected by the test" if decision == "reject" else ""
    signed = sign_act(actor, kind=kind, ref=cycle_id, digest=output.digest, decision=decision, note=note)  # issue 24
    services.attestation_record(cycle_id=cycle_id, kind=kind, digest=output.digest, decision=decision,
                                actor=actor, channel=Channel.WEB, note=note, signed_act=signed)


# The agent's own moves through the real API, for tests whose subject is the API's answer. A cycle that only
# has to *be* somewhere is made by CycleFactory (or the ``cycle_walk`` fixture of tests/conftest.py).

def open_cycle(agent_client: Any, title: str = "hack-job fallback", classification: str | None = None) -> int:
    """POST /api/v1/cycles as ``agent_client``'s agent; the new cycle's id."""
    body = {"title": title} if classification is None else {"title": title, "classification": classification}
    response = agent_client.post("/api/v1/cycles", body, format="json")
    assert response.status_code == 201, response.content
    return response.json()["id"]


def post_output(agent_client: Any, cycle_id: int, phase: str, text: str | None = None, **extra: Any) -> Any:
    """POST /api/v1/cycles/{id}/outputs (the demo text of ``phase`` unless ``text``); the response, unchecked."""
    from cycles.demo import PHASE_TEXTS

    body = {"phase": phase, "text": PHASE_TEXTS[phase] if text is None else text, **extra}
    return agent_client.post(f"/api/v1/cycles/{cycle_id}/outputs", body, format="json")


def point_agent_at(agent_name: str, version: str | None, root=None) -> None:
    """Make `version` the agent's active version as the promoter does: pointer file AND ledger entry.

    A pointer without its ledger entry is what a forger writes; the server refuses it
    (promotion/active.py), so tests that need an active version record both.
    """
    from django.db import transaction

    from cycles.choices import LedgerKind
    from cycles.ledger import ledger_append
    from promotion import store

    with transaction.atomic():
        ledger_append(kind=LedgerKind.PROMOTION, subject=f"test-version:{agent_name}",
                      payload={"initial": True, "agent": agent_name, "version": version, "active_after": version})
    store.swap_pointer(agent_name, version, root)
