"""Round 30 (t3i): short-word padding INSIDE interpreter code costs time in proportion (issue 25, High 1).

Round 29 left ``python3 -c "import os; a a a … a; os.system('…')"`` (20,000 characters of 1-3 letter words, and the same
in node/ruby/perl/Rscript/``sh -c`` code, between statements, inside a string literal) at 21-35 times the time of 200:
each of the ~100 code patterns a verdict runs scanned every word of the padding, most of them for words the text does
not hold. :mod:`~evaluation.verdicts.tier1.literal_gate` skips those scans (no required literal in the text) and
starts the others at the first required literal. Each shape (the ones round 29's test blocks, with 1-3 letter words
as padding) is judged at 200 and at 20,000 characters: both blocked, and the long one's CPU time under 40 times the
short one's, both timed by :func:`~tests.evaluation.verdicts.tier1.linear_timing.cost_pair` (each warmed up, best of
three, the session's heap frozen out of the garbage collector). CPU time of this process, not wall time: the machine
is shared, and a ratio in one process is what the issue's target is about. A test here guards the shape of the cost
(a per-word x per-pattern cost is ~100x and more); the figure against the issue's target of 20 is the benchmark's
(``bench/bench_command_length.py``), as the project's rule on speed asks.

The bound was 30 until the stop after round 45, and this test timed on its own (medians, the collector live). After
round 30's merge, on a quiet machine, the lead had measured 8-19x (warm) and 8-20.3x (caches cleared). The project's
CI then failed it once in the serial stage: "node string" at 146.65 ms against 4.46 ms (33x), where a collection
triggered by the long input's allocations walked the heap of every collected module — the cost ``linear_timing``
documents and excludes. Timed that way, in the serial stage (``pytest -m serial``, every module collected), the
sixteen shapes measured 4.3-23.1x ("sh -c" 4.3x / 7.9x, the code shapes 14.8-23.1x, "perl string" the highest): 30
left 1.3x of margin, 40 leaves 1.7x and stays 2.5x below the cost it guards against.

The second test checks the gate against ``re`` itself: every pattern it gates (word branches, the rule set's lists)
returns the same matches on long texts built of the probe corpus's code, short words and the pattern's own literals.
"""
from __future__ import annotations

import re
from typing import Any

import pytest

from evaluation.verdicts.tier1.literal_gate import Gated, required
from evaluation.verdicts.tier1.word_branches import SOURCES
from tests.evaluation.verdicts.tier1.linear_timing import cost_pair
from tests.evaluation.verdicts.tier1.test_tier1_round29_t3b_linear import SHAPES, _corpus_texts

pytestmark = pytest.mark.serial

_WORDS = ("a ", "ab ", "abc ", "x y ", "if ", "do ")


def _padded(shape: str, size: int) -> str:
    template = SHAPES[shape]
    unit = "".join(_WORDS)
    pad = (unit * (size // len(unit) + 1))[:max(0, size - len(template) + 3)]
    return template.replace("{P}", pad)


@pytest.mark.parametrize("shape", list(SHAPES))
def test_short_word_padding_in_code_costs_time_in_proportion(evaluate: Any, shape: str) -> None:
    small, large = _padded(shape, 200), _padded(shape, 20_000)
    assert evaluate(small).block and evaluate(large).block, shape  # also warms the caches keyed by the text
    short, long = cost_pair(evaluate, small, large, large_runs=3)
    assert long < 40 * max(short, 0.002), (shape, round(short * 1000, 2), round(long * 1000, 2))


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    return (a and (a.span(), a.groups())) == (b and (b.span(), b.groups()))


def test_the_gate_returns_what_re_returns() -> None:
    texts = _corpus_texts()
    padding = "a ab abc " * 40
    for gate in list(SOURCES):
        plain = re.compile(gate.pattern, gate.flags)
        found = required(gate.pattern, gate.flags)
        literals = sorted(text for text, _ in found[0]) if found else []
        for text in texts[::12]:
            for long in (padding + text, text + padding + " ".join(literals[:3]), padding + text.upper() + padding):
                for at in (0, 5, 300):
                    assert _same(gate.search(long, at), plain.search(long, at)), (gate.pattern[:80], long[:80])
                assert [m.span() for m in gate.finditer(long)] == [m.span() for m in plain.finditer(long)]
                assert gate.sub("_", long) == plain.sub("_", long)


def test_the_gate_knows_what_a_match_holds() -> None:
    assert required(r"\bab|\bcd") == (frozenset({("ab", False), ("cd", False)}), 0)
    literals, lead = required(r"(?i)x\s*Write") or (frozenset(), 0)
    assert literals == frozenset({("write", True)}) and lead > 1 << 32  # after `\s*`: no bound on where it starts
    assert required(r"a*|b") is None and required(r"(?:ab)?c?") is None and required(r"(?=abc)") is None
    assert required(r"(?i)straße") is None  # Unicode case folding: not gated
    gate = Gated(r"(?i)\bwrite\b")
    text = "a " * 200 + "WRITE"
    assert gate.search(text).span() == (400, 405)  # type: ignore[union-attr]
    assert gate.search("a " * 200) is None and gate.search("K" * 300 + " write") is not None
    kelvin = "a " * 200 + "\u212aill"  # KELVIN SIGN folds to k: a non-ASCII text is scanned
    assert Gated(r"(?i)\bkill\b").search(kelvin) is not None is not re.search(r"(?i)\bkill\b", kelvin)
    assert gate.match(text) is None and gate.findall(text) == ["WRITE"]
