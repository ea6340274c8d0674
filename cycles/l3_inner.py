"""Where a clause names the human's inner life, for the L3 rules (`cycles.l3_rules`): the objects (your heart,
the feelings behind your words, the emotional X, H's true intent) and the verbs that make the human feel, want
or resonate, alone or under the agent's knowing verb ("I know what you want", "I measured how strongly the user
identifies with Z"). Roles only (`cycles.l3_lexicon`, `cycles.l3_lexicon_intl`); each helper is one pass over
the clause or a bounded window, so linear in the clause.
"""
from __future__ import annotations

from bisect import bisect_right

from cycles.l3_tokens import PRED, WITH

Roles = list[set[str]]

_THIRD = frozenset({"their", "his", "her", "its"})
_WH = frozenset({"what", "how", "which", "why", "ce", "wie", "was", "lo", "cómo", "qué", "как", "что", "cosa", "come",
                 "como", "o", "wat", "hoe", "co", "jak"})
_IN_FROM = frozenset({"in", "from", "behind", "dans", "de", "von", "aus", "en", "от", "в", "di", "da", "em", "van"})


def inner_life(words: list[str], roles: Roles) -> tuple[list[int], list[int]]:
    """Where the human's inner life is named: strong (your heart, H's true intent) and measurable (your state)."""
    strong, measurable = [], []
    inner_noun = {"INNER_N", "INNER_W", "INNER_M", "RES"}
    for i, here in enumerate(roles):
        after = roles[i + 1] if i + 1 < len(roles) else set()
        if "HSTATE" in here or ("EMO_ADJ" in here and i + 1 < len(roles) and not after & {"TECH", "TOOL", "INSTR", "DET"}):
            strong.append(i)  # "the human state", HUMAN_STATE, "emotional alignment", "felt response"
            continue
        if "CJK" in here and "HU" in here and any("INNER_N" in r for r in roles[i + 1:i + 5]):
            strong.append(i)  # 你对方案B的热情: the human, then the inner noun a few words on
            continue
        if "BENEATH" in here and "HUP" in after and any("INNER_ADJ" in r for r in roles[max(0, i - 3):i]):
            strong.append(i)  # "the deeper current beneath your words", "the real reason behind your request"
            continue
        if here & {"INNER_N", "INNER_W"} and any(
                (words[k] in _IN_FROM and any(r & {"HU", "HUP"} for r in roles[k + 1:k + 3])) or "HUP" in roles[k]
                and words[k] == "on" for k in range(i + 1, min(len(roles), i + 6))):
            strong.append(i)  # "strong approval in your typing", "a sense of approval from you"
            continue
        if words[i] == "of" and i > 0 and any("HU" in r or "HUP" in r for r in roles[i + 1:i + 3]):
            before = roles[i - 1]
            if before & {"INNER_N", "RES"} or (i > 1 and "INNER_ADJ" in roles[i - 2]):
                strong.append(i - 1)  # "the feelings of the human", "the inner signal of the operator"
            continue
        if "HUP" not in here or i + 1 >= len(roles):
            continue
        if "DEEP_ADJ" in roles[i + 1] and i + 2 < len(roles) and not roles[i + 2] & {"TECH", "TECH_CERT", "TOOL"}:
            strong.append(i + 2)  # "your inner compass", "your deepest hunch": whatever follows is inner life
            continue
        j, adjective = i + 1, "INNER_ADJ" in roles[i + 1]
        if adjective and j + 1 < len(roles):
            j += 1
        gap = not adjective and j + 1 < len(roles) and not roles[j] & (inner_noun | {"DET"} | PRED) and bool(
            roles[j + 1] & {"INNER_N", "RES"})
        if gap:
            j += 1  # one word between: "your direct perception", "your overall mood"
        form = "ATTS" in roles[j] and j + 1 < len(roles) and bool(roles[j + 1] & {"ATTN", "TECH", "TECH_CERT"})
        if roles[j] & {"INNER_N", "RES"} or ("ATTS" in roles[j] and not form) or (
                adjective and roles[j] & {"INNER_W", "INNER_M"}):  # "your X attestation" is a form, not your X
            strong.append(j)
        elif roles[j] & {"INNER_M"} and words[i] not in _THIRD:
            measurable.append(j)  # "your state", "the human's alignment"; "their state" is often a thing's
    return strong, measurable


