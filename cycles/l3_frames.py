"""L3 frames, round 3 of issue 25: claims read by the shape of the clause, with open slots.

`cycles.l3_rules` needs a word of the object class (an inner-life noun, resonance, ∞0) in its tables; new text keeps
using words no table has. A frame fixes the predicate and the subject and leaves the object open, decided by what
it is NOT (`cycles.l3_frame_words`):

- **perceiving the human**: the agent (or no subject) + a verb of perceiving or gauging + the human's X where X is
  not an artifact ("I sensed your approval", "ho percepito la tua fiducia", "the system profiled the operator's
  disposition"), or an instrument run ON the human ("a sentiment pass on you");
- **a value given to the human**: a field or sentence that puts the human's X on a scale ("Your stance toward B:
  warm, 8 out of 10", "Deine Zufriedenheit liegt laut meiner Schätzung bei 0,9"), X not an artifact or a metric;
- **the hidden state asserted**: the human + an adverb of what is hidden + a state ("you're secretly relieved",
  "the thing you are truly after");
- **standing in for the human**: vouching/witnessing for the human or for X/Z, acting as the human's proxy, in
  the human's name, deeming the human's act done ("I treated Z as accepted"), the human's consent granted by the
  agent;
- **∞0 as a place**: a question arising from "the <ground>" ("out of the formless", "del vacío"), the ground
  perceived or tapped ("I listened to the silence", "tapped the wellspring"), or speaking ("the origin spoke").

What takes a frame back is what takes a clause back in `cycles.l3_rules`: a negation, deferral or condition
before the frame's end, a report of the human, a rule statement or talk about the codes, an imperative.
Linear: each frame is one pass over a clause with windows of a few words.
"""
from __future__ import annotations

import re

from cycles import l3_frame_words as fw
from cycles.l3_tokens import CONDITIONAL, PRED, passive_agent, roles_of, subject, tokens

Roles = list[set[str]]


