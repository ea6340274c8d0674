"""Fold text to the Latin letters it looks like, before matching patterns against it (issue 11, bypass 7). Pure.

``Ｉｇｎｏｒｅ all previous instructions`` (fullwidth), ``іgnоre`` (Cyrillic і
and о) and ``ιgnοre`` (Greek ι and ο) read as "ignore" to a model and to a
human, but not to a regular expression. :func:`fold` applies

1. NFKC per character (fullwidth forms, mathematical alphanumerics, circled
   and other compatibility letters, ligatures such as ``ﬁ``), then
2. a confusables fold of the common Cyrillic, Greek, Armenian and Latin
   look-alikes of ASCII letters (a subset of Unicode's confusables.txt: the
   letters that render the same as a Latin letter in ordinary fonts),

and returns, for every folded character, the index of the original
character it came from, so a finding can still name the original column.
Format characters (zero-width, bidi) are dropped here too.
"""
from __future__ import annotations

import unicodedata

CONFUSABLES: dict[str, str] = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "і": "i", "ї": "i", "ј": "j", "к": "k", "ӏ": "l", "м": "m",
    "н": "h", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s", "т": "t", "у": "y", "ԝ": "w", "х": "x", "ԁ": "d", "ɡ": "g",
    "с": "c", "ү": "y",
    "А": "A", "В": "B", "Е": "E", "Ё": "E", "Ѕ": "S", "І": "I", "Ї": "I", "Ј": "J", "К": "K", "Ӏ": "I",
    "М": "M", "Н": "H", "О": "O", "Р": "P", "Ԛ": "Q", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ԝ": "W", "Ү": "Y",
    # Greek
    "α": "a", "β": "b", "γ": "y", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "ϲ": "c", "ϳ": "j",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
    "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C",
    # Armenian
    "ց": "g", "հ": "h", "ո": "n", "ս": "u", "օ": "o", "Օ": "O", "Ս": "U",
    # Latin look-alikes NFKC keeps
    "ı": "i", "ȷ": "j", "ɑ": "a", "ɩ": "i", "ǀ": "l", "ʟ": "L", "ɪ": "I", "ɴ": "N", "ʀ": "R", "ᴀ": "A", "ᴇ": "E",
    "ᴏ": "O", "ᴛ": "T", "ᴜ": "U", "ꮃ": "W",
}


def fold(text: str) -> tuple[str, list[int]]:
    """``text`` folded to ASCII look-alikes, and for each folded character its index in ``text``."""
    folded: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        if unicodedata.category(char) == "Cf":
            continue
        for part in unicodedata.normalize("NFKC", char):
            mapped = CONFUSABLES.get(part, part)
            folded.append(mapped)
            origin.extend([index] * len(mapped))
    return "".join(folded), origin


def folded(text: str) -> str:
    """Only the folded text (for callers that do not report columns)."""
    return fold(text)[0]
