"""Round 21 (t2d, issue 25): more interpreters that read their program on stdin (``unseen_exec`` merges these tables).

``curl … | clisp -``, ``… | ecl --shell /dev/stdin``, ``… | scheme --script /dev/stdin``, ``… | janet -`` run the
download as ``… | sbcl --script`` does: Lisp, Scheme and small-language interpreters, with the options that name a
script file (and whether a bare operand is one), and their inline-code options (``-e``/``--eval``: no stdin read).
"""
from __future__ import annotations

# program -> (options naming a script file, whether a positional operand is a script)
MORE_INTERPRETERS: dict[str, tuple[frozenset[str], bool]] = {
    "clisp": (frozenset({"-i"}), True), "ecl": (frozenset({"--shell", "--load", "-shell", "-load"}), False),
    "scheme": (frozenset({"--script", "--program"}), True), "chez": (frozenset({"--script", "--program"}), True),
    "chezscheme": (frozenset({"--script", "--program"}), True), "petite": (frozenset({"--script"}), True),
    "mit-scheme": (frozenset({"--load"}), False), "gsi": (frozenset(), True), "chibi-scheme": (frozenset(), True),
    "newlisp": (frozenset(), True), "picolisp": (frozenset(), True), "janet": (frozenset(), True),
    "fennel": (frozenset(), True), "hy": (frozenset(), True), "pike": (frozenset(), True),
    "ccl": (frozenset({"--load", "-l"}), False), "abcl": (frozenset({"--load"}), False),
}
MORE_INLINE_CODE: dict[str, tuple[str, ...]] = {
    "clisp": ("-x",), "ecl": ("--eval", "-eval"), "ccl": ("--eval", "-e"), "abcl": ("--eval",),
    "mit-scheme": ("--eval",), "newlisp": ("-e",), "janet": ("-e",), "fennel": ("--eval",),
    "hy": ("-c",), "gsi": ("-e",), "chibi-scheme": ("-e",),
}
