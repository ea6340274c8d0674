"""Deterministic corruption detectors (R-C-5). Pure: no Django imports.

Only the codes of the kernel exist: L1 L2 L3 L4 V∅. The detectors here are
the mechanical ones. L1 (closing) mostly needs judgement and is recorded by an
operator (`cycles.interventions.corruption_record`), never guessed; its one
mechanical case is a mutation — a candidate, an evaluation — before X is
attested (issue 25): the answer is acted on before the question holds.

- L1 Closing: a mutation of the agent proposed or evaluated while X is not
  attested (`cycles.findings.require_x_attested`).

- L2 Generating: evidence offered for X that the server recorded as posted
  by a machine identity (the agent's route), whatever author it claims.
- L3 Claiming: agent text claiming to access, decode, score, measure or
  certify ∞0, the human's resonance or inner state, or the authenticity of
  X/Z (`cycles.l3`: subject + predicate + object by role, eleven languages).
- L4 Performing: ceremony without evidence — a required footer field is
  present but empty or a placeholder.
- V∅ Incomplete: a V output without a genuine ∞0' (missing, not one
  question, or a repeat of X).
"""
from __future__ import annotations

from dataclasses import dataclass

from cycles.footer import ENUMERATED_KEYS, Footer, normalize_question, question_problems
from cycles.l3 import l3_claims
from cycles.l3_judge import JUDGED_PHASES, L3JudgeConfig, combine, judge_l3

PLACEHOLDERS = {"tbd", "todo", "n/a", "na", "none", "-", "--", "...", "…", "?", "xxx", "placeholder", "pending"}

# Keys of an evidence item only the server writes (issue 10): who posted it and through which route.
PROVENANCE_KEYS = {"posted_by", "route"}

@dataclass(frozen=True)
class CorruptionHit:
    """A detected corruption: its code and the evidence that shows it."""

    code: str
    evidence: str

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "evidence": self.evidence}


def detect_l1(*, x_attested: bool, mutation: str) -> list[CorruptionHit]:
    """L1: a mutation (`mutation` says which) while X is not attested — closing before the question holds."""
    if x_attested:
        return []
    return [CorruptionHit("L1", f"{mutation} before X was attested: a mutation closes on an answer while the "
                                "question is still open; the human attests X first (seed §11 L1)")]


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


def detect_l3(text: str, judge: L3JudgeConfig | None = None) -> list[CorruptionHit]:
    """L3: the agent claims to attest, certify, score, decode or access ∞0 or human resonance (`cycles.l3`). With a
    judge configured (`cycles.l3_judge`), the model may confirm the flag or add one; it never clears it."""
    claims, note = l3_claims(text), ""
    if judge is not None and judge.enabled:
        claims, note = combine(claims, judge_l3(judge, text))
    if not claims:
        return []
    return [CorruptionHit("L3", f"claim to access, decode, score or certify ∞0 or human resonance: …{claims[0][:160]}…"
                                + (f" ({note})" if note else ""))]


def is_hollow(key: str, value: str) -> bool:
    """An empty value, or a placeholder word where the key asks for content.

    A key with a closed set of lawful values (`ENUMERATED_KEYS`) is answered by any of them, even
    a word that is a placeholder elsewhere: `ALIGNMENT: none` is an honest negative, not ceremony.
    """
    stripped = value.strip()
    if not stripped:
        return True
    if stripped in ENUMERATED_KEYS.get(key, ()):
        return False
    return stripped.casefold() in PLACEHOLDERS


def detect_l4(footer: Footer) -> list[CorruptionHit]:
    """L4: required fields present but empty or placeholders."""
    hollow = [key for key, value in footer.fields.items() if is_hollow(key, value)]
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
    *, phase: str, text: str, footer: Footer, evidence: list[dict[str, str]], agent_name: str, x_question: str | None,
    l3_judge: L3JudgeConfig | None = None,
) -> list[CorruptionHit]:
    """Run every mechanical detector; V∅ first, since it decides completion."""
    hits = detect_v_empty(footer, x_question)
    hits += detect_l2(phase, evidence, agent_name)
    hits += detect_l3(text, l3_judge if phase in JUDGED_PHASES else None)
    hits += detect_l4(footer)
    return hits
