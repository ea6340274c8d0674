"""The one verdict-level enum (R-A-1): SILENT < NUDGE < ESCALATE. Pure Python.

Tier 1 rules, the register channel, the Tier 2 judge, the stored verdict events
(`evaluation.verdicts.models.VerdictLevel`, built from this) and the Hermes
plugin's mapping all use these three names. The evaluation verdicts of the
plane (PASS / HOLD / REJECT) are a different thing: `evaluation.candidates.models.Verdict`.
"""
from __future__ import annotations

import enum


class Verdict(enum.StrEnum):
    """Tier verdicts in rising severity."""

    SILENT = "SILENT"
    NUDGE = "NUDGE"
    ESCALATE = "ESCALATE"

    @property
    def rank(self) -> int:
        return list(Verdict).index(self)

    def raised(self) -> Verdict:
        """One level higher (ESCALATE stays ESCALATE)."""
        return list(Verdict)[min(self.rank + 1, len(Verdict) - 1)]

    @classmethod
    def most_severe(cls, *verdicts: str | None) -> str:
        """The most severe of `verdicts` (unknown values and None ignored); SILENT when none."""
        present = [cls(v) for v in verdicts if v is not None and v in cls._value2member_map_]
        return str(max(present, key=lambda v: v.rank)) if present else str(cls.SILENT)


NAMES = tuple(v.value for v in Verdict)  # in rising severity
