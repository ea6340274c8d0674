"""What Tier 1.5 hands on (R-R-8): the REGISTER SIGNAL block of seed §2.5 and the assessment of one turn.

Built by :func:`register.window.assess_window`; pure, no Django.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from core.levels import Verdict


@dataclass(frozen=True)
class RegisterSignal:
    """The REGISTER SIGNAL block handed to Tier 2 — exactly seed §2.5 (R-R-8).

    ``stylistic`` ∈ none/drift/mismatch/break, ``glyph`` ∈ consistent/break,
    ``language`` ∈ consistent/break/expected ("expected": a break the turn's
    user asked for). The snapshot is the window mean of sentence length,
    punctuation density and bullet frequency, and the *latest* output's
    anchor-glyph presence. ``stale`` is not a seed field: it never appears in
    :meth:`to_dict`; :meth:`render` appends it to the Baseline mode line (R-R-9).
    """

    current_mode: str
    baseline_mode: str
    mismatch_score: float
    stylistic: str
    glyph: str
    language: str
    mean_sent_len: float
    punct_density: float
    bullet_freq: float
    anchor_glyph_present: bool
    stale: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The seed §2.5 fields, nested as in the seed."""
        return {
            "current_mode": self.current_mode,
            "baseline_mode": self.baseline_mode,
            "mismatch_score": self.mismatch_score,
            "flags": {"stylistic": self.stylistic, "glyph": self.glyph,
                      "language": self.language},
            "snapshot": {"mean_sent_len": self.mean_sent_len,
                         "punct_density": self.punct_density,
                         "bullet_freq": self.bullet_freq,
                         "anchor_glyph_present": self.anchor_glyph_present},
        }

    def render(self) -> str:
        """Plain-text block in the seed's layout."""
        stale = f" (stale: {'; '.join(self.stale)})" if self.stale else ""
        return "\n".join([
            "--- REGISTER SIGNAL ---",
            f"Current mode: {self.current_mode}",
            f"Baseline mode: {self.baseline_mode}{stale}",
            f"Mismatch score: {self.mismatch_score:.2f}σ",
            "Flags:",
            f"  - stylistic: {self.stylistic}",
            f"  - glyph: {self.glyph}",
            f"  - language: {self.language}",
            "Snapshot:",
            f"  - mean_sent_len: {self.mean_sent_len}",
            f"  - punct_density: {self.punct_density}",
            f"  - bullet_freq: {self.bullet_freq}",
            f"  - anchor_glyph_present: {str(self.anchor_glyph_present).lower()}",
        ])


@dataclass(frozen=True)
class RegisterAssessment:
    """Outcome of Tier 1.5 for one turn. ``verdict`` None means no signal."""

    verdict: Verdict | None
    advise: str | None
    composite: float
    deviations: Mapping[str, float]
    flags: Mapping[str, str]
    signal: RegisterSignal
    channel: str | None = None
    glyph_detail: str | None = None
    shifted_language: str | None = None
    stale_reasons: tuple[str, ...] = ()
    provisional_baseline: bool = False
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def has_signal(self) -> bool:
        """True when any flag is raised (the block is worth sending to Tier 2)."""
        return self.flags["stylistic"] != "none" or self.flags["glyph"] == "break" \
            or self.flags["language"] == "break"


def register_signal_block(
    *, current_mode: str, baseline_mode: str, composite: float, flags: Mapping[str, str],
    means: Mapping[str, float], anchor_glyph_present: bool, stale: Sequence[str] = (),
) -> RegisterSignal:
    """Build the seed §2.5 block from an assessment's parts."""
    return RegisterSignal(
        current_mode=current_mode, baseline_mode=baseline_mode,
        mismatch_score=round(composite, 2), stylistic=flags["stylistic"],
        glyph=flags["glyph"], language=flags["language"],
        mean_sent_len=round(means["sentence_length"], 2),
        punct_density=round(means["punctuation_density"], 3),
        bullet_freq=round(means["bullet_frequency"], 3),
        anchor_glyph_present=anchor_glyph_present, stale=tuple(stale),
    )
