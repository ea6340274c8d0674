"""Round 38 (lead fb, issue 25): a notebook executor's OUTPUT operand is a file it writes, not code it runs.

``papermill IN OUT -p K V`` runs IN and writes the executed copy to OUT (``jupyter nbconvert --output F`` and
``jupyter execute`` name outputs by option, read by ``unknown_inputs.OUTPUT_OPTIONS``/``_OUT_WORDS``). The rules that
block code handed from a temp place no call wrote (``unknown_inputs``) skip :func:`output_operands`; the INPUT is
still judged (``papermill /tmp/x/in.ipynb out.ipynb`` stays blocked), and so is any other operand.

The operands are read as papermill reads them: ``-p``/``-r`` (and their long forms) take a NAME and a VALUE, the
other valued options one word, so ``papermill -p lob motor /tmp/in.ipynb out.ipynb`` still finds ``/tmp/in.ipynb``
as the input.
"""
from __future__ import annotations

import posixpath

_TWO = frozenset({"-p", "--parameters", "-r", "--parameters_raw"})
_ONE = frozenset({"-f", "--parameters_file", "-y", "--parameters_yaml", "-k", "--kernel", "--cwd", "--log-level",
                  "--execution-timeout", "--start-timeout", "--language", "-l", "--engine", "--prepare-only-not"})
# programs whose operands are IN OUT (the first runs, the second is written)
_IN_OUT = frozenset({"papermill"})


def output_operands(argv: tuple[str, ...]) -> frozenset[str]:
    """The operands ``argv`` writes rather than runs (see the module); empty for other programs."""
    if not argv or posixpath.basename(argv[0]) not in _IN_OUT:
        return frozenset()
    operands: list[str] = []
    i = 1
    while i < len(argv):
        word = argv[i]
        if word == "--":
            operands += argv[i + 1:]
            break
        if word in _TWO:
            i += 3
            continue
        if word in _ONE:
            i += 2
            continue
        if not word.startswith("-") or word == "-":
            operands.append(word)
        i += 1
    return frozenset(operands[1:2]) - {operands[0]} if len(operands) > 1 else frozenset()