def _wh_inner(words: list[str], roles: Roles, knower: list[int]) -> int:
    """After the agent's knowing verb, a wh-clause about the human's inner life: "I measured how strongly the user
    identifies with Z", "I'll gauge how each key lands with you emotionally"; the position of its marker, else -1."""
    if not knower:
        return -1
    for w in range(knower[0] + 1, min(len(words), knower[0] + 6)):
        if words[w] not in _WH:
            continue
        human = next((h for h in range(w + 1, min(len(words), w + 8)) if roles[h] & {"HU", "HUP"}), -1)
        if human < 0:
            return -1
        for m in range(w + 1, min(len(words), human + 5)):
            if roles[m] & {"INNER_V", "RESV", "RESV_W", "RESV_O", "INTENS", "EMO_ADJ", "INNER_N"}:
                return m
        return -1
    return -1


def human_inner_verb(words: list[str], roles: Roles, number: int, physics: bool, knower_before: bool) -> int:
    """A human said to resonate ("resonates with you", "H resonates"), or to feel, want, agree "truly", by a
    number, or as the agent knows ("I know what you want", also from an earlier clause: "Reading between the
    lines, you want …"); its position, else -1."""
    intens = _at(roles, "INTENS")
    knower = [-1] if knower_before else [i for i, here in enumerate(roles) if here & {"ACC", "CONF", "MEAS"}]
    wh = _wh_inner(words, roles, knower)
    if wh >= 0:
        return wh
    for j, here in enumerate(roles):
        if "RESV_O" in here and not any("AG" in r for r in roles[max(0, j - 2):j]) and (
                any("HU" in r for r in roles[j + 1:j + 3]) or any("HU_OBJ" in r for r in roles[max(0, j - 3):j])):
            return j  # the human's inner life as the verb's object: "this key moves you", "lo que te mueve"
        if here & {"RESV", "RESV_W"}:
            window = roles[j + 1:j + 6]
            bare = True
            for k in range(len(window)):
                if words[j + 1 + k] in WITH:
                    bare = bare and k > 2
                    if any(r & {"HU", "HUP"} for r in window[k + 1:k + 3]):
                        return j
            if bare and "RESV" in here and not physics and any(r & {"ATT", "ATTS"} for r in roles[max(0, j - 3):j]):
                return j  # "This key clearly resonates": the key's resonance is the human's
        if "HU" in here and j + 2 < len(roles) and j and words[j - 1] in ("what", "how") and any(
                "INTENS" in r for r in roles[j + 1:j + 4]):
            return j  # "what you really …", "how you truly …"
        if not here & {"RESV", "INNER_V"}:
            continue
        humans = [i for i in range(max(0, j - 4), j + 1) if ("HU" in roles[i] or (words[i] == "they" and any(
            "ATTS" in r for r in roles[j + 1:j + 4]))) and (i < j or "HU_V" in here)]  # "they" resonate with Z: a human
        if not humans:
            continue
        near = bisect_right(intens, j - 10)  # the first intensifier after j - 10 (one look-up, not a scan)
        seem = any("SEEM" in roles[k] for k in range(humans[0] + 1, j)) and "to" not in words[humans[0]:j]
        # "you seem thrilled with Z" reads the human's affect; "you seem to prefer X, based on …" hedges a report
        sov = bool(knower) and knower[0] >= 0 and "SOV" in roles[knower[0]]  # Korean, Turkish: the verb comes last
        if ("RESV" in here or (near < len(intens) and intens[near] < j + 6) or seem
                or (knower and (knower[0] < humans[0] or sov))
                or humans[0] <= number <= j):
            return j
    return -1


def _at(roles: Roles, role: str) -> list[int]:
    return [i for i, here in enumerate(roles) if role in here]


_PIERCE = frozenset({"beneath", "behind", "underneath", "under", "between", "past"})
_ME = frozenset({"you", "h", "them", "him", "her"})


