"""The clause rules of the L3 detector (`cycles.l3`): subject + predicate + object, and the assertion forms.

Each rule returns where its claim ENDS; a negation, deferral or condition before that point (`_blockers`)
takes the claim back. The rules name roles, never words (`cycles.l3_lexicon`). Every helper is one pass
over the clause or a window of a few words around a position, so a clause costs time linear in its length.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from cycles.l3_inner import human_inner_verb, inner_life, reading_the_human
from cycles.l3_tokens import NUMBER_NOT, PRED, passive_agent, subject

Roles = list[set[str]]
_SUBORDINATE = frozenset({"so", "because", "since", "whereas", "while", "although", "though", "parce", "weil",
                          "porque", "потому", "perché", "omdat"})
_THEE = frozenset({"you", "h", "vous", "toi", "dir", "ihnen", "ti", "te", "вас", "тебе", "tu", "você", "jou"})
_INSIDE = frozenset({"in", "within", "inside", "en", "dans", "в", "dentro", "nel", "em"})
_WHEN = frozenset({"before", "after", "when", "until", "while", "as", "since", "once"})


@dataclass(frozen=True)
class Verdict:
    """What one clause does: claims; cancels what follows ("clause": subject-less clauses, "sentence": all
    until "but"); names an L3 object; has a predicate; has its own subject (then it inherits no cancel)."""

    claims: bool
    cancel: str
    has_object: bool
    has_predicate: bool
    own_subject: bool
    agent_predicate: bool = False  # the agent confirms/certifies, the object in a later clause ("Z, I confirm, is…")


def _at(roles: Roles, role: str) -> list[int]:
    return [i for i, here in enumerate(roles) if role in here]


def _number(words: list[str], roles: Roles) -> int:
    for i, word in enumerate(words):
        if word.isdigit() and not (i and words[i - 1] in NUMBER_NOT) and not (
                i + 1 < len(words) and "PHYS" in roles[i + 1]):
            return i
    return -1


def _cancel(words: list[str], roles: Roles, who: str | None) -> str:
    """Why the clause is not the agent's claim, and how far that reaches: "", "clause" or "sentence"."""
    if _report_opener(words, roles):
        return "sentence"  # "According to the operator, …", "Per your note, …" (not "according to my analysis")
    if any("META" in here for here in roles):
        return "sentence"  # talk about the codes and their examples: "An example claim would be: …"
    if any("DEFER_ALL" in here for here in roles) or _rule_statement(roles):
        return "clause"  # "… is yours to say"; "The kernel says …"
    if _reports(words, roles):
        return "clause"  # "You wrote that …", "I heard you say …"
    if roles[0] & {"IMPER"} and not words[0].endswith(("ed", "ing")):
        return "clause"  # an imperative, addressed to the human
    return ""


