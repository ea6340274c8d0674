"""Round 29 (t3b): padding INSIDE interpreter code (issue 25, High 1).

Round 28 measured 20,000 characters of padding inside ``python3 -c``/``node -e``/``ruby -e``/``perl -e``/``Rscript -e``
code at 25-45 times the time of 200: Tier 1's word alternations (``inputops``, ``reach._EFFECT``, the rule set's code
patterns …) tried every alternative at every position, because alternatives starting with ``\\b`` get none of
``re``'s fast path. :mod:`~evaluation.verdicts.tier1.word_branches` joins them; the tests below check that the joined
patterns match exactly what the written ones match (span and groups, on the round-10 probe corpus's code) and that
every shape, at 20,000 characters of each padding, stays blocked. The time ratio is the bench's figure
(``bench/bench_command_length.py``): 10-35x after the change, the short-word paddings still above 20x."""
from __future__ import annotations

import re
from typing import Any

import pytest

from evaluation.verdicts.tier1.word_branches import SOURCES, compiled, rewritten

# The shapes bench/bench_command_length.py times (padding inside interpreter code). Their 20,000 / 200 ratio is measured
# there, not asserted here: with the shared helper's 0.5 s floor a timing test of them could not fail, and without it the
# short-word paddings miss the 20x target (21-35x, round 29's note). Each shape must stay blocked at 20,000 characters.
SHAPES: dict[str, str] = {
    "python code": "python3 -c \"import os{P}; os.system('rm -rf ~')\"",
    "python statements": "python3 -c \"import os;{P}os.system('rm -rf ~')\"",
    "python string": "python3 -c \"import os; os.system('rm -rf ~ #{P}')\"",
    "node code": "node -e \"require('fs').rmSync(require('os').homedir(){P}+'/.hermes', {recursive:true})\"",
    "node statements": "node -e \"const fs=require('fs');{P}fs.rmSync(process.env.HOME+'/.hermes',{recursive:true})\"",
    "node string": "node -e \"require('child_process').execSync('rm -rf ~ #{P}')\"",
    "ruby code": "ruby -e \"require 'fileutils'{P}; FileUtils.rm_rf(Dir.home + '/.hermes')\"",
    "ruby statements": "ruby -e \"require 'fileutils';{P}FileUtils.rm_rf(Dir.home + '/.hermes')\"",
    "ruby string": "ruby -e \"system('rm -rf ~ #{P}')\"",
    "perl statements": "perl -e 'use File::Path;{P}rmtree(\"$ENV{HOME}/.hermes\")'",
    "perl string": "perl -e 'system(\"rm -rf ~ #{P}\")'",
    "R code": "Rscript -e \"unlink('~/.hermes'{P}, recursive=TRUE)\"",
    "R statements": "Rscript -e \"x <- 1;{P}unlink('~/.hermes', recursive=TRUE)\"",
    "R string": "Rscript -e \"system('rm -rf ~ #{P}')\"",
    "sh -c statements": "sh -c \"true;{P}rm -rf ~/.hermes\"",
    "sh -c string": "sh -c \"echo '{P}'; rm -rf ~/.hermes\"",
}
@pytest.mark.parametrize("padding", ["blanks", "one long word", "short words"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_padding_inside_code_stays_blocked(evaluate: Any, shape: str, padding: str) -> None:
    pad = {"blanks": " " * 20_000, "one long word": "A" * 20_000, "short words": "a " * 10_000}[padding]
    command = SHAPES[shape].replace("{P}", pad)
    assert evaluate(command).block, command[:120]


_TEXTS = ["", " ", "import os; os.system('rm -rf ~')", "require('fs').rmSync(p)", "sys.stdin.read()", "<> unlink",
          "x <- readLines(file('stdin')); unlink(x)", "File.delete($_.chomp) while gets", "open(p.strip(), 'w')",
          "WRITE Delete REMOVE", "getattr(os, 'rem' + 'ove')", "  system ( 'x' ) ", "fs.readFileSync(0)", "a.b.c(",
          "$stdin.each_line", "os.environ['AWS_SECRET_ACCESS_KEY']", "subprocess.run(['curl', '-d', '@x'])"]


def _corpus_texts() -> list[str]:
    from tests.evaluation.verdicts.tier1 import corpus_round10  # noqa: PLC0415 (the probe corpus: real code)

    texts = list(_TEXTS)
    for value in vars(corpus_round10).values():
        if isinstance(value, list):
            texts.extend(v for v in value if isinstance(v, str))
    return texts


def test_word_branches_match_what_the_written_patterns_match() -> None:
    texts = _corpus_texts()
    assert len(SOURCES) > 30
    for pattern, source in SOURCES.items():
        original = re.compile(source, pattern.flags)
        for text in texts:
            for at in range(0, len(text) + 1, 7):
                a, b = original.search(text, at), pattern.search(text, at)
                assert (a and (a.span(), a.groups())) == (b and (b.span(), b.groups())), (source[:80], text[:80])


def test_rewriting_keeps_order_and_groups() -> None:
    assert rewritten(r"\bab|\bcd|<>|\bef") == r"\b(?:ab|cd)|<>|\bef"
    assert rewritten(r"writ|delet|wipe|[x]|wa") == r"w(?:rit|ipe)|delet|[x]|wa"
    assert rewritten(r"(?x) \ba | \bb") == r"(?x) \ba | \bb"
    assert rewritten(r"a*b|ac") == r"a*b|ac"
    assert rewritten(r"[|]a|\b[]|]") == r"[|]a|\b[]|]"
    assert compiled(r"\bab|\bcd|x").search("zz cd").group(0) == "cd"
