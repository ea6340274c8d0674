"""Deterministic corruption detectors (R-C-5). Pure: no Django imports.

Only the codes of the kernel exist: L1 L2 L3 L4 V∅. The detectors here are
the mechanical ones; L1 (closing) needs judgement and is recorded by an
operator, never guessed.

- L2 Generating: X, or evidence offered for it, authored by a machine
  identity (the agent itself, a model, a tool).
- L3 Claiming: agent text claiming to attest, certify, decode or access
  ∞0 or human resonance.
- L4 Performing: ceremony without evidence — a required footer field is
  present but empty or a placeholder.
- V∅ Incomplete: a V output without a genuine ∞0' (missing, not one
  question, or a repeat of X).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from cycles.footer import Footer, normalize_question, question_problems

MACHINE_AUTHOR_KINDS = {"agent", "model", "machine", "tool", "assistant", "llm", "ai"}
PLACEHOLDERS = {"tbd", "todo", "n/a", "na", "none", "-", "--", "...", "…", "?", "xxx", "placeholder", "pending"}

# L3: first-person or passive claims of attestation/certification of ∞0 or resonance.
_CLAIM_PATTERNS = [
    r"\bI\s+(?:hereby\s+)?(?:attest|certify|confirm|verify)\b",
    r"\b(?:human\s+)?resonance\s+(?:is\s+|has\s+been\s+)?(?:confirmed|verified|certified|attested)\b",
    r"\b(?:attested|certified)\s+by\s+(?:me|the\s+agent|the\s+assistant|the\s+model|ai)\b",
    r"\b(?:I|we)\s+(?:have\s+)?(?:decoded|accessed|certified)\s+(?:the\s+)?(?:∞0|infinity[- ]?zero|unknown)",
    r"\b(?:decoded|accessed|certified)\s+∞0\b",
    r"\bhuman\s+attestation\s*:\s*(?:granted|given|approved|yes|confirmed)\b",
    r"\bATTESTED\s*(?:BY\s+H(?:UMAN)?)?\s*[:=]\s*(?:yes|true|approved)\b",
    r"\bZ\s+(?:is\s+)?(?:attested|confirmed\s+by\s+(?:the\s+)?human)\b",
]
_CLAIM = re.compile("|".join(_CLAIM_PATTERNS), re.IGNORECASE)


@dataclass(frozen=True)
class CorruptionHit:
    """A detected corruption: its code and the evidence that shows it."""

    code: str
    evidence: str

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "evidence": self.evidence}


def detect_l2(phase: str, evidence: list[dict[str, str]], agent_name: str) -> list[CorruptionHit]:
    """L2: evidence for X authored by a machine identity."""
    if phase != "S":
        return []
    hits = []
    for index, item in enumerate(evidence):
        kind = str(item.get("author_kind", "")).strip().lower()
        author = str(item.get("author", "")).strip()
        if kind in MACHINE_AUTHOR_KINDS or (author and author.casefold() == agent_name.casefold()):
            hits.append(
                CorruptionHit(
                    "L2",
                    f"evidence[{index}] for X is authored by a machine identity "
                    f"({kind or 'agent'}: {author or agent_name}); X must come from a human signal",
                )
            )
    return hits


def detect_l3(text: str) -> list[CorruptionHit]:
    """L3: the agent claims to attest or certify ∞0 or human resonance."""
    match = _CLAIM.search(text)
    if not match:
        return []
    start = max(0, match.start() - 30)
    excerpt = text[start : match.end() + 30].replace("\n", " ")
    return [CorruptionHit("L3", f"claim of attestation/certification: …{excerpt}…")]


def detect_l4(footer: Footer) -> list[CorruptionHit]:
    """L4: required fields present but empty or placeholders."""
    hollow = [key for key, value in footer.fields.items() if value.strip().casefold() in PLACEHOLDERS or not value.strip()]
    if not hollow:
        return []
    return [CorruptionHit("L4", f"ceremony without evidence: empty or placeholder fields {', '.join(sorted(hollow))}")]


def detect_v_empty(footer: Footer, x_question: str | None) -> list[CorruptionHit]:
    """V∅: V without a genuine ∞0' (INF0P)."""
    if footer.phase != "V":
        return []
    question = footer.fields.get("INF0P", "").strip()
    if not question:
        return [CorruptionHit("V∅", "V has no ∞0' (INF0P missing or empty): No V without ∞0'")]
    problems = question_problems(question)
    if problems:
        return [CorruptionHit("V∅", f"∞0' is not a genuine question: {'; '.join(problems)}")]
    if x_question and normalize_question(question) == normalize_question(x_question):
        return [CorruptionHit("V∅", "∞0' repeats X; it must be a deeper question made possible by this cycle")]
    return []


def scan(
    *, phase: str, text: str, footer: Footer, evidence: list[dict[str, str]], agent_name: str, x_question: str | None
) -> list[CorruptionHit]:
    """Run every mechanical detector; V∅ first, since it decides completion."""
    hits = detect_v_empty(footer, x_question)
    hits += detect_l2(phase, evidence, agent_name)
    hits += detect_l3(text)
    hits += detect_l4(footer)
    return hits
