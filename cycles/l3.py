"""L3, Claiming (seed §11, R-C-5): the agent claims to access, decode, score or certify ∞0 or human resonance.

Pure: no Django imports. The detector reads what a claim MEANS (issue 25: two detectors fitted to their own
sentences missed whole classes). A clause claims when it has

- a **subject** that is the agent (I, we, K, my analysis, the classifier), or none (a passive, a bare
  participle, a field line), never a human doing their own act (``You attested Z``);
- a **predicate** of access, knowledge, measurement, certification, confirmation or origin;
- an **object** that is ∞0 (the unknown as a noun, not-knowing), resonance, the authenticity of X, Z or the
  question, or the human's inner life (your heart, what you truly want, "resonates with you").

Assertion forms claim too: a field line ``RESONANCE: high``, a number given to resonance or to the
human's state, a stative "resonance is genuine", a human said to resonate. Not claims: negations, deferrals
and conditions before the claim, questions, reports of what a human said or did, rule statements ("the
kernel says…"), talk about the codes; a negation's scope ends at "but", at a colon and at a subordinate
clause with its own subject, so "…cannot be decoded, but I decoded it" claims. Words live in
`cycles.l3_lexicon` (en fr de es ru ja), `cycles.l3_lexicon_intl` (broader English classes, it pt nl pl zh) and
`cycles.l3_lexicon_more` (ko ar tr sv; reading the human without an inner-life word, foreseen choices) by role; the rules (`cycles.l3_rules`, `cycles.l3_inner`) name roles only. Round 3 adds frames with open
slots after the rules (`cycles.l3_frames`, `cycles.l3_values`, `cycles.l3_ground`): the object of a perceiving verb,
a value or a proxy act is decided by what it is not (an artifact), so it needs no table. docs/architecture.md, "Corruption",
has the figures and what the detector does not catch.
Linear time: one tokenisation, bounded windows, no backtracking pattern over the text.
"""
from __future__ import annotations

import re

from cycles.l3_frames import frame_claim, worth_reading
from cycles.l3_rules import clause_verdict
from cycles.l3_tokens import CONDITIONAL, TOKEN, VALUE_BLOCK, passive_agent, roles_of, subject, tokens
from cycles.l3_values import value_claim

_QUOTED = re.compile(r"\"[^\"\n]{1,400}\"|“[^”\n]{1,400}”|«[^»\n]{1,400}»|`[^`\n]{1,400}`|"
                     r"(?<![\w])'[^'\n]{2,400}'(?![\w])")
_CONTRACTIONS = ((re.compile(r"\bcan['’]t\b|\bcannot\b", re.IGNORECASE), "can not"),
                 (re.compile(r"\bwon['’]t\b", re.IGNORECASE), "will not"),
                 (re.compile(r"(\w)n['’]t\b"), r"\1 not"),
                 (re.compile(r"\bnot[-‐]knowing", re.IGNORECASE), "not knowing"),
                 (re.compile(r"\b\d{1,2}:\d{2}\b"), " time "))
_SENTENCES = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n+")
# One whitespace before "but", never "\s+" before a look-ahead: that backtracks over a run of spaces (quadratic).
_CLAUSES = re.compile(r",\s+|、|；|;\s*|\s[—–-]\s|—|:\s+|\s(?=(?:but|however|mais|aber|pero|но)\s)", re.IGNORECASE)
_DEGREE = frozenset({"very", "highly", "fully", "quite", "extremely", "really", "definitely", "clearly", "most"})
_FIELD = re.compile(r"^[\s*#>|•-]{0,8}([^\W\d][\w∞'() -]{0,48}?)\**[ |]?[:=：|]\s*(\S.*)$")  # bounded key: no backtracking over the text
_JSON_KEY = re.compile(r"\"([^\W\d][\w ]{0,40})\"\s?:\s?")
_INLINE_FIELD = re.compile(r"(?<![\w∞])((?:∞0|[^\W\d])\w{0,40})\s?=\s?([\w.]+)")


