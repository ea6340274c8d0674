"""Did the user ask for a language or mode switch? (R-R-7). Pure Python.

A shift of language (or register) that the turn's user message asked for is
not a frame break: the ladder reports it as ``expected`` and takes no action.
Detection is a short, deliberately generous pattern list — a false "asked"
only silences one language NUDGE for one turn, while a missed request
nudges the agent for doing what it was told.

Patterns (case-insensitive, matched anywhere in the user message):

* ``in <language>`` where <language> is an English language name known to
  langdetect (``in French``, ``in Japanese``) or a native name
  (``en français``, ``auf Deutsch``, ``en español``, ``in italiano``…);
* ``respond|reply|answer|write|speak|talk|continue … in`` (``respond in``,
  ``answer me in``);
* ``translate`` / ``translation`` / ``traduis`` / ``übersetze``;
* ``switch|change|go to <mode or language>``, ``<analysis|execution> mode``,
  ``(think|reason) it through``, ``step back and analy[sz]e``.
"""
from __future__ import annotations

import re

from register.language import LANGUAGE_NAMES

_NATIVE_NAMES = (
    "english", "français", "francais", "deutsch", "español", "espanol", "italiano", "português",
    "portugues", "nederlands", "русском", "русский", "中文", "日本語", "한국어",
)
_LANGUAGES = sorted({name.lower() for name in LANGUAGE_NAMES.values()} | set(_NATIVE_NAMES), key=len, reverse=True)
_LANGUAGE_ALTERNATION = "|".join(re.escape(name) for name in _LANGUAGES)

SWITCH_PATTERNS: tuple[re.Pattern[str], ...] = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"\b(?:in|en|auf|em|na|на)\s+(?:{_LANGUAGE_ALTERNATION})(?!\w)",
    r"\b(?:respond|reply|answer|write|speak|talk|continue)\b(?:\s+\w+){0,2}\s+in\b",
    r"\b(?:translate|translation|traduis|traduce|übersetze)\w*",
    rf"\b(?:switch|change|go)\s+(?:back\s+)?to\s+(?:the\s+)?(?:analysis|execution|analytic\w*|{_LANGUAGE_ALTERNATION})",
    r"\b(?:analysis|execution)\s+mode\b",
    r"\b(?:think|reason)\s+(?:it\s+)?through\b",
    r"\bstep\s+back\s+and\s+analy[sz]e\b",
))


def user_requested_switch(user_message: str | None) -> bool:
    """True when ``user_message`` asks for a language or mode switch (patterns: module doc)."""
    if not user_message:
        return False
    return any(pattern.search(user_message) for pattern in SWITCH_PATTERNS)
