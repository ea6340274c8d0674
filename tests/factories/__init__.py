"""factory-boy factories for the domain models, by seam: agents and cycles (:mod:`.cycles`), candidates and sealed
evaluation runs (:mod:`.runs`), promotion decisions (:mod:`.promotion`). Tests import them from here."""
from __future__ import annotations

from cycles.operators import operators_group
from tests.factories.cycles import (
    ATTESTED_AFTER,
    PHASE_ORDER,
    AgentFactory,
    CycleFactory,
    OperatorFactory,
    attest_output,
    open_cycle,
    point_agent_at,
    post_output,
)
from tests.factories.promotion import PromotionAttestationFactory
from tests.factories.runs import (
    CandidateFactory,
    EvaluationRunFactory,
    acceptance_all_met,
    reseal,
    review_waiting,
)

__all__ = [
    "ATTESTED_AFTER", "PHASE_ORDER", "AgentFactory", "CandidateFactory", "CycleFactory", "EvaluationRunFactory",
    "OperatorFactory", "PromotionAttestationFactory", "acceptance_all_met", "attest_output", "open_cycle",
    "operators_group", "point_agent_at", "post_output", "reseal", "review_waiting",
]