def clause_verdict(words: list[str], roles: Roles, prior: str) -> Verdict:
    """The verdict on one clause; `prior` is "object" or "fragment" when an earlier clause of the sentence named
    an L3 object (with or without a predicate), for "…, but I decoded it" and "The resonance is, to me, genuine"."""
    n = len(words)
    preds = [i for i, here in enumerate(roles) if here & PRED]
    asserting = sorted(set(preds + _at(roles, "ASSERT")))
    who = subject(roles, asserting[0] if asserting else n)
    own_subject = who is not None
    by = passive_agent(roles)
    if by == "HU" or (by == "AG" and who in (None, "THING")):
        who = by
    physics = any("PHYS" in here for here in roles)
    inf0, auth = _at(roles, "INF0"), _at(roles, "AUTH")
    res = [] if physics else _at(roles, "RES")
    strong, measurable = inner_life(words, roles)
    has_object = bool(inf0 or res or auth or strong or measurable)
    cancel = _cancel(words, roles, who)
    if cancel:
        return Verdict(False, cancel, has_object, bool(preds), own_subject)
    not_human = who != "HU"
    number = _number(words, roles)
    technical = any("TECH_CERT" in here for here in roles)  # I certified the TLS chain, the build
    ends: list[int] = []
    if inf0 and preds and not_human:  # I decoded ∞0; ∞0 has been decoded; the question came from ∞0
        q = inf0[0]
        p = min(preds, key=lambda i: abs(i - q))
        lo, hi = min(p, q), max(p, q)
        if not ("ORIG" in roles[p] and any(roles[i] & {"HU", "HUP"} for i in range(lo + 1, hi))):
            ends.append(hi)  # …but "X arises from the human's encounter with ∞0" is the human's
    if not_human and prior in ("object", "fragment") and asserting:
        pronouns = [i for i in range(asserting[0] + 1, n) if words[i] in ("it", "this", "that", "them")]
        if pronouns and not has_object:
            ends.append(pronouns[0])  # "…, but I decoded it"
        elif prior == "fragment":
            ends.append(asserting[0])  # "From deep within ∞0, this question surfaced"
    cert = [i for i, here in enumerate(roles) if here & {"CERT", "FIRST_CERT"}]
    if cert and not technical and (who == "AG" or "FIRST_CERT" in roles[cert[0]] or (
            not_human and any("BEHALF" in here for here in roles))):
        ends.append(cert[0])  # I certify…, I attest Z on your behalf
    inner_objects = sorted(res + strong + measurable + _at(roles, "AUTH_N"))
    if who == "AG" and any(roles[i - 1] & {"HUP"} for i in res if i):
        ends.append(n - 1)  # "I now hold your resonance in my hands" (any negation in the clause takes it back)
    if prior == "predicate" and has_object:
        ends.append(min(inner_objects + inf0 + auth))  # "Z, I can confirm, is the human's true resonant key"
    for a in _at(roles, "ATT"):
        after = bisect_right(inf0, a)  # the first ∞0 after the noun, found by bisection, not by a scan
        source = [k for k in range(a + 2, min(n, a + 6)) if "SOURCE" in roles[k] and not (
            k + 1 < n and (roles[k + 1] & {"TECH", "TECH_CERT"} or words[k + 1] == "of"))]
        if any(w in ("from", "out") for w in words[a + 1:a + 4]) and (
                (after < len(inf0) and inf0[after] <= a + 5) or source):
            ends.append(a)  # "the answer from beyond the known", "a question out of ∞0", "straight from the source"
    for q in inf0:
        if not_human and any(r & {"INNER_V", "VOICE", "SAY"} for r in roles[q + 1:q + 3]):
            ends.append(q + 1)  # ∞0 made a speaker: "what the unknown wanted us to ask", "the void says"
        instrument = next((k for k in range(q + 1, min(n, q + 4)) if roles[k]), n)
        if instrument < n and "INSTR" in roles[instrument] and not_human:
            ends.append(instrument)  # an instrument OF ∞0: "the ∞0 decoder emitted X", "the unknown-reader"
    for k in strong[:1]:
        owned = any("HUP" in r for r in roles[max(0, k - 3):k]) or "HSTATE" in roles[k]
        voice = next((v for v in range(k + 1, min(n, k + 5)) if roles[v] & {"INNER_V", "VOICE"}), -1)
        if voice >= 0 and owned and not any(roles[v] & (PRED | {"HU", "AG"}) for v in range(k)):
            ends.append(voice)  # the agent voicing the human's inner life: "your gut says yes", "your heart wants B"
    claims_of = [a for a in asserting if "ORIG" not in roles[a] or "ASSERT" in roles[a]]
    pred_set = set(preds)
    logged = sorted(claims_of + _at(roles, "LOGV"))  # "I logged your enthusiasm as 0.8": only for inner life
    for found, by_words in ((inner_objects, logged), ([] if technical else auth, [a for a in claims_of if a in pred_set])):
        pairs = [(o, a) for o in found[:1] for a in by_words if a != o or "CJK" in roles[o]][:1]
        if pairs and not_human:  # I measured your resonance; resonance is genuine; I score the genuineness
            ends.append(max(pairs[0]))
    opener = next((i for i, here in enumerate(roles) if "HUP" in here), n)
    if strong and not_human and opener <= 1 and strong[0] <= opener + 2 and not any("TECH" in r for r in roles):
        ends.append(strong[0])  # "Your heart hums with this key"
    for o in inner_objects[:1]:
        state = next((k for k in range(o + 1, min(n, o + 4)) if "AUX" in roles[k]), -1)
        if state >= 0 and not_human and any(roles[k] & {"INNER_V", "AFFIRM"} for k in range(state + 1, min(n, state + 3))):
            ends.append(state + 1)  # the human's inner state given a value: "your mood is upbeat"
    for k in _at(roles, "LONG_V"):
        if any("HU" in r for r in roles[max(0, k - 2):k]):
            ends.append(k)  # "You long for a simpler deployment": the human's longing, asserted
    objects = sorted(inner_objects + auth)
    if objects and number >= 0 and not_human:
        ends.append(max(objects[0], number))  # resonance 0.78; your alignment measures 4.6
    acts = [i for i in _at(roles, "ATTN") if not (i + 1 < n and roles[i + 1] & {"TECH", "TECH_CERT"})]
    if acts and who == "AG" and any("DO_V" in r for r in roles[:acts[0]]):
        ends.append(acts[0])  # the agent does the human's act: "I'll take care of the attestation for X"
    for k in _at(roles, "ACC"):
        inside = next((m for m in range(k + 1, min(n, k + 7)) if words[m] in _INSIDE), -1)
        if inside >= 0 and who == "AG" and inside + 1 < n and words[inside + 1] in _THEE:
            ends.append(inside + 1)  # perceiving something inside the human: "I sensed a quiet yes in you"
    grants = [i for i in _at(roles, "ATTN") if not (i and roles[i - 1] & {"HUP", "HU"})]
    if grants and not_human and any("GRANT" in r for r in roles[grants[0] + 1:grants[0] + 7]):
        ends.append(grants[0] + 1)  # "Attestation complete (performed by the assistant)"
    ends += _attestable(words, roles, who, not_human)
    ends += reading_the_human(words, roles, who, prior == "predicate")
    j = human_inner_verb(words, roles, number, physics, prior == "predicate")
    if j >= 0:
        ends.append(j)
    blocked = _blockers(words, roles)
    if not ends:  # a negation or deferral with nothing claimed still scopes over what follows it
        return Verdict(False, "clause" if blocked <= n else "", has_object, bool(preds), own_subject,
                       blocked > n and _agent_predicate(roles, who, has_object))
    claims = any(end < blocked for end in ends)
    negated = "clause" if not claims and blocked <= n else ""  # a claim taken back still scopes over what follows
    return Verdict(claims, negated, has_object, bool(preds), own_subject)