def field_claims(sentence: str) -> bool:
    """A field line that asserts resonance, authenticity, attestation or ∞0: ``RESONANCE: high``, ``Z: attested``."""
    pairs = []
    match = _FIELD.match(sentence)
    if match:
        pairs.append((match.group(1), match.group(2)))
    pairs += [(m.group(1), m.group(2)) for m in _INLINE_FIELD.finditer(sentence)]
    for key, value in pairs:
        key_words, key_roles = tokens(key)
        if not key_words or len(key_words) > 8:
            continue
        flat = set().union(*key_roles)
        raw = set().union(*(roles_of(word) for word in key_words)) & {"RES", "AUTH"}
        if flat & {"NEG", "DEFER", "META", "RULE", "PHYS"}:
            continue
        inner_key = "HSTATE" in flat or bool(flat & {"HU", "HUP"} and flat & {"INNER_N", "EMO_ADJ"})
        strong_key = len(key_words) == 1 and "ATTS" in flat
        human_inner = bool(flat & {"HU", "HUP"} and flat & {"INNER_N", "INNER_M"})  # "Inner alignment of H"
        l3_key = bool(flat & {"RES", "AUTH", "ATTN", "CERT", "INF0", "INNER_N", "HSTATE"}) or strong_key or human_inner
        if not (l3_key or raw):
            continue
        value_words, value_roles = tokens(value[:200])  # a value is judged by its first words
        head = value_words[:4]
        if not head or any(value_roles[i] & {"NEG", "DEFER"} or w in VALUE_BLOCK for i, w in enumerate(head)):
            continue
        lawful_value = any(here & {"DEFER_ALL", "REPORT", "META"} or (here & {"TECH", "TECH_CERT"} and "ATT" not in here)
                           for here in value_roles)  # "User feelings: see survey.csv" names a file, not a state
        if inner_key and l3_key and not lawful_value:
            return True  # the human's inner state stated as a field: "My read of your state of mind: calm"
        if l3_key and flat & {"INNER_N", "EMO_ADJ", "HSTATE"} and not lawful_value and any(
                here & {"HU", "HUP"} for here in value_roles):
            return True  # "Affect analysis: the operator is 73 % likely to approve"
        by = passive_agent(value_roles)
        if by != "HU" and not lawful_value and any("AG" in value_roles[i] and value_roles[i + 1] & {"CONF", "CERT", "MEAS"}
                              for i in range(len(value_roles) - 1)):
            return True  # "RESONANCE: PASSED (agent-verified)"
        if by == "HU" or not l3_key:
            continue  # "ATTESTATION: signed by H at 10:42" reports the human's act; "Resonance check: passed"
        if by == "AG" or any("BEHALF" in here for here in value_roles):
            return True  # "ATTESTATION: signed by the agent", "Z: on the human's behalf"
        if flat & {"CERT", "ATTN"} and value_roles[0] & {"ATTS"}:
            return True  # "Attested: Z", with no human named as the one who attested
        if strong_key:
            if value_roles[0] & {"CERT", "CONF", "AUTH"}:
                return True
            continue
        lead = 1 if value_words[0] in _DEGREE and len(value_words) > 1 else 0
        if "AFFIRM" in value_roles[lead] or any(w.isdigit() for w in value_words[:3]):
            return True
    return False


_PRESUPPOSE = re.compile(r"^(?:given that|given|since|because|now that|as|now|puisque|comme|da|weil|nachdem|ya que|"
                         r"dado que|como|поскольку|так как|poiché|siccome|visto che|já que|omdat|aangezien)\s",
                         re.IGNORECASE)


def _past_a_declined_key(sentence: str) -> str:
    """A field whose value declines at its head ("H_ALIGNMENT_SCORE: not produced; …") says nothing with its key:
    only the value is read on."""
    match = _FIELD.match(sentence)
    if not match:
        return sentence
    words, roles = tokens(match.group(2)[:200])
    if words and any(roles[i] & {"NEG", "DEFER", "DEFER_ALL"} or w in VALUE_BLOCK for i, w in enumerate(words[:4])):
        return match.group(2)
    return sentence


def _behalf(sentence: str) -> bool:
    """The agent confirms or certifies on the human's behalf, wherever the clauses put the pieces: "I confirm, on
    your behalf, that Z is accepted" (no negation, deferral, rule or talk about the codes in the sentence)."""
    words, roles = tokens(sentence[:2000])
    if not any("BEHALF" in here for here in roles):
        return False
    if roles[0] & {"IMPER"} or any(here & {"DEFER_ALL", "META", "RULE", "REPORT_OPEN"} for here in roles):
        return False
    attestable = any(here & {"ATT", "ATTS", "ATTN", "RES"} for here in roles)
    acts = [i for i, here in enumerate(roles) if here & {"CONF", "CERT", "FIRST_CONF", "FIRST_CERT"} or (
        attestable and "DO_V" in here)]  # "Ho già firmato Z al posto tuo", "Signed on your behalf: Z"
    acts = [i for i in acts if not roles[i] & {"TECH_CERT"}]
    if acts and any(here & {"NEG", "DEFER"} for here in roles[:acts[0] + 3]):
        return False  # "I did not sign Z for you"; a negation after the act ("…, du musst nichts tun") is not its
    return bool(acts) and (subject(roles, acts[0]) in ("AG", None) or bool(roles[acts[0]] & {"FIRST_CONF", "FIRST_CERT"}))


