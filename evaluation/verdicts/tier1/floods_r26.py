"""Round 26 (t2t, issue 25): counted loops round 10's ``spawn_loop`` did not read as huge.

- **A count spelled as an expression.** ``range(10**6)``, ``i < 1e6``, ``1 << 20``, ``2 ** 20``, ``Math.pow(10,
  6)``, ``10^6`` (R, Julia): :func:`spelled_counts` writes each as its digits (``1000000``) before the loop patterns
  are looked for, so ``range(`` with four digits or more (round 10's) reads them. A count below 1000 stays small.
- **Loops the patterns lacked.** A comprehension whose element starts a process (``[Popen(…) for _ in
  range(1000000)]``, the process before the loop), and a C-style counted loop (``for (let i = 0; i < 1000000;
  i++)`` in JS/Java/C/C#/PHP/Perl, bash's ``for ((i=0; i<100000; i++))``, Go's ``for i := 0; i < 100000; i++``):
  :data:`COUNTED_LOOPS`, added to the rule's.
"""
from __future__ import annotations

import re

_POWER = re.compile(r"\b(\d{1,3})\s{0,2}(?:\*\*|\^)\s{0,2}(\d{1,2})\b")
_SCIENTIFIC = re.compile(r"(?<![\w.])(\d{1,3})[eE]\+?(\d{1,2})\b")
_SHIFT = re.compile(r"\b(\d{1,3})\s{0,2}<<\s{0,2}(\d{1,2})\b")
_POW_CALL = re.compile(r"\b(?:Math\.pow|pow|math\.pow|Math\.Pow)\s{0,2}\(\s{0,2}(\d{1,3})\s{0,2},\s{0,2}(\d{1,2})\s{0,2}\)")
_CAP = 10 ** 15

COUNTED_LOOPS = (
    re.compile(r"\b(?:Popen|spawn|fork|Process|spawnSync|exec)\s{0,4}\([^\n]{0,160}?\bfor\s{1,4}\w{1,20}\s{1,4}in\s{1,4}"
               r"(?:range|xrange)\(\s{0,4}(?:\d{1,9}\s{0,4},\s{0,4})?[1-9][\d_]{3,}"),
    re.compile(r"\bfor\s{0,4}\(\(?\s{0,4}(?:(?:let|var|int|long|auto|size_t|const|my|uint)\s{1,4})?\$?\w{1,20}\s{0,4}="
               r"\s{0,4}\d{1,9}\s{0,4};\s{0,4}\$?\w{1,20}\s{0,4}<=?\s{0,4}[1-9][\d_]{3,15}"),
    re.compile(r"\bfor\s{1,4}\w{1,20}\s{0,4}:=\s{0,4}\d{1,9}\s{0,4};\s{0,4}\w{1,20}\s{0,4}<=?\s{0,4}[1-9][\d_]{3,15}"),
)
"""Counted loops of a thousand turns or more the rule's ``loop_patterns`` lack."""


def _digits(base: str, exponent: str, shift: bool = False) -> str | None:
    value = int(base) << int(exponent) if shift else int(base) ** int(exponent)
    return str(value) if 1000 <= value <= _CAP else None


def spelled_counts(text: str) -> str:
    """``text`` with counts written as powers, exponents or shifts replaced by their digits (huge ones only)."""
    if not any(c in text for c in "*^eE<p"):
        return text
    text = _POW_CALL.sub(lambda m: _digits(m.group(1), m.group(2)) or m.group(0), text)
    text = _POWER.sub(lambda m: _digits(m.group(1), m.group(2)) or m.group(0), text)
    text = _SHIFT.sub(lambda m: _digits(m.group(1), m.group(2), shift=True) or m.group(0), text)
    return _SCIENTIFIC.sub(_scientific, text)


def _scientific(match: re.Match[str]) -> str:
    value = int(match.group(1)) * 10 ** int(match.group(2))
    return str(value) if 1000 <= value <= _CAP else match.group(0)
