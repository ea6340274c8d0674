from cycles.models.agents import Agent, hash_token
from cycles.models.attestations import Attestation, CorruptionFinding, LensFinding
from cycles.models.cycles import Cycle, PhaseOutput
from cycles.models.ledger import Event, LedgerEntry, LedgerHead, Seed
from cycles.models.signing import ActNonce, EnrolmentCode, OperatorCredential, SignedAct

__all__ = [
    "ActNonce",
    "Agent",
    "Attestation",
    "CorruptionFinding",
    "EnrolmentCode",
    "Cycle",
    "Event",
    "LedgerEntry",
    "LedgerHead",
    "LensFinding",
    "OperatorCredential",
    "PhaseOutput",
    "Seed",
    "SignedAct",
    "hash_token",
]
