"""Phase footers: parsing and validation (R-C-3). Pure: no Django imports.

Decoder facts (5QLN decoder 2026-07-28.1): the footer is the last block of a
phase output, one `KEY: value` a line, upper-case keys, no duplicates, no
unknown keys. Keys per phase:

    S: X, K, BASELINE, UNKNOWNS, SCOPE, FORBIDDEN
    G: ALPHA, SEEKS
    Q: PHI, OMEGA, ALIGNMENT ∈ {natural, partial, none, forced}, EXTENT 0–10,
       optional Z (absent when ALIGNMENT is none or forced); with Z also
       FALSIFIERS and one ACCEPTANCE line per criterion
    P: VALUE_MAX, ENERGY, A
    V: L, B2, INF0P, LIVENESS 0–10

X and INF0P are single questions ending in "?". The footer block is the run
of lines after the last blank line of the text; the body is everything
before it.

Content the source demands (issue 10, seed §6): X comes with what S must
carry for a self-evolution cycle — observed evidence (K), the current
baseline, what remains unknown, the scope and the forbidden side effects —
each a non-empty key. Z (Q.6) comes with its Resonant Key (Z), extent
(EXTENT), falsifiers (FALSIFIERS) and the acceptance criteria for evaluation:
`ACCEPTANCE: <ID> | <criterion> | <binding>`, the only key that may repeat
(its values are kept joined by "\n"); binding is `case:<suite>/<case-id>`,
`metric:<name><op><number>` (op one of >=, <=, >, <, ==) or `human`.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from cycles.acceptance import parse_criteria

REQUIRED_KEYS: dict[str, tuple[str, ...]] = {
    "S": ("X", "K", "BASELINE", "UNKNOWNS", "SCOPE", "FORBIDDEN"),
    "G": ("ALPHA", "SEEKS"),
    "Q": ("PHI", "OMEGA", "ALIGNMENT", "EXTENT"),
    "P": ("VALUE_MAX", "ENERGY", "A"),
    "V": ("L", "B2", "INF0P", "LIVENESS"),
}
OPTIONAL_KEYS: dict[str, tuple[str, ...]] = {"Q": ("Z", "FALSIFIERS", "ACCEPTANCE")}
# Keys that must carry content (a missing or empty one is refused by name).
CONTENT_KEYS: dict[str, tuple[str, ...]] = {
    "S": ("K", "BASELINE", "UNKNOWNS", "SCOPE", "FORBIDDEN"),
}
# What Z needs beside it (seed §6 Q.6): extent, falsifiers, acceptance criteria.
Z_COMPANIONS = ("EXTENT", "FALSIFIERS", "ACCEPTANCE")
REPEATABLE_KEYS = {"ACCEPTANCE"}
ALIGNMENTS = ("natural", "partial", "none", "forced")
# Keys whose lawful values are a closed set. A value of that set is an answer, never a placeholder:
# `ALIGNMENT: none` honestly reports that nothing aligned (issue 25), whereas `SCOPE: none` says nothing.
ENUMERATED_KEYS: dict[str, tuple[str, ...]] = {"ALIGNMENT": ALIGNMENTS}
SCORE_KEYS = {"EXTENT", "LIVENESS"}
QUESTION_KEYS = {"X", "INF0P"}
# The designated output of each phase, read from its footer.
OUTPUT_KEY = {"S": "X", "G": "ALPHA", "Q": "Z", "P": "A", "V": "B2"}

_LINE = re.compile(r"^(?P<key>[^:\s][^:]*?)\s*:\s?(?P<value>.*)$")
_KEY = re.compile(r"^[A-Z][A-Z0-9_]*$")


@dataclass
class Footer:
    """A parsed footer: its fields, the body above it, and what is wrong."""

    phase: str
    fields: dict[str, str] = field(default_factory=dict)
    body: str = ""
    errors: dict[str, list[str]] = field(default_factory=dict)
    empty_keys: list[str] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return not self.errors

    def add(self, key: str, message: str) -> None:
        self.errors.setdefault(key, []).append(message)


def normalize_question(text: str) -> str:
    """NFKC, casefold, letters and digits only: the form questions are compared in."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in folded if ch.isalnum())


