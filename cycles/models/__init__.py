from cycles.models.agents import Agent, hash_token
from cycles.models.attestations import Attestation, CorruptionFinding, LensFinding
from cycles.models.cycles import Cycle, PhaseOutput
from cycles.models.ledger import Event, LedgerEntry, LedgerHead, Seed

__all__ = [
    "Agent",
    "Attestation",
    "CorruptionFinding",
    "Cycle",
    "Event",
    "LedgerEntry",
    "LedgerHead",
    "LensFinding",
    "PhaseOutput",
    "Seed",
    "hash_token",
]
