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
            self.groups.add(Group.objects.get(name="operators"))


class CycleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Cycle

    agent = factory.SubFactory(AgentFactory)
    title = factory.Sequence(lambda n: f"cycle {n}")
