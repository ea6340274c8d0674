"""CycleFactory drives a cycle through the real services to the phase asked for (issue 9)."""
from __future__ import annotations

import pytest

from cycles.exceptions import CycleError
from tests.factories import CycleFactory, OperatorFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("through", "attest", "phase", "outputs"), [
    (None, "XZ", "S", set()),
    ("S", "", "S", {"S"}),          # waits for X
    ("S", "XZ", "G", {"S"}),
    ("Q", "X", "Q", {"S", "G", "Q"}),  # waits for Z
    ("Q", "XZ", "P", {"S", "G", "Q"}),
    ("P", "XZ", "V", {"S", "G", "Q", "P"}),
])
def test_the_cycle_is_where_the_factory_says(through, attest, phase, outputs) -> None:
    cycle = CycleFactory(through=through, attest=attest, approver=OperatorFactory())
    assert cycle.current_phase == phase and set(cycle.current_outputs()) == outputs
    assert cycle.agent.plain_token  # the factory's agent instance, usable as a client's credentials


def test_an_attestation_needs_an_approver_and_a_gate_still_refuses() -> None:
    with pytest.raises(ValueError, match="approver"):
        CycleFactory(through="S")
    with pytest.raises(CycleError):  # G without X: the services' gate, not the factory, says no
        CycleFactory(through="G", attest="", approver=OperatorFactory())
