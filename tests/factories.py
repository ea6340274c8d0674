"""factory-boy factories for the domain models."""
from __future__ import annotations

import factory
from django.contrib.auth.models import Group, User

from cycles.models import Agent, Cycle


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


def operators_group() -> Group:
    """The `operators` group; recreated when a transactional test flushed the migration's row."""
    from django.contrib.auth.models import Permission

    group, created = Group.objects.get_or_create(name="operators")
    if created or not group.permissions.exists():
        group.permissions.add(
            *Permission.objects.filter(content_type__app_label="cycles", codename__in=["attest", "review"])
        )
    return group


class CycleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Cycle

    agent = factory.SubFactory(AgentFactory)
    title = factory.Sequence(lambda n: f"cycle {n}")


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
