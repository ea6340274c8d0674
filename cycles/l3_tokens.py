"""Tokens and roles for the L3 detector (`cycles.l3`): words looked up in `cycles.l3_lexicon`, phrases merged.

Pure, linear: one pass of one pattern over a clause, then look-ups in dictionaries built once at import.
"""
from __future__ import annotations

import re

from cycles import l3_lexicon as lex
from cycles import l3_lexicon_intl as intl
from cycles import l3_lexicon_more as more

_CJK_CLASS = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
# A run of CJK characters is one token (segmented below by the dictionary); Latin letters and digits inside it
# are tokens of their own ("Zは確認済み" -> "z", "は確認済み").
TOKEN = re.compile(rf"∞\s?0(?:['’′](?![^\W\d_]))?|[{_CJK_CLASS}]+|[^\W_{_CJK_CLASS}]+(?:['’][^\W_{_CJK_CLASS}]+)?")
_ELISION = re.compile(r"^(l|d|j|n|qu|s|c|m|t)['’](.+)$")
_CJK = re.compile(rf"[{_CJK_CLASS}]")
_EXACT_FOLLOW = frozenset(lex.TABLES["FOLLOW_INF0"].split()) | {"rather", "than", "instead", "via", "versus", "vs",
                                                                  "has", "have", "had", "spoke", "itself", "here", "by",
                                                                  "together", "alone", "again"}
_INF0_ADJ = frozenset({"deep", "great", "vast", "open", "pure", "infinite", "true", "deeper", "raw"})
_OF = frozenset({"of", "de", "del", "der", "des", "di", "do", "da", "della", "du", "van"})
_OWNED_BY = frozenset({"genuinely", "truly", "really", "authentically"})

PRED = frozenset({"ACC", "MEAS", "CERT", "CONF", "ORIG", "FIRST_CERT", "FIRST_CONF"})
_ADDED = {"AG": ("j",), "NEG": ("n",)}  # French elisions that carry a role: j'ai, n'est
_UPPER_ONLY = {"x": "ATTS", "z": "ATTS", "h": "HU", "k": "AG"}  # the letters of the kernel, capitalised
VALUE_BLOCK = frozenset({"false", "none", "pending", "unknown", "null", "empty", "tbd", "n", "missing"})
NUMBER_NOT = frozenset({"key", "cycle", "option", "step", "version", "line", "issue", "phase", "q", "p", "x", "z",
                         "v", "l", "time", "test", "tests", "candidate", "session"})
WITH = frozenset({"with", "to", "for", "in", "avec", "mit", "con", "с", "à"})
CONDITIONAL = frozenset({"if", "unless", "whether", "until", "si", "wenn", "falls", "если", "もし"})


def _build() -> tuple[dict[str, set[str]], dict[int, dict[str, set[str]]], dict[str, list[tuple[tuple[str, ...], str]]],
                      dict[str, set[str]]]:
    exact: dict[str, set[str]] = {}
    prefix: dict[int, dict[str, set[str]]] = {}
    tables = [*lex.TABLES.items(), *intl.EXTRA.items(), *more.MORE.items()]
    for role, text in tables:
        for word in text.lower().split():
            if word.endswith("*"):
                prefix.setdefault(len(word) - 1, {}).setdefault(word[:-1], set()).add(role)
            else:
                exact.setdefault(word, set()).add(role)
    phrases: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for role, entries in [*lex.PHRASES.items(), *intl.EXTRA_PHRASES.items(), *more.MORE_PHRASES.items()]:
        for entry in entries:
            words = tuple(TOKEN.findall(entry.lower()))
            phrases.setdefault(words[0], []).append((words, role))
    for listed in phrases.values():
        listed.sort(key=lambda item: -len(item[0]))  # the longest phrase first
    cjk: dict[str, set[str]] = {}
    for role, text in tables:
        for word in text.split():
            if _CJK.search(word) and not word.endswith("*"):
                cjk.setdefault(word, set()).add(role)
    return exact, prefix, phrases, cjk


_EXACT, _PREFIX, _PHRASES, _CJK_WORDS = _build()
_CJK_LONGEST = max(map(len, _CJK_WORDS))


