"""Per-output register metrics (R-R-1). Pure Python: no Django, no network.

These definitions are ours (the Daimon seed names the metrics, not their
arithmetic). Computed once per assistant output at ingest.

Text regions
    *Code* is every fenced block (a line opening with ```` ``` ```` or
    ``~~~`` up to the matching closing fence, or to the end of the text when
    it is never closed) and every inline code span (`` `x` `` or
    ````x````, on one line). Indented code blocks are *not* code: a
    four-space indent is indistinguishable from a nested list item.
    *Prose* is the text with code removed (a fenced block becomes an empty
    line, so it also separates paragraphs; an inline span disappears).

Lines, markers, sentences, words
    A *list line* is a prose line starting (after indentation) with ``-``,
    ``*``, ``+``, ``•``, ``◦``, ``▪``, ``‣`` or ``1.`` / ``1)`` (1–3 digits)
    followed by whitespace. A *heading line* starts with 1–6 ``#`` and a
    space. Their markers are stripped before sentence, punctuation and
    capitalisation metrics; they count only in ``bullet_frequency``.
    *Paragraphs* are prose blocks separated by blank lines.
    *Sentences* are found by our own splitter (not textstat, whose
    ``sentence_count`` ignores list lines): within a paragraph, a sentence
    ends at ``.``, ``!``, ``?`` or ``…`` (runs count once, closing quotes
    or brackets may follow) followed by whitespace or the end, right after
    CJK ``。！？`` (no space needed), and at the end of every list or
    heading line. Hard-wrapped prose lines are joined. Abbreviations such as
    "e.g." do end a sentence; the error is the same for baseline and window.
    *Words* are whitespace-separated tokens containing at least one letter or
    digit. A sentence without words is dropped. Space-less scripts (CJK)
    count as few long words — consistent per agent, which is what matters.

Metrics (all guarded: an empty denominator gives 0.0)
    sentence_length      words / sentences (prose)
    paragraph_depth      sentences / paragraphs with at least one sentence
    punctuation_density  Unicode ``P*`` characters / non-whitespace characters
                         (prose, markers stripped)
    code_text_ratio      code characters (fences and backticks included) /
                         all characters of the raw text
    bullet_frequency     list lines / non-empty prose lines
    capitalization       upper-case letters / letters (``str.isalpha``) in
                         prose, markers stripped
    anchor_glyph_present the anchor glyph occurs in the raw text (U+FE0F
                         variation selectors ignored on both sides)
    other_emoji          sorted distinct emoji (``emoji.emoji_list``) in the
                         raw text, anchor excluded
    primary_language, language_shares, language_tokens
                         :func:`register.language.detect_language` on prose
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

import emoji

from register.language import UNDETERMINED, detect_language

STYLISTIC_METRICS: tuple[str, ...] = (
    "sentence_length",
    "paragraph_depth",
    "punctuation_density",
    "code_text_ratio",
    "bullet_frequency",
    "capitalization",
)
"""The six numeric metrics that feed the composite score (R-R-4)."""

_FENCE_RE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n?.*?(?:^[ \t]*\1[ \t]*$|\Z)", re.M | re.S)
_INLINE_RE = re.compile(r"(`{1,2})(?!`)[^`\n]+?\1(?!`)")
_LIST_RE = re.compile(r"^[ \t]*(?:[-*+•◦▪‣]|\d{1,3}[.)])[ \t]+(?=\S)")
_HEADING_RE = re.compile(r"^[ \t]*#{1,6}[ \t]+")
_BLANK_SPLIT_RE = re.compile(r"\n[ \t]*\n")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?…])[\"'”’)\]]*\s+|(?<=[。！？])\s*")
_VS16 = "\ufe0f"


@dataclass(frozen=True)
class OutputMetrics:
    """Register metrics of one assistant output (definitions: module doc)."""

    sentence_length: float
    paragraph_depth: float
    punctuation_density: float
    code_text_ratio: float
    bullet_frequency: float
    capitalization: float
    anchor_glyph_present: bool
    other_emoji: tuple[str, ...] = field(default_factory=tuple)
    primary_language: str = UNDETERMINED
    language_shares: tuple[tuple[str, float], ...] = field(default_factory=tuple)
    language_tokens: int = 0

    def stylistic(self) -> dict[str, float]:
        """The six composite metrics by name."""
        return {name: float(getattr(self, name)) for name in STYLISTIC_METRICS}

    def outside_share(self, language: str) -> float:
        """Share of language tokens not in ``language`` (0.0 for no tokens)."""
        if self.language_tokens == 0:
            return 0.0
        return max(0.0, 1.0 - dict(self.language_shares).get(language, 0.0))

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict (tuples become lists; shares become a mapping)."""
        out = asdict(self)
        out["other_emoji"] = list(self.other_emoji)
        out["language_shares"] = dict(self.language_shares)
        return out

    @classmethod
    def from_dict(cls, stored: Mapping[str, Any]) -> OutputMetrics:
        """Inverse of :meth:`to_dict` (accepts the stored JSON form)."""
        shares = stored.get("language_shares") or {}
        if isinstance(shares, Mapping):
            shares = shares.items()
        return cls(
            **{name: float(stored[name]) for name in STYLISTIC_METRICS},
            anchor_glyph_present=bool(stored["anchor_glyph_present"]),
            other_emoji=tuple(sorted(stored.get("other_emoji") or ())),
            primary_language=str(stored.get("primary_language") or UNDETERMINED),
            language_shares=tuple(sorted((str(k), float(v)) for k, v in shares)),
            language_tokens=int(stored.get("language_tokens") or 0),
        )


