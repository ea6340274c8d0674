"""What the promoter's checks read and fill in (``promotion.preflight``): the packet a promotion is judged on."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cycles.models import Attestation
from promotion.signed_acts import ActVerifier, VerifiedAct


@dataclass
class Packet:
    """What the human passed (§18.1) and what the checks found."""

    candidate: Any
    run: Any
    evaluation_digest: str
    expected_active: str | None
    attestation: Attestation | None = None
    acts: dict[str, VerifiedAct] = field(default_factory=dict)  # X, Z, PROMOTION as the ledger's signatures show them
    fast_evaluation_reason: str | None = None  # --accept-fast-evaluation --reason "…" (issue 26 item 1)
    _verifier: ActVerifier | None = None

    def verifier(self) -> ActVerifier:
        """Keys synced from the ledger into the promoter's store once per promotion (issue 24 §4)."""
        if self._verifier is None:
            self._verifier = ActVerifier()
        return self._verifier
