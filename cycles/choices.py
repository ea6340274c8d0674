"""Phases, statuses and kinds as choices, with the allowed moves beside them (docs/conventions.md §2)."""
from __future__ import annotations

from django.db import models


class Phase(models.TextChoices):
    S = "S", "S — Start"
    G = "G", "G — Growth"
    Q = "Q", "Q — Quality"
    P = "P", "P — Power"
    V = "V", "V — Value"

    @classmethod
    def order(cls) -> list[str]:
        return [cls.S, cls.G, cls.Q, cls.P, cls.V]

    @classmethod
    def index(cls, phase: str) -> int:  # type: ignore[override]  # Phase.index("Q") reads as the phase's order
        return cls.order().index(phase)

    @classmethod
    def after(cls, phase: str) -> str | None:
        position = cls.index(phase)
        return cls.order()[position + 1] if position + 1 < 5 else None


# Which human attestation each gate needs (R-C-2): S→G needs X, Q→P needs Z.
ATTESTED_PHASES = {"S": "X", "Q": "Z"}


class GateCode(models.TextChoices):
    """Why a cycle cannot pass its current gate (R-C-1, R-C-2): `GateState.code` and the 409 `error`.

    Every code blocks the gate; `None` means the gate is satisfied. Listed in the order
    `cycles.gates.gate_state` checks them.
    """

    PRIOR_OUTPUT_MISSING = "PRIOR_OUTPUT_MISSING", "a prior phase has no valid output"
    OUTPUT_REQUIRED = "OUTPUT_REQUIRED", "the current phase has no valid output"
    Z_ABSENT = "Z_ABSENT", "the Q output carries no Z to attest"
    ATTESTATION_REJECTED = "ATTESTATION_REJECTED", "the human attestation was rejected"
    ATTESTATION_REQUIRED = "ATTESTATION_REQUIRED", "a human attestation is required"
    EVALUATION_PLAN_REQUIRED = "EVALUATION_PLAN_REQUIRED", "the P output has no evaluation plan"
    DECISION_HOLD = "DECISION_HOLD", "V waits: evidence or authority for the decision is incomplete"
    CYCLE_HALTED = "CYCLE_HALTED", "an operator halted the cycle"
    EVALUATION_PLAN_INCOMPLETE = (
        "EVALUATION_PLAN_INCOMPLETE", "the evaluation plan leaves out a Z criterion or the held-out/adversarial suites"
    )


class CycleStatus(models.TextChoices):
    OPEN = "open", "open"
    COMPLETED = "completed", "completed"
    HALTED = "halted", "halted (corruption)"
    ABANDONED = "abandoned", "abandoned"

    @classmethod
    def terminal(cls) -> set[str]:
        return {cls.COMPLETED, cls.ABANDONED}


class OutputStatus(models.TextChoices):
    VALID = "valid", "valid"
    CORRUPT = "corrupt", "corrupt"
    SUPERSEDED = "superseded", "superseded"
    INVALIDATED = "invalidated", "invalidated (cascade)"


class AttestationKind(models.TextChoices):
    X = "X", "X (authentic question)"
    Z = "Z", "Z (resonant key)"
    PROMOTION = "PROMOTION", "promotion"


class Decision(models.TextChoices):
    APPROVE = "approve", "approve"
    REJECT = "reject", "reject"


class Channel(models.TextChoices):
    WEB = "web", "web page"
    ADMIN = "admin", "Django admin"


class CorruptionCode(models.TextChoices):
    L1 = "L1", "L1 Closing"
    L2 = "L2", "L2 Generating"
    L3 = "L3", "L3 Claiming"
    L4 = "L4", "L4 Performing"
    V_EMPTY = "V∅", "V∅ Incomplete"


class Classification(models.TextChoices):
    REFLECTION = "reflection", "reflection"
    ADAPTATION = "adaptation", "adaptation"
    EVOLUTION = "evolution", "evolution"
    CONSTITUTIONAL = "constitutional_evolution", "constitutional evolution (refused)"


class LensStatus(models.TextChoices):
    PASS = "pass", "pass"
    FAIL = "fail", "fail"
    NOT_APPLICABLE = "not_applicable", "not applicable"


class LedgerKind(models.TextChoices):
    ATTESTATION = "attestation", "attestation"
    SEED = "seed", "B'' seed"
    DECISION = "decision", "decision"
    CORRUPTION = "corruption", "corruption"
    PROMOTION = "promotion", "promotion"
    ROLLBACK = "rollback", "rollback"
    CHECKPOINT = "checkpoint", "checkpoint"
    ERASURE = "erasure", "erasure (R-S-3)"
    EVALUATION = "evaluation", "evaluation result signed by the evaluator (issue 24)"
    KEY_ENROLLED = "key_enrolled", "passkey enrolled (issue 24)"
    KEY_REVOKED = "key_revoked", "passkey removed (issue 24)"
    REFUSAL = "refusal", "promotion refused by the promoter (issue 24)"
