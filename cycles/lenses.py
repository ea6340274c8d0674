"""The 25-lens audit (R-C-6). Pure: no Django imports.

Notation `literal-v1`: `XY := X within Y` — the first letter is the borrowed
lens quality, the second the parent phase. Legacy traces used parent-first
labels; the reader maps them and records which notation it read, and a
stored label is never rewritten.
"""
from __future__ import annotations

from dataclasses import dataclass

PHASES = ("S", "G", "Q", "P", "V")
LITERAL_V1 = "literal-v1"
PARENT_FIRST = "parent-first"
NOTATIONS = (LITERAL_V1, PARENT_FIRST)
# Grid order: rows are parent phases, columns the borrowed lens (constitution.md).
COORDINATES = tuple(lens + parent for parent in PHASES for lens in PHASES)
STATUSES = ("pass", "fail", "not_applicable")


class LensLabelError(ValueError):
    """A label or notation the reader cannot map."""


@dataclass(frozen=True)
class LensCoordinate:
    """A lens in literal-v1 terms, with what was actually read."""

    lens: str  # borrowed lens quality (first letter in literal-v1)
    parent: str  # parent phase (second letter in literal-v1)
    source_label: str
    source_notation: str

    @property
    def literal(self) -> str:
        return self.lens + self.parent


def read_label(label: str, notation: str = LITERAL_V1) -> LensCoordinate:
    """Map `label` written in `notation` to a literal-v1 coordinate."""
    if notation not in NOTATIONS:
        raise LensLabelError(f"unknown lens notation {notation!r}; known: {', '.join(NOTATIONS)}")
    cleaned = label.strip().upper()
    if len(cleaned) != 2 or any(ch not in PHASES for ch in cleaned):
        raise LensLabelError(f"lens label {label!r} is not two of S, G, Q, P, V")
    if notation == LITERAL_V1:
        return LensCoordinate(cleaned[0], cleaned[1], label, notation)
    return LensCoordinate(cleaned[1], cleaned[0], label, notation)


def audit(recorded: dict[str, tuple[str, str]]) -> list[str]:
    """Problems with a lens matrix: {literal coordinate: (status, reason)}.

    Every coordinate must be recorded; `not_applicable` needs a reason.
    """
    problems = []
    for coordinate in COORDINATES:
        if coordinate not in recorded:
            problems.append(f"{coordinate}: missing")
            continue
        status, reason = recorded[coordinate]
        if status not in STATUSES:
            problems.append(f"{coordinate}: unknown status {status!r}")
        elif status == "not_applicable" and not reason.strip():
            problems.append(f"{coordinate}: not_applicable needs a reason")
    return problems