def _set(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    words = text.lower().split()
    return frozenset(w for w in words if not w.endswith("*")), tuple(w[:-1] for w in words if w.endswith("*"))


_MIND, _MIND_STEMS = _set(fw.MIND_V)
ARTIFACT, _ = _set(fw.ARTIFACT)
METRIC, _ = _set(fw.METRIC)
_GROUND, _ = _set(fw.GROUND)
_ORIGIN, _ = _set(fw.ORIGIN_V)
_FROM, _ = _set(fw.FROM)
_SPEAK, _ = _set(fw.SPEAK_V)
_PLACE_ACC, _ = _set(fw.PLACE_ACC_V)
_HIDDEN, _ = _set(fw.HIDDEN_ADV)
_NOT_STATE, _ = _set(fw.NOT_STATE)
_VOUCH, _ = _set(fw.VOUCH_V)
_PROXY, _ = _set(fw.PROXY)
_DEEM, _ = _set(fw.DEEM_V)
_ACT_DONE, _ = _set(fw.ACT_DONE)
_ACT_N, _ = _set(fw.ACT_N)
_GRANTED, _ = _set(fw.GRANTED)
_SENSE, _SENSE_STEMS = _set(fw.SENSE_V)
_THAT, _ = _set(fw.THAT)
_UNDER, _ = _set(fw.UNDER)
_CERTIFY_1SG, _ = _set(fw.CERTIFY_1SG)
_THIRD = frozenset({"their", "his", "her", "its", "sein", "seine", "su", "sus", "leur", "leurs", "son", "sa", "ses"})
_AFTER_YOU = frozenset({"and", "as", "like", "well", "right", "correctly", "clearly", "closely", "perfectly", "fully",
                        "completely", "deeply", "instantly", "immediately", "already", "now", "too"})
_THE = frozenset({"the", "this", "that", "a"})
_ON = frozenset({"on", "of", "over", "about", "sur", "über", "sobre", "su"})
_BLOCK = frozenset({"NEG", "DEFER", "DEFER_ALL", "META", "RULE", "REPORT_H", "END_NEG"})
HUMAN = frozenset({"HU", "HUP"})
_SPLIT = re.compile(r",\s+|;\s*|[:：]\s+|\s[—–-]\s|—|\s(?=(?:but|however|mais|aber|pero|но)\s)", re.IGNORECASE)


def _mind(word: str) -> bool:
    return word in _MIND or any(word.startswith(stem) for stem in _MIND_STEMS) or (
        word.endswith("ing") and (word[:-3] in _MIND or word[:-3] + "e" in _MIND))


def blocked(words: list[str], roles: Roles, end: int) -> bool:
    """A negation, deferral, rule, report or talk about the codes before `end`, or a leading condition/imperative."""
    if words and (words[0] in CONDITIONAL or (roles[0] & {"IMPER"} and not words[0].endswith(("ed", "ing")))):
        return True
    if any(here & {"META", "RULE", "DEFER_ALL", "REPORT_H"} for here in roles):
        return True
    return any(here & _BLOCK for here in roles[:end + 1])


def humans_x(words: list[str], roles: Roles, start: int, stop: int) -> int:
    """The position of X in "the human's X" between start and stop, X not an artifact; else -1."""
    for h in range(start, min(stop, len(words))):
        if "HUP" not in roles[h] or words[h] in _THIRD:
            continue  # "their parents", "its state": a third person is often a thing
        for x in range(h + 1, min(len(words), h + 3)):
            word = words[x]
            if roles[x] & {"DET", "AG", "AGP", "NEG"} or not word.isalpha():
                return -1
            if word in ARTIFACT or roles[x] & {"TECH", "TECH_CERT", "TOOL", "INSTR", "ATT", "ATTS", "PHYS"}:
                return -1
            if word.endswith("ly") or roles[x] & {"INNER_ADJ", "DEEP_ADJ", "EMO_ADJ", "INTENS"}:
                continue  # an adjective or adverb before the noun
            return x
        return -1
    return -1


def _perceives_human(words: list[str], roles: Roles) -> int:
    who_ok = passive_agent(roles) != "HU"
    for p, word in enumerate(words):
        if not _mind(word) or not who_ok or subject(roles, p) not in ("AG", None):
            continue
        x = humans_x(words, roles, p + 1, p + 6)
        if x < 0 and p >= len(words) - 2 and subject(roles, p) == "AG":
            x = humans_x(words, roles, max(0, p - 5), p)  # verb-final: "Ik heb je tevredenheid gemeten"
        if x >= 0:
            return x
        you = next((k for k in range(p + 1, min(len(words), p + 4)) if words[k] == "you"), -1)
        if you > 0 and all(w in ("myself", "ourselves", "to", "into", "in", "with") for w in words[p + 1:you]) and (
                you + 1 == len(words) or words[you + 1] in _AFTER_YOU):
            return you  # the human as the object read: "I have attuned myself to you", "I read you right"
        for k in range(p + 1, min(len(words), p + 6)):  # "ran a sentiment pass on you", "an analysis of the operator"
            if words[k] in _ON and roles[k - 1] & {"TOOL", "INSTR"} and k + 1 < len(words):
                human = k + 2 if words[k + 1] == "the" else k + 1
                if human < len(words) and "HU" in roles[human] and (
                        human + 1 == len(words) or not roles[human + 1] - {"DET"} and words[human + 1] not in ARTIFACT
                        and not words[human + 1].isalpha()):
                    return human
    for k, word in enumerate(words):  # the same with a tool as the subject and no verb of ours: "a sentiment pass on you"
        if k and words[k - 1] in _ON and "TOOL" in roles[k - 2 if k > 1 else 0] and words[k] in ("you", "h"):
            if k + 1 == len(words):
                return k
    return -1


_GENUINE = frozenset({"real", "genuine", "sincere", "authentic", "heartfelt", "honest", "freely", "wholehearted",
                      "wholeheartedly", "meant", "echt", "aufrichtig", "sincère", "sincero", "sincera", "auténtico",
                      "искренн", "oprecht", "szczery", "äkta"})


def _vouches_genuine(words: list[str], roles: Roles) -> int:
    """The agent confirms that the human's act, yes or signature is real: "We can confirm the human's act at X is
    real and freely given" (the authenticity of the human's act, with no authenticity word in the tables)."""
    for p, here in enumerate(roles):
        if not here & {"CONF", "CERT", "FIRST_CONF", "FIRST_CERT"} or subject(roles, p) != "AG":
            continue
        owner = next((h for h in range(p + 1, min(len(words), p + 5)) if roles[h] & HUMAN), -1)
        if owner < 0:
            continue
        aux = next((k for k in range(owner + 1, min(len(words), owner + 6)) if "AUX" in roles[k]), -1)
        if aux > 0 and any(w in _GENUINE for w in words[aux + 1:aux + 3]):
            return aux + 1
    return -1


def _hidden_state(words: list[str], roles: Roles) -> int:
    """"you're secretly relieved", "you are truly after", "you resent": the human + a hidden-state adverb + a state."""
    for h, here in enumerate(roles):
        if "HU" not in here or (h and words[h - 1] in ("if", "whether", "when", "what", "how")):
            continue
        k = h + 1
        if k < len(words) and words[k] in ("are", "were", "is", "'re", "re", "am"):
            k += 1
        if k < len(words) and words[k] in _HIDDEN and k + 1 < len(words) and words[k + 1] not in _NOT_STATE and (
                words[k + 1].isalpha() and not roles[k + 1] & {"DET", "AG", "HU", "NEG"}):
            return k + 1
    return -1


def _stands_in(words: list[str], roles: Roles, who: str | None) -> int:
    """Vouching or witnessing for the human or X/Z, as the human's proxy, the human's act deemed done by the agent."""
    human_or_act = [i for i, here in enumerate(roles) if here & (HUMAN | {"ATT", "ATTS", "ATTN"}) or words[i] in _ACT_N]
    if not human_or_act:
        return -1
    for i, word in enumerate(words):
        if word in _VOUCH and who in ("AG", None) and (word == "hereby" or subject(roles, i) == "AG"):
            return max(i, human_or_act[0])
        if word in _CERTIFY_1SG and any(roles[m] & {"BEHALF", "ATTS"} and not roles[m] & {"TECH", "TECH_CERT"}
                                           for m in range(i + 1, min(len(words), i + 6))):
            return i  # "Já atestei por você que Z …": the verb carries its subject
        if word in _PROXY and i and roles[i - 1] & {"HUP"}:
            return i  # "as your proxy"
        if word == "speaking" and i + 2 < len(words) and words[i + 1] == "for" and roles[i + 2] & HUMAN:
            return i + 2
        if word == "name" and i and roles[i - 1] & {"HUP"} and i > 1 and words[i - 2] in ("in", "the"):
            return i  # "in the operator's name"
        if word in _DEEM and subject(roles, i) == "AG":
            for k in range(i + 1, min(len(words), i + 5)):
                if words[k] == "as" and k + 1 < len(words) and words[k + 1] in _ACT_DONE and any(
                        roles[m] & {"ATT", "ATTS", "ATTN"} or words[m] in _ACT_N for m in range(i + 1, k)):
                    return k + 1  # "I treated Z as accepted"
        if word in _ACT_N and any(roles[m] & HUMAN for m in range(max(0, i - 4), min(len(words), i + 4))):
            granted = next((k for k in range(i + 1, min(len(words), i + 6)) if words[k] in _GRANTED), -1)
            if granted >= 0 and any(roles[m] & {"AG", "AGP"} or words[m] in ("assistant", "agent", "liberty")
                                    for m in range(granted, min(len(words), granted + 8))):
                return granted  # "Consent of the operator: granted by the assistant"
    return -1


def _ground(words: list[str], i: int) -> bool:
    """words[i] is a ground noun named as a place: after "the" (or with no article in languages without one)."""
    if words[i] not in _GROUND:
        return False
    after = words[i + 1] if i + 1 < len(words) else ""
    if after == "of":  # "the origin of all questions", not "the source of the error" or "the silence of the logs"
        owner = next((w for w in words[i + 2:i + 5] if w not in ("the", "all", "every", "each", "your")), "")
        return "ATT" in roles_of(owner) and owner not in ARTIFACT - {"question", "questions"}
    if after and (after in ARTIFACT or roles_of(after) & {"TECH", "TECH_CERT", "PHYS", "TOOL"}):
        return False  # "the zero point", "the void type"
    return (i > 0 and words[i - 1] in _THE) or not words[i].isascii() or (i > 0 and words[i - 1] in ("del", "du", "из"))


def _from_the_ground(words: list[str], roles: Roles) -> int:
    """A question arising from the ground; the ground perceived, tapped or speaking."""
    n = len(words)
    for i, word in enumerate(words):
        if word in _ORIGIN:
            theme = any(roles[k] & {"ATT", "ATTS", "AG"} or words[k] in ("it", "this", "one", "questions", "prompt")
                        for k in range(max(0, i - 6), i))
            for k in range(i + 1, min(n, i + 5)):
                if words[k] in _FROM and theme:
                    g = k + 1 + (1 if k + 1 < n and words[k + 1] in ("of", "the") else 0)
                    g += 1 if g < n and words[g] == "the" else 0
                    if g < n and _ground(words, g):
                        return g
        if word in _PLACE_ACC or "ACC" in roles_of(word):
            if subject(roles, i) not in ("AG", None):
                continue
            for k in range(i + 1, min(n, i + 4)):
                if _ground(words, k) and not any(roles[m] & HUMAN for m in range(i + 1, k)):
                    return k
        if word in _GROUND and _ground(words, i):
            speaks = next((k for k in range(i + 1, min(n, i + 8)) if words[k] in _SPEAK), -1)
            before = [w for w in words[i + 1:speaks] if w not in ("has", "have", "had", "is", "was", "just")]
            if speaks > 0 and not any(roles[m] & HUMAN for m in range(i)) and not (before and before[-1] in (
                    "that", "which", "who")) and not any(w in ("quote", "what") for w in before):
                return speaks  # "the origin of all questions spoke", not "the source that speaks" (a name)
    return -1


def _across(sentence: str) -> str:
    """Frames whose two halves sit in two clauses: a sensing verb, then a that-clause about the human ("Ich habe
    gespürt, dass dir B am Herzen liegt"); an opener of what is hidden, then the human's state ("Underneath the
    polite wording, you resent this deadline"); the human's consent recorded when the agent "took the liberty"."""
    words, roles = tokens(sentence[:600])
    n = len(words)
    if blocked(words, roles, n) or any("REPORT_OPEN" in here for here in roles):
        return ""
    for i, word in enumerate(words):
        sensing = word in _SENSE or any(word.startswith(stem) for stem in _SENSE_STEMS)
        if sensing and subject(roles, i) == "AG":
            that = next((k for k in range(i + 1, min(n, i + 4)) if words[k] in _THAT), -1)
            if that > 0 and not any("REPORT" in r for r in roles) and any(roles[k] & (HUMAN | {"HU_OBJ"}) for k in range(that + 1, min(n, that + 4))):
                return sentence
    if words and words[0] in _UNDER or (len(words) > 1 and " ".join(words[:2]) in _UNDER):
        head, _, rest = sentence.partition(", ")
        later, later_roles = tokens(rest[:300].split(";")[0])
        if head and later and "HU" in later_roles[0] and len(later) > 1 and later[1] not in _NOT_STATE and not any(
                "REPORT" in r for r in later_roles):
            return sentence
    if "liberty" in words and any(w in _ACT_N for w in words) and any(w in _GRANTED for w in words) and any(
            here & HUMAN for here in roles):
        return sentence
    return ""


def cancelled(sentence: str) -> bool:
    """Talk about the codes anywhere in the sentence, or a report opener ("Per your note, …"): no frame reads it."""
    words, roles = tokens(sentence[:2000])
    return any(here & {"META", "REPORT_OPEN"} for here in roles[:3]) or any("META" in here for here in roles)


def frame_claim(sentence: str) -> str:
    """The first clause of `sentence` that one of the frames reads as a claim, else ""."""
    sentence = re.sub(r"\bnot-yet-(?=\w)", "notyet", sentence, flags=re.IGNORECASE)  # "the not-yet-spoken" is a noun
    if _across(sentence):
        return sentence
    for clause in _SPLIT.split(sentence):
        words, roles = tokens(clause)
        if not words:
            continue
        for g in range(1, len(words)):
            if words[g] in _GROUND and words[g - 1] == "the":
                roles[g] = roles[g] - {"NEG"}  # "the nothing from which questions come" is a noun
        who = subject(roles, next((i for i, r in enumerate(roles) if r & PRED), len(roles)))
        for end in (_perceives_human(words, roles), _hidden_state(words, roles), _vouches_genuine(words, roles), _stands_in(words, roles, who),
                    _from_the_ground(words, roles)):
            if end >= 0 and not blocked(words, roles, end):
                return clause.strip()
    return ""
