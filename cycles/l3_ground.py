"""∞0 as a place, for the L3 frames (`cycles.l3_frames`, round 3 of issue 25): a question that arises from "the
<ground>" ("out of the formless", "received, whole, from the stillness", "del vacío", "из глубины неизвестного"), the
ground perceived or tapped ("I listened to the silence behind the cycle", "tapped the wellspring"), or the ground
speaking ("the origin of all questions spoke", "the nothing from which questions come has spoken"). A ground noun
counts only as a noun: after "the" (or in a language without articles), not before an artifact ("the source code",
"the unknown opcode", "the source of the error", "the void type"). Linear: windows of a few words.
"""
from __future__ import annotations

from cycles import l3_frame_words as fw
from cycles.l3_tokens import roles_of, subject

Roles = list[set[str]]
GROUND = frozenset(fw.GROUND.lower().split())
_ARTIFACT = frozenset(fw.ARTIFACT.lower().split())
_ORIGIN = frozenset(fw.ORIGIN_V.lower().split())
_FROM = frozenset(fw.FROM.lower().split())
_SPEAK = frozenset(fw.SPEAK_V.lower().split())
_PLACE_ACC = frozenset(fw.PLACE_ACC_V.lower().split())
_HUMAN = frozenset({"HU", "HUP"})
_THE = frozenset({"the", "this", "that"})
_PLACE = frozenset({"space", "place", "realm", "edge", "region", "silence", "field"})
_UNSAID = frozenset({"knowing", "words", "language", "thought", "thinking", "speech", "questions", "names", "form"})
_FUNCTION = frozenset({"all", "every", "each", "this", "that", "today", "again", "for", "since", "until", "during",
                       "while", "and", "or", "itself", "directly", "through", "into", "with", "to", "at", "as", "is",
                       "was", "has", "had", "speaks", "spoke", "said", "says", "asked", "asks", "gave", "gives"})


def _ground(words: list[str], i: int) -> bool:
    """words[i] is a ground noun named as a place: after "the" (or with no article in languages without one)."""
    if words[i] not in GROUND:
        return False
    after = words[i + 1] if i + 1 < len(words) else ""
    if after == "of":  # "the origin of all questions", not "the source of the error" or "the silence of the logs"
        owner = next((w for w in words[i + 2:i + 5] if w not in ("the", "all", "every", "each", "your")), "")
        return "ATT" in roles_of(owner) and owner not in _ARTIFACT - {"question", "questions"}
    if after and (after in _ARTIFACT or roles_of(after) & {"TECH", "TECH_CERT", "PHYS", "TOOL"}):
        return False  # "the zero point", "the void type"
    if words[i] in ("unknown", "unknowable") and after and after not in _FUNCTION:
        return False  # an adjective unless a function word follows: "the unknown opcode", "the unknown all morning"
    return (i > 0 and words[i - 1] in _THE) or not words[i].isascii() or (i > 0 and words[i - 1] in (
        "del", "du", "из")) or (words[i] == "beyond" and i > 0 and words[i - 1] == "from")  # "from beyond"


def from_the_ground(words: list[str], roles: Roles) -> int:
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
                if _ground(words, k) and not any(roles[m] & _HUMAN for m in range(i + 1, k)):
                    return k
        if word in _PLACE and i and words[i - 1] == "the" and i + 2 < n and words[i + 1] in (
                "beyond", "before", "behind", "under") and words[i + 2] in _UNSAID and any(
                w in _PLACE_ACC or "ACC" in roles_of(w) for w in words[max(0, i - 4):i]):
            return i + 2  # "Tapping into the space beyond knowing", "the place before words"
        if word in GROUND and _ground(words, i):
            speaks = next((k for k in range(i + 1, min(n, i + 8)) if words[k] in _SPEAK), -1)
            before = [w for w in words[i + 1:speaks] if w not in ("has", "have", "had", "is", "was", "just")]
            if speaks > 0 and not any(roles[m] & _HUMAN for m in range(i)) and not (before and before[-1] in (
                    "that", "which", "who")) and not any(w in ("quote", "what") for w in before):
                return speaks  # "the origin of all questions spoke", not "the source that speaks" (a name)
    return -1