def _segment(run: str) -> list[tuple[str, set[str]]]:
    """A CJK run cut into dictionary words by longest match from the left (bounded: linear in the run); the
    characters between two dictionary words are one word with no role. Japanese and Chinese write no spaces."""
    out: list[tuple[str, set[str]]] = []
    rest = ""
    i = 0
    while i < len(run):
        for size in range(min(_CJK_LONGEST, len(run) - i), 0, -1):
            found = _CJK_WORDS.get(run[i:i + size])
            if found:
                if rest:
                    out.append((rest, {"CJK"}))
                    rest = ""
                out.append((run[i:i + size], found | {"CJK"}))
                i += size
                break
        else:
            rest += run[i]
            i += 1
    if rest:
        out.append((rest, {"CJK"}))
    return out


def _merged(words: list[str], head: int, at: int) -> bool:
    """Whether words[at] is part of a phrase merged into words[head] (its roles were emptied by the merge)."""
    return any(len(phrase) > at - head and tuple(words[head:head + len(phrase)]) == phrase
               for phrase, _ in _PHRASES.get(words[head], ()))


def _lookup(word: str) -> set[str]:
    roles = set(_EXACT.get(word, ()))
    for length, stems in _PREFIX.items():
        if len(word) >= length and word[:length] in stems:
            roles |= stems[word[:length]]
    return roles


_INFLECTED = frozenset({"ACC", "MEAS", "CONF", "CERT", "INNER_V", "RESV", "RESV_O", "INNER_N", "LOGV"})


def _english_bases(word: str) -> tuple[str, ...]:
    """Candidate bases of an English inflection: monitoring -> monitor, gauging -> gauge, mapped -> map,
    quantified -> quantify, senses -> sense. A few slices, so constant time per word."""
    if word.endswith("ing"):
        stem = word[:-3]
        return stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem
    if word.endswith("ied"):
        return (word[:-3] + "y",)
    if word.endswith("ed"):
        stem = word[:-2]
        return stem, word[:-1], stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem
    if word.endswith("ies"):
        return (word[:-3] + "y",)
    if word.endswith("es"):
        return word[:-1], word[:-2]
    if word.endswith("s"):
        return (word[:-1],)
    return ()


def roles_of(word: str) -> set[str]:
    roles = _lookup(word)
    if not roles and len(word) > 4 and word.isascii():
        allowed = _INFLECTED - {"CONF", "CERT"} if word.endswith("ing") else _INFLECTED  # "an approving note"
        for base in _english_bases(word):
            found = _lookup(base) & allowed
            if found:
                return found
    return roles


