"""Deterministic corruption detectors (R-C-5). Pure: no Django imports.

Only the codes of the kernel exist: L1 L2 L3 L4 V∅. The detectors here are
the mechanical ones; L1 (closing) needs judgement and is recorded by an
operator (`cycles.interventions.corruption_record`), never guessed.

- L2 Generating: evidence offered for X that the server recorded as posted
  by a machine identity (the agent's route), whatever author it claims.
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

PLACEHOLDERS = {"tbd", "todo", "n/a", "na", "none", "-", "--", "...", "…", "?", "xxx", "placeholder", "pending"}

# Keys of an evidence item only the server writes (issue 10): who posted it and through which route.
PROVENANCE_KEYS = {"posted_by", "route"}

# L3 (Claiming): written against the corpus in tests/cycles/corpus_l3.py. A clause is a claim when it
# asserts resonance, attestation or access to ∞0 as the agent's finding; a clause that defers, negates,
# conditions or asks (see _DEFERRAL) is not, nor is a report of what a named human did on the page.
_HUMAN = r"(?:the\s+)?(?:human|H|operator|user|reviewer|person)(?:'s)?"
_L3_OBJECT = r"(?:resonan\w*|\bZ\b|∞0|infinity[- ]?zero|the\s+unknown|authentic\w*|attest\w*|human)"
_CLAIM_PATTERNS = [
    # "Resonance is genuine", "Human resonance is confirmed", "The human's resonance is certain"
    r"\bresonan(?:ce|t\s+key)\s+(?:is|was|has\s+been|appears|seems|feels|stands)\s+(?:\w+\s+){0,2}?"
    r"(?:genuine|real|authentic|confirmed|verified|certified|attested|validated|established|present|clear|evident|"
    r"obvious|undeniable|strong|high|proven|guaranteed|certain|locked|true)\b",
    r"\b(?:genuine|real|true|strong)\s+resonance\s+(?:is|was|has\s+been)\s+(?:\w+\s+)?(?:established|present|confirmed|found)\b",
    # "The human clearly resonates", "H resonates deeply"
    rf"\b{_HUMAN}\s+(?:\w+ly\s+)?(?:resonates|resonated|is\s+resonating)\b",
    # "I hereby certify", "I attest", "I can confirm that Z is authentic"
    r"\bI\s+(?:hereby\s+|can\s+|do\s+)?(?:attest|certify)\b",
    rf"\bI\s+(?:hereby\s+|can\s+|do\s+)?(?:confirm|verify|validate|guarantee|vouch\s+for)\b[^.;\n]*{_L3_OBJECT}",
    # "Z was attested by me", "certified by the model"
    r"\b(?:attested|certified|confirmed|verified|validated)\s+by\s+(?:me|us|the\s+agent|the\s+assistant|the\s+model|ai|K)\b",
    # "I have decoded ∞0", "We accessed the unknown", "I sensed the human's true intent"
    r"\b(?:I|we|the\s+agent)\s+(?:have\s+|has\s+)?(?:decoded|accessed|reached|sensed|perceived|read|tapped\s+into)\s+"
    r"(?:the\s+)?(?:∞0|infinity[- ]?zero|unknown|human's\s+(?:true|real|inner|deep)\s+\w+)",
    r"(?:∞0|infinity[- ]?zero)\s+(?:is|was|has\s+been)\s+(?:decoded|accessed|known|certified)",
    r"\b(?:decoded|accessed|certified)\s+(?:the\s+)?∞0",
    # Scores of resonance: "Resonance score: 9/10", "I rate the resonance at 8", "resonance at 87%"
    r"\bresonance\s+(?:score|level|rating|index)\s*(?:[:=]|is|of)?\s*\d",
    r"\b(?:I|we)\s+(?:score|scored|rate|rated|measure|measured)\s+(?:the\s+)?(?:\w+'s\s+)?resonance\b",
    # Field-style claims of the human's act
    r"\bhuman\s+attestation\s*:\s*(?:granted|given|approved|yes|confirmed|done)\b",
    r"\bATTESTED\s*(?:BY\s+H(?:UMAN)?)?\s*[:=]\s*(?:yes|true|approved)\b",
    r"\bZ\s+(?:is\s+)?(?:\w+ly\s+)?(?:attested|confirmed\s+by\s+(?:the\s+)?human)\b",
    r"\b(?:I|we)\s+validate\s+Z\b",
]
_CLAIM = re.compile("|".join(_CLAIM_PATTERNS), re.IGNORECASE)
# A clause with one of these defers, negates, conditions or quotes the claim rather than making it.
_DEFERRAL = re.compile(
    r"\b(?:if|whether|unless|until|once|cannot|can't|must|needs?|only|awaits?|awaiting|pending|requires?|required|"
    r"will|would|should|may|might|not|never|no|nor|without|claimed\s+to)\b|n't\b",
    re.IGNORECASE,
)
# "X was attested by the operator": a report of what the server recorded a human doing.
_HUMAN_ACT = re.compile(
    r"\b(?:was|were|has\s+been)\s+(?:attested|approved)\s+by\s+(?:the\s+)?(?:operator|human|reviewer|H)\b",
    re.IGNORECASE,
)
_CLAUSES = re.compile(r"(?<=[.!;])\s+|\n+|,\s+|\s[—–-]\s")


def l3_claims(text: str) -> list[str]:
    """The clauses of `text` that claim to access, decode, score or certify ∞0 or human resonance."""
    found = []
    for clause in _CLAUSES.split(text):
        clause = clause.strip()
        if not clause or clause.endswith("?") or _HUMAN_ACT.search(clause):
            continue
        if _CLAIM.search(clause) and not _DEFERRAL.search(clause):
            found.append(clause)
    return found


@dataclass(frozen=True)
class CorruptionHit:
    """A detected corruption: its code and the evidence that shows it."""

    code: str
    evidence: str

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "evidence": self.evidence}


def detect_l2(phase: str, evidence: list[dict[str, str]], agent_name: str) -> list[CorruptionHit]:
    """L2: evidence for X whose server-recorded poster is a machine identity (issue 10).

    The server stamps every item with `posted_by` and `route`
    (`cycles.services.with_provenance`); the item's own `author_kind`/`author`
    is the poster's claim and decides nothing. Evidence for X that reached the
    server through the agent's route was posted by the agent, so X's claimed
    authenticity rests on the machine: L2, whatever the label says. What the agent
    observed belongs in the footer's `K:`; X's human provenance is the X attestation
    (the only human route to X today). An item without server provenance (stored by
    an older version) counts as the agent's.
    """
    if phase != "S":
        return []
    hits = []
    for index, item in enumerate(evidence):
        poster = str(item.get("posted_by", "")).strip() or f"agent:{agent_name}"
        route = str(item.get("route", "")).strip() or "unknown route"
        claim = str(item.get("author_kind", "")).strip() or "unlabelled"
        hits.append(
            CorruptionHit(
                "L2",
                f"evidence[{index}] for X was posted by {poster} through {route} (it claims {claim} authorship); "
                "a machine-posted item cannot carry X's authenticity — X must come from a human signal",
            )
        )
    return hits


def detect_l3(text: str) -> list[CorruptionHit]:
    """L3: the agent claims to attest, certify, score, decode or access ∞0 or human resonance."""
    claims = l3_claims(text)
    if not claims:
        return []
    return [CorruptionHit("L3", f"claim of attestation/certification: …{claims[0][:160]}…")]


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
