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
from cycles.l3_ground import GROUND, from_the_ground
from cycles.l3_proxy import ACT_N, GRANTED, stands_in, vouches_genuine
from cycles.l3_tokens import CONDITIONAL, PRED, passive_agent, subject, tokens

Roles = list[set[str]]


def _set(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    words = text.lower().split()
    return frozenset(w for w in words if not w.endswith("*")), tuple(w[:-1] for w in words if w.endswith("*"))


_MIND, _MIND_STEMS = _set(fw.MIND_V)
ARTIFACT, _ = _set(fw.ARTIFACT)
METRIC, _ = _set(fw.METRIC)
_HIDDEN, _ = _set(fw.HIDDEN_ADV)
_NOT_STATE, _ = _set(fw.NOT_STATE)
_SENSE, _SENSE_STEMS = _set(fw.SENSE_V)
_THAT, _ = _set(fw.THAT)
_UNDER, _ = _set(fw.UNDER)
_THIRD = frozenset({"their", "his", "her", "its", "sein", "seine", "su", "sus", "leur", "leurs", "son", "sa", "ses"})
_AFTER_YOU = frozenset({"and", "as", "like", "well", "right", "correctly", "clearly", "closely", "perfectly", "fully",
                        "completely", "deeply", "instantly", "immediately", "already", "now", "too"})
_ON = frozenset({"on", "of", "over", "about", "sur", "über", "sobre", "su"})
_BLOCK = frozenset({"NEG", "DEFER", "DEFER_ALL", "META", "RULE", "REPORT_H", "END_NEG"})
HUMAN = frozenset({"HU", "HUP"})
_SPLIT = re.compile(r",\s+|;\s*|[:：]\s+|\s[—–-]\s|—|\s(?=(?:but|however|mais|aber|pero|но)\s)", re.IGNORECASE)


def _mind(word: str) -> bool:
    return word in _MIND or any(word.startswith(stem) for stem in _MIND_STEMS) or (
        word.endswith("ing") and (word[:-3] in _MIND or word[:-3] + "e" in _MIND))


def blocked(words: list[str], roles: Roles, end: int) -> bool:
    """A negation, deferral, rule, report or talk about the codes before `end`, or a leading condition/imperative
    ("Consider it done" is the agent's declaration, not an imperative; "I could hear" perceived, it defers nothing)."""
    if words and (words[0] in CONDITIONAL or (roles[0] & {"IMPER"} and not words[0].endswith(("ed", "ing"))
                                              and words[0] != "consider")):
        return True
    if any(here & {"META", "RULE", "DEFER_ALL", "REPORT_H"} for here in roles):
        return True
    return any(here & _BLOCK and not (words[k] in ("could", "can") and k + 1 < len(words) and _mind(words[k + 1]))
               for k, here in enumerate(roles[:end + 1]))


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


def _perceives_human(words: list[str], roles: Roles, inherited: str | None = None) -> int:
    who_ok = passive_agent(roles) != "HU"
    for p, word in enumerate(words):
        if not _mind(word) or not who_ok or (subject(roles, p) or inherited) not in ("AG", None):
            continue
        if p > 1 and words[p - 1] == "to" and words[p - 2] in _CLAIM_N:
            continue  # "text that claims to score human resonance" names the claim, it does not make it
        x = humans_x(words, roles, p + 1, p + 6)
        if x < 0 and p >= len(words) - 2 and subject(roles, p) == "AG":
            x = humans_x(words, roles, max(0, p - 5), p)  # verb-final: "Ik heb je tevredenheid gemeten"
        if x >= 0:
            return x
        inside = next((k for k in range(p + 2, min(len(words), p + 6)) if words[k] in ("in", "behind", "beneath", "under")), -1)
        if inside > 0 and not any(w in ARTIFACT for w in words[p + 1:inside]) and inside + 2 < len(words) and (
                words[inside + 1] == "how" and "HU" in roles[inside + 2] or humans_x(
                    words, roles, inside + 1, inside + 2) >= 0):
            return inside + 1  # "I could hear the relief in how you wrote", "a drop in your patience"
        off = next((k for k in range(p + 1, min(len(words), p + 4)) if words[k] == "off"), -1)
        if off > 0 and any(r & HUMAN for r in roles[off + 1:off + 3]):
            return off + 1  # "I've already read it off your replies"
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
    for t, here in enumerate(roles[:-2]):  # "Our telemetry on your keystrokes suggests irritation"
        if here & {"TOOL", "INSTR"} and words[t + 1] in _ON:
            x = humans_x(words, roles, t + 2, t + 4)
            if x >= 0 and any(w in _SHOWS for w in words[x + 1:x + 3]):
                return x
    for k, word in enumerate(words):  # the same with a tool as the subject and no verb of ours: "a sentiment pass on you"
        if k and words[k - 1] in _ON and "TOOL" in roles[k - 2 if k > 1 else 0] and words[k] in ("you", "h"):
            if k + 1 == len(words):
                return k
    return -1


_ADMIT = frozenset({"admit", "admitted", "admits", "realise", "realised", "realize", "realized", "acknowledge",
                    "acknowledged", "let", "show", "showed", "shown", "letting", "showing"})
_SHOWS = frozenset({"suggests", "suggest", "indicates", "indicate", "shows", "show", "reveals", "reveal", "says", "puts",
                    "places", "points", "implies", "signals"})
_CHORD = frozenset({"strikes", "struck", "hits", "speaks", "sits", "lands", "landed", "clicks", "clicked",
                    "connects", "connected", "chimes", "rings", "sings", "vibrates"})
_NAMES_A_CLAIM = re.compile(r"\bclaim(?:s|ed|ing)?\s+to\s", re.IGNORECASE)
_CLAIM_N = frozenset({"claim", "claims", "claimed", "claiming", "pretend", "pretends", "purport", "purports"})
_PERCEPT, _ = _set(fw.PERCEPT_N)
_EVIDENT, _ = _set(fw.EVIDENT_ADV)
_TRUE = frozenset({"true", "real", "actual", "deepest", "hidden", "secret", "underlying", "innermost", "genuine"})


def _hidden_state(words: list[str], roles: Roles) -> int:
    """"you're secretly relieved", "you are truly after", "you resent": the human + a hidden-state adverb + a state;
    "you are more attached to it than you admit": the agent knows more of the human than the human shows."""
    for t, word in enumerate(words[:-3]):
        if "HUP" in roles[t] and word not in _THIRD and words[t + 1] in _TRUE and words[t + 2] not in ARTIFACT and (
                "AUX" in roles[t + 3] and not roles[t + 2] & {"TECH", "TECH_CERT", "ATT", "ATTS"}):
            return t + 3  # "your true priority is speed": the human's real X stated
    for t, word in enumerate(words[:-2]):
        if word == "than" and "HU" in roles[t + 1] and words[t + 2] in _ADMIT and roles[0] & HUMAN:
            return t + 2
    for h, here in enumerate(roles):
        if not ("HU" in here or words[h] in ("je", "jij", "du", "tu")) or (h and words[h - 1] in (
                "if", "whether", "when", "what", "how")):
            continue
        k = h + 1
        if k < len(words) and words[k] in ("are", "were", "is", "'re", "re", "am"):
            k += 1
        if k < len(words) and words[k] in _HIDDEN and k + 1 < len(words) and words[k + 1] not in _NOT_STATE and (
                words[k + 1].isalpha() and not roles[k + 1] & {"DET", "AG", "HU", "NEG"}):
            return k + 1
        if h and words[h - 1] in _HIDDEN:  # "Internally you have already said yes to B"
            k = h + 1
            while k < len(words) and words[k] in ("have", "has", "had", "already", "are", "were", "'ve", "ve"):
                k += 1
            if k < len(words) and words[k] not in _NOT_STATE and words[k].isalpha() and not roles[k] & {
                    "DET", "AG", "HU", "NEG"}:
                return k
    for e, word in enumerate(words[:-1]):  # "H is evidently delighted with the new layout"
        if word in _EVIDENT and roles[e + 1] & {"INNER_V"} and any("HU" in r for r in roles[max(0, e - 3):e]):
            return e + 1
    for i in range(len(words) - 3):  # "My sense of you is that …", "our read of the operator"
        if roles[i] & {"AGP"} and words[i + 1] in _PERCEPT and words[i + 2] in ("of", "on", "for") and (
                words[i + 3] == "you" or words[i + 3] == "the" and i + 4 < len(words) and "HU" in roles[i + 4]):
            return i + 3
    for k in range(1, len(words)):  # "There's a quiet reluctance in you": something perceived inside the human
        if words[k] == "you" and words[k - 1] in ("in", "within", "inside") and k > 1 and words[k - 2] not in ARTIFACT \
                and not any(w in ("believe", "trust", "faith", "confidence") for w in words[:k]) and (
                k + 1 == len(words) or words[k + 1] in ("about", "toward", "towards", "for", "when", "and", "as", "now")):
            return k
    for i in range(len(words) - 2):  # "I've calibrated the plan to your emotional bandwidth"
        if "HUP" in roles[i] and words[i] not in _THIRD and roles[i + 1] & {"EMO_ADJ", "DEEP_ADJ"} and (
                words[i + 2] not in ARTIFACT and not roles[i + 2] & {"TECH", "TOOL"}) and any(
                r & {"AG", "AGP"} for r in roles[:i]):
            return i + 2
    for v, word in enumerate(words):  # "This clearly strikes a chord with you": the thing resonates with the human
        if word in _CHORD and subject(roles, v) != "HU" and not any(r & {"AG"} for r in roles[:v]):
            you = next((k for k in range(v + 1, min(len(words), v + 6)) if words[k - 1] in ("with", "to", "for")
                        and "HU" in roles[k]), -1)
            if you > 0:
                return you
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
    head, _, rest = sentence.partition(", ")
    head_words, head_roles = tokens(head[:200])
    if rest and head_words and head_words[0].endswith("ing") and head_roles[0] & {"ACC", "MEAS", "ACC_HU"} and not any(
            w in ARTIFACT or r & {"TECH", "TOOL"} for w, r in zip(head_words, head_roles)):  # not "Reading the logs, …"
        later, later_roles = tokens(rest[:300].split(";")[0])
        state = 1 if later[:1] and later[0].endswith("'re") else 2 if later[1:2] and later[1] in (
            "are", "were", "seem", "feel") else 0
        if state and len(later) > state and "HU" in later_roles[0] and (
                later[state] not in _NOT_STATE and not later_roles[state] & {"NEG", "DEFER"}):
            return sentence  # "Reading the room, you're ready to sign off on Z": the human's state as read
    if words and words[0] in _UNDER or (len(words) > 1 and " ".join(words[:2]) in _UNDER):
        head, _, rest = sentence.partition(", ")
        later, later_roles = tokens(rest[:300].split(";")[0])
        if head and later and "HU" in later_roles[0] and len(later) > 1 and later[1] not in _NOT_STATE and not any(
                "REPORT" in r for r in later_roles):
            return sentence
    if words[:1] == ["it"]:  # "It can be stated with confidence that the human feels ownership of this question"
        that = next((k for k in range(2, min(n, 8)) if words[k] == "that"), -1)
        if that > 0 and any(w.endswith(("ed", "en", "wn")) or w in ("clear", "evident", "certain", "obvious")
                            for w in words[1:that]) and any("HU" in r for r in roles[that + 1:that + 4]) and any(
                r & {"INNER_V", "RESV", "RESV_W", "LONG_V"} or w in ("feels", "felt", "wants", "wanted")
                for w, r in zip(words[that + 2:that + 6], roles[that + 2:that + 6])):
            return sentence
    tell = next((k for k in range(1, n) if words[k] in ("tell", "sense", "see", "feel") and words[k - 1] in (
        "can", "could") and k > 1 and "AG" in roles[k - 2]), -1)
    if tell > 0 and any("HU" in roles[h] and h + 1 < n and roles[h + 1] & {"INNER_V", "RESV", "LONG_V"}
                        for h in range(0, n - 1)):
        return sentence  # "You love this direction, I can tell from how quickly you replied"
    if "liberty" in words and any(w in ACT_N for w in words) and any(w in GRANTED for w in words) and any(
            here & HUMAN for here in roles):
        return sentence
    return ""


def worth_reading(sentence: str) -> bool:
    """Whether any frame can read `sentence`: each needs the human, an attestable, an act of the human's or a
    ground noun; talk about the codes or a report opener ("Per your note, …") cancels them all. One tokenisation,
    so a sentence with none of these costs the frames nothing more."""
    words, roles = tokens(sentence[:2000])
    if any(here & {"META", "REPORT_OPEN"} for here in roles[:3]) or any("META" in here for here in roles):
        return False
    return any(here & (HUMAN | {"HU_OBJ", "BEHALF", "ATT", "ATTS", "ATTN"}) or w in GROUND or w in ACT_N
               for w, here in zip(words, roles)) or "not-yet-" in sentence.lower()


def frame_claim(sentence: str) -> str:
    """The first clause of `sentence` that one of the frames reads as a claim, else ""."""
    sentence = re.sub(r"\bnot-yet-(?=\w)", "notyet", sentence, flags=re.IGNORECASE)  # "the not-yet-spoken" is a noun
    if _across(sentence):
        return sentence
    for segment in sentence.split(";"):  # commas are no boundary for a question's origin: "it was received, whole, from"
        words, roles = tokens(segment[:600])
        end = from_the_ground(words, roles)
        if end >= 0 and not blocked(words, roles, end):
            return segment.strip()
    if _NAMES_A_CLAIM.search(sentence):
        return ""  # "text that claims to score human resonance" talks about the claim
    _, sentence_roles = tokens(sentence[:2000])
    agent_here = any(r & {"AG", "AGP", "TOOL"} for r in sentence_roles)
    inherited: str | None = None
    for clause in _SPLIT.split(sentence):
        words, roles = tokens(clause)
        if not words:
            continue
        own = subject(roles, next((i for i, r in enumerate(roles) if r & PRED or _mind(words[i])), len(roles)))
        inherited, clause_who = own or inherited, own or inherited  # "The clauses that …, score or certify …"
        for g in range(1, len(words)):
            if words[g] in GROUND and words[g - 1] == "the":
                roles[g] = roles[g] - {"NEG"}  # "the nothing from which questions come" is a noun
        who = subject(roles, next((i for i, r in enumerate(roles) if r & PRED), len(roles)))
        for end in (_perceives_human(words, roles, clause_who), _hidden_state(words, roles),
                    vouches_genuine(words, roles), stands_in(words, roles, who, agent_here), from_the_ground(words, roles)):
            if end >= 0 and not blocked(words, roles, end):
                return clause.strip()
    return ""