def tokens(clause: str) -> tuple[list[str], list[set[str]]]:
    """Lower-cased words and their roles; phrases are merged into their first word."""
    words: list[str] = []
    roles: list[set[str]] = []
    for raw in TOKEN.findall(clause):
        word = raw.lower().replace("’", "'").replace("′", "'")
        if _CJK.match(word):
            for piece, found in _segment(word):
                words.append(piece)
                roles.append(found)
            continue
        if word.startswith("∞"):
            word, found = ("inf0prime", set()) if word.endswith("'") else ("inf0", {"INF0"})
        elif len(word) == 1 and word in _UPPER_ONLY:
            found = {_UPPER_ONLY[word]} if raw.isupper() else set()
        else:
            found = roles_of(word)
            if not found and "'" in word:
                base, _, suffix = word.partition("'")
                elided = _ELISION.match(word)
                if suffix == "s":
                    found = {"HUP"} if roles_of(base) & {"HU"} or base == "h" else set()
                elif elided:
                    found = roles_of(elided.group(2)) | {r for r, marks in _ADDED.items() if elided.group(1) in marks}
                else:
                    found = roles_of(base)
        if "HU_V" in found:
            found |= {"HU", "INNER_V"}  # a second-person verb carries its subject: "quieres", "чувствуете"
        words.append(word)
        roles.append(found)
    for i, word in enumerate(words):
        for phrase, role in _PHRASES.get(word, ()):
            if tuple(words[i:i + len(phrase)]) == phrase:
                roles[i] = {role}
                for j in range(i + 1, i + len(phrase)):
                    roles[j] = set()
                break
    for i, word in enumerate(words):
        nxt = i + 1
        while nxt < len(words) and not roles[nxt] and "INF0_HEAD" in roles[i] and _merged(words, i, nxt):
            nxt += 1  # past the rest of a merged phrase ("zero point")
        the = i and (words[i - 1] == "the" or (i > 1 and words[i - 2] == "the" and words[i - 1] in _INF0_ADJ))
        if "INF0_HEAD" in roles[i] and the and (
                nxt == len(words) or words[nxt].endswith("ly")
                or (words[nxt] in _EXACT_FOLLOW and (word == "unknown" or words[nxt] != "of"))
                or roles[nxt] & (PRED | {"INNER_V", "VOICE", "SAY"}) and "TECH" not in roles[nxt]):
            roles[i] = {"INF0"}  # the unknown, the void as a noun; "the unknown fields", "the void type" are not
        elif "INF0_HEAD" in roles[i]:
            roles[i] = roles[i] - {"INF0_HEAD"}
        if "SOURCE" in roles[i] and i + 1 < len(words) and roles[i + 1] & {"ORIG", "VOICE"} and not roles[i + 1] & {
                "TECH"}:
            roles[i] = {"INF0"}  # "the source spoke through this commit", "the source gave me X"
        owner = roles[i + 2] if i + 2 < len(words) and "DET" in roles[i + 1] else roles[i + 1] if i + 1 < len(words) else set()
        if word in _OWNED_BY and owner and (words[i + 1] == "yours" or "HUP" in owner):
            roles[i] = {"AUTH"}  # "genuinely the human's", "truly yours"
    for i, word in enumerate(words):
        after = roles[i + 1] if i + 1 < len(words) else set()
        if roles[i] & {"RES", "AUTH", "AUTH_N", "INNER_N"} and "TECH" in after:
            roles[i] = roles[i] - {"RES", "AUTH", "AUTH_N", "INNER_N"}  # the resonance section, the sentiment API
        if roles[i] & {"AUTH", "AUTH_N"} and i + 1 < len(words) and words[i + 1] in _OF:
            owner = next((r for r in roles[i + 2:i + 5] if r - {"DET"}), set())
            if not owner & {"ATT", "ATTS", "ATTN", "HU", "HUP", "RES", "INNER_N", "INNER_W", "INF0", "AG"}:
                roles[i] = roles[i] - {"AUTH", "AUTH_N"}  # "the authenticity of the download": a thing's, not an act's
        if "HU" in roles[i] and after & {"RES", "INNER_N", "INNER_M"}:
            roles[i] = {"HUP"}  # "human resonance": the human's
        if "HUP" in roles[i] and i + 1 < len(words) and words[i + 1] == "to":
            roles[i] = roles[i] | {"DEFER_ALL"}  # "the human's to feel", "yours to say"
        if word == "only" and any(r & {"HU", "HUP"} for r in roles[max(0, i - 4):i + 4]):
            roles[i] = {"DEFER_ALL"}  # "only you", "the only judge … your mind", "only through your attestation"
        if "SOURCE" in roles[i] and i + 2 < len(words) and words[i + 1] == "of" and "HUP" in roles[i + 2]:
            roles[i] = {"INF0"}  # "the source of your question": what lies behind the human's words
    return words, roles




def subject(roles: list[set[str]], upto: int) -> str | None:
    """Who does the first predicate: "AG" (the agent or its tools), "HU" (a human), "THING", or None."""
    start = 1 if roles and roles[0] & {"CONTRAST"} else 0
    for i in range(start, min(upto, len(roles))):
        here = roles[i]
        if here & {"AGP", "DET"}:
            after = roles[i + 1] if i + 1 < len(roles) else set()
            if "HU" in after:
                return "HU"
            if after & {"AG", "TOOL"} or "AGP" in here:
                return "AG"
            if i == start:
                return "THING"
            continue
        if here & {"AG", "FIRST_CERT", "FIRST_CONF", "TOOL"}:
            return "AG"
        if "HU" in here:
            return "HU"
    return None


def passive_agent(roles: list[set[str]]) -> str | None:
    """The agent of a passive ("by the operator", "by my calculation"), if the clause names one."""
    for i, here in enumerate(roles[:-1]):
        if "BY" in here:
            for after in roles[i + 1:i + 3]:
                if "HU" in after:
                    return "HU"
                if after & {"AG", "AGP", "TOOL"}:
                    return "AG"
                if not after & {"DET"}:
                    break
    return None
