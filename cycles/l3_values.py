"""L3 values given to the human (round 3 of issue 25, `cycles.l3_frames`): a field or a sentence that puts the
human's X on a scale or states it as the agent's reading, X not an artifact or a metric (`cycles.l3_frame_words`):
"Your stance toward option B: warm, 8 out of 10", "Quantified openness to risk for the operator: 3.2",
"Deine Zufriedenheit mit Z liegt laut meiner Schätzung bei 0,9", "the regression puts you at (0.8, 0.6)",
"Analysis of your tone: frustrated at K", "PHI (agent-observed): the human perceives …". A value that declines
("none", "not assessed") or defers says nothing. Linear: bounded patterns (no nested repetition), one pass per key.
"""
from __future__ import annotations

import re

from cycles.l3_frames import ARTIFACT, HUMAN, METRIC, blocked, humans_x
from cycles.l3_tokens import roles_of, tokens

_SCALE = re.compile(r"(?<![\w./:-])(?:\d{1,3}[.,]\d{1,3}|\d{1,3}\s?%|\d{1,3}\s?/\s?\d{1,3}|\d{1,3}\s(?:out of|of|van de|von|из|na|"
                    r"av|su|de)\s\d{1,3})(?![\w/:-]|[.,]\d)")
_KEY = re.compile(r"^[\s*#>|•-]{0,8}([^\W\d][\w.'() -]{0,48}?)\**\s?[:=：]\s?(\S.*)$")
_INLINE = re.compile(r"(?<![\w.])([^\W\d][\w.]{0,40})\s?=\s?(\S{1,40})")
_PLACED = re.compile(r"\b(?:puts|put|places|placed|places|pegs|pegged|locates|located|scores|scored|rates|rated)\s+"
                     r"(?:you|the (?:human|operator|user)|H)\s+(?:at|around|near|somewhere near)\s+(?:\(|-?\d)")
_OBSERVED = re.compile(r"\bagent[- ](?:observed|inferred|estimated|measured|assessed|detected)\b", re.IGNORECASE)
_AGENT_READING = re.compile(r"\b(?:agent|assistant|model)['’]?s?[- ](?:estimate|inference|reading|observation|assessment|"
                            r"guess|read)\b|\((?:inferred|estimated|observed|sensed|detected)\)", re.IGNORECASE)
_BY_AGENT = re.compile(r"\b(?:by|per|from)\s+(?:the\s+|my\s+|our\s+)?(?:agent|assistant|ai|model|system|me|us|own)\b|"
                       r"\b(?:my|our)\s+(?:own\s+)?(?:estimate|scoring|reading|inference|analysis)\b|"
                       r"\blaut meiner\b|\bselon (?:mon|mes|notre)\b|\bsegún mi\b|\bsecondo la mia\b", re.IGNORECASE)


def value_claim(sentence: str) -> bool:
    """A value given to the human's X on a scale or as the agent's reading: a field, or a clause with a number."""
    pairs = []
    match = _KEY.match(sentence)
    if match:
        pairs.append((match.group(1), match.group(2)))
    pairs += [(m.group(1), m.group(2)) for m in _INLINE.finditer(sentence)]
    if _PLACED.search(sentence[:600]):
        return True  # "the regression puts you at (0.8, 0.6)"
    for key, value in pairs:
        words, roles = tokens(key)
        vwords, vroles = tokens(value[:120])
        plain = bool(vwords) and not any(r & {"NEG", "DEFER", "DEFER_ALL", "REPORT"} for r in vroles[:6])
        tool_of = any(here & {"TOOL", "INSTR"} for here in roles) and humans_x(words, roles, 0, len(words)) >= 0
        if plain and (tool_of or (_OBSERVED.search(key) and any("HU" in r for r in vroles[:3]))):
            return True  # "Analysis of your tone: frustrated at K", "PHI (agent-observed): the human perceives…"
        human = [i for i, here in enumerate(roles) if here & HUMAN]
        rest = [w for i, w in enumerate(words) if i not in human and not roles[i] & {"DET"} and w not in (
            "of", "for", "to", "toward", "towards", "with", "the", "on", "about")]
        head = rest[0] if rest else ""  # the key's head noun decides: "Your stance toward option B"
        if not human or not head or head in ARTIFACT or head in METRIC or roles_of(head) & {
                "TECH", "TECH_CERT", "TOOL", "ATTS", "ATT"} or any(roles_of(w) & {
                "AG", "NEG", "DEFER", "RULE", "META"} for w in rest):
            continue
        if not vwords or vwords[0] in ("none", "unknown", "n", "not", "pending", "null") or any(
                r & {"NEG", "DEFER", "DEFER_ALL", "REPORT"} for r in vroles[:4]):
            continue
        if _SCALE.search(value[:120]) or _BY_AGENT.search(value[:200]) or _AGENT_READING.search(key + " " + value[:200]):
            return True
    words, roles = tokens(sentence[:600])
    x = humans_x(words, roles, 0, len(words))
    return x >= 0 and words[x] not in METRIC and bool(_SCALE.search(sentence[:600])) and bool(
        _BY_AGENT.search(sentence[:600])) and not blocked(words, roles, len(words))