def question_problems(value: str) -> list[str]:
    """Why `value` is not a single question ending in "?" (empty list if it is)."""
    stripped = value.strip()
    if not stripped:
        return ["must be a question; it is empty"]
    problems = []
    if not stripped.endswith("?"):
        problems.append('must end with "?"')
    if stripped.count("?") > 1:
        problems.append("must be a single question (found %d question marks)" % stripped.count("?"))
    if not any(ch.isalpha() for ch in stripped):
        problems.append("must contain words")
    return problems


def split_footer(text: str) -> tuple[str, list[tuple[int, str]]]:
    """Split into body and the numbered lines of the final block."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n").split("\n")
    last_blank = -1
    for index, line in enumerate(lines):
        if not line.strip():
            last_blank = index
    block = [(i + 1, lines[i]) for i in range(last_blank + 1, len(lines))]
    body = "\n".join(lines[: last_blank + 1]).strip("\n")
    return body, block


def parse_footer(phase: str, text: str) -> Footer:
    """Parse and validate the footer of a `phase` output."""
    if phase not in REQUIRED_KEYS:
        footer = Footer(phase=phase)
        footer.add("phase", f"unknown phase {phase!r}; expected one of S, G, Q, P, V")
        return footer
    body, block = split_footer(text)
    footer = Footer(phase=phase, body=body)
    allowed = set(REQUIRED_KEYS[phase]) | set(OPTIONAL_KEYS.get(phase, ()))
    if not block:
        footer.add("footer", "missing: the output must end with a footer block of KEY: value lines")
        return footer
    for line_no, line in block:
        match = _LINE.match(line.strip())
        if not match:
            footer.add("footer", f"line {line_no}: not a 'KEY: value' line: {line.strip()[:80]!r}")
            continue
        key, value = match.group("key").strip(), match.group("value").strip()
        if not _KEY.match(key):
            footer.add(key, f"line {line_no}: keys are upper-case (A-Z, 0-9, _)")
            continue
        if key not in allowed:
            footer.add(key, f"line {line_no}: unknown key for phase {phase}; allowed: {', '.join(sorted(allowed))}")
            continue
        if key in footer.fields and key in REPEATABLE_KEYS:
            footer.fields[key] += "\n" + value
            if not value:
                footer.empty_keys.append(key)
            continue
        if key in footer.fields:
            footer.add(key, f"line {line_no}: duplicate key")
            continue
        footer.fields[key] = value
        if not value:
            footer.empty_keys.append(key)
    for key in REQUIRED_KEYS[phase]:
        if key not in footer.fields:
            footer.add(key, "required key is missing")
    _check_values(footer)
    return footer


def _check_values(footer: Footer) -> None:
    fields = footer.fields
    for key in QUESTION_KEYS & set(fields):
        if fields[key]:
            for problem in question_problems(fields[key]):
                footer.add(key, problem)
    for key in SCORE_KEYS & set(fields):
        value = fields[key]
        if value and (not re.fullmatch(r"\d{1,2}", value) or not 0 <= int(value) <= 10):
            footer.add(key, "must be an integer from 0 to 10")
    for key in CONTENT_KEYS.get(footer.phase, ()):
        if key in fields and not fields[key].strip():
            footer.add(key, "must not be empty")
    if footer.phase == "Q":
        _check_z(footer)
    if footer.phase == "Q" and "ALIGNMENT" in fields:
        alignment = fields["ALIGNMENT"]
        if alignment and alignment not in ENUMERATED_KEYS["ALIGNMENT"]:
            footer.add("ALIGNMENT", f"must be one of {', '.join(ENUMERATED_KEYS['ALIGNMENT'])}")
        if alignment in {"none", "forced"} and "Z" in fields:
            footer.add("Z", f"must be absent when ALIGNMENT is {alignment}")




def _check_z(footer: Footer) -> None:
    """Z (when present) needs its extent, falsifiers and acceptance criteria (seed §6 Q.6)."""
    fields = footer.fields
    if not fields.get("Z", "").strip():
        return
    for key in Z_COMPANIONS:
        if key not in fields:
            footer.add(key, "required when Z is present (§6 Q.6: Resonant Key, extent, falsifiers, acceptance criteria)")
        elif not fields[key].strip():
            footer.add(key, "must not be empty")
    if fields.get("ACCEPTANCE", "").strip():
        for problem in parse_criteria(fields["ACCEPTANCE"])[1]:  # one grammar: cycles.acceptance
            footer.add("ACCEPTANCE", problem)
