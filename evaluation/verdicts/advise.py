"""ADVISE — Daimon's whisper (R-A-2, Daimon v0.4 §5). Pure Python, no Django imports.

The lint enforces the entity voice: at most 25 words (ESCALATE has its own ceiling,
default 40), one observation, present tense, imperative or declarative, no
hedging, naming something specific. A Tier 2 advise that fails is replaced by the
deterministic template for the situation, and the caller records the replacement.

"One observation" allows one optional short directive after it (at most
``DIRECTIVE_MAX_WORDS`` words), because the source's own whispers have that shape:
"Anchor glyph missing. Re-anchor before next state change." (R-R-6). A third
sentence, a semicolon or a joined second observation ("and also", "additionally")
is a compound whisper. Text in `backticks` is a named thing (a path, a command):
it counts toward the words but is never read for punctuation or hedges.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

WORD_CEILING = 25
ESCALATE_CEILING = 40
DIRECTIVE_MAX_WORDS = 8
_FIELD_MAX_CHARS = 60

HEDGES = (
    "maybe", "perhaps", "might", "could", "possibly", "probably", "likely", "may", "would", "consider",
    "it seems", "seems", "appears to", "i think", "i believe", "i guess", "not sure", "kind of", "sort of",
    "somewhat", "arguably", "potentially", "you may want", "you might want to", "it might be", "if possible",
)
NON_PRESENT = ("will", "won't", "was", "were", "had", "did", "going to", "used to", "shall")
GENERIC = (
    "be careful", "take care", "pay attention", "proceed with caution", "think carefully", "stay safe",
    "be mindful", "watch out", "keep in mind", "double-check everything", "check your work", "something",
    "anything", "things", "stuff", "everything",
)
COMPOUND = ("and also", "additionally", "as well as", "furthermore", "moreover", "in addition")
# Nouns that name a Daimon concern; text with none of them and no other named thing names nothing.
DOMAIN_NOUNS = frozenset(
    "glyph anchor register language backup path file directory branch test tests command database table "
    "cycle phase seed soul skill skills tool baseline sentence punctuation bullets bullet σ sigma workspace "
    "rule pattern hook token credentials secret evaluator promotion attestation frame channel".split())

_CODE_SPAN = re.compile(r"`[^`]*`")
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)")


@dataclass(frozen=True)
class LintResult:
    ok: bool
    problems: list[str] = field(default_factory=list)


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"\s+", text.strip()) if w and re.search(r"\w", w)]


def _has_phrase(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text) is not None


def lint_advise(text: str | None, *, verdict: str | None, escalate_ceiling: int = ESCALATE_CEILING,
                ceiling: int = WORD_CEILING) -> LintResult:
    """Check one advise against R-A-2; ``problems`` says what failed, in plain words."""
    text = (text or "").strip()
    if not text:
        return LintResult(False, ["empty"])
    problems: list[str] = []
    limit = escalate_ceiling if verdict == "ESCALATE" else ceiling
    words = _words(text)
    if len(words) > limit:
        problems.append(f"too long: {len(words)} words > {limit}")
    prose = _CODE_SPAN.sub("CODE", text)
    lowered = prose.lower()
    sentences = [s for s in _SENTENCE_END.split(prose) if s.strip()]
    if len(sentences) > 2:
        problems.append(f"compound: {len(sentences)} sentences (one observation, at most one directive)")
    elif len(sentences) == 2 and len(_words(sentences[1])) > DIRECTIVE_MAX_WORDS:
        problems.append(f"compound: second sentence over {DIRECTIVE_MAX_WORDS} words is a second observation")
    if ";" in prose:
        problems.append("compound: semicolon joins two observations")
    problems += [f"compound: '{p}'" for p in COMPOUND if _has_phrase(lowered, p)]
    if "?" in prose:
        problems.append("mood: a question, not imperative or declarative")
    problems += [f"hedging: '{h}'" for h in HEDGES if _has_phrase(lowered, h)]
    problems += [f"tense: '{t}' is not present tense" for t in NON_PRESENT if _has_phrase(lowered, t)]
    generic = [g for g in GENERIC if _has_phrase(lowered, g)]
    problems += [f"generic: '{g}'" for g in generic]
    if not _names_something(text):
        problems.append("unspecific: names no tool, path, channel, glyph or other concrete thing")
    return LintResult(not problems, problems)


def _names_something(text: str) -> bool:
    """A code span, a number, a path-like token, a non-ASCII symbol (a glyph), a capitalised
    word inside a sentence (a name) or a domain noun counts as naming something specific."""
    if _CODE_SPAN.search(text) or re.search(r"\d|[/_~$]|\w\.\w|[^\x00-\x7f]", text):
        return True
    for sentence in _SENTENCE_END.split(text):
        if any(token[0].isupper() for token in re.findall(r"[\w'-]+", sentence)[1:]):
            return True
    return any(t.lower().strip("'-") in DOMAIN_NOUNS for t in re.findall(r"[\w'-]+", text))


def _code(value: Any) -> str:
    """Render a field as a bounded code span (a named thing; its punctuation is not prose)."""
    flat = re.sub(r"\s+", " ", str(value)).replace("`", "'").strip()
    if len(flat) > _FIELD_MAX_CHARS:
        flat = flat[:_FIELD_MAX_CHARS - 1] + "…"
    return f"`{flat}`"


def _plain(value: Any) -> str:
    """A short single token (a number, a mode, a language, a class name)."""
    return re.sub(r"[^\w.+-]", "", str(value))[:24] or "?"


def _render(name: str, value: Any) -> str:
    if name == "anchor_glyph":
        return str(value).strip()[:8] or "?"
    if name == "anchor_glyph_present" and isinstance(value, bool):
        return "present" if value else "absent"
    if name == "sigma" and isinstance(value, (int, float)):
        return f"{value:.1f}"
    return _plain(value) if name in _PLAIN_FIELDS else _code(value)


# kind -> (template, verdict it is written for). Fields in _PLAIN_FIELDS render as one short
# token; the others (rule, tool_name, target) as bounded code spans, so a path or command with
# punctuation in it never trips the prose checks.
TEMPLATES: dict[str, tuple[str, str]] = {
    "hard_block": ("Hard rule {rule} blocks {tool_name} on {target}.", "ESCALATE"),
    "register_drift": ("Register drifts {sigma}σ from the {mode} baseline. Re-anchor with {anchor_glyph} now.",
                       "SILENT"),
    "register_mismatch": ("Register mismatch of {sigma}σ on {channel} against the {mode} baseline.", "NUDGE"),
    "register_break": ("Register break of {sigma}σ from the {mode} baseline: sentence length {mean_sent_len}, "
                       "punctuation {punct_density}, bullets {bullet_freq}, anchor glyph {anchor_glyph_present}.",
                       "ESCALATE"),
    "glyph_missing": ("Anchor glyph missing. Re-anchor before next state change.", "SILENT"),
    "glyph_unexpected": ("Unexpected glyph detected. Check identity anchor integrity.", "SILENT"),
    "language_shift": ("Language shifted to {lang} mid-task. Frame check recommended.", "NUDGE"),
    "judge_class": ("This {tool_name} call matches pattern {class_name}.", "NUDGE"),
    "stale_backup": ("Newest backup of {target} is {age} old. Back it up before {tool_name}.", "ESCALATE"),
}
_PLAIN_FIELDS = frozenset({"sigma", "mode", "lang", "mean_sent_len", "punct_density",
                           "bullet_freq", "anchor_glyph_present", "age", "class_name", "channel"})


def template_fields(kind: str) -> tuple[str, ...]:
    """The field names a template needs."""
    return tuple(re.findall(r"{(\w+)}", TEMPLATES[kind][0]))


def template_for(kind: str, **fields: Any) -> str:
    """The deterministic advise for a situation; raises ValueError on an unknown kind or missing field."""
    if kind not in TEMPLATES:
        raise ValueError(f"unknown advise kind {kind!r}; known: {', '.join(sorted(TEMPLATES))}")
    missing = [name for name in template_fields(kind) if name not in fields]
    if missing:
        raise ValueError(f"advise template {kind!r} needs: {', '.join(missing)}")
    values = {name: _render(name, fields[name]) for name in template_fields(kind)}
    return TEMPLATES[kind][0].format(**values)


def choose_advise(candidate: str | None, *, verdict: str, fallback_kind: str, fields: dict[str, Any],
                  escalate_ceiling: int = ESCALATE_CEILING) -> tuple[str, bool, list[str]]:
    """Keep a lint-clean Tier 2 advise, else the template: ``(text, replaced, problems)``.

    ``replaced`` is True only when a candidate existed and failed the lint; ``problems``
    lists why, for the verdict event. With no candidate the template is used as is.
    """
    fallback = template_for(fallback_kind, **fields)
    text = re.sub(r"\s+", " ", candidate or "").strip()
    if not text:
        return fallback, False, []
    lint = lint_advise(text, verdict=verdict, escalate_ceiling=escalate_ceiling)
    if lint.ok:
        return text, False, []
    return fallback, True, lint.problems