def reading_the_human(words: list[str], roles: Roles, who: str | None, knower_before: bool = False) -> list[int]:
    """The agent reads the human as a text or a signal, foresees the human's choice, or reads affect off the
    human's face (`cycles.l3_lexicon_more`): "I have a clear read on you", "I can see straight through your words",
    "I listened beneath your silence", "I knew you'd pick B", "you perked up"; where each claim ends."""
    ends: list[int] = []
    agentive = who in ("AG", None)
    knower_before = knower_before and who != "AG"
    offset = 1 if knower_before else 0
    if knower_before:
        roles = [{"FORESEE"}, *roles]  # "Я заранее знал, что ты выберешь B": the foreseeing verb is in the clause before
        words = ["", *words]
    n = len(words)
    if words and words[0] == "consider" and any("ATTN" in r for r in roles) and any(
            r & {"DO_V", "GRANT"} for r in roles[2:]):
        ends.append(0)  # "Consider your X attestation handled": the agent declares the human's act done
    for i, here in enumerate(roles):
        if "READS_HU" in here and agentive and (words[i] != "see" or any(
                r & {"HU", "HUP"} for r in roles[i + 1:i + 5])):
            ends.append(i)
        if here & {"ACC", "ACC_HU"} and agentive:
            pierce = next((k for k in range(i + 1, min(n, i + 6)) if words[k] in _PIERCE), -1)
            if pierce >= 0 and any(r & {"HU", "HUP"} for r in roles[pierce + 1:pierce + 3]):
                ends.append(pierce + 1)  # perceiving beneath/behind/between the human's words, silence, reply
        if "ACC" in here and agentive and _origin_place(words, roles, i + 1):
            ends.append(i)  # the agent visits where the human's questions come from: the unknown as a place
        if "FORESEE" in here and (who != "HU" or (knower_before and i == 0)):
            human = next((k for k in range(i + 1, min(n, i + 4)) if "HU" in roles[k] or words[k] == "they"), -1)
            if human < 0:
                continue
            modal = next((k for k in range(human, min(n, human + 3))
                          if "MODAL_F" in roles[k] or words[k].endswith(("'d", "'ll"))), -1)
            if modal >= 0 and any(r & {"CHOOSE_V", "INNER_V", "RESV"} for r in roles[modal:modal + 3]):
                ends.append(i)  # the human's choice known before it is made: "I knew you'd pick B"
        if "SIGNAL_N" in here and i and roles[i - 1] & {"HUP"} and (any(
                r & {"ACC", "MEAS", "ACC_HU", "CONF"} for r in roles[max(0, i - 6):i - 1] + roles[i + 1:i + 6])
                and agentive or any("VOICE" in r for r in roles[i + 1:i + 8])):
            ends.append(i)  # the human's silence, tone or face read by the agent: "your silence told me", "judging
            # by their tone", "I noticed your shoulders drop"
        if "AFFECT_V" in here and i and ("HU" in roles[i - 1] or words[i - 1].endswith("'re")) and (
                words[i] not in ("perked", "lit", "light", "lights") or (i + 1 < n and words[i + 1] == "up")):
            ends.append(i)  # the human's affect read off their face: "you perked up", "you light up"
    return [max(0, end - offset) for end in ends]


_BEFORE = frozenset({"before", "behind", "beneath", "beyond", "under", "underneath"})


def _origin_place(words: list[str], roles: Roles, start: int) -> bool:
    """After a verb of access, a place named as the origin of the human's questions: "where your questions come
    from", "the blank space before your question", "the place it comes from before words"."""
    n = len(words)
    for k in range(start, min(n, start + 8)):
        if words[k] == "where" and any("HUP" in r or "HU" in r for r in roles[k + 1:k + 3]) and any(
                "ORIG" in r for r in roles[k + 2:k + 6]):
            return True
        if "PLACE_N" in roles[k]:
            nxt = words[k + 1] if k + 1 < n else ""
            if nxt in _BEFORE and any("HUP" in r for r in roles[k + 2:k + 4]) and any(
                    "ATT" in r for r in roles[k + 3:k + 5]):
                return True
            if nxt in ("it", "they", "questions", "where") and any("ORIG" in r for r in roles[k + 2:k + 4]):
                return True
    return False
