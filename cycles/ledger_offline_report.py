"""The offline verifier's report, its refusal and the entry digest (``cycles.ledger_offline``). Pure, no Django."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.digests import digest_of

GENESIS = "0" * 64


class OfflineRefused(Exception):
    """The first check the file fails: ``seq`` (None for the file as a whole) and ``check`` name it."""

    def __init__(self, seq: int | None, check: str, detail: str) -> None:
        where = f"entry #{seq}" if seq is not None else "the file"
        super().__init__(f"{where} — {check}: {detail}")
        self.seq, self.check, self.detail = seq, check, detail


@dataclass
class OfflineReport:
    """Counts per kind of check, and the failure that stopped the walk (None when everything verified)."""

    entries: int = 0
    head: str = GENESIS
    anchors: int = 0
    keys: int = 0
    revoked: int = 0
    acts: int = 0
    unsigned_acts: int = 0
    evaluations: int = 0
    statements: int = 0
    failure: OfflineRefused | None = None

    def lines(self) -> list[str]:
        return [
            f"chain        {self.entries} entries linked and hashed, head #{self.entries} {self.head[:16]}…",
            f"anchors      {self.anchors} anchored heads of the promoter's match",
            f"keys         {self.keys} passkeys match their enrolment entries ({self.revoked} revoked)",
            f"acts         {self.acts} passkey signatures verify, each nonce used once ({self.unsigned_acts} unsigned)",
            f"evaluations  {self.evaluations} evaluator signatures verify",
            f"statements   {self.statements} in-toto statements agree with the chain",
        ]


def entry_digest(entry: dict[str, Any]) -> str:
    """The same digest as ``cycles.ledger.entry_digest`` (tests pin the two together), without its Django imports."""
    return digest_of({"seq": entry["seq"], "kind": entry["kind"], "subject": entry["subject"],
                      "payload": entry["payload"], "prev": entry["prev_digest"]})