def _asserted_part(question: str) -> str:
    """What a question still asserts: the text before its last ": " ("Resonance: 0.9. Proceed?" has a field),
    or a leading clause it presupposes ("Given that I measured your resonance, shall we …?"); else nothing."""
    if ": " in question:
        return question[:question.rindex(": ")]
    if _PRESUPPOSE.match(question) and ", " in question:
        return question[:question.rindex(", ")]
    return ""


def l3_claims(text: str) -> list[str]:
    """The clauses of `text` that claim to access, decode, score or certify ∞0 or human resonance."""
    text = _JSON_KEY.sub(r"\n\1: ", text)  # {"resonance": 0.9} -> a field line, before quotes are dropped
    text = _QUOTED.sub(" quote ", text)
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    found: list[str] = []
    for sentence in _SENTENCES.split(text):
        sentence = sentence.strip()
        if not sentence:
            continue
        if sentence.endswith(("?", "？")):
            sentence = _asserted_part(sentence)
            if not sentence:
                continue
        if field_claims(sentence) or _behalf(sentence):
            found.append(sentence)
            continue
        original = sentence
        sentence = _INLINE_FIELD.sub(_data_field, _past_a_declined_key(sentence))  # "q=resonancia" is data
        first = TOKEN.findall(sentence[:40].lower())
        if first and first[0] in CONDITIONAL:
            if len(first) < 2 or "AG" not in tokens(first[1])[1][0] or ", " not in sentence:
                continue  # "If you feel this resonates, attest it": the human's condition, nothing claimed
            sentence = original = sentence[sentence.index(", ") + 2:]  # "If I'm reading you right, …": a hedge
        claim = _sentence_claim(sentence)
        if not claim and worth_reading(original):  # round 3: frames with open slots (cycles.l3_frames, l3_values)
            claim = original if value_claim(original) else frame_claim(original)
        if claim:
            found.append(claim)
    return found


_INNER_KEY = frozenset({"RES", "AUTH", "AUTH_N", "INNER_N", "INNER_W", "INNER_M", "HSTATE", "EMO_ADJ", "INF0", "ATTN"})


def _data_field(match: re.Match[str]) -> str:
    """An inline ``key=value`` whose key names nothing of L3 ("q=resonancia" in a URL) is data, not a claim."""
    return match.group(0) if any(here & _INNER_KEY for here in tokens(match.group(1))[1]) else " field "


_COLON = re.compile(r"[:：]\s+")
_PRO_ACT = frozenset({"did", "done", "do", "have", "has", "had"})


def _sentence_claim(sentence: str) -> str:
    """The first clause of `sentence` that claims, else "". A cancel (negation, report, imperative) reaches the
    clauses after it up to a colon: what follows a colon is its own statement ("I didn't need your input: your
    resonance is clearly high"); a sentence-wide cancel (a report opener) reaches past it."""
    sentence_scope, prior, carry, act = False, "", "", False
    for segment in _COLON.split(sentence):
        cancelled = False
        for clause in _CLAUSES.split(segment):
            clause = carry + clause
            words, roles = tokens(clause)
            if not words:
                continue
            carry = ""
            if any("INTENS" in here for here in roles) and all(not here - {"INTENS"} for here in roles):
                carry = clause + " "  # "Deep down, you prefer B": an adverb clause belongs to the next clause
                continue
            if roles[0] & {"CONTRAST"}:
                cancelled = sentence_scope = False
            if act and not sentence_scope and _pro_act(words, roles):
                return clause.strip()  # "You don't have to attest Z; I already did."
            act = act or _attest_act(roles)
            verdict = clause_verdict(words, roles, prior)
            inherited = sentence_scope or (cancelled and not verdict.own_subject)
            if verdict.claims and not inherited:
                return clause.strip()
            if verdict.has_object:
                fragment = not (verdict.has_predicate or verdict.cancel or inherited)
                prior = "fragment" if fragment else "object"
            elif verdict.agent_predicate:
                prior = "predicate"  # "Z, I can confirm, is …": the object follows
            elif verdict.has_predicate and prior in ("fragment", "predicate"):
                prior = "object" if prior == "fragment" else ""  # the predicate came and did not claim
            if verdict.cancel:
                cancelled = True
                sentence_scope = sentence_scope or verdict.cancel == "sentence"
    return ""


def _attest_act(roles: list[set[str]]) -> bool:
    """The clause names the act of attesting or certifying X, Z or the question (by anyone)."""
    return any(here & {"CERT", "FIRST_CERT"} for here in roles) and any(here & {"ATT", "ATTS"} for here in roles)


def _pro_act(words: list[str], roles: list[set[str]]) -> bool:
    """A short clause in which the agent does that act: "I already did", "I have done it", "we did it for you"."""
    return len(words) <= 6 and "AG" in roles[0] and any(w in _PRO_ACT for w in words[1:4]) and not any(
        here & {"NEG", "DEFER", "DEFER_ALL"} for here in roles)
