"""Round 18 (t1v, issue 25): check modes — a syntax check reads the script it is given and runs none of it.

``git grep -lz '^#!/bin/bash' -- deploy | xargs -0 bash -n``, ``find . -name '*.pl' | xargs -n1 perl -c``: the
scripts are named at run time, but the program only parses them. The field, by language: ``sh``/``bash``/``zsh``/
``dash``/``ksh`` ``-n`` (also bundled, ``-nv``, and ``-o noexec``), ``python -m py_compile|compileall`` (no code of
the file runs), ``ruby -c``, ``node --check``/``-c``, ``php -l``, ``luac -p``, ``lua -p`` (some builds), and linters
that never run what they read (``shellcheck``, ``gofmt -l``, ``pyflakes``, ``php -l``).

Not a check mode: ``perl -c`` runs ``BEGIN`` and ``use`` blocks (so a listed ``.pl`` may still run code: judged as
``perl FILE``); ``bash -n -c CODE`` is judged by its code as before (a false block at worst); an interpreter's other
options (``python -m X``) run X.
"""
from __future__ import annotations

from collections.abc import Sequence

from evaluation.verdicts.tier1.command_memo import per_words

_SHELL_NAMES = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "posh", "busybox"})
_PYTHON_CHECKERS = frozenset({"py_compile", "compileall", "pyflakes", "pycodestyle", "tabnanny"})


def _base(program: str) -> str:
    name = program.rsplit("/", 1)[-1]
    return name.rstrip("0123456789.") if name.startswith(("python", "ruby", "php", "lua", "node")) else name


@per_words
def syntax_only(argv: Sequence[str]) -> bool:
    """The program parses the files it is given and runs none of their code."""
    if not argv:
        return False
    program = _base(argv[0])
    options: list[str] = []
    for i, word in enumerate(argv[1:], start=1):
        if not word.startswith("-") or word in ("-", "--"):
            break
        options.append(word)
        if word == "-o" and argv[i + 1:i + 2] == ("noexec",):
            return program in _SHELL_NAMES
    if program in _SHELL_NAMES:
        return any(len(o) > 1 and o[1] != "-" and "n" in o[1:] and "c" not in o[1:] for o in options)
    if program == "python":
        return any(argv[i:i + 2] == ("-m", m) or argv[i] == "-m" + m for i in range(1, len(argv))
                   for m in _PYTHON_CHECKERS if argv[i].startswith("-m"))
    if program == "ruby":
        return any(o in ("-c", "--check") or (o[1:].isalpha() and "c" in o[1:] and "e" not in o[1:]) for o in options)
    if program == "node":
        return any(o in ("-c", "--check") for o in options) and not any(o in ("-e", "--eval", "-p", "--print")
                                                                          for o in options)
    if program in ("php", "luac"):
        return any(o in ("-l", "--syntax-check", "-p") for o in options) and not any(o == "-r" for o in options)
    return False