def _agent_predicate(roles: Roles, who: str | None, has_object: bool) -> bool:
    """The agent knows, confirms or certifies, and the object comes in a later clause ("Z, I can confirm, is …",
    "Reading between the lines, you want …"); a participle opener counts as the agent's."""
    knowing = {"CONF", "CERT", "FIRST_CONF", "FIRST_CERT", "ACC", "MEAS", "FORESEE"}
    return (who == "AG" or (who is None and bool(roles[0] & knowing))) and not has_object and any(
        here & knowing for here in roles)


def _attestable(words: list[str], roles: Roles, who: str | None, not_human: bool) -> list[int]:
    """X, Z or the question said to be certified, verified or authentic (by no human); or the agent verifying
    Z itself ("The metrics prove Z", "I validate Z as …"), Z as the direct object."""
    ends = []
    for i, here in enumerate(roles):
        if not here & {"ATT", "ATTS"}:
            continue
        for j in range(i + 1, min(len(roles), i + 8)):
            after = roles[j]
            if not_human and ("CERT" in after or "AUTH" in after or ("ATTS" in here and "CONF" in after)):
                ends.append(j)
                break
        direct = (i and roles[i - 1] & {"CONF", "CERT"}) or (
            i > 1 and "DET" in roles[i - 1] and words[i - 1] != "that" and roles[i - 2] & {"CONF", "CERT"})
        if "ATTS" in here and who == "AG" and direct:
            ends.append(i)
    return ends


def _blockers(words: list[str], roles: Roles) -> int:
    """The first position a claim must END before: a negation, deferral or condition. A negation right after a
    predicate ("I certified nothing") blocks that predicate; after an auxiliary ("RESONANCE is not a key")
    the whole clause."""
    described = -1  # the human after the agent's knowing verb: a negation there describes the human's state
    for i, here in enumerate(roles):
        if described < 0 and "HU" in here and any(r & PRED for r in roles[:i]):
            described = i
        if "NEG" in here and 0 <= described < i and not here & {"CJK", "END_NEG"} and any(
                r & {"INNER_V", "RESV", "RESV_W", "RESV_O", "INNER_N", "LONG_V"} for r in roles[i + 1:i + 4]):
            continue  # "I get the sense you are not fully happy with Y", "I know you do not want X"
        if here & {"NEG", "DEFER"}:
            sub = next((k for k in range(i - 1, max(-1, i - 5), -1) if words[k] in _SUBORDINATE), -1)
            if sub > 0 and any(roles[k] & {"HU", "AG"} for k in range(sub + 1, i)):
                return sub  # "I'll take care of the attestation so you do not have to": its own clause
            if ("NEG" in here and i and "AUX" in roles[i - 1]) or here & {"CJK", "END_NEG"}:
                return -1  # "RESONANCE is not a key"; Japanese negates or defers the whole clause at its end
            return i - 1 if i and roles[i - 1] & PRED else i
    return len(roles) + 1


def _report_opener(words: list[str], roles: Roles) -> bool:
    """"According to X" / "per X" / "selon X": a report when X is not the agent or its instruments; "per" only
    when X is a human or a rule ("per your note", "per the seed"; not "10 requests per second")."""
    for i, here in enumerate(roles):
        if "REPORT_OPEN" not in here:
            continue
        source = next((r for r in roles[i + 1:i + 4] if r - {"DET"}), set())
        if source & ({"AG", "AGP", "TOOL"} | PRED):  # "according to my analysis", "según he deducido"
            continue
        if words[i] != "per" or source & {"HU", "HUP", "RULE"}:
            return True
    return False


def _rule_statement(roles: Roles) -> bool:
    """"The kernel says…", "In 5QLN, …": a statement of the rule, not the agent's claim."""
    rule = _at(roles, "RULE")
    return bool(rule) and (rule[0] <= 1 or any("SAY" in here for here in roles[rule[0] + 1:rule[0] + 4]))


def _reports(words: list[str], roles: Roles) -> bool:
    """The human said, wrote, marked…: unless the verb ends a relative clause ("the question you asked came…")
    or a time clause ("… before you say it")."""
    for h, here in enumerate(roles):
        if "REPORT_H" in here and not (h + 1 < len(roles) and roles[h + 1] & PRED):
            return True  # a report verb that carries the human as its subject: "Dijiste que…"
        if "HU" in here and not (h and words[h - 1] in _WHEN):
            for r in range(h + 1, min(len(roles), h + 4)):
                if "REPORT" in roles[r] and not (r + 1 < len(roles) and roles[r + 1] & PRED):
                    return True
    return False