def _ratio(numerator: float, denominator: float) -> float:
    return numerator / denominator if denominator else 0.0


def split_code(text: str) -> tuple[str, int]:
    """Return ``(prose, code_chars)``: text with code removed, and code size."""
    code_chars = 0

    def drop_fence(match: re.Match[str]) -> str:
        nonlocal code_chars
        code_chars += len(match.group(0))
        return "\n\n"

    def drop_inline(match: re.Match[str]) -> str:
        nonlocal code_chars
        code_chars += len(match.group(0))
        return ""

    prose = _FENCE_RE.sub(drop_fence, text)
    prose = _INLINE_RE.sub(drop_inline, prose)
    return prose, code_chars


def _strip_marker(line: str) -> tuple[str, bool]:
    """Remove a list or heading marker; True when the line is a list line."""
    stripped, hits = _LIST_RE.subn("", line, count=1)
    if hits:
        return stripped, True
    return _HEADING_RE.sub("", line, count=1), False


def _is_word(token: str) -> bool:
    return any(ch.isalnum() for ch in token)


def split_sentences(paragraph: str) -> list[str]:
    """Sentences of one prose paragraph (rules in the module docstring)."""
    sentences: list[str] = []
    running: list[str] = []
    for raw_line in paragraph.split("\n"):
        line, is_list = _strip_marker(raw_line)
        is_heading = not is_list and bool(_HEADING_RE.match(raw_line))
        if is_list or is_heading:
            # A list/heading line closes whatever prose came before it.
            sentences.extend(_SENTENCE_END_RE.split(" ".join(running)))
            running = []
            sentences.extend(_SENTENCE_END_RE.split(line))
        else:
            running.append(line)
    sentences.extend(_SENTENCE_END_RE.split(" ".join(running)))
    return [s.strip() for s in sentences if any(_is_word(t) for t in s.split())]


def _normalise_glyph(glyph: str) -> str:
    return glyph.replace(_VS16, "")


def compute_metrics(
    text: str,
    *,
    anchor_glyph: str | None,
    detect_lang: bool = True,
) -> OutputMetrics:
    """Compute :class:`OutputMetrics` for one output (see module docstring).

    ``detect_lang=False`` skips langdetect (language fields stay
    ``"und"``/empty) — for callers that only need stylistic metrics.
    Never raises on any ``str``; every ratio lies in [0, 1].
    """
    prose, code_chars = split_code(text)
    paragraphs = [p for p in _BLANK_SPLIT_RE.split(prose) if p.strip()]

    sentence_count = words = paragraphs_with_sentences = 0
    list_lines = non_empty_lines = 0
    punctuation = non_space = upper = letters = 0
    for paragraph in paragraphs:
        sentences = split_sentences(paragraph)
        if sentences:
            paragraphs_with_sentences += 1
        sentence_count += len(sentences)
        words += sum(1 for s in sentences for t in s.split() if _is_word(t))
        for raw_line in paragraph.split("\n"):
            if not raw_line.strip():
                continue
            non_empty_lines += 1
            line, is_list = _strip_marker(raw_line)
            list_lines += is_list
            for ch in line:
                if ch.isspace():
                    continue
                non_space += 1
                if unicodedata.category(ch).startswith("P"):
                    punctuation += 1
                if ch.isalpha():
                    letters += 1
                    upper += ch.isupper()

    glyph = _normalise_glyph(anchor_glyph) if anchor_glyph else ""
    plain = _normalise_glyph(text)
    found = {_normalise_glyph(item["emoji"]) for item in emoji.emoji_list(text)}
    found.discard(glyph)
    found.discard("")

    language = detect_language(prose) if detect_lang else None
    return OutputMetrics(
        sentence_length=_ratio(words, sentence_count),
        paragraph_depth=_ratio(sentence_count, paragraphs_with_sentences),
        punctuation_density=_ratio(punctuation, non_space),
        code_text_ratio=min(1.0, _ratio(code_chars, len(text))),
        bullet_frequency=_ratio(list_lines, non_empty_lines),
        capitalization=_ratio(upper, letters),
        anchor_glyph_present=bool(glyph) and glyph in plain,
        other_emoji=tuple(sorted(found)),
        primary_language=language.primary if language else UNDETERMINED,
        language_shares=language.shares if language else (),
        language_tokens=language.token_count if language else 0,
    )
